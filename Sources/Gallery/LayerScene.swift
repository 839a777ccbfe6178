import QuartzCore

/// A scene made of a layer tree, rendered by the compositor through `render(in:)` into a
/// UIKit-style (top-left, y-down) context.
public protocol LayerScene: Scene {
    /// The root layer of the scene at `time`, sized `size` in points.
    func makeRoot(size: CGSize, time: Double) -> CALayer
}

extension LayerScene {
    public func render(into ctx: CGContext, size: CGSize, scale: CGFloat, time: Double) {
        let root = makeRoot(size: size, time: time)
        ctx.translateBy(x: 0, y: size.height * scale)
        ctx.scaleBy(x: scale, y: -scale)
        root.render(in: ctx)
    }
}

func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: a)
}
