import QuartzCore

/// A scene animated by the animation engine: its tree is built and its animations added at
/// media time 1 on the virtual clock, then the frame at `1 + time` is rendered by a
/// CARenderer (which shows presentation values) — deterministic, frame by frame.
public protocol AnimationScene: Scene {
    /// The tree with its animations added (begun at the commit, time 0 of the scene).
    func makeAnimatedRoot(size: CGSize) -> CALayer
    /// Model changes a timer would make by `time` (actions disabled); none by default.
    func update(_ root: CALayer, time: Double)
}

extension AnimationScene {
    public var isAnimated: Bool { true }
    public func update(_ root: CALayer, time: Double) {}

    public func render(into ctx: CGContext, size: CGSize, scale: CGFloat, time: Double) {
        let saved = MediaClock.virtualTime
        defer { MediaClock.virtualTime = saved }
        MediaClock.virtualTime = 1
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let root = makeAnimatedRoot(size: size)
        root.frame = CGRect(origin: .zero, size: size)
        CATransaction.commit()
        MediaClock.virtualTime = 1 + time
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        update(root, time: time)
        CATransaction.commit()
        let renderer = CARenderer(context: ctx)
        renderer.layer = root
        renderer.bounds = CGRect(origin: .zero, size: size)
        renderer.beginFrame(atTime: 1 + time, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        func stop(_ l: CALayer) { l.removeAllAnimations(); l.sublayers?.forEach(stop) }
        stop(root)
        AnimationEngine.shared.advance(to: 1 + time)
    }
}
