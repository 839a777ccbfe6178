import QuartzCore

/// Programming iOS 6 Figures 16.8/16.9: a page anchored at its right edge and turned 45° about
/// y — squashed without perspective (left), dramatic with the superlayer's sublayerTransform
/// m34 = −1/1000 (right). The page is drawn by a delegate (the compass's gradient, text and
/// shape parts arrive with the drawing-layers work).
public struct PerspectiveScene: LayerScene {
    public init() {}
    public let name = "page-turn"
    public let summary = "000 Figures 16.8/16.9: a 45° page turn about y, without and with m34 perspective (compass parts pending)"
    public let isAnimated = false

    final class PagePainter: CALayerDelegate, Sendable {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            let b = layer.bounds
            let g = CGGradient(colorsSpace: nil, colors: [rgb(0, 0, 0), rgb(1, 0, 0)], locations: [0, 1])!
            ctx.drawLinearGradient(g, start: CGPoint(x: b.midX, y: b.minY), end: CGPoint(x: b.midX, y: b.maxY), options: [])
            ctx.setFillColor(rgb(0.9, 0.95, 0.93, 0.9))
            ctx.fillEllipse(in: b.insetBy(dx: 12, dy: 12))
            ctx.setStrokeColor(rgb(0.5, 0.5, 0.5)); ctx.setLineWidth(2)
            ctx.strokeEllipse(in: b.insetBy(dx: 12, dy: 12))
            ctx.setFillColor(rgb(0.1, 0.1, 0.1))
            let arrow = CGMutablePath()
            arrow.addLines(between: [CGPoint(x: b.midX, y: b.minY + 30), CGPoint(x: b.midX + 16, y: b.midY),
                                     CGPoint(x: b.midX - 16, y: b.midY)])
            arrow.closeSubpath()
            ctx.addPath(arrow); ctx.fillPath()
        }
    }
    private let painter = PagePainter()

    public func makeRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(1, 1, 1)
        for i in 0..<2 {
            let holder = CALayer()
            holder.frame = CGRect(x: CGFloat(i) * size.width / 2, y: 0, width: size.width / 2, height: size.height)
            if i == 1 {
                var t = CATransform3DIdentity
                t.m34 = -1.0 / 1000
                holder.sublayerTransform = t
            }
            let side = min(holder.bounds.width, holder.bounds.height) - 60
            let page = CALayer()
            page.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            page.anchorPoint = CGPoint(x: 1, y: 0.5)
            page.position = CGPoint(x: holder.bounds.midX + side / 2, y: holder.bounds.midY)
            page.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            page.delegate = painter
            page.setNeedsDisplay()
            holder.addSublayer(page)
            root.addSublayer(holder)
        }
        return root
    }
}
