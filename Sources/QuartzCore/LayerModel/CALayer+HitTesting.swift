/// Hit testing (004 "Hit Testing"): front to back in sublayer array order — not zPosition —
/// honouring transforms, `masksToBounds` and hidden layers.
extension CALayer {
    /// Half-open bounds containment (a 100×100 layer contains (99.9, 99.9), not (100, 100)).
    package func boundsContains(_ p: CGPoint) -> Bool {
        p.x >= bounds.minX && p.x < bounds.maxX && p.y >= bounds.minY && p.y < bounds.maxY
    }

    /// `hitTest`, counting the layers it looks at (for the benchmark).
    package func hitTest(_ p: CGPoint, visited: inout Int) -> CALayer? {
        visited += 1
        guard !isHidden, let inverse = mapToSuperlayer.inverted, let q = inverse.apply(p) else { return nil }
        if masksToBounds && !contains(q) { return nil }
        // Nothing in this subtree reaches q: skip it without visiting the sublayers.
        let reach = subtreeBounds
        if !reach.isInfinite && !(q.x >= reach.minX && q.x <= reach.maxX && q.y >= reach.minY && q.y <= reach.maxY) {
            return nil
        }
        for sub in sublayerStorage.reversed() {
            if let hit = sub.hitTest(q, visited: &visited) { return hit }
        }
        return contains(q) ? self : nil
    }

    /// Bounds of this layer and every sublayer, in this layer's space (cached; `.infinite`
    /// when a sublayer's transform sends part of it behind the eye).
    package var subtreeBounds: CGRect {
        if let known = cachedSubtreeBounds { return known }
        var box = masksToBounds ? bounds : contentReach
        if !masksToBounds {
            // A replicator's sublayers reach wherever its instances put them (hit testing
            // sees only the real sublayers, but must not skip a subtree that draws there).
            let instances = (self as? CAReplicatorLayer).map { ReplicatorStyle($0).instances }
            outer: for sub in sublayerStorage {
                for i in 0..<(instances?.count ?? 1) {
                    var toHere = sub.mapToSuperlayer
                    if let instances { toHere = toHere.concatenating(instances[i].map) }
                    let r = toHere.apply(sub.subtreeBounds)
                    if r.isNull || sub.subtreeBounds.isInfinite { box = .infinite; break outer }
                    box = box.union(r)
                }
            }
        }
        cachedSubtreeBounds = box
        return box
    }

    package func invalidateSubtreeBounds() {
        walkUp(throughMasks: false) { l in
            guard l.cachedSubtreeBounds != nil else { return false }
            l.cachedSubtreeBounds = nil
            return true
        }
        // A mask's geometry does not change its masked layer's reach; the parent chain does.
    }
}

extension CALayer {
    /// Hit testing against what is on screen: each layer's presentation geometry (its
    /// animated values this frame) with the model's tree order. Input goes through this, so a
    /// click lands on a layer where it is drawn, mid-animation too. Returns model layers.
    package func presentationHitTest(_ p: CGPoint) -> CALayer? {
        let shown = renderCopy ?? self
        guard !shown.isHidden, let inverse = shown.mapToSuperlayer.inverted, let q = inverse.apply(p) else { return nil }
        if shown.masksToBounds && !shown.contains(q) { return nil }
        for sub in sublayerStorage.reversed() {
            if let hit = sub.presentationHitTest(q) { return hit }
        }
        return shown.contains(q) ? self : nil
    }

    /// Whether the next frame of this tree can differ from the last one: a changed property,
    /// a layout or display pending, or a running animation.
    package var treeNeedsRender: Bool {
        snapshotDirty || descendantSnapshotDirty || needsLayoutFlag || descendantNeedsLayout
            || needsDisplayFlag || descendantNeedsDisplay || AnimationEngine.shared.isAnimating(in: self)
    }
}
