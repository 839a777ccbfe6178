/// What the compositor draws of a replicator layer: for each instance, the map from its
/// sublayers' parent space (the replicator's bounds) to the replicator's bounds — the
/// instance transform applied i times about the anchor point, flattened — and the colour its
/// drawing is multiplied by.
package struct ReplicatorStyle {
    package struct Instance {
        package var map: PlaneMap
        /// The same in 3D (depth-sorted instances with `preservesDepth`).
        package var transform: CATransform3D
        /// Straight components, each clamped to 0…1.
        package var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
        /// Opaque white: the drawing as it is.
        package var isPlain: Bool { red == 1 && green == 1 && blue == 1 && alpha == 1 }
    }
    package var instances: [Instance]
    /// Instances keep their depth: drawn back to front in 3D instead of flattened in order.
    package var preservesDepth: Bool
    /// Seconds each instance's animations run behind the last's (`instanceDelay`).
    package var delay: CFTimeInterval
    /// With a delay and animated sublayers: instance i's sublayers (i ≥ 1, at index i − 1),
    /// evaluated i × delay earlier. Empty: every instance draws the snapshot's sublayers.
    package var delayedSublayers: [[SnapshotBox]] = []

    /// The sublayers instance `i` draws.
    package func sublayers(of i: Int, _ own: [SnapshotBox]) -> [SnapshotBox] {
        i > 0 && i <= delayedSublayers.count ? delayedSublayers[i - 1] : own
    }

    init(_ r: CAReplicatorLayer) {
        let count = max(0, min(r.instanceCount, CAReplicatorLayer.maxInstanceCount))
        preservesDepth = r.preservesDepth
        delay = count > 1 ? r.instanceDelay : 0
        let a = r.anchorInBounds
        let toAnchor = CATransform3DMakeTranslation(-a.x, -a.y, -r.anchorPointZ)
        let back = CATransform3DMakeTranslation(a.x, a.y, r.anchorPointZ)
        let base = (r.instanceColor ?? CGColor.white).rgba
        let offsets = [r.instanceRedOffset, r.instanceGreenOffset, r.instanceBlueOffset, r.instanceAlphaOffset]
            .map { $0.isFinite ? CGFloat($0) : 0 }
        func unit(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }
        var power = CATransform3DIdentity
        instances = []
        instances.reserveCapacity(count)
        for i in 0..<count {
            let k = CGFloat(i)
            let placed = toAnchor.concatenating(power).concatenating(back)
            instances.append(Instance(map: PlaneMap(placed), transform: placed,
                                      red: unit(base.r + k * offsets[0]), green: unit(base.g + k * offsets[1]),
                                      blue: unit(base.b + k * offsets[2]), alpha: unit(base.a + k * offsets[3])))
            power = power.concatenating(r.instanceTransform)
        }
    }
}
