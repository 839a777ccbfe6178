/// Animated content changes (001 "Animating Changes to a Layer's Visibility" and Table B-1's
/// contents animation): a CATransition between the layer's old rendering and its new one,
/// and the cross-fade of `contents`.
extension Compositor {
    /// The old rendering and the new, each drawn whole in the layer's place: faded across
    /// (a true dissolve: old × (1 − p) + new × p, summed in a group), or moved by the bounds'
    /// width or height for push, moveIn and reveal, from the subtype's side.
    func drawTransition(_ tr: TransitionState, of l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        var new = l
        new.transition = nil
        var old = tr.from.snapshot
        old.transition = nil
        let p = max(0, min(1, tr.progress))
        if tr.type.isFlip {
            drawFlip(from: old, to: new, bounds: l.bounds, subtype: tr.subtype, progress: p, m, t, alpha: alpha)
            return
        }
        if tr.type == .fade || ![.moveIn, .push, .reveal].contains(tr.type) {
            let reach = m.apply(new.paintedBounds).union(m.apply(old.paintedBounds))
            let region = (reach.isNull || reach.isInfinite ? t.clip : PixelRect(covering: reach)).intersection(t.clip)
            guard !region.isEmpty else { return }
            let a = caches.offscreen.take(width: region.width, height: region.height, format: .argb32)
            let b = caches.offscreen.take(width: region.width, height: region.height, format: .argb32)
            defer { caches.offscreen.giveBack(a); caches.offscreen.giveBack(b) }
            guard let a, let b else { return }
            let oldTarget = RenderTarget(buffer: a, origin: (region.x, region.y))
            let newTarget = RenderTarget(buffer: b, origin: (region.x, region.y))
            draw(old, m, oldTarget, alpha: 1 - p)
            draw(new, m, newTarget, alpha: p)
            oldTarget.composite(newTarget.image, sourceOrigin: newTarget.origin, mask: nil, region: region, op: .add)
            t.composite(oldTarget.image, sourceOrigin: oldTarget.origin,
                        mask: alpha < 1 ? caches.solids.fade(alpha) : nil, region: region)
            return
        }
        let w = l.bounds.width, h = l.bounds.height
        let (ux, uy): (CGFloat, CGFloat)     // the direction the new content travels
        switch tr.subtype {
        case .fromRight?: (ux, uy) = (-1, 0)
        case .fromTop?: (ux, uy) = (0, 1)
        case .fromBottom?: (ux, uy) = (0, -1)
        default: (ux, uy) = (1, 0)           // fromLeft, Apple's default
        }
        func shifted(_ f: CGFloat) -> PlaneMap {
            PlaneMap(m: (1, 0, 0, 0, 1, 0, ux * w * f, uy * h * f, 1)).concatenating(m)
        }
        switch tr.type {
        case .push:
            draw(old, shifted(p), t, alpha: alpha)
            draw(new, shifted(p - 1), t, alpha: alpha)
        case .moveIn:
            draw(old, m, t, alpha: alpha)
            draw(new, shifted(p - 1), t, alpha: alpha)
        default:            // reveal: the old slides away, uncovering the new
            draw(new, m, t, alpha: alpha)
            draw(old, shifted(p), t, alpha: alpha)
        }
    }

    /// A flip (UIKit's `transitionFlipFrom…`; Core Animation's "flip" type): the old rendering
    /// turns about the layer's centre line until it is edge-on, then the new one turns in from
    /// edge-on, in perspective; the side turned away is not drawn. From the left (the default)
    /// the left edge comes forward, from the top the top edge.
    private func drawFlip(from old: LayerSnapshot, to new: LayerSnapshot, bounds b: CGRect, subtype: CATransitionSubtype?,
                          progress p: CGFloat, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        let aboutY = subtype != .fromTop && subtype != .fromBottom
        let sign: CGFloat = subtype == .fromRight || subtype == .fromBottom ? -1 : 1
        let first = p < 0.5
        let angle = sign * (first ? p : p - 1) * .pi
        guard abs(cos(angle)) > 1e-3 else { return }      // edge-on: nothing to see
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * max(b.width, b.height, 1))
        var turn = CATransform3DMakeTranslation(-b.midX, -b.midY, 0)
        turn = CATransform3DConcat(turn, aboutY ? CATransform3DMakeRotation(angle, 0, 1, 0) : CATransform3DMakeRotation(-angle, 1, 0, 0))
        turn = CATransform3DConcat(turn, perspective)
        turn = CATransform3DConcat(turn, CATransform3DMakeTranslation(b.midX, b.midY, 0))
        draw(first ? old : new, PlaneMap(turn).concatenating(m), t, alpha: alpha)
    }

    /// The new contents fading in over the old: both summed in a group so that two opaque
    /// images stay opaque half way (old × (1 − p) + new × p).
    func drawCrossfade(_ fade: (from: CGImage, progress: CGFloat), of l: LayerSnapshot, _ m: PlaneMap,
                       _ t: RenderTarget, alpha: CGFloat) {
        let p = max(0, min(1, fade.progress))
        // Where either image lands (gravity may put it outside the bounds).
        func placed(_ image: CGImage) -> CGRect {
            ContentsPlacement.destination(imageSize: CGSize(width: image.width, height: image.height), contentsRect: l.contentsRect,
                                          scale: l.contentsScale, gravity: l.contentsGravity, bounds: l.bounds)
        }
        var reach = placed(fade.from)
        if let image = l.contents { reach = reach.union(placed(image)) }
        if l.masksToBounds { reach = reach.intersection(l.bounds) }
        let mapped = m.apply(reach)
        guard !mapped.isNull else { return }
        let area = (mapped.isInfinite ? t.clip : PixelRect(covering: mapped)).intersection(t.clip)
        guard !area.isEmpty, let buffer = caches.offscreen.take(width: area.width, height: area.height, format: .argb32) else { return }
        defer { caches.offscreen.giveBack(buffer) }
        let group = RenderTarget(buffer: buffer, origin: (area.x, area.y))
        drawContents(fade.from, of: l, m, group, alpha: 1 - p)
        if let image = l.contents { drawContents(image, of: l, m, group, alpha: p, op: .add) }
        t.composite(group.image, sourceOrigin: group.origin,
                    mask: alpha < 1 ? caches.solids.fade(alpha) : nil, region: area)
    }
}
