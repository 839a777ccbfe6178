/// What backdrop layers (`BackdropLayer`) ask of a frame's damage. A backdrop shows a blur of
/// the pixels behind it and around it, so when any pixel within its reach changes, all of it
/// is drawn again — its reach too, so that what it reads there is this frame's, drawn before
/// it and nothing above it — and in one piece, so that no cut of the damage into rects or
/// bands makes it read pixels not yet drawn.
enum BackdropDamage {
    /// The device pixels each backdrop layer under `root` (placed by `map`) reads — its
    /// bounds grown by three standard deviations of its blur, within `viewport` — into
    /// `found`, emptied first (a renderer's own array, kept: a steady frame allocates none).
    static func reaches(of root: LayerSnapshot, map: PlaneMap, viewport: PixelRect, into found: inout [PixelRect]) {
        found.removeAll(keepingCapacity: true)
        collect(root, map, viewport, into: &found)
    }

    private static func collect(_ l: LayerSnapshot, _ m: PlaneMap, _ viewport: PixelRect, into found: inout [PixelRect]) {
        guard !l.isHidden, l.opacity > 0 else { return }
        if let style = l.backdrop {
            let mapped = m.apply(l.bounds)
            if !mapped.isNull, !mapped.isInfinite {
                let reach = Int((3 * style.blurRadius * Compositor.areaScale(m)).rounded(.up))
                let r = PixelRect(covering: mapped).outset(by: reach).intersection(viewport)
                if !r.isEmpty { found.append(r) }
            }
        }
        for box in l.sublayerBoxes { collect(box.snapshot, box.snapshot.toParent.concatenating(m), viewport, into: &found) }
    }

    /// `damage` grown by the whole reach of every backdrop whose reach it touches, until no
    /// more are touched (a backdrop redrawn may reach another), made in `region` (the
    /// renderer's own, whose storage is kept: the damage handed in shares the tracker's). Each
    /// reach taken in leaves `reaches`.
    static func grow(_ damage: DamageRegion?, by reaches: inout [PixelRect], into region: inout DamageRegion) -> DamageRegion? {
        guard let damage else { return nil }
        region.removeAll()
        region.add(damage)
        var grew = true
        while grew {
            grew = false
            var i = 0
            while i < reaches.count {
                let r = reaches[i]
                if region.rects.contains(where: { !$0.intersection(r).isEmpty }) {
                    region.add(r)
                    reaches.swapAt(i, reaches.count - 1)
                    reaches.removeLast()
                    grew = true
                } else {
                    i += 1
                }
            }
        }
        return region
    }
}
