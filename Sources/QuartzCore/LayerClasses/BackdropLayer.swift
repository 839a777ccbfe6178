import Synchronization

/// A layer that shows what lies behind it, blurred and more vivid: the material of
/// `UIVisualEffectView` (Apple's private CABackdropLayer; iOS offers no public backdrop
/// filter, so this one is Lamina's own and `package`). Its own background, contents and
/// sublayers draw above the backdrop as any layer's do.
///
/// What it reads is what the frame has drawn under it so far: the layers behind it in the
/// window. Inside a group that is composited apart (an ancestor with group opacity below 1, a
/// mask, or rounded `masksToBounds`), that is only what the group drew behind it.
package final class BackdropLayer: CALayer {
    /// The Gaussian blur's standard deviation, in points.
    package var blurRadius: CGFloat = 0 { didSet { changed("blurRadius", from: oldValue) } }
    /// How far colours are pushed from grey after the blur (1: unchanged), as Apple's
    /// materials make what shows through more vivid.
    package var saturation: CGFloat = 1 { didSet { changed("saturation", from: oldValue) } }

    /// Backdrop layers alive (models and their copies): while there are none, a frame spends
    /// nothing on finding them.
    private static let alive = Atomic<Int>(0)
    package static var anyAlive: Bool { alive.load(ordering: .relaxed) > 0 }

    package override init() {
        super.init()
        Self.alive.add(1, ordering: .relaxed)
    }

    package override init(layer: Any) {
        super.init(layer: layer)
        Self.alive.add(1, ordering: .relaxed)
        guard let o = layer as? BackdropLayer else { return }
        blurRadius = o.blurRadius
        saturation = o.saturation
    }

    deinit { Self.alive.subtract(1, ordering: .relaxed) }

    package override class func builtInCopy(of layer: CALayer) -> CALayer { BackdropLayer(layer: layer) }
    package override class func builtInInstance() -> CALayer { BackdropLayer() }

    /// Both animate (an effect view's blur fading in or out inside an animation block).
    package override class var subclassAnimatableKeys: Set<String> { ["blurRadius", "saturation"] }
    package override class var builtInKeys: [String: LayerKey] { backdropKeys }
    private static let backdropKeys: [String: LayerKey] = baseKeys.merging([
        "blurRadius": .value(\BackdropLayer.blurRadius, 0, Coerce.cgFloat),
        "saturation": .value(\BackdropLayer.saturation, 1, Coerce.cgFloat),
    ]) { $1 }
}

/// A backdrop layer's look, as the compositor draws it.
package struct BackdropStyle: Equatable {
    /// The blur's standard deviation in the layer's points, and the saturation after it.
    package var blurRadius: CGFloat
    package var saturation: CGFloat

    init?(_ l: BackdropLayer) {
        guard l.blurRadius.isFinite, l.saturation.isFinite else { return nil }
        blurRadius = max(0, min(l.blurRadius, 200))
        saturation = max(0, min(l.saturation, 4))
    }
}
