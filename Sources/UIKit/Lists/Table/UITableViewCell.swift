import Foundation
import QuartzCore

/// One row of a table (Apple: UITableViewCell). Its `contentView` holds what the row shows:
/// the built-in labels and image of a classic `CellStyle`, a `contentConfiguration`'s view,
/// or the app's own subviews (laid out by constraints for a self-sizing row). Behind it sit
/// the background and, while the row is highlighted or selected, the selected background;
/// at its trailing edge an accessory; along its bottom a separator.
///
/// A registered class is made through `init(registeredFor:)`, which calls
/// `init(style: .default, reuseIdentifier:)` — so a subclass that overrides
/// `init(style:reuseIdentifier:)` (and `init?(coder:)`) is made through its override, as
/// UIKit makes it. Swift has no other way to make an instance of a class known only at run
/// time; see the README's list of differences.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public let reuseIdentifier: String?
    let cellStyle: CellStyle
    private let contentViewStorage = UIView()
    /// The view the row's content goes in; it leaves room for the accessory.
    open var contentView: UIView { contentViewStorage }

    private var textLabelStorage: UILabel?
    private var detailLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?

    open var accessoryType = AccessoryType.none { didSet { if accessoryType != oldValue { updateAccessory() } } }
    /// A view of the app's at the trailing edge, in place of `accessoryType`'s.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateAccessory()
        }
    }
    var builtInAccessory: TableCellAccessoryView?
    open var selectionStyle = SelectionStyle.default { didSet { updateSelectionLook(animated: false) } }
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// Shown over the background while the row is highlighted or selected (a grey view unless set).
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); updateSelectionLook(animated: false) }
    }
    open var multipleSelectionBackgroundView: UIView?
    /// Where the separator under the row starts and ends.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout(); separatorInsetSet = true }
    }
    var separatorInsetSet = false
    /// The table's `separatorInset`, used until the cell's own is set.
    /// The width of the table's section index while it shows: the content, the accessory and
    /// the editing controls keep clear of it; the background still spans the row.
    var tableIndexInset: CGFloat = 0 {
        didSet { if tableIndexInset != oldValue { setNeedsLayout() } }
    }
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if tableSeparatorInset != oldValue { setNeedsLayout() } }
    }
    let separator = CALayer()
    /// The separator's colour as the table gives it (resolved again when the appearance changes).
    var separatorTint = UIColor.separator
    /// Where the table last styled the cell in its section (`TablePlacement`): a row that
    /// becomes first or last by an insertion, deletion or move above or below it is restyled
    /// even when its frame was already moved there by the update's animation.
    var tablePlacement: UInt8 = 0

    public private(set) var isSelectedStorage = false
    public private(set) var isHighlightedStorage = false
    open var isSelected: Bool {
        get { isSelectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    /// The content shown in `contentView`, made by the configuration (replacing what it
    /// showed before); nil shows the classic labels or the app's own subviews.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    let configured = ConfiguredViews()
    var configuredContentView: (UIView & UIContentView)? { configured.content }
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    private var editingStorage = false
    /// The control the table gave the row for editing mode (`.none` outside it).
    var editingStyleShown = EditingStyle.none
    var editingControl: TableCellEditingControl?
    /// The grip a row is dragged by in editing mode, when the row can move.
    var reorderControl: TableCellReorderControl?
    /// Whether the cell shows its reorder control in editing mode (UIKit also needs the data
    /// source to implement `moveRowAt`; Lamina shows it when this or `canMoveRowAt` is true).
    open var showsReorderControl = false
    var deleteConfirmation: UIButton?
    /// Whether the row is in editing mode (its editing control shown, its content indented).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// The red Delete button of a row whose delete control was tapped.
    public var showingDeleteConfirmation: Bool { deleteConfirmation != nil }

    /// How far a swipe has moved the row's content (negative: left, showing trailing actions).
    var swipeOffset: CGFloat = 0 { didSet { if swipeOffset != oldValue { setNeedsLayout() } } }
    let swipeActions = SwipeActionButtons()

    /// The cell's background colour is the table's unless the app set one.
    var backgroundColorSet = false
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set { super.backgroundColor = newValue; backgroundColorSet = true }
    }

    /// The table's default background for its style, below any colour the app sets.
    func setTableBackground(_ color: UIColor) { super.backgroundColor = color }

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        cellStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        cellStyle = .default
        super.init(coder: coder)
        setUpCell()
    }

    /// A default-style cell with no reuse identifier, at `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a cell of a registered class (see the type's note).
    public required convenience init(registeredFor reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// A cell's content view margins as UIKit gives them (a list cell's too).
    static let contentMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    private func setUpCell() {
        encapsulatedHeightYields = true
        contentViewStorage.encapsulatedHeightYields = true
        super.backgroundColor = .systemBackground
        contentViewStorage.frame = bounds
        // UIKit's cell margins: the standard text's 16 points at the sides and 11 above and
        // below, so content pinned to the margins lines up with the standard cells' text.
        contentViewStorage.directionalLayoutMargins = UITableViewCell.contentMargins
        addSubview(contentViewStorage)
        separator.backgroundColor = resolvedColor(separatorTint)
        separator.zPosition = 10
        separator.delegate = NoLayerActions.shared
        layer.addSublayer(separator)
    }

    // MARK: Built-in content

    /// The label of a classic style (made when first asked for).
    open var textLabel: UILabel? {
        if let l = textLabelStorage { return l }
        let l = UILabel()
        l.font = cellStyle == .value2 ? .boldSystemFont(ofSize: 12) : .systemFont(ofSize: 17)
        if cellStyle == .value2 { l.textColor = tintColor; l.textAlignment = .right }
        contentView.addSubview(l)
        textLabelStorage = l
        setNeedsLayout()
        return l
    }

    /// The secondary label of the value and subtitle styles (nil for `.default`).
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let l = detailLabelStorage { return l }
        let l = UILabel()
        switch cellStyle {
        case .subtitle: l.font = .systemFont(ofSize: 12)
        case .value1: l.font = .systemFont(ofSize: 17); l.textColor = .secondaryLabel; l.textAlignment = .right
        default: l.font = .systemFont(ofSize: 15)
        }
        contentView.addSubview(l)
        detailLabelStorage = l
        setNeedsLayout()
        return l
    }

    /// The image at the leading edge (made when first asked for; empty until given an image).
    open var imageView: UIImageView? {
        if let v = imageViewStorage { return v }
        let v = UIImageView()
        v.contentMode = .scaleAspectFit
        contentView.addSubview(v)
        imageViewStorage = v
        setNeedsLayout()
        return v
    }

    /// A list configuration for the cell's style, to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    // MARK: Reuse, highlight and selection

    /// Called before the table hands the cell out again: reset per-row state here. UIKit's
    /// resets highlight and selection (the table sets selection again for selected rows).
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        hideDeleteConfirmation()
        removeSwipeActions()
    }

    /// Enters or leaves editing mode: the row's control appears at its leading edge and the
    /// content moves over to make room (animated as the table's change).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        if !editing { hideDeleteConfirmation() }
        setNeedsLayout()
        if animated, window != nil { UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() } }
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != isSelectedStorage else { return }
        isSelectedStorage = selected
        stateDidChange(animated: animated)
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != isHighlightedStorage else { return }
        isHighlightedStorage = highlighted
        stateDidChange(animated: animated)
    }

    /// The state the configurations are updated for.
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState()
        s.isSelected = isSelectedStorage
        s.isHighlighted = isHighlightedStorage
        return s
    }

    /// Updates the configurations for a new state; override to restyle the row (call super).
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, contentConfiguration != nil { applyContentConfiguration() }
        if automaticallyUpdatesBackgroundConfiguration, backgroundConfiguration != nil { applyBackgroundConfiguration() }
    }

    /// Asks for `updateConfiguration(using:)` with the current state.
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// Another appearance: the separator takes its colour there, and the configurations are
    /// updated (UIKit updates a cell's configuration when its traits change).
    override func resolveColorsForInterfaceStyle() {
        separator.backgroundColor = resolvedColor(separatorTint)
        setNeedsUpdateConfiguration()
    }

    private func stateDidChange(animated: Bool) {
        updateSelectionLook(animated: animated)
        updateConfiguration(using: configurationState)
    }

    /// Shows or hides the selected background and turns the labels to their highlighted look.
    private func updateSelectionLook(animated: Bool) {
        let on = (isSelectedStorage || isHighlightedStorage) && selectionStyle != .none
        for l in [textLabelStorage, detailLabelStorage] { l?.isHighlighted = on }
        imageViewStorage?.isHighlighted = on
        (configuredContentView as? UIListContentView)?.setHighlighted(on)
        guard backgroundConfiguration == nil else { return }
        if on, selectedBackgroundView == nil {
            let v = UIView()
            v.backgroundColor = UIBackgroundConfiguration.selectedColor
            selectedBackgroundView = v
            return
        }
        guard let v = selectedBackgroundView else { return }
        if v.superview !== self {
            v.frame = bounds
            insertSubview(v, aboveSubview: backgroundView ?? contentView)
            if v.superview === self, backgroundView == nil { sendSubviewToBack(v) }
        }
        let alpha: CGFloat = on ? 1 : 0
        if animated, !on {
            UIView.animate(withDuration: 0.25) { v.alpha = alpha }
        } else {
            UIView.performWithoutAnimation { v.alpha = alpha }
        }
    }

    // MARK: Configurations

    private func applyContentConfiguration() {
        configured.applyContent(contentConfiguration, state: configurationState, update: automaticallyUpdatesContentConfiguration, in: contentView)
        (configuredContentView as? UIListContentView)?.setHighlighted((isSelectedStorage || isHighlightedStorage) && selectionStyle != .none)
    }

    private func applyBackgroundConfiguration() {
        if configured.applyBackground(backgroundConfiguration, state: configurationState,
                                      update: automaticallyUpdatesBackgroundConfiguration, in: self) {
            super.backgroundColor = .clear
        }
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { new.frame = bounds; insertSubview(new, at: index) }
    }

    // MARK: Accessory

    private func updateAccessory() {
        builtInAccessory?.removeFromSuperview()
        builtInAccessory = nil
        if let v = accessoryView {
            if v.superview !== self { addSubview(v) }
        } else if accessoryType != .none {
            let a = TableCellAccessoryView(type: accessoryType)
            a.addAction(UIAction { [unowned self] _ in self.accessoryButtonTapped() }, for: .touchUpInside)
            addSubview(a)
            builtInAccessory = a
        }
        setNeedsLayout()
    }

    private func accessoryButtonTapped() {
        guard let table = superview as? UITableView, let path = table.indexPath(for: self) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: path)
    }

    // MARK: Layout

    /// The width the content view gets in a cell `width` wide: what the accessory leaves.
    func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        guard let a = accessoryView ?? builtInAccessory else { return width }
        let size = a === builtInAccessory ? TableCellAccessoryView.size(of: accessoryType) : a.frame.size
        return max(0, width - 16 - size.width - 10)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let full = bounds
        backgroundView?.frame = full
        selectedBackgroundView?.frame = full
        // What lies under the table's section index is left to the background.
        var b = full
        b.size.width = max(0, b.width - tableIndexInset)
        // Editing: the control at the leading edge and the content indented past it; the
        // accessory gives way, and a Delete confirmation takes the trailing edge.
        let indent: CGFloat = editingStorage && editingControl != nil ? 38 : 0
        editingControl?.isHidden = !editingStorage
        editingControl?.frame = CGRect(x: 16 - (editingStorage ? 0 : 38), y: ((b.height - 22) / 2).rounded(), width: 22, height: 22)
        let confirmWidth: CGFloat = deleteConfirmation == nil ? (editingStorage && reorderControl != nil ? TableCellReorderControl.width : 0) : 82
        reorderControl?.isHidden = !editingStorage || deleteConfirmation != nil
        reorderControl?.frame = CGRect(x: b.width - TableCellReorderControl.width, y: 0, width: TableCellReorderControl.width, height: b.height)
        deleteConfirmation?.frame = CGRect(x: b.width - confirmWidth, y: 0, width: confirmWidth, height: b.height)
        let cw = editingStorage ? b.width - indent - confirmWidth : contentWidth(forCellWidth: b.width)
        contentViewStorage.frame = CGRect(x: indent, y: 0, width: max(0, cw), height: b.height)
        (accessoryView ?? builtInAccessory)?.isHidden = editingStorage
        contentViewStorage.frame.origin.x += swipeOffset
        backgroundView?.frame.origin.x += swipeOffset
        selectedBackgroundView?.frame.origin.x += swipeOffset
        swipeActions.layout(in: full, offset: swipeOffset)
        if let a = accessoryView ?? builtInAccessory {
            let size = a === builtInAccessory ? TableCellAccessoryView.size(of: accessoryType) : a.frame.size
            a.frame = CGRect(x: b.width - 16 - size.width + swipeOffset, y: ((b.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        }
        layoutClassicContent(width: cw, height: b.height)
        let px = 1 / max(1, window?.screen.scale ?? UIScreen.main.scale)
        let inset = separatorInsetSet ? separatorInset : tableSeparatorInset
        var left = inset.left
        if !separatorInsetSet, let iv = imageViewStorage, iv.image != nil { left = classicTextX() }
        // A left inset past the row's width (the usual `.greatestFiniteMagnitude` trick) hides it.
        left = min(left + indent, full.width)
        separator.frame = CGRect(x: left, y: full.height - px, width: max(0, full.width - left - inset.right), height: px)
    }

    /// Where a classic style's text starts (after the image, if there is one).
    private func classicTextX() -> CGFloat {
        guard let iv = imageViewStorage, let image = iv.image else { return 16 }
        return 16 + min(image.size.width, 60) + 16
    }

    private func classicSizes(width: CGFloat) -> (text: CGSize, detail: CGSize, textX: CGFloat, available: CGFloat) {
        let x = classicTextX()
        let trailing: CGFloat = (accessoryView ?? builtInAccessory) == nil ? 16 : 4
        let available = max(0, width - x - trailing)
        let fit = CGSize(width: available, height: .greatestFiniteMagnitude)
        let text = hasText(textLabelStorage) ? textLabelStorage!.sizeThatFits(fit) : .zero
        let detail = hasText(detailLabelStorage) ? detailLabelStorage!.sizeThatFits(fit) : .zero
        return (text, detail, x, available)
    }

    private func hasText(_ l: UILabel?) -> Bool {
        guard let l, !l.isHidden else { return false }
        return !(l.text ?? "").isEmpty || (l.attributedText?.length ?? 0) > 0
    }

    private func layoutClassicContent(width: CGFloat, height h: CGFloat) {
        guard textLabelStorage != nil || detailLabelStorage != nil || imageViewStorage != nil else { return }
        if let iv = imageViewStorage, let image = iv.image {
            let s = CGSize(width: min(image.size.width, 60), height: min(image.size.height, h))
            iv.frame = CGRect(x: 16, y: ((h - s.height) / 2).rounded(), width: s.width, height: s.height)
        } else {
            imageViewStorage?.frame = .zero
        }
        let s = classicSizes(width: width)
        let x = s.textX, w = s.available
        switch cellStyle {
        case .default:
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: w, height: h)
        case .subtitle:
            let gap: CGFloat = s.detail.height > 0 && s.text.height > 0 ? 2 : 0
            let top = ((h - s.text.height - gap - s.detail.height) / 2).rounded()
            textLabelStorage?.frame = CGRect(x: x, y: top, width: w, height: s.text.height)
            detailLabelStorage?.frame = CGRect(x: x, y: top + s.text.height + gap, width: w, height: s.detail.height)
        case .value1:
            let dw = min(s.detail.width, w)
            detailLabelStorage?.frame = CGRect(x: x + w - dw, y: 0, width: dw, height: h)
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: max(0, w - dw - 8), height: h)
        case .value2:
            let column: CGFloat = 67
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: column, height: h)
            detailLabelStorage?.frame = CGRect(x: x + column + 6, y: 0, width: max(0, w - column - 6), height: h)
        }
    }

    /// The height the row needs at `width` (a self-sizing row): from the content view's
    /// constraints when its subviews use them, else from the configuration's content view
    /// or the classic labels, never below UIKit's 44 points for a standard row.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let cw = contentWidth(forCellWidth: width)
        if Self.usesConstraints(contentViewStorage) {
            let size = contentViewStorage.systemLayoutSizeFitting(CGSize(width: cw, height: 0),
                                                                 withHorizontalFittingPriority: .required,
                                                                 verticalFittingPriority: .fittingSizeLevel)
            if size.height >= 1 { return size.height.rounded(.up) }
            Diagnostics.warn("UITableView: a self-sizing cell's constraints give its content view no height; the row gets 44 points. Pin the content's top and bottom to the content view.")
            return 44
        }
        if let v = configuredContentView {
            return max(44, v.sizeThatFits(CGSize(width: cw, height: 0)).height.rounded(.up))
        }
        let s = classicSizes(width: cw)
        let block: CGFloat
        switch cellStyle {
        case .subtitle: block = s.text.height + (s.detail.height > 0 ? 2 + s.detail.height : 0)
        default: block = max(s.text.height, s.detail.height)
        }
        // The text keeps UIKit's 11-point margins; an image needs 7 above and below.
        let image = imageViewStorage?.image.map { $0.size.height + 14 } ?? 0
        return max(44, (block + 22).rounded(.up), image.rounded(.up))
    }

    /// Whether any view under `view` takes part in Auto Layout.
    static func usesConstraints(_ view: UIView) -> Bool {
        for sub in view.subviews {
            if !sub.translatesAutoresizingMaskIntoConstraints || usesConstraints(sub) { return true }
        }
        return !(view.autoLayout?.installed.all.isEmpty ?? true)
    }
}

