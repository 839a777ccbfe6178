import Synchronization

/// What the renderer knows of one layer: its visual state as values, taken at commit (or at
/// `render(in:)`), so rendering never reads a mutable layer. Children are in drawing order.
package struct LayerSnapshot: @unchecked Sendable {
    package var id: ObjectIdentifier
    /// New whenever this snapshot or anything in its subtree is rebuilt: an unchanged version
    /// means an unchanged subtree.
    package var version: UInt64
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
    package var shouldRasterize: Bool
    package var isOpaque: Bool
    package var rasterizationScale: CGFloat
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
    /// A shape layer's path and pen; a gradient layer's gradient (drawn by the compositor).
    package var shape: ShapeStyle?
    package var gradient: GradientStyle?
    /// Where the layer itself draws (its bounds, or beyond them for a shape's stroke).
    package var ownReach: CGRect
    /// This layer and everything it contains, in its bounds space.
    package var subtreeBounds: CGRect
    /// Children are shared boxes: rebuilding a parent copies pointers, not whole snapshots.
    package var maskBoxes: [SnapshotBox]
    package var sublayerBoxes: [SnapshotBox]
    /// The mask layer's snapshot, if any (zero or one element).
    package var mask: LazyMapCollection<[SnapshotBox], LayerSnapshot> { maskBoxes.lazy.map(\.snapshot) }
    /// The sublayers in drawing order.
    package var sublayers: LazyMapCollection<[SnapshotBox], LayerSnapshot> { sublayerBoxes.lazy.map(\.snapshot) }

    private static let versions = Atomic<UInt64>(0)

    /// The snapshot of `layer` and its subtree as the model holds them now, reusing the
    /// cached one when nothing in the subtree changed since it was taken.
    package static func of(_ layer: CALayer) -> LayerSnapshot { box(of: layer).snapshot }

    package static func box(of layer: CALayer) -> SnapshotBox {
        if !layer.snapshotDirty, !layer.descendantSnapshotDirty, let cached = layer.cachedSnapshot { return cached }
        let fresh = SnapshotBox(LayerSnapshot(layer))
        layer.cachedSnapshot = fresh
        layer.snapshotDirty = false
        layer.descendantSnapshotDirty = false
        return fresh
    }

    /// A new snapshot of `layer` (its sublayers through `of`, so clean ones are reused).
    package init(_ layer: CALayer) {
        id = ObjectIdentifier(layer)
        version = Self.versions.add(1, ordering: .relaxed).newValue
        bounds = layer.bounds
        toParent = layer.mapToSuperlayer
        toParent3D = layer.transformToSuperlayer
        isTransformLayer = layer is CATransformLayer
        isHidden = layer.isHidden
        opacity = CGFloat(max(0, min(1, layer.opacity.isNaN ? 1 : layer.opacity)))
        allowsGroupOpacity = layer.allowsGroupOpacity
        masksToBounds = layer.masksToBounds
        isDoubleSided = layer.isDoubleSided
        shouldRasterize = layer.shouldRasterize
        isOpaque = layer.isOpaque
        rasterizationScale = layer.rasterizationScale.isFinite && layer.rasterizationScale > 0 ? min(layer.rasterizationScale, 16) : 1
        backgroundColor = layer.backgroundColor
        cornerRadius = layer.cornerRadius.isFinite ? max(0, layer.cornerRadius) : 0
        maskedCorners = layer.maskedCorners
        borderWidth = layer.borderWidth.isFinite ? max(0, layer.borderWidth) : 0
        borderColor = layer.borderColor
        // Anything but an image is ignored, as Apple's; a gradient layer shows none (000).
        contents = layer is CAGradientLayer ? nil : layer.contents as? CGImage
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
        shape = (layer as? CAShapeLayer).flatMap(ShapeStyle.init)
        gradient = (layer as? CAGradientLayer).flatMap(GradientStyle.init)
        ownReach = layer.contentReach
        subtreeBounds = layer.subtreeBounds
        maskBoxes = layer.mask.map { [LayerSnapshot.box(of: $0)] } ?? []
        sublayerBoxes = layer.sublayersInDrawingOrder.map(LayerSnapshot.box(of:))
    }
}

/// A layer's cached snapshot, boxed so a layer that was never rendered carries one pointer.
package final class SnapshotBox {
    package let snapshot: LayerSnapshot
    init(_ s: LayerSnapshot) { snapshot = s }
}
