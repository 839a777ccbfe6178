/// How a replicator's instances are drawn: by depth when it preserves depth, and tinted by
/// their instance colour.
extension Compositor {
    /// `preservesDepth`: every instance of every sublayer placed by its full 3D transform in
    /// the replicator's space, drawn back to front by the depth of its centre (equal depths
    /// in instance order), as a CATransformLayer sorts its sublayers.
    func drawInstancesByDepth(_ l: LayerSnapshot, _ r: ReplicatorStyle, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        var items: [(box: SnapshotBox, instance: ReplicatorStyle.Instance, map: PlaneMap, depth: CGFloat, order: Int)] = []
        for (i, instance) in r.instances.enumerated() where instance.alpha > 0 {
            for (j, box) in r.sublayers(of: i, l.sublayerBoxes).enumerated() {
                let s = box.snapshot
                let t3 = s.toParent3D.concatenating(instance.transform)
                let c = t3.apply(x: s.bounds.midX, y: s.bounds.midY, z: 0)
                items.append((box, instance, instance.map.concatenating(m), c.w != 0 ? c.z / c.w : c.z, i * l.sublayerBoxes.count + j))
            }
        }
        items.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.order < $1.order }
        for item in items where !Self.isOutside(item.box, parentMap: item.map, clip: t.clip) {
            if item.instance.isPlain {
                drawChild(item.box.snapshot, parentMap: item.map, t, alpha: alpha)
            } else {
                drawTinted(item.box.snapshot, parentMap: item.map, item.instance, t, alpha: alpha)
            }
        }
    }

    /// A sublayer drawn apart, then composited with each channel multiplied by the
    /// instance's colour (its alpha, and the inherited `alpha`, multiplying all four).
    func drawTinted(_ sub: LayerSnapshot, parentMap m: PlaneMap, _ instance: ReplicatorStyle.Instance,
                            _ t: RenderTarget, alpha: CGFloat) {
        let reach = sub.toParent.concatenating(m).apply(sub.paintedBounds)
        let region = (reach.isNull || reach.isInfinite ? t.clip : PixelRect(covering: reach)).intersection(t.clip)
        guard !region.isEmpty, let buffer = caches.offscreen.take(width: region.width, height: region.height, format: .argb32) else { return }
        defer { caches.offscreen.giveBack(buffer) }
        let group = RenderTarget(buffer: buffer, origin: (region.x, region.y))
        drawChild(sub, parentMap: m, group, alpha: 1)
        // Each channel multiplied (SRC through a component-alpha mask: colour × tint colour,
        // alpha × tint alpha), then composited over as usual — OVER through the mask would
        // let the multiplied-out channels show what is below.
        guard let tinted = caches.offscreen.take(width: region.width, height: region.height, format: .argb32, zeroed: false) else { return }
        defer { caches.offscreen.giveBack(tinted) }
        let tint = caches.tints.image(red: instance.red, green: instance.green, blue: instance.blue, alpha: instance.alpha * alpha)
        let out = RenderTarget(buffer: tinted, origin: (region.x, region.y))
        out.composite(group.image, sourceOrigin: group.origin, mask: tint, region: region, op: .source)
        t.composite(out.image, sourceOrigin: out.origin, mask: nil, region: region)
    }
}
