import QuartzCore

/// 004 Listing 3.2 / Figure 3.7: hands that pivot near their base because their anchorPoint
/// is (0.5, 0.9), placed at the clock's centre and rotated for the time. The face and hands
/// are drawn by a delegate, as images would be.
public struct ClockScene: LayerScene, TickingScene {
    public init() {}
    public let name = "clock"
    public let summary = "004 Figure 3.7: clock hands rotating about anchorPoint (0.5, 0.9); --time sets the seconds past 10:08"
    public let isAnimated = true

    final class Painter: CALayerDelegate, Sendable {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            let b = layer.bounds
            if layer.name == "face" {
                ctx.setFillColor(rgb(0.98, 0.97, 0.92)); ctx.fillEllipse(in: b.insetBy(dx: 2, dy: 2))
                ctx.setStrokeColor(rgb(0.2, 0.2, 0.25)); ctx.setLineWidth(4); ctx.strokeEllipse(in: b.insetBy(dx: 4, dy: 4))
                for i in 0..<12 {
                    ctx.saveGState()
                    ctx.translateBy(x: b.midX, y: b.midY)
                    ctx.rotate(by: CGFloat(i) * .pi / 6)
                    ctx.fill(CGRect(x: -2, y: -b.height / 2 + 12, width: 4, height: i % 3 == 0 ? 18 : 10))
                    ctx.restoreGState()
                }
            } else {
                ctx.setFillColor(layer.name == "second" ? rgb(0.85, 0.1, 0.1) : rgb(0.15, 0.15, 0.2))
                ctx.addPath(CGPath(roundedRect: b, cornerWidth: b.width / 2, cornerHeight: b.width / 2, transform: nil))
                ctx.fillPath()
            }
        }
    }
    // The delegate is weak (as Apple's): the scene keeps it.
    private let painter = Painter()

    public func makeRoot(size: CGSize, time: Double) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(0.82, 0.86, 0.9)
        let side = min(size.width, size.height) - 40
        let face = CALayer()
        face.name = "face"
        face.frame = CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
        face.delegate = painter
        face.setNeedsDisplay()
        root.addSublayer(face)
        let hands: [(String, CGFloat, CGFloat)] = [("hour", 10, side * 0.3), ("minute", 7, side * 0.42), ("second", 3, side * 0.45)]
        for (name, width, length) in hands {
            let hand = CALayer()
            hand.name = name
            hand.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            hand.anchorPoint = CGPoint(x: 0.5, y: 0.9)           // Listing 3.2
            hand.position = CGPoint(x: face.bounds.midX, y: face.bounds.midY)
            hand.delegate = painter
            hand.setNeedsDisplay()
            face.addSublayer(hand)
        }
        tick(root, time: time)
        return root
    }

    /// Sets the hands for `time` seconds past 10:08 (004's timer does this once a second;
    /// with actions enabled each tick animates implicitly).
    public func tick(_ root: CALayer, time: Double) {
        let seconds = 10 * 3600 + 8 * 60 + time
        let turns: [String: Double] = ["hour": seconds / 43200, "minute": seconds / 3600, "second": seconds / 60]
        for hand in root.sublayers?.first?.sublayers ?? [] {
            guard let name = hand.name, let t = turns[name] else { continue }
            hand.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(t.truncatingRemainder(dividingBy: 1)) * 2 * .pi))
        }
    }
}
