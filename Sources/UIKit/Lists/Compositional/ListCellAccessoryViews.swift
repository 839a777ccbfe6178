import Foundation
import QuartzCore

/// An accessory a list cell shows, and its view.
@MainActor
struct ShownAccessory {
    let accessory: UICellAccessory
    let view: UIView

    var isReorder: Bool { if case .reorder = accessory.kind { return true }; return false }

    /// The view's own size: the drawn controls' fixed sizes, a grip the row's height.
    var size: CGSize {
        switch view {
        case is OutlineDisclosureControl: return OutlineDisclosureControl.size
        case let v as TableCellAccessoryView: return TableCellAccessoryView.size(of: v.type)
        case is TableCellEditingControl: return TableCellEditingControl.size
        case is MultiselectAccessoryView: return MultiselectAccessoryView.size
        case is ListReorderGrip: return CGSize(width: ListReorderGrip.width, height: view.superview?.bounds.height ?? 44)
        default: return view.frame.size
        }
    }

    /// The room the accessory takes: its reserved width, or its own when that is wider.
    var slotWidth: CGFloat {
        let own = size.width
        switch accessory.reservedLayoutWidth {
        case .actual: return own
        case .standard: return max(own, 22)
        case .custom(let w): return max(own, w.isFinite ? w : 0)
        }
    }

    /// Centred in its slot starting at `x`, vertically in a row `height` high.
    func place(at x: CGFloat, height: CGFloat) {
        let s = size
        view.frame = CGRect(x: (x + (slotWidth - s.width) / 2).rounded(), y: ((height - s.height) / 2).rounded(),
                            width: s.width, height: s.height)
    }
}

/// The multiselect accessory: an empty grey ring, or a filled circle with a white
/// checkmark while its cell is selected. Taps go to the cell (selecting it).
@MainActor
final class MultiselectAccessoryView: UIView {
    static let size = CGSize(width: 22, height: 22)
    private let ring = CAShapeLayer()
    private let mark = CAShapeLayer()
    private let fill: UIColor?

    var isChecked = false { didSet { if isChecked != oldValue { updateLook() } } }

    init(fill: UIColor?, tint: UIColor?) {
        self.fill = fill
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        if let tint { tintColor = tint }
        isUserInteractionEnabled = false
        ring.lineWidth = 1.5
        mark.strokeColor = UIColor.white.cgColor
        mark.fillColor = nil
        mark.lineWidth = 2
        mark.lineCap = .round
        mark.lineJoin = .round
        layer.addSublayer(ring)
        layer.addSublayer(mark)
        updateLook()
    }

    required init?(coder: NSCoder) { fatalError("MultiselectAccessoryView is made in code") }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    private func updateLook() {
        ring.fillColor = isChecked ? resolvedColor(fill ?? tintColor) : nil
        ring.strokeColor = resolvedColor(isChecked ? fill ?? tintColor : .tertiaryLabel)
        mark.isHidden = !isChecked
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        ring.frame = bounds
        mark.frame = bounds
        ring.path = CGPath(ellipseIn: bounds.insetBy(dx: 0.75, dy: 0.75), transform: nil)
        let p = CGMutablePath(), c = CGPoint(x: bounds.midX, y: bounds.midY)
        p.move(to: CGPoint(x: c.x - 5, y: c.y + 0.5))
        p.addLine(to: CGPoint(x: c.x - 1.5, y: c.y + 4))
        p.addLine(to: CGPoint(x: c.x + 5, y: c.y - 4))
        mark.path = p
    }
}

/// The reorder accessory: three grey bars (and a hairline towards the content). A drag on
/// it moves its item through the collection view's interactive movement.
@MainActor
final class ListReorderGrip: UIView {
    static let width: CGFloat = 44
    private let bars = CAShapeLayer()
    private let separator = CALayer()
    private let tint: UIColor?

    init(showsSeparator: Bool, tint: UIColor?) {
        self.tint = tint
        super.init(frame: CGRect(x: 0, y: 0, width: Self.width, height: 44))
        separator.isHidden = !showsSeparator
        layer.addSublayer(bars)
        layer.addSublayer(separator)
    }

    required init?(coder: NSCoder) { fatalError("ListReorderGrip is made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        bars.frame = bounds
        bars.path = TableCellReorderControl.grip(in: bounds)
        bars.fillColor = resolvedColor(tint ?? .tertiaryLabel)
        separator.backgroundColor = resolvedColor(.separator)
        let px = 1 / max(1, window?.screen.scale ?? UIScreen.main.scale)
        separator.frame = CGRect(x: 0, y: 8, width: px, height: max(0, bounds.height - 16))
    }

    private var cell: UICollectionViewListCell? {
        var v = superview
        while let view = v, !(view is UICollectionViewListCell) { v = view.superview }
        return v as? UICollectionViewListCell
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let cell, let cv = cell.collectionView, let path = cv.indexPath(for: cell) else { return }
        guard cv.beginInteractiveMovementForItem(at: path) else { return }
        cv.interactiveMovementGrab(at: t.location(in: cv))
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let cv = cell?.collectionView, cv.isMovingInteractively else { return }
        cv.updateInteractiveMovementTargetPosition(cv.interactiveMovementTarget(for: t.location(in: cv)))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let cv = cell?.collectionView, cv.isMovingInteractively else { return }
        cv.endInteractiveMovement()
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let cv = cell?.collectionView, cv.isMovingInteractively else { return }
        cv.cancelInteractiveMovement()
    }
}
