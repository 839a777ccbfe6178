/// Shadows: the blurred alpha of a layer's shape, cached while only its position changes.
extension Compositor {
    // MARK: Shadow (000 "Shadows, Borders, and More")

    /// The shadow under a layer: the Gaussian-blurred alpha of its `shadowPath`, or else of
    /// everything it draws (background, contents, border, sublayers), offset by `shadowOffset`
    /// in the layer's space (y down on iOS), in `shadowColor` × `shadowOpacity`. With
    /// `masksToBounds` it is clipped to the (rounded) bounds: 001 "Layers Support Built-In
    /// Shadows": "the shadow effect is clipped around the edges… use two layers instead".
    /// Drawn just before the layer's parts at the same `alpha`: nothing is drawn where its
    /// background then paints over opaquely (`opaqueInterior`). `known`: its drifting key, when
    /// `drawShadowedBackground` worked it out and did not draw.
    func drawShadow(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat, key known: ShadowKey? = nil) {
        guard l.shadowOpacity > 0, let color = l.shadowColor, color.alpha > 0 else { return }
        let hidden = occludesShadows ? Self.opaqueInterior(l, m, alpha: alpha) : nil
        let shifted = Self.shadowMap(l, m)
        // A blur this wide is moved by fractions of a pixel rather than made again
        // (`SubpixelShift`: within 8/255 of a fresh one); a bounds-masked shadow's crisp clip
        // would not survive the move, nor would a replicator's per-placement instances.
        let sigma = Self.shadowSigma(l, m)
        let drifts = sigma >= SubpixelShift.minimumSigma && !l.masksToBounds && self.drifts(shifted)
        let key = drifts && known != nil ? known : ShadowKey(l, shifted, drifts: drifts)
        let blurred: (coverage: PixelBuffer, origin: (x: Int, y: Int))
        var rest: (x: CGFloat, y: CGFloat) = (0, 0)
        var core: SolidCore?
        if drifts, let hit = caches.shadows.lookupDrifting(l.id, key: key, map: shifted) {
            (blurred, rest, core) = ((hit.coverage, hit.origin), hit.rest, hit.core)
        } else if !drifts, let hit = caches.shadows.lookup(l.id, variant: variant(shifted), key: key, map: shifted) {
            blurred = hit
        } else {
            guard let made = blurShadow(l, shifted, m, clip: t.clip, cacheable: key != nil) else { return }
            shadowBlurs += 1
            if drifts { core = SolidCore.find(in: made.coverage) }
            if let key {
                caches.shadows.store(l.id, variant: variant(shifted), key: key, map: shifted, coverage: made.coverage, origin: made.origin, core: core)
            }
            blurred = made
        }
        core = core?.shifted(by: rest)
        // The solid core is drawn without its coverage: the move need not make that part.
        withMoved(blurred.coverage, at: blurred.origin, by: rest, skipping: core?.rect, for: t) { moved in
            fill(color, alpha: l.shadowOpacity * alpha, through: moved, at: blurred.origin, core: core, outside: hidden, into: t)
        }
    }

    /// The blurred shadow coverage and its device origin. A cacheable shadow is made whole
    /// (not cut to the clip), so it can be reused anywhere.
    func blurShadow(_ l: LayerSnapshot, _ shifted: PlaneMap, _ m: PlaneMap, clip: PixelRect, cacheable: Bool)
        -> (coverage: PixelBuffer, origin: (x: Int, y: Int))? {
        let sigma = Self.shadowSigma(l, m)
        guard var region = Self.shadowRegion(l, shifted, m) else { return nil }
        if !cacheable { region = region.intersection(clip.outset(by: Self.shadowMargin(l, m))) }
        guard !region.isEmpty else { return nil }
        // The blur of the last placement, when the same size, is drawn over again.
        let spare = cacheable ? caches.shadows.recycle(l.id, variant: variant(shifted), width: region.width, height: region.height) : nil
        let coverage: PixelBuffer
        if let path = l.shadowPath {
            guard let c = Coverage.rasterize(path, through: shifted, region: region, reusing: spare) else { return nil }
            coverage = c
        } else {
            guard let c = spare ?? PixelBuffer(width: region.width, height: region.height, format: .a8) else { return nil }
            drawParts(l, shifted, RenderTarget(buffer: c, origin: (region.x, region.y)), alpha: 1)
            coverage = c
        }
        AlphaBlur.gaussian(coverage, sigma: sigma)
        if l.masksToBounds {
            guard let clipShape = Coverage.rasterize(outline(l), through: m, region: region) else { return nil }
            PixmanImage.composite(.inside, source: PixmanImage.plain(clipShape), mask: nil, into: PixmanImage.plain(coverage),
                                  x: 0, y: 0, width: region.width, height: region.height)
        }
        return (coverage, (region.x, region.y))
    }

    /// The layer's map moved by its shadow offset (in the layer's space, y down as on iOS).
    static func shadowMap(_ l: LayerSnapshot, _ m: PlaneMap) -> PlaneMap {
        PlaneMap(m: (1, 0, 0, 0, 1, 0, l.shadowOffset.width, l.shadowOffset.height, 1)).concatenating(m)
    }

    /// The device pixels a whole blurred shadow spans: its source's, out to 3σ each way.
    static func shadowRegion(_ l: LayerSnapshot, _ shifted: PlaneMap, _ m: PlaneMap) -> PixelRect? {
        let mapped = shifted.apply(l.shadowPath?.boundingBoxOfPath ?? l.subtreeBounds)
        guard !mapped.isNull, !mapped.isInfinite else { return nil }
        return PixelRect(covering: mapped).outset(by: shadowMargin(l, m))
    }

    /// How far a blur reaches past its source, in whole device pixels: 3σ.
    static func shadowMargin(_ l: LayerSnapshot, _ m: PlaneMap) -> Int { Int((shadowSigma(l, m) * 3).rounded(.up)) }

    /// The shadow's Gaussian σ in device pixels: half the radius, scaled. Capped at 128 px —
    /// a blur that wide of any layer is a faint haze already; beyond it (a radius of 10,000)
    /// the bitmap and the blur's work would grow without bound.
    static func shadowSigma(_ l: LayerSnapshot, _ m: PlaneMap) -> CGFloat {
        let s = l.shadowRadius / 2 * linearScale(m)
        return s.isFinite ? min(s, 128) : 0
    }

    /// Whether nothing the sublayer in `box` draws (its subtree and shadow) reaches `clip`.
    /// Read field by field from the box: a culled sublayer — most of them in a small damaged
    /// frame — costs no copy of its snapshot. (`draw` makes the same test for the root.)
    static func isOutside(_ box: SnapshotBox, parentMap m: PlaneMap, clip: PixelRect) -> Bool {
        guard !box.snapshot.isTransformLayer, box.snapshot.transition == nil else { return false }
        if let outside = isOutsideAffine(box.snapshot.toParent.m, m.m, box.snapshot.paintedBounds, clip) { return outside }
        let device = box.snapshot.toParent.concatenating(m).apply(box.snapshot.paintedBounds)
        guard !device.isNull, !device.isInfinite else { return false }
        return PixelRect(covering: device).intersection(clip).isEmpty
    }

    /// `isOutside` for the usual case, two affine maps and a finite rect, in plain arithmetic on
    /// the fields (no map product, no CGRect accessors: a thousand culled siblings a frame);
    /// nil for anything else. The same test: the rect's covering device pixels miss `clip`.
    @inline(__always)
    static func isOutsideAffine(_ p: PlaneMap.Matrix, _ m: PlaneMap.Matrix, _ r: CGRect, _ clip: PixelRect) -> Bool? {
        guard p.2 == 0, p.5 == 0, p.8 == 1, m.2 == 0, m.5 == 0, m.8 == 1 else { return nil }
        let (rx, ry, rw, rh) = (r.origin.x, r.origin.y, r.size.width, r.size.height)
        guard rx.isFinite, ry.isFinite, rw.isFinite, rh.isFinite, rw >= 0, rh >= 0 else { return nil }
        // The product p then m, as `concatenating` makes it.
        let a = p.0 * m.0 + p.1 * m.3, b = p.0 * m.1 + p.1 * m.4
        let c = p.3 * m.0 + p.4 * m.3, d = p.3 * m.1 + p.4 * m.4
        let tx = p.6 * m.0 + p.7 * m.3 + m.6, ty = p.6 * m.1 + p.7 * m.4 + m.7
        let (minX, minY, maxX, maxY) = PlaneMap.affineBounds((a, b, c, d, tx, ty), x0: rx, y0: ry, x1: rx + rw, y1: ry + rh)
        guard abs(minX) < 1e7, abs(minY) < 1e7, abs(maxX) < 1e7, abs(maxY) < 1e7 else { return nil }
        let (left, top) = (minX.rounded(.down), minY.rounded(.down)), (right, bottom) = (maxX.rounded(.up), maxY.rounded(.up))
        guard right > left, bottom > top, !clip.isEmpty else { return true }
        return left >= CGFloat(clip.x + clip.width) || right <= CGFloat(clip.x) || top >= CGFloat(clip.y + clip.height) || bottom <= CGFloat(clip.y)
    }

    /// `r` grown to hold the layer's shadow too (a bounds-masked shadow stays inside `r`).
    static func shadowed(_ l: LayerSnapshot, _ r: CGRect) -> CGRect {
        guard l.shadowOpacity > 0, l.shadowColor != nil, !l.masksToBounds else { return r }
        let source = l.shadowPath?.boundingBoxOfPath ?? l.subtreeBounds
        // The blur reaches 3σ (σ = radius / 2) rounded up to whole device pixels, and a
        // shadow moved by a fraction of a pixel (`SubpixelShift`) one pixel more: two points
        // cover both at any scale of 1 or more. Damage is this rect, so it must not fall
        // short of the pixels drawn, or a moving shadow leaves its faint rim behind.
        let spread = l.shadowRadius * 1.5 + 2
        return r.union(source.offsetBy(dx: l.shadowOffset.width, dy: l.shadowOffset.height).insetBy(dx: -spread, dy: -spread))
    }
}
