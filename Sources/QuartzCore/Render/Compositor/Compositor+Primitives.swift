/// The primitives every part is drawn with: cached coverage fills and pixel-grid tests.
extension Compositor {
    // MARK: Primitives

    /// Fills the outline `path` makes (only on a cache miss; it lies within `reach`) in `color`
    /// through its coverage, kept in `cache` for the frames that follow.
    func fillCached(_ cache: inout CoverageCache<ShapeKey>, _ id: ObjectIdentifier, _ key: ShapeKey, reach: CGRect,
                            _ m: PlaneMap, _ t: RenderTarget, color: CGColor, rule: CGPathFillRule, path: () -> CGPath) {
        withCachedCoverage(&cache, id, key, m, t, reach: reach, solidCore: true, make: { region, spare in
            Coverage.rasterize(path(), through: m, region: region, alpha: key.alpha, rule: rule, reusing: spare)
        }) { self.fill(color, through: $0, at: $1, core: $2, into: t) }
    }

    /// `color` × `alpha` through a coverage bitmap `c` whose pixel (0, 0) is device pixel `o`:
    /// its solid core (when it has one) without a mask, the rim around it through the
    /// coverage; none of it in `hidden`. (With a core every pixel of the rim is read; the core's
    /// pixels need not have been made: `SubpixelShift` skips them.)
    func fill(_ color: CGColor, alpha: CGFloat = 1, through c: PixelBuffer, at o: (x: Int, y: Int), core: SolidCore? = nil,
              outside hidden: PixelRect? = nil, into t: RenderTarget) {
        let source = caches.solids.image(color, alpha: alpha)
        let whole = PixelRect(x: o.x, y: o.y, width: c.width, height: c.height)
        let mask = PixmanImage.plain(c)
        func piece(_ source: PixmanImage, _ masked: Bool, _ r: PixelRect) {
            func draw(_ r: PixelRect) { t.composite(source, mask: masked ? mask : nil, maskOrigin: o, region: r) }
            guard let hidden else { draw(r); return }
            r.forEachPart(outside: hidden, draw)
        }
        let inner = core?.rect(at: o)
        // Without a core, or with the core all hidden (under an opaque layer), the rest is
        // drawn through the coverage in as few pieces as it takes.
        guard let core, let inner, !inner.isEmpty, hidden.map({ inner.intersection($0) != inner }) ?? true else {
            piece(source, true, whole)
            return
        }
        piece(core.value == 255 ? source : caches.solids.image(color, alpha: alpha * CGFloat(core.value) / 255), false, inner)
        whole.forEachPart(outside: inner) { piece(source, true, $0) }
    }

    /// Whether crisp coverage made through `m` is kept across sub-pixel moves and moved by
    /// `SubpixelShift` (issue "Real motion at half GTK's cost"): any affine map outside a
    /// replicator (whose instances keep a bitmap per placement instead). A moved bitmap differs
    /// from a fresh one by at most `SubpixelShift.crispEdgeError` on edge pixels and not at all
    /// elsewhere: the softening Apple's compositor gives a layer between pixels (Instruments'
    /// "Color Misaligned Images").
    func drifts(_ m: PlaneMap) -> Bool { replicationDepth == 0 && m.isAffine }

    /// Hands `use` the coverage of a shape and the device pixel its (0, 0) lands on: from
    /// `cache`, or made by `make` over the device pixels of `reach` (in layer space) and kept.
    /// A key made with `Placement(m, subpixel: false)` (`drifts`) finds the bitmap wherever the
    /// layer has moved since, moved the rest of the way by `SubpixelShift` into a scratch
    /// bitmap. The whole shape is made (not cut to this frame's clip) so it can be reused
    /// anywhere; one too large to keep is cut to the clip instead. With `solidCore` (for a
    /// `use` that fills its core solid, `fill`), a kept drifting bitmap's flat middle is found
    /// once and handed on, and not moved.
    func withCachedCoverage<Key: Equatable>(_ cache: inout CoverageCache<Key>, _ id: ObjectIdentifier, _ key: Key?,
                                                    _ m: PlaneMap, _ t: RenderTarget, reach: CGRect, solidCore: Bool = false,
                                                    make: (PixelRect, PixelBuffer?) -> PixelBuffer?,
                                                    _ use: (PixelBuffer, (x: Int, y: Int), SolidCore?) -> Void) {
        let v = variant(m)
        if drifts(m) {
            if let hit = cache.lookupDrifting(id, variant: v, key: key, map: m) {
                let core = solidCore ? hit.core?.shifted(by: hit.rest) : nil
                withMoved(hit.coverage, at: hit.origin, by: hit.rest, skipping: core?.rect, for: t) { use($0, hit.origin, core) }
                return
            }
        } else if let hit = cache.lookup(id, variant: v, key: key, map: m) {
            use(hit.coverage, hit.origin, nil)
            return
        }
        let mapped = m.apply(reach)
        guard !mapped.isNull else { return }
        let whole = mapped.isInfinite ? t.clip : PixelRect(covering: mapped)
        let small = whole.width * whole.height <= CoverageCache<Key>.maximumPixels
        let region = small ? whole : whole.intersection(t.clip)
        let spare = small && key != nil ? cache.recycle(id, variant: v, width: region.width, height: region.height) : nil
        guard !region.isEmpty, let made = make(region, spare) else { return }
        let core = solidCore && small && key != nil && drifts(m) ? SolidCore.find(in: made) : nil
        if small, let key { cache.store(id, variant: v, key: key, map: m, coverage: made, origin: (region.x, region.y), core: core) }
        use(made, (region.x, region.y), core)
    }

    /// `coverage`, whose pixel (0, 0) lies on device pixel `origin`, moved right and down by
    /// `rest` (each in [0, 1); `SubpixelShift`, into a scratch bitmap one pixel larger each
    /// way), or as it is when `rest` is nothing. Only what lies in `t`'s clip is moved: `body`
    /// draws through `t`, which keeps to it (a card half in a damaged rect or a band has
    /// half of it moved).
    func withMoved(_ coverage: PixelBuffer, at origin: (x: Int, y: Int), by rest: (x: CGFloat, y: CGFloat),
                   skipping skip: PixelRect? = nil, for t: RenderTarget, _ body: (PixelBuffer) -> Void) {
        guard rest != (0, 0) else { body(coverage); return }
        let needed = PixelRect(x: t.clip.x - origin.x, y: t.clip.y - origin.y, width: t.clip.width, height: t.clip.height)
            .intersection(PixelRect(x: 0, y: 0, width: coverage.width + 1, height: coverage.height + 1))
        guard !needed.isEmpty,
              let moved = caches.offscreen.take(width: coverage.width + 1, height: coverage.height + 1, format: coverage.format,
                                         zeroed: false) else { return }
        defer { caches.offscreen.giveBack(moved) }
        SubpixelShift.shift(coverage, fx: rest.x, fy: rest.y, into: moved, skipping: skip, needed: needed)
        body(moved)
    }

    /// The layer's rounded bounds (in its own space), built when its shape changes: a layer
    /// re-rasterized at a new sub-pixel placement each frame reuses the path.
    func outline(_ l: LayerSnapshot) -> CGPath { caches.outlines.path(l, border: false) }

    /// The border ring: the rounded bounds less the same inset by the border width.
    func borderRing(_ l: LayerSnapshot) -> CGPath { caches.outlines.path(l, border: true) }

    /// The device pixels of `r` when the map keeps it an axis-aligned rect on whole pixels.
    static func alignedRect(_ m: PlaneMap, _ r: CGRect) -> PixelRect? {
        guard let d = axisAlignedBox(m, r) else { return nil }
        func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-6 }
        guard whole(d.minX), whole(d.minY), whole(d.maxX), whole(d.maxY) else { return nil }
        return PixelRect(x: Int(d.minX.rounded()), y: Int(d.minY.rounded()),
                         width: Int(d.width.rounded()), height: Int(d.height.rounded()))
    }

    /// The device position of image pixel (0, 0) when the slice maps the whole image 1:1 onto
    /// whole device pixels (a pure integer translation); nil otherwise.
    static func wholePixelShift(_ slice: ContentsPlacement.Slice, _ m: PlaneMap) -> (x: Int, y: Int)? {
        guard slice.source.origin == .zero else { return nil }
        let t = ContentsPlacement.map(slice).concatenating(m)
        guard t.isAffine, t.m.0 == 1, t.m.1 == 0, t.m.3 == 0, t.m.4 == 1,
              t.m.6 == t.m.6.rounded(), t.m.7 == t.m.7.rounded(), abs(t.m.6) < 1e7, abs(t.m.7) < 1e7 else { return nil }
        return (Int(t.m.6), Int(t.m.7))
    }

    /// A layer shows its back when its plane's orientation is reversed on screen.
    static func isBackFacing(_ m: PlaneMap) -> Bool {
        let a = m.m
        let det = a.0 * (a.4 * a.8 - a.5 * a.7) - a.1 * (a.3 * a.8 - a.5 * a.6) + a.2 * (a.3 * a.7 - a.4 * a.6)
        return det < 0
    }

    /// Device pixels per source pixel (geometric mean of the affine part's axis scales).
    static func linearScale(_ m: PlaneMap) -> CGFloat {
        let a = m.m
        return abs(a.0 * a.4 - a.1 * a.3).squareRoot() / max(abs(a.8), 1e-12)
    }
}
