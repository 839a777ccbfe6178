/// Works out which device pixels a frame changes. Entries persist between frames; a subtree
/// whose snapshot (the same box), placement, alpha and clip are unchanged is skipped whole (the render
/// tree rebuilt nothing in it), so a frame costs in proportion to what changed, not to the
/// tree. A changed, added or removed layer damages its old and new footprints (shadow
/// included); the damage is a `DamageRegion`: a few rectangles, merged where merging is cheap.
package struct DamageTracker {
    struct Entry {
        /// The snapshot seen last frame: its look is compared with the new one's, and its
        /// sublayer boxes with the new ones (the same box under the same parent placement is
        /// the same subtree, skipped without a lookup). Held, not copied: an entry stays small.
        var box: SnapshotBox
        var footprint: PixelRect
        var map: PlaneMap
        var alpha: CGFloat
        var clip: PixelRect
        /// Layers whose entries hang below this one (sublayers, mask, a transform layer's subtree).
        var children: [ObjectIdentifier]
        /// Whether the sublayers were visited under `inner` (the layer was visible).
        var sawSublayers: Bool
        var inner: PixelRect
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Layers of which nothing reached their clip last time they were visited
    /// (`Compositor.isOutside`): their subtrees drew nothing. While that stays so, a frame
    /// need not visit them again, however they move: their entries go stale but stay dark,
    /// and are refreshed when they come back into sight. (A set, not a field of `Entry`: the
    /// question is asked of every sibling of a long list each frame, and copying an entry
    /// out of the dictionary to read one flag cost more than the hash.)
    private var dark = Set<ObjectIdentifier>()
    private var root: ObjectIdentifier?
    private var viewport: PixelRect?
    private var region = DamageRegion()
    /// Emptied children arrays kept for reuse: a steady frame allocates none.
    private var spareChildren: [[ObjectIdentifier]] = []

    package init() { region.reserveFullCapacity() }

    /// The device pixels that differ between the last frame and `root` drawn through `map`
    /// into `viewport`; nil when nothing changed. The first frame damages everything.
    package mutating func damage(root box: SnapshotBox, map: PlaneMap, viewport: PixelRect) -> DamageRegion? {
        let id = box.snapshot.id
        region.removeAll()
        if viewport != self.viewport || root != id {
            SnapshotHandOff.lettingGo()
            entries = [:]
            dark = []
            region.add(viewport)
        }
        if let old = root, old != id { remove(old) }
        self.viewport = viewport
        root = id
        visit(box, map, alpha: 1, clip: viewport)
        let damaged = region.intersection(viewport)
        return damaged.isEmpty ? nil : damaged
    }

    /// Forget the last frame (its buffer is gone): the next frame damages everything.
    package mutating func reset() { SnapshotHandOff.lettingGo(); entries = [:]; dark = []; root = nil; viewport = nil }

    private mutating func add(_ r: PixelRect) { region.add(r) }

    /// Drops a layer's entry and its subtree's, damaging where they were.
    private mutating func remove(_ id: ObjectIdentifier) {
        SnapshotHandOff.lettingGo()
        guard let e = entries.removeValue(forKey: id) else { return }
        dark.remove(id)
        add(e.footprint)
        for c in e.children { remove(c) }
    }

    /// `outside`: the caller found nothing of the subtree reaching `clip` (false when it did not look).
    private mutating func visit(_ box: SnapshotBox, _ m: PlaneMap, alpha: CGFloat, clip: PixelRect, outside: Bool = false) {
        if outside { dark.insert(box.snapshot.id) } else if !dark.isEmpty { dark.remove(box.snapshot.id) }
        var previous = entries[box.snapshot.id]
        if let p = previous, p.box === box, p.map == m, p.alpha == alpha, p.clip == clip { return }
        let l = box.snapshot
        // A layer in a transition shows its old rendering too, even if it is now hidden.
        let visible = (!l.isHidden && l.opacity > 0 || l.transition != nil) && alpha > 0
        var footprint = PixelRect(x: 0, y: 0, width: 0, height: 0)
        if visible {
            var own = Compositor.shadowed(l, l.masksToBounds ? l.bounds : l.ownReach)
            if let tr = l.transition {
                // Old and new, each moved by up to the bounds' size.
                own = own.union(tr.from.snapshot.subtreeBounds).insetBy(dx: -l.bounds.width, dy: -l.bounds.height)
            }
            let reach = m.apply(own)
            footprint = (reach.isNull || reach.isInfinite ? clip : PixelRect(covering: reach)).intersection(clip)
        }
        if l.replicator != nil {
            // A replicator is damaged as a whole: its sublayers show in several places at
            // once, and any change below it is a new box (a new version of its subtree).
            if visible {
                let reach = m.apply(l.paintedBounds)
                footprint = (reach.isNull || reach.isInfinite ? clip : PixelRect(covering: reach)).intersection(clip)
            }
            if let p = previous { add(p.footprint); for c in p.children { remove(c) } }
            add(footprint)
            SnapshotHandOff.lettingGo()
            entries[l.id] = Entry(box: box, footprint: footprint, map: m, alpha: alpha, clip: clip,
                                  children: [], sawSublayers: false, inner: clip)
            return
        }
        if let p = previous {
            // A changed look or placement repaints the old and new footprints; so does any
            // change of the area covered (hidden, shown, out of or into its clip) — what was
            // drawn there must go, whatever made it go. A tiled layer's look is also its tiles,
            // an emitter's its particles: a new box may hold new tiles or fades, or particles
            // moved on.
            if p.map != m || p.alpha != alpha || p.clip != clip || p.footprint != footprint
                || p.box !== box && !LayerLook(p.box.snapshot).describes(l)
                || ((l.tiles != nil || l.particles != nil) && p.box !== box) {
                add(p.footprint); add(footprint)
            }
            // Opacity applied to the group or to each sublayer alone differs where they overlap.
            if p.box !== box, p.box.snapshot.allowsGroupOpacity != l.allowsGroupOpacity, visible, l.opacity < 1 {
                let reach = m.apply(l.subtreeBounds)
                add((reach.isNull || reach.isInfinite ? clip : PixelRect(covering: reach)).intersection(clip))
            }
        } else {
            add(footprint)
        }
        let hasChildren = !l.sublayerBoxes.isEmpty || !l.maskBoxes.isEmpty
        var children = hasChildren ? spareChildren.popLast() ?? [] : []
        var inner = clip
        if visible {
            let own = m.apply(l.bounds)
            inner = l.masksToBounds && !own.isNull ? clip.intersection(PixelRect(covering: own)) : clip
            let fade = alpha * l.opacity
            for mask in l.maskBoxes {
                children.append(mask.snapshot.id)
                visit(mask, mask.snapshot.toParent.concatenating(m), alpha: alpha, clip: footprint)
            }
            children.reserveCapacity(l.sublayerBoxes.count)
            let sameContext = previous.map { $0.map == m && $0.alpha == alpha && $0.inner == inner } ?? false
            let before = previous.flatMap { $0.sawSublayers ? $0.box.snapshot.sublayerBoxes : nil } ?? []
            // Unretained: most of a thousand siblings are the same box as last frame's.
            l.sublayerBoxes.forEachUnretained { i, sub in
                if sameContext, i < before.count, before.holds(sub, at: i), !sub.snapshot.isTransformLayer {
                    children.append(sub.snapshot.id)
                    return
                }
                if sub.snapshot.isTransformLayer {
                    visitDeep(sub, sub.snapshot.toParent3D, parentMap: m, alpha: fade, clip: inner, into: &children)
                    return
                }
                let id = sub.snapshot.id
                children.append(id)
                // Out of sight now and last frame (most rows of a long scrolled list): nothing
                // to damage, and its entries may stay as they are.
                let outside = Compositor.isOutside(sub, parentMap: m, clip: inner)
                if outside, dark.contains(id) { return }
                visit(sub, sub.snapshot.toParent.concatenating(m), alpha: fade, clip: inner, outside: outside)
            }
        }
        // Layers that were below this one and are no longer (removed, hidden or moved away),
        // and those that now draw in another order among their siblings (zPosition, insertion).
        if let p = previous, p.children != children {
            let now = Set(children)
            for c in p.children where !now.contains(c) { remove(c) }
            damageReordered(old: p.children, new: children, now: now)
        }
        SnapshotHandOff.lettingGo()
        entries[l.id] = Entry(box: box, footprint: footprint, map: m, alpha: alpha, clip: clip,
                              children: children, sawSublayers: visible, inner: inner)
        if var old = previous?.children, old.capacity > 0 {
            previous = nil      // the last other reference: emptying `old` keeps its storage
            old.removeAll(keepingCapacity: true)
            spareChildren.append(old)
        }
    }

    /// Siblings kept from the last frame but drawn in another order: each one whose place
    /// among the kept ones moved repaints its footprint (who covers whom there changed).
    private mutating func damageReordered(old: [ObjectIdentifier], new: [ObjectIdentifier], now: Set<ObjectIdentifier>) {
        let before = Set(old)
        var kept = old.lazy.filter { now.contains($0) }.makeIterator()
        var moved = false
        for c in new where before.contains(c) {
            if kept.next() != c { moved = true; break }
        }
        guard moved else { return }
        var rank: [ObjectIdentifier: Int] = [:]
        for (i, c) in old.lazy.filter({ now.contains($0) }).enumerated() { rank[c] = i }
        for (i, c) in new.lazy.filter({ before.contains($0) }).enumerated() where rank[c] != i {
            guard let e = entries[c], !dark.contains(c) else { continue }
            // The whole subtree: its sublayers are drawn with it.
            let reach = e.map.apply(e.box.snapshot.subtreeBounds)
            add(reach.isNull || reach.isInfinite ? e.clip : PixelRect(covering: reach).intersection(e.clip))
            add(e.footprint)
        }
    }

    private mutating func visitDeep(_ box: SnapshotBox, _ toPlane: CATransform3D, parentMap: PlaneMap, alpha: CGFloat,
                                    clip: PixelRect, into children: inout [ObjectIdentifier]) {
        let l = box.snapshot
        guard !l.isHidden, l.opacity > 0 else { return }
        for sub in l.sublayerBoxes {
            let t3 = sub.snapshot.toParent3D.concatenating(toPlane)
            if sub.snapshot.isTransformLayer {
                visitDeep(sub, t3, parentMap: parentMap, alpha: alpha * l.opacity, clip: clip, into: &children)
            } else {
                children.append(sub.snapshot.id)
                visit(sub, PlaneMap(t3).concatenating(parentMap), alpha: alpha * l.opacity, clip: clip)
            }
        }
    }
}
