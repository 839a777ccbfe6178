/// Frames made from committed state (the render thread, `RenderTree`): a layer's snapshot
/// with its animated values, made whole, refilled with only what the animations feed, or
/// kept and placed again.
extension LayerSnapshot {
    /// The layer `structure` shows, with `v`'s values (its model copy with animations applied)
    /// placed in `parent`'s presented sublayer space, and these children.
    package init(presented v: CALayer, placedIn parent: CALayer?, structure: SnapshotBox,
                 sublayers: [SnapshotBox], reach: CGRect? = nil, mask: [SnapshotBox]) {
        var nothing = Storage(sublayers: sublayers, mask: mask, deep: nil, rare: nil)
        // Fields read one by one: copying the whole committed snapshot would retain all it holds.
        self.init(values: v, placedIn: parent, id: structure.snapshot.id, isTransformLayer: structure.snapshot.isTransformLayer,
                  reusing: &nothing)
        finishBounds(modelSubtreeBounds: nil, sublayersReach: reach)
    }

    /// Refills a snapshot made from the same committed model and animations (two frames back)
    /// with `v`'s values for `fields` only: every other field already holds the model's value.
    /// `parent` is the presented parent when it moves its sublayers (the placement follows);
    /// `reach`, when given, what the sublayers reach (`finishBounds`).
    mutating func patch(_ fields: SnapshotFields, from v: CALayer, placedIn parent: CALayer?, fallback parentModel: CALayer?,
                        sublayers: [SnapshotBox], reach: CGRect? = nil, mask: [SnapshotBox]) {
        version = Self.nextVersion()
        if fields.contains(.bounds) {
            bounds = v.bounds
            ownReach = v.contentReach
        }
        if fields.contains(.placement) || parent != nil { place(CALayer.transform(placing: v, in: parent ?? parentModel)) }
        if fields.contains(.opacity) { opacity = Self.opacity(v.opacity) }
        if fields.contains(.backgroundColor) { backgroundColor = v.backgroundColor }
        if fields.contains(.cornerRadius) { cornerRadius = Self.length(v.cornerRadius) }
        if fields.contains(.borderWidth) { borderWidth = Self.length(v.borderWidth) }
        if fields.contains(.borderColor) { borderColor = v.borderColor }
        if fields.contains(.shadowOpacity) { shadowOpacity = Self.opacity(v.shadowOpacity, ifNaN: 0) }
        if fields.contains(.shadowRadius) { shadowRadius = Self.length(v.shadowRadius) }
        if fields.contains(.shadowColor) { shadowColor = v.shadowColor }
        if fields.contains(.particles) { patchParticles(from: v) }
        sublayerBoxes = sublayers
        maskBoxes = mask
        finishBounds(modelSubtreeBounds: nil, sublayersReach: reach)
    }

    /// An emitter's particles at its copy's time, and the reach they give it (out of line:
    /// `patch` runs for every animated layer each frame).
    @inline(never)
    private mutating func patchParticles(from v: CALayer) {
        particles = (v as? CAEmitterLayer)?.particleFrame()
        ownReach = Self.reach(of: v, particles: particles)
    }

    /// This snapshot again (a new version) with new children and, when given, a new place in
    /// its parent (the parent's sublayer space is animating).
    package func rebuilt(placement: CATransform3D?, sublayers: [SnapshotBox], reach: CGRect? = nil, mask: [SnapshotBox]) -> LayerSnapshot {
        var s = self
        s.version = Self.nextVersion()
        if let placement { s.place(placement) }     // the 3D storage is shared with self: a new one
        s.sublayerBoxes = sublayers
        s.maskBoxes = mask
        s.finishBounds(modelSubtreeBounds: nil, sublayersReach: reach)
        return s
    }
}
