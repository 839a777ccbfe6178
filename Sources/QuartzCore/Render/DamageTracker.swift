/// Works out which device pixels a frame changes: every layer's look, placement and clip is
/// compared with the previous frame's, and a changed, added or removed layer damages its old
/// and new footprints (shadow included). The damage is one bounding rect: the few rectangles
/// a frame usually changes are coalesced rather than tracked as a growing region.
package struct DamageTracker {
    /// What decides a layer's pixels, besides its subtree (which has entries of its own).
    struct Entry: Equatable {
        var footprint: PixelRect
        var map: PlaneMap
        var alpha: CGFloat
        var clip: PixelRect
        var look: Look
    }
    struct Look: Equatable {
        var bounds: CGRect, opacity: CGFloat, masksToBounds: Bool, isDoubleSided: Bool, hasMask: Bool
        var backgroundColor: CGColor?, cornerRadius: CGFloat, maskedCorners: CACornerMask
        var borderWidth: CGFloat, borderColor: CGColor?
        var contents: CGImage?, contentsRect: CGRect, contentsCenter: CGRect, contentsGravity: CALayerContentsGravity
        var contentsScale: CGFloat, minificationFilter: CALayerContentsFilter, magnificationFilter: CALayerContentsFilter
        var shadowColor: CGColor?, shadowOpacity: CGFloat, shadowOffset: CGSize, shadowRadius: CGFloat, shadowPath: CGPath?

        init(_ l: LayerSnapshot) {
            bounds = l.bounds; opacity = l.opacity; masksToBounds = l.masksToBounds; isDoubleSided = l.isDoubleSided
            hasMask = !l.mask.isEmpty
            backgroundColor = l.backgroundColor; cornerRadius = l.cornerRadius; maskedCorners = l.maskedCorners
            borderWidth = l.borderWidth; borderColor = l.borderColor
            contents = l.contents; contentsRect = l.contentsRect; contentsCenter = l.contentsCenter
            contentsGravity = l.contentsGravity; contentsScale = l.contentsScale
            minificationFilter = l.minificationFilter; magnificationFilter = l.magnificationFilter
            shadowColor = l.shadowColor; shadowOpacity = l.shadowOpacity; shadowOffset = l.shadowOffset
            shadowRadius = l.shadowRadius; shadowPath = l.shadowPath
        }
    }

    private var previous: [ObjectIdentifier: Entry] = [:]
    /// No frame yet: everything is damaged.
    private var primed = false

    package init() {}

    /// The device pixels that differ between the last frame and `root` drawn through `map`
    /// into `viewport`; nil when nothing changed.
    package mutating func damage(root: LayerSnapshot, map: PlaneMap, viewport: PixelRect) -> PixelRect? {
        var current: [ObjectIdentifier: Entry] = [:]
        current.reserveCapacity(previous.count)
        collect(root, map, alpha: 1, clip: viewport, into: &current)
        defer { previous = current; primed = true }
        guard primed else { return viewport }
        var box: PixelRect?
        func add(_ r: PixelRect) {
            guard !r.isEmpty else { return }
            box = box.map { $0.union(r) } ?? r
        }
        for (id, now) in current {
            guard let before = previous[id] else { add(now.footprint); continue }
            if before != now { add(before.footprint); add(now.footprint) }
        }
        for (id, before) in previous where current[id] == nil { add(before.footprint) }
        return box.map { $0.intersection(viewport) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Forget the last frame (its buffer is gone): the next frame damages everything.
    package mutating func reset() { previous = [:]; primed = false }

    private func collect(_ l: LayerSnapshot, _ m: PlaneMap, alpha: CGFloat, clip: PixelRect,
                         into out: inout [ObjectIdentifier: Entry]) {
        guard !l.isHidden, l.opacity > 0, alpha > 0 else { return }
        let reach = m.apply(Compositor.shadowed(l, l.bounds))
        let footprint = (reach.isNull || reach.isInfinite ? clip : PixelRect(covering: reach)).intersection(clip)
        out[l.id] = Entry(footprint: footprint, map: m, alpha: alpha, clip: clip, look: Look(l))
        let own = m.apply(l.bounds)
        let inner = l.masksToBounds && !own.isNull ? clip.intersection(PixelRect(covering: own)) : clip
        for maskLayer in l.mask { collect(maskLayer, maskLayer.toParent.concatenating(m), alpha: alpha, clip: footprint, into: &out) }
        let fade = alpha * l.opacity
        for sub in l.sublayers {
            if sub.isTransformLayer {
                collectDeep(sub, sub.toParent3D, parentMap: m, alpha: fade, clip: inner, into: &out)
            } else {
                collect(sub, sub.toParent.concatenating(m), alpha: fade, clip: inner, into: &out)
            }
        }
    }

    private func collectDeep(_ l: LayerSnapshot, _ toPlane: CATransform3D, parentMap: PlaneMap, alpha: CGFloat,
                             clip: PixelRect, into out: inout [ObjectIdentifier: Entry]) {
        guard !l.isHidden, l.opacity > 0 else { return }
        for sub in l.sublayers {
            let t3 = sub.toParent3D.concatenating(toPlane)
            if sub.isTransformLayer {
                collectDeep(sub, t3, parentMap: parentMap, alpha: alpha * l.opacity, clip: clip, into: &out)
            } else {
                collect(sub, PlaneMap(t3).concatenating(parentMap), alpha: alpha * l.opacity, clip: clip, into: &out)
            }
        }
    }
}
