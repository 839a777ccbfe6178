import QuartzCore

/// Programming iOS 6 Figure 16.11: the arrow layer over the gray circle, masked by an ellipse
/// with an opaque fill and a thick, half-transparent stroke — a CAShapeLayer, as in the book.
public struct MaskScene: LayerScene {
    public init() {}
    public let name = "mask"
    public let summary = "000 Figure 16.11: a layer masked by an ellipse with a half-transparent rim"
    public let isAnimated = false
    public var preferredSize: CGSize { CGSize(width: 300, height: 300) }

    private let painter = ArrowPainter()

    public func makeRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(1, 1, 1)
        let circle = CALayer()
        circle.frame = root.bounds.insetBy(dx: 20, dy: 20)
        circle.cornerRadius = circle.bounds.width / 2
        circle.backgroundColor = rgb(0.85, 0.85, 0.85)
        circle.borderWidth = 2
        circle.borderColor = rgb(0.5, 0.5, 0.5)
        root.addSublayer(circle)
        let arrow = CALayer()
        arrow.bounds = CGRect(x: 0, y: 0, width: 120, height: 200)
        arrow.position = CGPoint(x: root.bounds.midX, y: root.bounds.midY)
        arrow.backgroundColor = rgb(0.3, 0.5, 0.9, 0.35)
        arrow.delegate = painter
        arrow.setNeedsDisplay()
        let mask = CAShapeLayer()
        mask.frame = arrow.bounds
        let p2 = CGMutablePath()
        p2.addEllipse(in: mask.bounds.insetBy(dx: 10, dy: 10))
        mask.strokeColor = CGColor(gray: 0, alpha: 0.5)
        mask.lineWidth = 20
        mask.path = p2
        arrow.mask = mask
        root.addSublayer(arrow)
        return root
    }
}
