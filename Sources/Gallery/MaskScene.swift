import QuartzCore

/// Programming iOS 6 Figure 16.11: the arrow layer over the gray circle, masked by an ellipse
/// with an opaque fill and a thick, half-transparent stroke (the shape is drawn as an image
/// until CAShapeLayer exists).
public struct MaskScene: LayerScene {
    public init() {}
    public let name = "mask"
    public let summary = "000 Figure 16.11: a layer masked by an ellipse with a half-transparent rim"
    public let isAnimated = false
    public var preferredSize: CGSize { CGSize(width: 300, height: 300) }

    final class ArrowPainter: CALayerDelegate, Sendable {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            let b = layer.bounds
            // The arrow of Programming iOS 6, chapter 15: a shaft and a triangular head.
            ctx.setFillColor(rgb(0.95, 0.3, 0.2))
            ctx.fill(CGRect(x: b.midX - 6, y: b.minY + 30, width: 12, height: b.height - 30))
            ctx.move(to: CGPoint(x: b.midX, y: b.minY)); ctx.addLine(to: CGPoint(x: b.maxX, y: b.minY + 35))
            ctx.addLine(to: CGPoint(x: b.minX, y: b.minY + 35)); ctx.closePath()
            ctx.fillPath()
        }
    }
    private let painter = ArrowPainter()

    public func makeRoot(size: CGSize, time: Double) -> CALayer {
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
        let mask = CALayer()
        mask.frame = arrow.bounds
        mask.contents = SampleArt.ellipseMask(size: arrow.bounds.size)
        arrow.mask = mask
        root.addSublayer(arrow)
        return root
    }
}
