/// How a layer takes a change of a property: the render tree marked, display asked for, the
/// action run; geometry checked finite, the subtree bounds kept current.
extension CALayer {
    /// While an action runs for a change of this layer: the key and the value it had before.
    package var pendingOldValue: (key: String, value: Any?)? {
        guard let p = CATransaction.pendingChange, p.layer == ObjectIdentifier(self) else { return nil }
        return (p.key, p.value())
    }

    /// Every property change comes here: marks the render tree and, for keys that need it,
    /// display; then, inside the current transaction, looks up and runs the key's action
    /// (Core Animation Programming Guide, "Changing a Layer's Default Behavior").
    /// `old` is only evaluated for a model layer: boxing a large value (a transform) into
    /// `Any` allocates, and presentation copies change every frame.
    package func changed(_ key: String, from old: @autoclosure () -> Any? = nil) {
        if isCopy {
            // A presentation copy is outside the tree: it only redraws for keys that need it.
            if asksNeedsDisplay, type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
            return
        }
        #if DEBUG
        if !MainThread.isCurrent { checkThreadContract(key) }
        #endif
        markRenderDirty()
        modelVersion &+= 1
        // The cheap tests first: most layers are unflipped with no sublayer transform, and
        // hashing the key was a few percent of building a large tree. (The flip and the
        // sublayer transform themselves mark the sublayers where they are set.)
        if isGeometryFlipped || !hasIdentitySublayerTransform, Self.sublayerPlacementKeys.contains(key) {
            // The sublayers' placement depends on these — through the flip or the sublayer
            // transform about the anchor only: a plain layer's sublayers sit in its bounds
            // space whatever its bounds (a scroll view scrolling re-snapshots none of them).
            markSublayersRenderDirty()
        }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        CATransaction.layerChanged(self, key: key, from: old)
        KeyValueObserverRegistry.shared.layerChanged(self)
    }

    /// The layer's media timing changed (not an animatable property: no action runs). The
    /// render thread's programs for this layer's animations and its descendants' hold the
    /// timing of every ancestor; a new commit makes them again.
    /// The sublayers' placement in this layer changed (flip, sublayer transform, or bounds
    /// and anchor under either): their snapshots are made again.
    func markSublayersRenderDirty() {
        for sub in sublayerStorage { sub.markRenderDirty() }
    }

    func timingChanged() {
        guard !isCopy else { return }
        markRenderDirty()
        modelVersion &+= 1
    }

    static let sublayerPlacementKeys: Set<String> = ["bounds", "anchorPoint", "anchorPointZ", "sublayerTransform", "geometryFlipped"]

    /// Counts changes to the model (values, hierarchy, animations added or removed): a render
    /// thread's committed tree is out of date only when it moved. Main thread only.
    @exclusivity(unchecked) nonisolated(unsafe) package static var modelGeneration: UInt64 = 0

    /// This layer's snapshot must be rebuilt, as the model changed; its ancestors' too, as
    /// they contain it.
    package func markRenderDirty() {
        Self.modelGeneration &+= 1
        markPresentationDirty()
    }

    /// This layer's snapshot must be rebuilt (its ancestors' too) though the model is the
    /// same: the presentation moved on.
    package func markPresentationDirty() {
        snapshotDirty = true
        walkUp { l in
            if l === self { return true }
            guard !l.descendantSnapshotDirty else { return false }
            l.descendantSnapshotDirty = true
            return true
        }
    }

    func boundsDidChange(from old: CGRect) {
        if bounds.size != old.size {
            if !isCopy, let owner = ownerDelegate { owner.layerSizeDidChange(self, from: old.size) }
            resizeSublayers(withOldSize: old.size)
            setNeedsLayout()
            // A view whose size changes lays out its superview too (UIKit), unless the
            // superview's own layout is what changed it.
            if !isCopy, ownerDelegate != nil, let s = superlayerStorage, s !== Self.layingOut { s.setNeedsLayout() }
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
        invalidateSubtreeBounds()
        changed("bounds", from: old)
    }

    func finiteOrRevert<T>(_ ok: Bool, _ key: String, oldValue: T, revert: (T) -> Void) {
        guard ok else { refuse(key, "a non-finite value"); revert(oldValue); return }
        if key == "sublayerTransform" || (key == "anchorPoint" && !CATransform3DIsIdentity(sublayerTransform)) {
            invalidateSubtreeBounds()       // the sublayers' placement in this layer changed
        } else {
            placementChanged()
        }
        changed(key, from: oldValue)
    }

    /// This layer moved within its superlayer: its own subtree bounds stand; the parent's
    /// change unless they are just the parent's bounds and the layer stays inside them (the
    /// common case, which keeps a moving layer from re-measuring all its siblings).
    func placementChanged() {
        guard let parent = superlayerStorage, let known = parent.cachedSubtreeBounds else { return }
        if known == parent.bounds, !parent.masksToBounds {
            let reach = mapToSuperlayer.apply(subtreeBounds)
            if !reach.isNull, parent.bounds.contains(reach) { return }
        } else if parent.masksToBounds {
            return                          // a clipping parent's reach is its bounds whatever moves inside
        }
        parent.invalidateSubtreeBounds()
    }

    package func refuse(_ key: String, _ value: Any) {
        Diagnostics.warn("CALayer \(key) refused \(value): geometry must be finite")
    }

    package static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }
}
