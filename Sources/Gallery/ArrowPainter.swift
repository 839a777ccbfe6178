import QuartzCore

/// Draws the arrow of Programming iOS 6, chapter 15 — a shaft and a triangular head — into
/// any layer it is the delegate of (000 figures 16.1, 16.6 and 16.11).
final class ArrowPainter: CALayerDelegate, Sendable {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        let b = layer.bounds
        ctx.setFillColor(rgb(0.95, 0.3, 0.2))
        ctx.fill(CGRect(x: b.midX - b.width * 0.05, y: b.minY + b.height * 0.15, width: b.width * 0.1, height: b.height * 0.85))
        ctx.move(to: CGPoint(x: b.midX, y: b.minY)); ctx.addLine(to: CGPoint(x: b.maxX, y: b.minY + b.height * 0.175))
        ctx.addLine(to: CGPoint(x: b.minX, y: b.minY + b.height * 0.175)); ctx.closePath()
        ctx.fillPath()
    }
}
