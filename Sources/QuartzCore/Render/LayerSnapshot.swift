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
    /// The same in 3D, before flattening: what a CATransformLayer composes. Kept out of line
    /// only when it reaches into z (most layers' placement is flat: `toParent` says it all).
    package var toParent3D: CATransform3D {
        get { deepPlacement?.value ?? CATransform3D(flat: toParent) }
        set { deepPlacement = newValue.isFlat ? nil : TransformStorage(newValue) }
    }
    fileprivate var deepPlacement: TransformStorage?
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
    package var shape: ShapeStyle? { get { rare?.shape } set { updateRare { $0.shape = newValue } } }
    package var gradient: GradientStyle? { get { rare?.gradient } set { updateRare { $0.gradient = newValue } } }
    /// An animated `contents` change: the old image fading out under the new one.
    package var contentsFade: (from: CGImage, progress: CGFloat)? {
        get { rare?.contentsFade }
        set { updateRare { $0.contentsFade = newValue } }
    }
    /// A running CATransition: the old rendering and how far the new one has come.
    package var transition: TransitionState? { get { rare?.transition } set { updateRare { $0.transition = newValue } } }
    /// What few layers have (a shape, a gradient, a cross-fade, a transition), out of line so
    /// the snapshot of a plain layer stays small (`lamina bench --only compositor`, memory).
    fileprivate var rare: RareParts?
    /// Where the layer itself draws (its bounds, or beyond them for a shape's stroke).
    package var ownReach: CGRect
    /// This layer and everything it contains, in its bounds space.
    package var subtreeBounds: CGRect
    /// `subtreeBounds` grown by the layer's shadow: everything the subtree paints. Worked out
    /// once per snapshot; the compositor culls with it every frame.
    package private(set) var paintedBounds = CGRect.null
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
        let fresh: SnapshotBox
        if var spare = layer.spareSnapshot.take(), isKnownUniquelyReferenced(&spare) {
            // Nothing else holds the old snapshot (no parent snapshot, damage entry, frame or
            // transition): refill it, its child arrays emptied first so that the children's own
            // spares are released before they are rebuilt, and kept for their storage.
            var kept = Storage(sublayers: spare.snapshot.sublayerBoxes, mask: spare.snapshot.maskBoxes,
                               deep: spare.snapshot.deepPlacement, rare: spare.snapshot.rare)
            spare.snapshot.sublayerBoxes = []
            spare.snapshot.maskBoxes = []
            spare.snapshot.deepPlacement = nil
            spare.snapshot.rare = nil
            kept.sublayers.removeAll(keepingCapacity: true)
            kept.mask.removeAll(keepingCapacity: true)
            // Out-of-line parts are refilled only when no other snapshot copy shares them.
            if kept.deep != nil, !isKnownUniquelyReferenced(&kept.deep!) { kept.deep = nil }
            if kept.rare != nil, !isKnownUniquelyReferenced(&kept.rare!) { kept.rare = nil }
            spare.snapshot = LayerSnapshot(layer, reusing: &kept)
            fresh = spare
        } else {
            fresh = SnapshotBox(LayerSnapshot(layer))
        }
        layer.spareSnapshot = layer.cachedSnapshot
        layer.cachedSnapshot = fresh
        layer.snapshotDirty = false
        layer.descendantSnapshotDirty = false
        return fresh
    }

    /// What a refilled snapshot reuses: empty arrays for the mask's and sublayers' boxes, and
    /// out-of-line parts nothing else holds.
    fileprivate struct Storage {
        var sublayers: [SnapshotBox], mask: [SnapshotBox]
        var deep: TransformStorage?, rare: RareParts?
    }

    /// A new snapshot of `layer` (its sublayers through `of`, so clean ones are reused): the
    /// values of its presentation copy while it animates, else of the model.
    package init(_ layer: CALayer) {
        var nothing = Storage(sublayers: [], mask: [], deep: nil, rare: nil)
        self.init(layer, reusing: &nothing)
    }

    /// `storage`'s parts are moved out (swapped, never copied), so their buffers stay unshared.
    fileprivate init(_ layer: CALayer, reusing storage: inout Storage) {
        // Placed by the presented values of the layer and of its parent's sublayer space.
        self.init(values: layer.renderCopy ?? layer, placedIn: layer.superlayerStorage.map { $0.renderCopy ?? $0 },
                  id: ObjectIdentifier(layer), isTransformLayer: layer is CATransformLayer, reusing: &storage)
        if let m = layer.mask { maskBoxes.append(LayerSnapshot.box(of: m)) }
        let ordered = layer.sublayersInDrawingOrder
        sublayerBoxes.reserveCapacity(ordered.count)
        for sub in ordered { sublayerBoxes.append(LayerSnapshot.box(of: sub)) }
        // Animated sublayers may reach beyond what the model says: measure the snapshots.
        finishBounds(modelSubtreeBounds: AnimationEngine.shared.isAnimating ? nil : layer.subtreeBounds)
    }

    /// A snapshot with `v`'s values (the model, or a copy with animations applied), placed in
    /// `parent`'s sublayer space; its mask and sublayer boxes empty (the arrays from
    /// `storage`), its subtree bounds still to work out (`finishBounds`).
    fileprivate init(values v: CALayer, placedIn parent: CALayer?, id: ObjectIdentifier, isTransformLayer: Bool,
                     reusing storage: inout Storage) {
        self.id = id
        version = Self.versions.add(1, ordering: .relaxed).newValue
        bounds = v.bounds
        let placement = CALayer.transform(placing: v, in: parent)
        toParent = PlaneMap(placement)
        if placement.isFlat {
            deepPlacement = nil
        } else if let deep = storage.deep.take() {
            deep.value = placement
            deepPlacement = deep
        } else {
            deepPlacement = TransformStorage(placement)
        }
        self.isTransformLayer = isTransformLayer
        isHidden = v.isHidden
        opacity = CGFloat(max(0, min(1, v.opacity.isNaN ? 1 : v.opacity)))
        allowsGroupOpacity = v.allowsGroupOpacity
        masksToBounds = v.masksToBounds
        isDoubleSided = v.isDoubleSided
        shouldRasterize = v.shouldRasterize
        isOpaque = v.isOpaque
        rasterizationScale = v.rasterizationScale.isFinite && v.rasterizationScale > 0 ? min(v.rasterizationScale, 16) : 1
        backgroundColor = v.backgroundColor
        cornerRadius = v.cornerRadius.isFinite ? max(0, v.cornerRadius) : 0
        maskedCorners = v.maskedCorners
        borderWidth = v.borderWidth.isFinite ? max(0, v.borderWidth) : 0
        borderColor = v.borderColor
        // Anything but an image is ignored, as Apple's; a gradient layer shows none (000).
        contents = v is CAGradientLayer ? nil : v.contents as? CGImage
        contentsRect = v.contentsRect
        contentsCenter = v.contentsCenter
        contentsGravity = v.contentsGravity
        contentsScale = v.contentsScale
        minificationFilter = v.minificationFilter
        magnificationFilter = v.magnificationFilter
        shadowColor = v.shadowColor
        shadowOpacity = CGFloat(max(0, min(1, v.shadowOpacity.isNaN ? 0 : v.shadowOpacity)))
        shadowOffset = v.shadowOffset.width.isFinite && v.shadowOffset.height.isFinite ? v.shadowOffset : .zero
        shadowRadius = v.shadowRadius.isFinite ? max(0, v.shadowRadius) : 0
        shadowPath = v.shadowPath
        let shape = (v as? CAShapeLayer).flatMap(ShapeStyle.init)
        let gradient = (v as? CAGradientLayer).flatMap(GradientStyle.init)
        if shape == nil, gradient == nil, v.contentsCrossfade == nil, v.transitionState == nil {
            rare = nil
        } else {
            let parts = storage.rare.take() ?? RareParts()
            parts.shape = shape
            parts.gradient = gradient
            parts.contentsFade = v.contentsCrossfade
            parts.transition = v.transitionState
            rare = parts
        }
        ownReach = v.contentReach
        var masks: [SnapshotBox] = []
        swap(&masks, &storage.mask)
        maskBoxes = masks
        var subs: [SnapshotBox] = []
        swap(&subs, &storage.sublayers)
        sublayerBoxes = subs
        subtreeBounds = .null
    }

    /// Sets the subtree and painted bounds: the model's measure when given (nothing animates),
    /// else measured from this snapshot's own reach and its sublayers' snapshots.
    private mutating func finishBounds(modelSubtreeBounds: CGRect?) {
        if let known = modelSubtreeBounds {
            subtreeBounds = known
        } else {
            var box = masksToBounds ? bounds : ownReach
            if !masksToBounds {
                for sub in sublayerBoxes {
                    let r = sub.snapshot.toParent.apply(sub.snapshot.subtreeBounds)
                    if r.isNull || r.isInfinite || sub.snapshot.subtreeBounds.isInfinite { box = .infinite; break }
                    box = box.union(r)
                }
            }
            subtreeBounds = box
        }
        paintedBounds = Compositor.shadowed(self, subtreeBounds)
    }

    // MARK: Frames made from committed state (the render thread)

    /// The layer `structure` shows, with `v`'s values (its model copy with animations applied)
    /// placed in `parent`'s presented sublayer space, and these children.
    package init(presented v: CALayer, placedIn parent: CALayer?, structure: SnapshotBox,
                 sublayers: [SnapshotBox], mask: [SnapshotBox]) {
        var nothing = Storage(sublayers: sublayers, mask: mask, deep: nil, rare: nil)
        // Fields read one by one: copying the whole committed snapshot would retain all it holds.
        self.init(values: v, placedIn: parent, id: structure.snapshot.id, isTransformLayer: structure.snapshot.isTransformLayer,
                  reusing: &nothing)
        finishBounds(modelSubtreeBounds: nil)
    }

    /// This snapshot again (a new version) with new children and, when given, a new place in
    /// its parent (the parent's sublayer space is animating).
    package func rebuilt(placement: CATransform3D?, sublayers: [SnapshotBox], mask: [SnapshotBox]) -> LayerSnapshot {
        var s = self
        s.version = Self.versions.add(1, ordering: .relaxed).newValue
        if let placement {
            s.toParent = PlaneMap(placement)
            s.toParent3D = placement        // a new storage object: the old one is shared
        }
        s.sublayerBoxes = sublayers
        s.maskBoxes = mask
        s.finishBounds(modelSubtreeBounds: nil)
        return s
    }
}

/// The parts of a snapshot few layers have. Immutable once shared: a change makes a new one.
private final class RareParts {
    var shape: ShapeStyle?
    var gradient: GradientStyle?
    var contentsFade: (from: CGImage, progress: CGFloat)?
    var transition: TransitionState?
    init() {}
    init(copying o: RareParts) { shape = o.shape; gradient = o.gradient; contentsFade = o.contentsFade; transition = o.transition }
    var isEmpty: Bool { shape == nil && gradient == nil && contentsFade == nil && transition == nil }
}

extension LayerSnapshot {
    /// Changes the rare parts copy-on-write (snapshots are values), dropping them when empty.
    private mutating func updateRare(_ change: (RareParts) -> Void) {
        let parts = rare.map(RareParts.init(copying:)) ?? RareParts()
        change(parts)
        rare = parts.isEmpty ? nil : parts
    }
}

/// A layer's cached snapshot, boxed so a layer that was never rendered carries one pointer.
package final class SnapshotBox {
    /// Replaced only while nothing but its layer holds the box (`LayerSnapshot.box(of:)`):
    /// to every reader it is immutable.
    package fileprivate(set) var snapshot: LayerSnapshot
    package init(_ s: LayerSnapshot) { snapshot = s }

    /// A box holding `s`: `spare` refilled when nothing else holds it any more (a render
    /// thread's node keeps the box from two frames back, as a layer does), else a new one.
    /// Lets go of the children of `spare` when nothing else holds it (it is about to be
    /// refilled): their own spares become free to refill before they are rebuilt.
    package static func releaseChildren(of spare: inout SnapshotBox?) {
        guard var box = spare.take() else { return }
        if isKnownUniquelyReferenced(&box) {
            box.snapshot.sublayerBoxes.removeAll(keepingCapacity: true)
            box.snapshot.maskBoxes.removeAll(keepingCapacity: true)
        }
        spare = box
    }

    package static func reusing(_ spare: inout SnapshotBox?, for s: LayerSnapshot) -> SnapshotBox {
        if var box = spare.take(), isKnownUniquelyReferenced(&box) {
            box.snapshot = s
            return box
        }
        return SnapshotBox(s)
    }
}
