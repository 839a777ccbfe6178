import Foundation
import QuartzCore

/// A standard control at a list cell's trailing edge (Apple: UICellAccessory): a chevron,
/// a checkmark, or a text label.
public struct UICellAccessory {
    enum Kind { case disclosureIndicator, checkmark, label(String) }
    let kind: Kind
    public static func disclosureIndicator() -> UICellAccessory { UICellAccessory(kind: .disclosureIndicator) }
    public static func checkmark() -> UICellAccessory { UICellAccessory(kind: .checkmark) }
    public static func label(text: String) -> UICellAccessory { UICellAccessory(kind: .label(text)) }
}

/// A row of a list layout (Apple: UICollectionViewListCell): the list content configuration
/// by default, the list's background (grey when highlighted or selected), a separator under
/// its text, rounded ends in an inset-grouped section, and accessories at its trailing edge.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessories() } }
    private var accessoryViews: [UIView] = []
    private let separator = CALayer()
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
        separator.backgroundColor = UIColor.separator.cgColor
        separator.delegate = NoLayerActions.shared
        separator.zPosition = 10
        layer.addSublayer(separator)
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let p = layoutAttributes.listPlace, p != place else { return }
        place = p
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
        accessoryViews = accessories.map { a in
            switch a.kind {
            case .disclosureIndicator: return TableCellAccessoryView(type: .disclosureIndicator)
            case .checkmark: return TableCellAccessoryView(type: .checkmark)
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
        setNeedsLayout()
    }

    private var accessoriesWidth: CGFloat {
        accessoryViews.isEmpty ? 0 : accessoryViews.reduce(16) { $0 + accessorySize($1).width + 10 }
    }

    private func accessorySize(_ v: UIView) -> CGSize {
        (v as? TableCellAccessoryView).map { TableCellAccessoryView.size(of: $0.type) } ?? v.frame.size
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, b.width - accessoriesWidth), height: b.height)
        var x = b.width - 16
        for v in accessoryViews.reversed() {
            let s = accessorySize(v)
            x -= s.width
            v.frame = CGRect(x: x, y: ((b.height - s.height) / 2).rounded(), width: s.width, height: s.height)
            x -= 10
        }
        let px = 1 / max(1, window?.screen.scale ?? UIScreen.main.scale)
        let left: CGFloat = 16 + ((contentConfiguration as? UIListContentConfiguration)?.image.map { $0.size.width + 16 } ?? 0)
        separator.frame = CGRect(x: left, y: b.height - px, width: max(0, b.width - left), height: px)
    }

    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy()
        let inner = layoutAttributes.copy()
        inner.size.width = max(0, layoutAttributes.size.width - accessoriesWidth)
        let h = super.preferredLayoutAttributesFitting(inner).size.height
        // A list row keeps UIKit's 44-point minimum.
        fitted.size.height = max(44, h)
        return fitted
    }
}
