import QuartzCore

/// A scene animated by the animation engine: a layer tree whose animations are added as it is
/// built, so they begin at the commit that shows it (time 0 of the scene).
public protocol AnimationScene: Scene {
    /// The tree with its animations added.
    func makeAnimatedRoot(size: CGSize) -> CALayer
}

extension AnimationScene {
    public var isAnimated: Bool { true }
}
