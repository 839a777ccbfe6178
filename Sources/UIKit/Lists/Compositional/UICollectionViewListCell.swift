import Foundation
import QuartzCore

/// A row of a list layout (Apple: UICollectionViewListCell): the list content configuration
/// by default, the list's background (grey when highlighted or selected), a separator under
/// its text, rounded ends in an inset-grouped section, and accessories at its trailing edge.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell, SwipeableCell {
    /// The accessories at the cell's edges, each shown in the editing states it names.
    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessories() } }
    /// How deep the cell's item is in its section's outline: its content moves in by
    /// `indentationLevel × indentationWidth` (set from the section snapshot by a diffable
    /// data source).
    open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the cell's item is an open parent (its outline disclosure points down).
    var outlineExpanded = false { didSet { if outlineExpanded != oldValue { turnOutlineChevrons() } } }
    /// How far a swipe has moved the row's content (negative: left, showing trailing actions).
    var swipeOffset: CGFloat = 0 { didSet { if swipeOffset != oldValue { setNeedsLayout() } } }
    let swipeActions = SwipeActionButtons()
    /// The accessories shown in the cell's editing state, each side left to right.
    private var leadingShown: [ShownAccessory] = [], trailingShown: [ShownAccessory] = []
    private var accessoryViews: [UIView] { (leadingShown + trailingShown).map(\.view) }
    let separator = CALayer()
    private var place: ListPlace?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    private func setUpListCell() {
        contentView.directionalLayoutMargins = UITableViewCell.contentMargins
        separator.backgroundColor = resolvedColor(.separator)
        separator.delegate = NoLayerActions.shared
        separator.zPosition = 10
        // Only a row of a list section has a separator (not a header, nor a cell in a grid).
        separator.isHidden = true
        layer.addSublayer(separator)
    }

    /// The standard configuration for where the cell is: a row's, or a header's or footer's
    /// in the list's appearance when it is a section's supplementary view (as UIKit picks).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let p = place ?? dequeuedPlace else { return .cell() }
        let grouped = p.appearance == .grouped || p.appearance == .insetGrouped
        switch p.role {
        case .row: return .cell()
        case .header: return grouped ? .groupedHeader() : .header()
        case .footer: return grouped ? .groupedFooter() : .footer()
        }
    }

    /// Where the layout puts the cell it is dequeued for, known before its attributes are
    /// applied: the registration's handler asks for the default configuration then.
    var dequeuedPlace: ListPlace?

    override func resolveColorsForInterfaceStyle() {
        separator.backgroundColor = resolvedColor(.separator)
        super.resolveColorsForInterfaceStyle()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        removeSwipeActions()
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let p = layoutAttributes.listPlace else {
            place = nil
            separator.isHidden = true
            return
        }
        guard p != place else { return }
        place = p
        if p.role != .row {
            separator.isHidden = true
            setNeedsLayout()
            return
        }
        if backgroundConfiguration == nil {
            backgroundConfiguration = p.appearance == .grouped || p.appearance == .insetGrouped ? .listGroupedCell() : .listPlainCell()
        }
        separator.isHidden = !p.separators || (p.last && p.appearance != .plain)
        if p.appearance == .insetGrouped {
            var corners: CACornerMask = []
            if p.first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if p.last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            layer.cornerRadius = corners.isEmpty ? 0 : 10
            layer.maskedCorners = corners.isEmpty ? .all : corners
            clipsToBounds = !corners.isEmpty
        }
        setNeedsLayout()
    }

    private func rebuildAccessories() {
        for v in accessoryViews where v.superview === self { v.removeFromSuperview() }
        let editing = editingStorage
        var leading: [(UICellAccessory, UIView)] = [], trailing: [(UICellAccessory, UIView)] = []
        for a in accessories where a.isDisplayed(editing: editing) {
            let view = makeView(for: a)
            // Hidden: in the layout, but neither seen nor touched (hidden views take no touches).
            view.isHidden = a.isHidden
            if case .customView(_, _, let position) = a.kind {
                // A custom view goes where its placement's position says among its side's others.
                if a.leading {
                    leading.insert((a, view), at: min(max(0, position(leading.map(\.0))), leading.count))
                } else {
                    trailing.insert((a, view), at: min(max(0, position(trailing.map(\.0))), trailing.count))
                }
            } else if a.leading {
                leading.append((a, view))
            } else {
                trailing.append((a, view))
            }
        }
        leadingShown = leading.map { ShownAccessory(accessory: $0.0, view: $0.1) }
        trailingShown = trailing.map { ShownAccessory(accessory: $0.0, view: $0.1) }
        for v in accessoryViews { addSubview(v) }
        turnOutlineChevrons()
        markSelection()
        setNeedsLayout()
    }

    private func makeView(for a: UICellAccessory) -> UIView {
        switch a.kind {
        case .disclosureIndicator, .checkmark:
            let v = TableCellAccessoryView(type: { if case .checkmark = a.kind { return .checkmark }; return .disclosureIndicator }())
            if let tint = a.tintColor { v.tintColor = tint; v.strokesInTint = true }
            return v
        case .detail(let handler):
            let v = TableCellAccessoryView(type: .detailButton)
            if let tint = a.tintColor { v.tintColor = tint }
            if let handler { v.addAction(UIAction { _ in handler() }, for: .touchUpInside) }
            return v
        case .delete(let handler):
            let c = TableCellEditingControl(style: .delete, fill: a.backgroundColor, mark: a.tintColor)
            c.addAction(UIAction { [weak self] _ in
                if let handler { handler() } else { self?.revealTrailingSwipeActions() }
            }, for: .touchUpInside)
            return c
        case .insert(let handler):
            let c = TableCellEditingControl(style: .insert, fill: a.backgroundColor, mark: a.tintColor)
            if let handler { c.addAction(UIAction { _ in handler() }, for: .touchUpInside) }
            return c
        case .multiselect:
            return MultiselectAccessoryView(fill: a.backgroundColor, tint: a.tintColor)
        case .reorder(let separator):
            return ListReorderGrip(showsSeparator: separator, tint: a.tintColor)
        case .outlineDisclosure(let handler):
            let control = OutlineDisclosureControl(tint: a.tintColor)
            control.addAction(UIAction { [weak self] _ in
                if let handler { handler() } else { self?.toggleOutline() }
            }, for: .touchUpInside)
            return control
        case .label(let text, let font, let adjusts):
            let l = UILabel()
            l.text = text
            l.textColor = a.tintColor ?? .secondaryLabel
            l.font = font
            l.adjustsFontForContentSizeCategory = adjusts
            l.sizeToFit()
            return l
        case .customView(let v, let fixed, _):
            if let tint = a.tintColor { v.tintColor = tint }
            if !fixed {
                let fit = v.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44))
                if fit.width > 0, fit.height > 0, fit.width.isFinite, fit.height.isFinite { v.frame.size = fit }
            }
            return v
        }
    }

    /// The editing state changed: the accessories of the new state come in (sliding the
    /// content over UIKit's 0.3 s when the cell is on screen).
    override func editingDidChange() {
        let before = contentView.frame
        let old = Set(accessoryViews.map(ObjectIdentifier.init))
        rebuildAccessories()
        guard window != nil, UIView.areAnimationsEnabled, before.width > 0 else { return }
        UIView.performWithoutAnimation { layoutIfNeeded() }
        let after = contentView.frame
        let fresh = accessoryViews.filter { !old.contains(ObjectIdentifier($0)) && !$0.isHidden }
        UIView.performWithoutAnimation {
            contentView.frame = before
            for v in fresh { v.alpha = 0 }
        }
        UIView.animate(withDuration: 0.3) {
            self.contentView.frame = after
            for v in fresh { v.alpha = 1 }
        }
    }

    open override var isSelected: Bool {
        didSet { markSelection() }
    }

    private func markSelection() {
        for shown in leadingShown { (shown.view as? MultiselectAccessoryView)?.isChecked = isSelected }
    }

    /// A delete accessory without a handler uncovers the row's trailing swipe actions.
    private func revealTrailingSwipeActions() {
        guard let cv = collectionView, let path = cv.indexPath(for: self) else { return }
        cv.openSwipe(at: path, trailing: true)
    }

    var collectionView: UICollectionView? {
        var v: UIView? = superview
        while let view = v, !(view is UICollectionView) { v = view.superview }
        return v as? UICollectionView
    }

    private func turnOutlineChevrons() {
        for case let control as OutlineDisclosureControl in accessoryViews { control.expanded = outlineExpanded }
    }

    /// An outline disclosure's default action: the diffable data source opens or closes the item.
    private func toggleOutline() {
        guard let cv = collectionView, let path = cv.indexPath(for: self) else { return }
        (cv.dataSource as? OutlineToggling)?.toggleOutline(at: path)
    }

    /// Each side's room: the accessories' slots and the gaps between them, plus the cell's
    /// 16-point margin (none outside a reorder grip, which runs to the edge as in UIKit).
    private var leadingWidth: CGFloat {
        leadingShown.isEmpty ? 0 : leadingShown.reduce(16) { $0 + $1.slotWidth } + CGFloat(leadingShown.count - 1) * 10
    }
    private var trailingWidth: CGFloat {
        guard let last = trailingShown.last else { return 0 }
        return trailingShown.reduce(last.isReorder ? 0 : 16) { $0 + $1.slotWidth + 10 }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let indent = CGFloat(indentationLevel) * indentationWidth
        let lead = leadingWidth, trail = trailingWidth
        contentView.frame = CGRect(x: indent + lead + swipeOffset, y: 0, width: max(0, b.width - trail - lead - indent), height: b.height)
        backgroundView?.frame.origin.x = swipeOffset
        swipeActions.layout(in: b, offset: swipeOffset)
        var x = indent + 16 + swipeOffset
        for shown in leadingShown {
            shown.place(at: x, height: b.height)
            x += shown.slotWidth + 10
        }
        x = b.width - (trailingShown.last?.isReorder == true ? 0 : 16) + swipeOffset
        for shown in trailingShown.reversed() {
            x -= shown.slotWidth
            shown.place(at: x, height: b.height)
            x -= 10
        }
        let px = 1 / max(1, window?.screen.scale ?? UIScreen.main.scale)
        let left: CGFloat = indent + lead + 16 + ((contentConfiguration as? UIListContentConfiguration)?.image.map { $0.size.width + 16 } ?? 0)
        separator.frame = CGRect(x: left, y: b.height - px, width: max(0, b.width - left), height: px)
    }

    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy()
        let inner = layoutAttributes.copy()
        inner.size.width = max(0, layoutAttributes.size.width - leadingWidth - trailingWidth - CGFloat(indentationLevel) * indentationWidth)
        let h = super.preferredLayoutAttributesFitting(inner).size.height
        // A list row keeps UIKit's 44-point minimum.
        fitted.size.height = max(44, h)
        return fitted
    }
}

/// What opens and closes an outline's parents (a diffable data source with section snapshots).
@MainActor
protocol OutlineToggling: AnyObject {
    func toggleOutline(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource: OutlineToggling {}

/// An outline disclosure: a chevron turned down while its row is open.
@MainActor
final class OutlineDisclosureControl: UIControl {
    static let size = CGSize(width: 22, height: 22)
    private let chevron = TableCellAccessoryView(type: .disclosureIndicator)
    var expanded = false {
        didSet { chevron.transform = expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity }
    }

    /// `tint` draws the chevron in that colour rather than the system grey.
    init(tint: UIColor? = nil) {
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        if let tint { chevron.tintColor = tint; chevron.strokesInTint = true }
        chevron.isUserInteractionEnabled = false
        addSubview(chevron)
    }
    required init?(coder: NSCoder) { fatalError("OutlineDisclosureControl is made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let s = TableCellAccessoryView.size(of: .disclosureIndicator)
        chevron.bounds = CGRect(origin: .zero, size: s)
        chevron.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
