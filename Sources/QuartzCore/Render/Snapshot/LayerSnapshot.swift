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
    package var toParent3D: CATransform3D { deepPlacement?.value ?? CATransform3D(flat: toParent) }
    var deepPlacement: TransformStorage?
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
    /// A replicator layer's instances: its sublayers are drawn once for each.
    package var replicator: ReplicatorStyle? { get { rare?.replicator } set { updateRare { $0.replicator = newValue } } }
    /// An emitter layer's particles at the snapshot's time.
    package var particles: ParticleFrame? { get { rare?.particles } set { updateRare { $0.particles = newValue } } }
    /// A tiled layer's drawn tiles, each where it goes in the bounds, with its fade-in.
    package var tiles: [(rect: CGRect, image: CGImage, alpha: CGFloat)]? { get { rare?.tiles } set { updateRare { $0.tiles = newValue } } }
    /// A backdrop layer's blur of what lies behind it (`BackdropLayer`).
    package var backdrop: BackdropStyle? { get { rare?.backdrop } set { updateRare { $0.backdrop = newValue } } }
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
    // What a render thread's frame never changes comes last: a refilled snapshot's frame
    // reads and writes stay within `SnapshotBox.frameBytes`.
    package var contents: CGImage?
    package var contentsRect: CGRect
    package var contentsCenter: CGRect
    package var contentsGravity: CALayerContentsGravity
    package var contentsScale: CGFloat
    package var minificationFilter: CALayerContentsFilter
    package var magnificationFilter: CALayerContentsFilter
    /// What few layers have (a shape, a gradient, a cross-fade, a transition), out of line so
    /// the snapshot of a plain layer stays small (`lamina bench --only compositor`, memory).
    var rare: RareParts?
    /// The mask layer's snapshot, if any (zero or one element).
    package var mask: LazyMapCollection<[SnapshotBox], LayerSnapshot> { maskBoxes.lazy.map(\.snapshot) }
    /// The sublayers in drawing order.
    package var sublayers: LazyMapCollection<[SnapshotBox], LayerSnapshot> { sublayerBoxes.lazy.map(\.snapshot) }

    private static let versions = Atomic<UInt64>(0)
    /// A version no snapshot had before.
    static func nextVersion() -> UInt64 { versions.add(1, ordering: .relaxed).newValue }

    /// The snapshot of `layer` and its subtree as the model holds them now, reusing the
    /// cached one when nothing in the subtree changed since it was taken.
    package static func of(_ layer: CALayer) -> LayerSnapshot { box(of: layer).snapshot }

    package static func box(of layer: CALayer) -> SnapshotBox {
        if !layer.snapshotDirty, !layer.descendantSnapshotDirty, let cached = layer.cachedSnapshot { return cached }
        let fresh: SnapshotBox
        if var spare = layer.spareSnapshot.take(), isKnownUniquelyReferenced(&spare) {
            SnapshotHandOff.takingBack()
            // Nothing else holds the old snapshot (no parent snapshot, damage entry, frame or
            // transition): refill it. Its sublayer array is refilled slot by slot
            // (`refill(_:with:last:)`); the mask's is emptied first, so that the mask's own
            // spare is released before it is rebuilt.
            var kept = Storage(sublayers: spare.snapshot.sublayerBoxes, mask: spare.snapshot.maskBoxes,
                               deep: spare.snapshot.deepPlacement, rare: spare.snapshot.rare)
            spare.snapshot.sublayerBoxes = []
            spare.snapshot.maskBoxes = []
            spare.snapshot.deepPlacement = nil
            spare.snapshot.rare = nil
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
    struct Storage {
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
        Self.refill(&sublayerBoxes, with: layer.sublayersInDrawingOrder,
                    last: layer.cachedSnapshot?.snapshot.sublayerBoxes ?? [])
        if let r = layer as? CAReplicatorLayer, r.instanceDelay != 0, r.instanceCount > 1, var style = replicator,
           let now = AnimationEngine.shared.frameTime, !sublayerBoxes.isEmpty,
           r.sublayerStorage.contains(where: \.hasAnimationInSubtree) {
            style.delayedSublayers = DelayedInstances.sublayers(of: r, count: style.instances.count, delay: style.delay, at: now)
            replicator = style
        }
        // Animated sublayers may reach beyond what the model says, and a replicator's
        // instances beyond its sublayers (the model's bounds are for hit testing, which sees
        // only the real sublayers): measure the snapshots.
        finishBounds(modelSubtreeBounds: AnimationEngine.shared.isAnimating || replicator != nil ? nil : layer.subtreeBounds)
    }

    /// Makes `boxes` the boxes of `ordered`, slot by slot. `boxes` is the spare snapshot's
    /// array (two frames old) or empty, then the last snapshot's array `last` is shared. A slot
    /// that already holds its clean sublayer's box is left alone, unretained: when one of a
    /// thousand siblings moved, one slot is written, not a thousand boxes retained and released
    /// (`lamina bench --only compositor`, damage frame/full). A slot whose sublayer is rebuilt
    /// lets go of its box first: it may be that sublayer's spare, refilled only when nothing
    /// else holds it. Each sublayer's box is asked for at most once.
    static func refill(_ boxes: inout [SnapshotBox], with ordered: [CALayer], last: [SnapshotBox]) {
        let n = ordered.count
        if boxes.isEmpty, last.count == n { boxes = last }      // written to only where it differs
        if boxes.count > n { boxes.removeSubrange(n...) }
        ordered.forEachUnretained { i, sub in
            let clean = !sub.snapshotDirty && !sub.descendantSnapshotDirty && sub.cachedSnapshotAddress != nil
            guard i < boxes.count else { boxes.append(LayerSnapshot.box(of: sub)); return }
            if clean, sub.cachedSnapshotAddress == boxes.address(at: i) { return }
            if !clean, i < last.count, boxes.address(at: i) != last.address(at: i) { boxes[i] = last[i] }
            boxes[i] = LayerSnapshot.box(of: sub)
        }
    }

    /// A snapshot with `v`'s values (the model, or a copy with animations applied), placed in
    /// `parent`'s sublayer space; its mask and sublayer boxes empty (the arrays from
    /// `storage`), its subtree bounds still to work out (`finishBounds`).
    init(values v: CALayer, placedIn parent: CALayer?, id: ObjectIdentifier, isTransformLayer: Bool,
                     reusing storage: inout Storage) {
        self.id = id
        version = Self.nextVersion()
        bounds = v.bounds
        toParent = .identity
        deepPlacement = storage.deep.take()
        self.isTransformLayer = isTransformLayer
        isHidden = v.isHidden
        opacity = Self.opacity(v.opacity)
        allowsGroupOpacity = v.allowsGroupOpacity
        masksToBounds = v.masksToBounds
        isDoubleSided = v.isDoubleSided
        shouldRasterize = v.shouldRasterize
        isOpaque = v.isOpaque
        rasterizationScale = v.rasterizationScale.isFinite && v.rasterizationScale > 0 ? min(v.rasterizationScale, 16) : 1
        backgroundColor = v.backgroundColor
        cornerRadius = Self.length(v.cornerRadius)
        maskedCorners = v.maskedCorners
        borderWidth = Self.length(v.borderWidth)
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
        shadowOpacity = Self.opacity(v.shadowOpacity, ifNaN: 0)
        shadowOffset = v.shadowOffset.width.isFinite && v.shadowOffset.height.isFinite ? v.shadowOffset : .zero
        shadowRadius = Self.length(v.shadowRadius)
        shadowPath = v.shadowPath
        let shape = (v as? CAShapeLayer).flatMap(ShapeStyle.init)
        let gradient = (v as? CAGradientLayer).flatMap(GradientStyle.init)
        let replicator = (v as? CAReplicatorLayer).map(ReplicatorStyle.init)
        let tiles = (v as? CATiledLayer)?.tileSnapshot(at: CACurrentMediaTime())
        let particles = (v as? CAEmitterLayer)?.particleFrame()
        let backdrop = (v as? BackdropLayer).flatMap(BackdropStyle.init)
        if shape == nil, gradient == nil, replicator == nil, tiles == nil, particles == nil, backdrop == nil,
           v.contentsCrossfade == nil, v.transitionState == nil {
            rare = nil
        } else {
            let parts = storage.rare.take() ?? RareParts()
            parts.shape = shape
            parts.gradient = gradient
            parts.contentsFade = v.contentsCrossfade
            parts.transition = v.transitionState
            parts.replicator = replicator
            parts.tiles = tiles
            parts.particles = particles
            parts.backdrop = backdrop
            rare = parts
        }
        ownReach = Self.reach(of: v, particles: particles)
        var masks: [SnapshotBox] = []
        swap(&masks, &storage.mask)
        maskBoxes = masks
        var subs: [SnapshotBox] = []
        swap(&subs, &storage.sublayers)
        sublayerBoxes = subs
        subtreeBounds = .null
        place(CALayer.transform(placing: v, in: parent))
    }

    /// Sets the placement, refilling the out-of-line 3D storage when this snapshot alone holds it.
    package mutating func place(_ placement: CATransform3D) {
        toParent = PlaneMap(placement)
        if placement.isFlat {
            deepPlacement = nil
        } else if deepPlacement != nil, isKnownUniquelyReferenced(&deepPlacement!) {
            deepPlacement!.value = placement
        } else {
            deepPlacement = TransformStorage(placement)
        }
    }

    /// Where a layer with `v`'s values draws itself: its content reach and its particles.
    static func reach(of v: CALayer, particles: ParticleFrame?) -> CGRect {
        guard let p = particles, !p.bounds.isNull else { return v.contentReach }
        return v.contentReach.union(p.bounds)
    }

    /// An opacity as drawn: NaN is the default, the rest clamped to 0…1.
    static func opacity(_ v: Float, ifNaN fallback: Float = 1) -> CGFloat { CGFloat(max(0, min(1, v.isNaN ? fallback : v))) }
    /// A radius or width as drawn: not negative, 0 when not finite.
    static func length(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }

    /// Sets the subtree and painted bounds: the model's measure when given (nothing animates),
    /// else measured from this snapshot's own reach and its sublayers' snapshots — their part
    /// taken from `sublayersReach` when the caller measured it as it made them
    /// (`reach(_:adding:)`; a render thread's frame over thousands of sublayers would otherwise
    /// read every one of them again, long out of cache).
    mutating func finishBounds(modelSubtreeBounds: CGRect?, sublayersReach: CGRect? = nil) {
        if let known = modelSubtreeBounds {
            subtreeBounds = known
        } else if masksToBounds {
            subtreeBounds = bounds
        } else if let measured = sublayersReach, replicator == nil {
            subtreeBounds = measured.isInfinite ? .infinite : ownReach.union(measured)
        } else {
            var box = ownReach
            let instances = replicator?.instances
            for i in 0..<(instances?.count ?? 1) {
                for sub in replicator?.sublayers(of: i, sublayerBoxes) ?? sublayerBoxes {
                    box = Self.reach(box, adding: sub, through: instances?[i].map)
                }
            }
            subtreeBounds = box
        }
        paintedBounds = Compositor.shadowed(self, subtreeBounds)
    }

    /// `box` (in a layer's space) grown to hold its sublayer in `sub` and all that sublayer
    /// draws, seen through `instance` (a replicator's copy); infinite, for good, once any
    /// sublayer's reach is unbounded.
    static func reach(_ box: CGRect, adding sub: SnapshotBox, through instance: PlaneMap? = nil) -> CGRect {
        guard !box.isInfinite else { return box }
        var toHere = sub.snapshot.toParent
        if let instance { toHere = toHere.concatenating(instance) }
        let r = toHere.apply(sub.snapshot.subtreeBounds)
        if r.isNull || r.isInfinite || sub.snapshot.subtreeBounds.isInfinite { return .infinite }
        return box.union(r)
    }
}

/// The parts of a snapshot few layers have. Immutable once shared: a change makes a new one.
final class RareParts {
    @exclusivity(unchecked) var shape: ShapeStyle?
    @exclusivity(unchecked) var gradient: GradientStyle?
    @exclusivity(unchecked) var contentsFade: (from: CGImage, progress: CGFloat)?
    @exclusivity(unchecked) var transition: TransitionState?
    @exclusivity(unchecked) var replicator: ReplicatorStyle?
    @exclusivity(unchecked) var tiles: [(rect: CGRect, image: CGImage, alpha: CGFloat)]?
    @exclusivity(unchecked) var particles: ParticleFrame?
    @exclusivity(unchecked) var backdrop: BackdropStyle?
    init() {}
    init(copying o: RareParts) {
        shape = o.shape; gradient = o.gradient; contentsFade = o.contentsFade; transition = o.transition; replicator = o.replicator
        tiles = o.tiles; particles = o.particles; backdrop = o.backdrop
    }
    var isEmpty: Bool {
        shape == nil && gradient == nil && contentsFade == nil && transition == nil && replicator == nil && tiles == nil && particles == nil
            && backdrop == nil
    }
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
    /// Swift's object header (metadata, reference counts); the snapshot follows it.
    static let headerBytes = 0..<16
    /// The bytes of a box a render thread's frame refills: all but its snapshot's contents and
    /// rare parts (`PrefetchHints`).
    static let frameBytes = 0 ..< headerBytes.upperBound + MemoryLayout<LayerSnapshot>.offset(of: \.contents)!
    /// Where in a box its snapshot's children arrays are: all a frame reads of a committed box
    /// besides its reference count.
    static let childrenBytes: Range<Int> = {
        let a = MemoryLayout<LayerSnapshot>.offset(of: \.maskBoxes)!, b = MemoryLayout<LayerSnapshot>.offset(of: \.sublayerBoxes)!
        return headerBytes.upperBound + min(a, b) ..< headerBytes.upperBound + max(a, b) + MemoryLayout<[SnapshotBox]>.size
    }()

    /// Replaced only while nothing but its layer holds the box (`LayerSnapshot.box(of:)`):
    /// to every reader it is immutable.
    @exclusivity(unchecked) package internal(set) var snapshot: LayerSnapshot
    package init(_ s: LayerSnapshot) { snapshot = s }
}
