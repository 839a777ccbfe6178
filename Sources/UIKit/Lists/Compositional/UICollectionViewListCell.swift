import Foundation
import QuartzCore

/// A standard control at a list cell's trailing edge (Apple: UICellAccessory): a chevron,
/// a checkmark, a text label, or an outline's disclosure control.
public struct UICellAccessory {
    enum Kind { case disclosureIndicator, checkmark, label(String), outlineDisclosure((() -> Void)?, shown: Bool) }
    let kind: Kind
    public static func disclosureIndicator() -> UICellAccessory { UICellAccessory(kind: .disclosureIndicator) }
    public static func checkmark() -> UICellAccessory { UICellAccessory(kind: .checkmark) }
    public static func label(text: String) -> UICellAccessory { UICellAccessory(kind: .label(text)) }

    /// When an accessory shows (Apple: UICellAccessory.DisplayedState).
    public enum DisplayedState: Sendable { case always, whenEditing, whenNotEditing }

    /// How an outline disclosure looks (Apple: UICellAccessory.OutlineDisclosureOptions).
    public struct OutlineDisclosureOptions {
        public enum Style: Sendable { case automatic, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// The chevron of an outline's parent row: pointing right while closed, down while open.
    /// A tap opens or closes the row's item in its section snapshot (or runs `actionHandler`
    /// instead, when given). Collection views have no editing mode in Lamina yet, so it shows
    /// unless `displayed` is `.whenEditing` or `options.isHidden` is true; `tintColor` is not
    /// applied (the chevron keeps the system's grey).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(actionHandler, shown: displayed != .whenEditing && options.isHidden != true))
    }
}

/// A row of a list layout (Apple: UICollectionViewListCell): the list content configuration
/// by default, the list's background (grey when highlighted or selected), a separator under
/// its text, rounded ends in an inset-grouped section, and accessories at its trailing edge.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell, SwipeableCell {
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
    private var accessoryViews: [UIView] = []
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
        separator.backgroundColor = UIColor.separator.cgColor
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
        for v in accessoryViews { v.removeFromSuperview() }
        accessoryViews = accessories.compactMap { a -> UIView? in
            switch a.kind {
            case .disclosureIndicator: return TableCellAccessoryView(type: .disclosureIndicator)
            case .checkmark: return TableCellAccessoryView(type: .checkmark)
            case .outlineDisclosure(let handler, let shown):
                guard shown else { return nil }
                let control = OutlineDisclosureControl()
                control.addAction(UIAction { [weak self] _ in
                    if let handler { handler() } else { self?.toggleOutline() }
                }, for: .touchUpInside)
                return control
            case .label(let text):
                let l = UILabel()
                l.text = text
                l.textColor = .secondaryLabel
                l.font = .systemFont(ofSize: 17)
                l.sizeToFit()
                return l
            }
        }
        for v in accessoryViews { addSubview(v) }
        turnOutlineChevrons()
        setNeedsLayout()
    }

    private func turnOutlineChevrons() {
        for case let control as OutlineDisclosureControl in accessoryViews { control.expanded = outlineExpanded }
    }

    /// An outline disclosure's default action: the diffable data source opens or closes the item.
    private func toggleOutline() {
        var v: UIView? = superview
        while let view = v, !(view is UICollectionView) { v = view.superview }
        guard let cv = v as? UICollectionView, let path = cv.indexPath(for: self) else { return }
        (cv.dataSource as? OutlineToggling)?.toggleOutline(at: path)
    }

    private var accessoriesWidth: CGFloat {
        accessoryViews.isEmpty ? 0 : accessoryViews.reduce(16) { $0 + accessorySize($1).width + 10 }
    }

    private func accessorySize(_ v: UIView) -> CGSize {
        if v is OutlineDisclosureControl { return OutlineDisclosureControl.size }
        return (v as? TableCellAccessoryView).map { TableCellAccessoryView.size(of: $0.type) } ?? v.frame.size
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let indent = CGFloat(indentationLevel) * indentationWidth
        contentView.frame = CGRect(x: indent + swipeOffset, y: 0, width: max(0, b.width - accessoriesWidth - indent), height: b.height)
        backgroundView?.frame.origin.x = swipeOffset
        swipeActions.layout(in: b, offset: swipeOffset)
        var x = b.width - 16 + swipeOffset
        for v in accessoryViews.reversed() {
            let s = accessorySize(v)
            x -= s.width
            v.frame = CGRect(x: x, y: ((b.height - s.height) / 2).rounded(), width: s.width, height: s.height)
            x -= 10
        }
        let px = 1 / max(1, window?.screen.scale ?? UIScreen.main.scale)
        let left: CGFloat = indent + 16 + ((contentConfiguration as? UIListContentConfiguration)?.image.map { $0.size.width + 16 } ?? 0)
        separator.frame = CGRect(x: left, y: b.height - px, width: max(0, b.width - left), height: px)
    }

    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy()
        let inner = layoutAttributes.copy()
        inner.size.width = max(0, layoutAttributes.size.width - accessoriesWidth - CGFloat(indentationLevel) * indentationWidth)
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

    init() {
        super.init(frame: CGRect(origin: .zero, size: Self.size))
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
