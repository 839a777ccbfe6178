import QuartzCore

/// The control at a row's leading edge in editing mode: a red circle with a bar (delete:
/// tapping it asks for confirmation) or a green one with a cross (insert).
@MainActor
final class TableCellEditingControl: UIControl {
    let style: UITableViewCell.EditingStyle
    private let circle = CAShapeLayer()
    private let mark = CAShapeLayer()
    private let fill: UIColor, markColor: UIColor
    static let size = CGSize(width: 22, height: 22)

    /// `fill` and `mark` colour the circle and its bar (a list accessory's options).
    init(style: UITableViewCell.EditingStyle, fill: UIColor? = nil, mark markColor: UIColor? = nil) {
        self.style = style
        self.fill = fill ?? (style == .insert ? .systemGreen : .systemRed)
        self.markColor = markColor ?? .white
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        mark.lineWidth = 2.5
        mark.lineCap = .round
        layer.addSublayer(circle)
        layer.addSublayer(mark)
    }

    required init?(coder: NSCoder) { fatalError("TableCellEditingControl is made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        circle.frame = bounds
        mark.frame = bounds
        circle.fillColor = resolvedColor(fill)
        mark.strokeColor = resolvedColor(markColor)
        circle.path = CGPath(ellipseIn: bounds, transform: nil)
        let p = CGMutablePath(), c = CGPoint(x: bounds.midX, y: bounds.midY)
        p.move(to: CGPoint(x: c.x - 6, y: c.y)); p.addLine(to: CGPoint(x: c.x + 6, y: c.y))
        if style == .insert { p.move(to: CGPoint(x: c.x, y: c.y - 6)); p.addLine(to: CGPoint(x: c.x, y: c.y + 6)) }
        mark.path = p
    }

    /// A finger-sized target around the small circle.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        CGRect(x: -16, y: -11, width: 54, height: bounds.height + 22).contains(point)
    }
}
