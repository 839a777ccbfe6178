import QuartzCore

/// The grip at a movable row's trailing edge in editing mode: three grey bars. A drag on it
/// moves the row (`UITableView`'s reordering); it takes its touches itself.
@MainActor
final class TableCellReorderControl: UIView {
    static let width: CGFloat = 44
    private let bars = CAShapeLayer()

    init() {
        super.init(frame: .zero)
        bars.fillColor = UIColor.tertiaryLabel.cgColor
        layer.addSublayer(bars)
    }

    required init?(coder: NSCoder) { fatalError("TableCellReorderControl is made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        bars.frame = bounds
        bars.path = Self.grip(in: bounds)
    }

    /// UIKit's grip: three 18-point bars, 5 points apart, centred (a list cell's reorder accessory draws it too).
    static func grip(in bounds: CGRect) -> CGPath {
        let path = CGMutablePath()
        for k in -1...1 {
            path.addRect(CGRect(x: bounds.midX - 9, y: (bounds.midY + CGFloat(k) * 5 - 1).rounded(), width: 18, height: 2))
        }
        return path
    }

    private var table: UITableView? {
        var v = superview
        while let view = v, !(view is UITableView) { v = view.superview }
        return v as? UITableView
    }
    private var cell: UITableViewCell? { superview as? UITableViewCell }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let table, let cell else { return }
        table.beginReorder(of: cell, at: t.location(in: table).y)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let table else { return }
        table.moveReorder(to: t.location(in: table).y)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { table?.endReorder() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { table?.endReorder() }
}
