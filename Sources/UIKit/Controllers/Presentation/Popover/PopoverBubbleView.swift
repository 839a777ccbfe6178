import QuartzCore

/// A popover's bubble: the rounded rectangle with its arrow, filled with the popover's
/// background colour over a soft shadow, holding the presented view clipped to the rounded
/// content rectangle.
@MainActor
final class PopoverBubbleView: UIView {
    private let fill = CAShapeLayer()
    /// The presented view's superview: the content rectangle, its corners rounded.
    let contentView = UIView()
    var fillColor: UIColor = .systemBackground { didSet { fill.fillColor = resolvedColor(fillColor) } }
    private(set) var placed: PopoverLayout?

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(fill)
        layer.shadowColor = CGColor(gray: 0, alpha: 1)
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 14
        layer.shadowOffset = CGSize(width: 0, height: 4)
        contentView.layer.cornerRadius = PopoverLayout.cornerRadius
        contentView.clipsToBounds = true
        addSubview(contentView)
        fill.fillColor = resolvedColor(fillColor)
    }

    required init?(coder: NSCoder) { fatalError("PopoverBubbleView is made in code") }

    /// Takes `layout`'s frame, outline and content rectangle; the presented view fills the content.
    func apply(_ layout: PopoverLayout, presented: UIView?) {
        placed = layout
        frame = layout.frame
        let outline = layout.outline
        fill.frame = bounds
        fill.path = outline
        layer.shadowPath = outline
        contentView.frame = layout.content
        if let presented {
            if presented.superview !== contentView { contentView.addSubview(presented) }
            presented.frame = contentView.bounds
        }
    }

    override func resolveColorsForInterfaceStyle() {
        super.resolveColorsForInterfaceStyle()
        fill.fillColor = resolvedColor(fillColor)
    }
}
