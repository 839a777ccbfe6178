/// A replicator's delayed instances (`instanceDelay`) as the main thread snapshots them:
/// for instance i, each sublayer subtree with its animated layers evaluated at the frame's
/// time minus i × delay, on fresh copies of their models; subtrees with nothing animated
/// share the frame's own snapshots. (A window's render thread does the same from its
/// committed programs: `RenderNode`.)
enum DelayedInstances {
    static func sublayers(of r: CAReplicatorLayer, count: Int, delay: CFTimeInterval, at now: CFTimeInterval) -> [[SnapshotBox]] {
        let subs = r.sublayersInDrawingOrder
        let animated = subs.map(\.hasAnimationInSubtree)
        let values = r.renderCopy ?? r
        return (1..<max(1, count)).map { i in
            subs.indices.map { k in animated[k] ? shifted(subs[k], in: values, at: now - Double(i) * delay) : LayerSnapshot.box(of: subs[k]) }
        }
    }

    /// `layer`'s subtree at media time `t`, placed in `parent`'s values.
    private static func shifted(_ layer: CALayer, in parent: CALayer, at t: CFTimeInterval) -> SnapshotBox {
        var values = layer
        if !layer.animationEntries.isEmpty {
            let copy = layer.plainCopy() ?? type(of: layer).builtInCopy(of: layer)
            copy.applyAnimations(of: layer, at: layer.localTime(fromMedia: t), recordingKeys: false)
            values = copy
        }
        var storage = LayerSnapshot.Storage(sublayers: [], mask: [], deep: nil, rare: nil)
        var s = LayerSnapshot(values: values, placedIn: parent, id: ObjectIdentifier(layer), isTransformLayer: layer is CATransformLayer,
                              reusing: &storage)
        if let m = layer.mask { s.maskBoxes.append(LayerSnapshot.box(of: m)) }
        for sub in layer.sublayersInDrawingOrder {
            s.sublayerBoxes.append(sub.hasAnimationInSubtree ? shifted(sub, in: values, at: t) : LayerSnapshot.box(of: sub))
        }
        s.finishBounds(modelSubtreeBounds: nil)
        return SnapshotBox(s)
    }
}

extension CALayer {
    /// Whether this layer or one below it (sublayers and masks) has animations.
    var hasAnimationInSubtree: Bool {
        if !animationEntries.isEmpty { return true }
        if let m = maskStorage, m.hasAnimationInSubtree { return true }
        return sublayerStorage.contains { $0.hasAnimationInSubtree }
    }
}
