/// Opt-in for presentation copies of your own layer class. Swift cannot construct a subclass
/// from its metatype through a non-required initializer, and Apple's `init(layer:)` is not
/// required, so a class that wants `presentation()` to return its own type declares this
/// conformance (on a `final` class, or with `required init(layer:)`):
///
///     final class ClockLayer: CALayer, CALayerPresentationCopying {
///         @LayerProperty("angle") var angle: CGFloat = 0
///         override init() { super.init() }
///         override init(layer: Any) { super.init(layer: layer) }
///     }
public protocol CALayerPresentationCopying: CALayer {
    init(layer: Any)
}

extension CALayer {
    package func makePresentation() -> Self? {
        if isCopy { return self }
        guard let copy = plainCopy() else { return nil }
        return presentationValues(of: copy, at: CACurrentMediaTime()) as? Self
    }

    /// A copy of this layer's values as its own class when it can be made, else as the
    /// nearest Lamina class.
    package func plainCopy() -> Self? {
        if let copyable = type(of: self) as? CALayerPresentationCopying.Type {
            return (copyable.init(layer: self) as CALayer) as? Self
        }
        return type(of: self).builtInCopy(of: self) as? Self
    }

    /// Copies every property (not the tree) from `other`, for `init(layer:)`.
    package func copyState(from other: CALayer) {
        bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint
        zPosition = other.zPosition; anchorPointZ = other.anchorPointZ
        transform = other.transform; sublayerTransform = other.sublayerTransform
        isGeometryFlipped = other.isGeometryFlipped; contentsScale = other.contentsScale
        contents = other.contents
        // contentsRect/Center/Gravity, the filters, cornerCurve, edgeAntialiasingMask,
        // rasterizationScale, name, style, actions, a weak delegate, layoutManager, constraints.
        copyRareParts(from: other)
        isOpaque = other.isOpaque; needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        drawsAsynchronously = other.drawsAsynchronously
        backgroundColor = other.backgroundColor; cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth; borderColor = other.borderColor
        opacity = other.opacity; isHidden = other.isHidden; masksToBounds = other.masksToBounds
        isDoubleSided = other.isDoubleSided; allowsGroupOpacity = other.allowsGroupOpacity
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        shouldRasterize = other.shouldRasterize
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset; shadowRadius = other.shadowRadius; shadowPath = other.shadowPath
        if let owner = other.ownerDelegate { delegate = owner }
        autoresizingMask = other.autoresizingMask
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode
        dynamicValues = other.dynamicValues
        needsLayoutFlag = false; needsDisplayFlag = false; dirtyRect = .null
    }
}
