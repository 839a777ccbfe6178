/// Making a layer from its class, for a view's `layerClass` (UIKit makes each view's layer
/// with `[[[self class] layerClass] alloc] init]`).
///
/// Swift cannot call a non-required initializer through a metatype, and Apple's `init()` is
/// not required (making it so would break every subclass that writes `override init()`). Lamina's
/// own layer classes are made directly; a layer class of your own that a view returns from
/// `layerClass` declares this conformance (on a `final` class, or with `required init()`):
///
///     final class ReflectionLayer: CAReplicatorLayer, CALayerInstantiating {}
///     override class var layerClass: AnyClass { ReflectionLayer.self }
public protocol CALayerInstantiating: CALayer {
    init()
}

/// The delegate that owns its layer (a UIView), kept by the layer without a weak reference
/// (`CALayer.ownerDelegate`) and told when the layer's bounds size changes (a view applies
/// UIKit's autoresizing to its subviews then). Model layers only.
package protocol LayerOwning: CALayerDelegate {
    func layerSizeDidChange(_ layer: CALayer, from oldSize: CGSize)
}

extension CALayer {
    /// A new layer of exactly `type`, or nil when Swift cannot make one (a class of the app's
    /// own that does not adopt `CALayerInstantiating`).
    package static func instantiate(_ type: CALayer.Type) -> CALayer? {
        if type == CALayer.self { return CALayer() }      // most views: no conformance lookup
        if let makeable = type as? CALayerInstantiating.Type { return makeable.init() }
        let made = type.builtInInstance()
        return Swift.type(of: made) == type ? made : nil
    }
}
