/// What the renderer knows of one layer: its visual state as values, taken at commit (or at
/// `render(in:)`), so rendering never reads a mutable layer. Children are in drawing order.
package struct LayerSnapshot: @unchecked Sendable {
    package var id: ObjectIdentifier
    package var bounds: CGRect
    /// Bounds space → the parent's bounds space (flattened; the parent's sublayer transform included).
    package var toParent: PlaneMap
    /// The same in 3D, before flattening: what a CATransformLayer composes.
    package var toParent3D: CATransform3D
    /// A CATransformLayer: draws nothing itself; its sublayers are depth-sorted in 3D.
    package var isTransformLayer: Bool
    package var isHidden: Bool
    package var opacity: CGFloat
    package var allowsGroupOpacity: Bool
    package var masksToBounds: Bool
    package var isDoubleSided: Bool
    package var backgroundColor: CGColor?
    package var cornerRadius: CGFloat
    package var maskedCorners: CACornerMask
    package var borderWidth: CGFloat
    package var borderColor: CGColor?
    package var contents: CGImage?
    package var contentsRect: CGRect
    package var contentsCenter: CGRect
    package var contentsGravity: CALayerContentsGravity
    package var contentsScale: CGFloat
    package var minificationFilter: CALayerContentsFilter
    package var magnificationFilter: CALayerContentsFilter
    package var shadowColor: CGColor?
    package var shadowOpacity: CGFloat
    package var shadowOffset: CGSize
    package var shadowRadius: CGFloat
    package var shadowPath: CGPath?
    /// This layer and everything it contains, in its bounds space.
    package var subtreeBounds: CGRect
    /// The mask layer's snapshot, if any (zero or one element).
    package var mask: [LayerSnapshot]
    package var sublayers: [LayerSnapshot]

    /// A snapshot of `layer` and its subtree as the model holds them now.
    package init(_ layer: CALayer) {
        id = ObjectIdentifier(layer)
        bounds = layer.bounds
        toParent = layer.mapToSuperlayer
        toParent3D = layer.transformToSuperlayer
        isTransformLayer = layer is CATransformLayer
        isHidden = layer.isHidden
        opacity = CGFloat(max(0, min(1, layer.opacity.isNaN ? 1 : layer.opacity)))
        allowsGroupOpacity = layer.allowsGroupOpacity
        masksToBounds = layer.masksToBounds
        isDoubleSided = layer.isDoubleSided
        backgroundColor = layer.backgroundColor
        cornerRadius = layer.cornerRadius.isFinite ? max(0, layer.cornerRadius) : 0
        maskedCorners = layer.maskedCorners
        borderWidth = layer.borderWidth.isFinite ? max(0, layer.borderWidth) : 0
        borderColor = layer.borderColor
        contents = layer.contents as? CGImage        // anything else is ignored, as Apple's
        contentsRect = layer.contentsRect
        contentsCenter = layer.contentsCenter
        contentsGravity = layer.contentsGravity
        contentsScale = layer.contentsScale
        minificationFilter = layer.minificationFilter
        magnificationFilter = layer.magnificationFilter
        shadowColor = layer.shadowColor
        shadowOpacity = CGFloat(max(0, min(1, layer.shadowOpacity.isNaN ? 0 : layer.shadowOpacity)))
        shadowOffset = layer.shadowOffset.width.isFinite && layer.shadowOffset.height.isFinite ? layer.shadowOffset : .zero
        shadowRadius = layer.shadowRadius.isFinite ? max(0, layer.shadowRadius) : 0
        shadowPath = layer.shadowPath
        subtreeBounds = layer.subtreeBounds
        mask = layer.mask.map { [LayerSnapshot($0)] } ?? []
        sublayers = layer.sublayersInDrawingOrder.map(LayerSnapshot.init)
    }
}
