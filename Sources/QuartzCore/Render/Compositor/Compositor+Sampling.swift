import CoreGraphics

extension Compositor {
    /// Composites `pixels`, placed on the device by `toDevice`, over `region` of `t`, times
    /// `coverage` (a8 over `region`) or the solid `fade`. Affine maps go to pixman's sampler;
    /// a perspective map is sampled exactly by `PerspectiveSampler` into scratch pixels, then
    /// composited unscaled (pixman's projective path costs about three times its affine one).
    func drawImage(_ pixels: PixelBuffer, through toDevice: PlaneMap, filter: PixmanImage.Filter, pad: Bool,
                   coverage: PixelBuffer?, fade: CGFloat, region: PixelRect, into t: RenderTarget,
                   op: PixmanImage.Operator = .over) {
        guard !region.isEmpty, fade > 0 else { return }
        // Sampled in coordinates local to the region, so the matrix holds no large translation.
        let toLocal = toDevice.concatenating(PlaneMap(m: (1, 0, 0, 0, 1, 0, CGFloat(-region.x), CGFloat(-region.y), 1)))
        let mask = coverage.map(PixmanImage.plain) ?? (fade < 1 ? caches.solids.fade(fade) : nil)
        let maskOrigin = coverage == nil ? nil : (x: region.x, y: region.y)
        if !toLocal.isAffine, let toSource = toLocal.inverted {
            // Every pixel the mask lets through is written: no need to zero the scratch.
            let sampled = caches.offscreen.take(width: region.width, height: region.height, format: .argb32, zeroed: false)
            defer { caches.offscreen.giveBack(sampled) }
            if let sampled, PerspectiveSampler.sample(pixels, into: sampled, toSource: toSource, filter: filter, pad: pad, coverage: coverage) {
                t.composite(PixmanImage.plain(sampled), sourceOrigin: (region.x, region.y), mask: mask, maskOrigin: maskOrigin,
                            region: region, op: op)
                return
            }
        }
        guard let (source, o) = anchoredSampler(pixels, through: toDevice, region: region, filter: filter, pad: pad) else { return }
        t.composite(source, sourceOrigin: o, mask: mask, maskOrigin: maskOrigin, region: region, op: op)
    }

    /// `pixels`' pixman sampler set to read them through the affine `toDevice` into `region`,
    /// and the device pixel its coordinates start from (`samplingOrigin`: image pixel (0, 0)'s,
    /// so any part of the image redrawn samples alike); nil when the map cannot be sampled.
    func anchoredSampler(_ pixels: PixelBuffer, through toDevice: PlaneMap, region: PixelRect, filter: PixmanImage.Filter,
                         pad: Bool) -> (PixmanImage, origin: (x: Int, y: Int))? {
        let o = Self.samplingOrigin(toDevice, anchor: .zero, region: region)
        let toAnchor = toDevice.concatenating(.translation(x: CGFloat(-o.x), y: CGFloat(-o.y)))
        return sampler(pixels, toLocal: toAnchor, region: region, filter: filter, pad: pad).map { ($0, o) }
    }

    /// The device pixel that local sampling coordinates start from when an image or gradient
    /// placed by the affine `toDevice` is drawn into `region`: the one `anchor` (a point of its
    /// own) lands in. Not the region's corner: pixman gets its matrix in 16.16 fixed point, and
    /// a matrix made for each redrawn part — a damaged rect, a band (`FrameBands`) — would round
    /// differently and shift a few samples by one level at the seam. The region's corner when
    /// the map is projective or the anchor lies too far for pixman's coordinates.
    static func samplingOrigin(_ toDevice: PlaneMap, anchor: CGPoint, region: PixelRect) -> (x: Int, y: Int) {
        guard toDevice.isAffine, let p = toDevice.apply(anchor) else { return (region.x, region.y) }
        let ax = p.x.rounded(.down), ay = p.y.rounded(.down)
        guard ax.isFinite, ay.isFinite, abs(ax - CGFloat(region.x)) + CGFloat(region.width) < 16384,
              abs(ay - CGFloat(region.y)) + CGFloat(region.height) < 16384 else { return (region.x, region.y) }
        return (Int(ax), Int(ay))
    }

    /// `pixels`' pixman sampler set to read them through `toLocal` (image pixels → coordinates
    /// local to `region`); nil when the map cannot be sampled.
    func sampler(_ pixels: PixelBuffer, toLocal: PlaneMap, region: PixelRect, filter: PixmanImage.Filter, pad: Bool) -> PixmanImage? {
        let source = PixmanImage.sampler(pixels)
        guard source.setTransform(toLocal, extent: (region.width, region.height)) else { return nil }
        source.setFilter(filter)
        source.setRepeat(pad ? .pad : .none)
        return source
    }

    /// An ARGB image mapped 1:1 onto device pixels but for a sub-pixel offset (a rasterized
    /// layer sliding): moved by `SubpixelShift` and composited as it is (in one pass when
    /// unfaded) — pixman's bilinear result for the same translation, at a fraction of its cost. False
    /// when the map is anything else (whole-pixel offsets need no filtering at all).
    func drawShifted(_ pixels: PixelBuffer, through toDevice: PlaneMap, fade: CGFloat, region: PixelRect,
                     into t: RenderTarget) -> Bool {
        let m = toDevice.m
        guard pixels.format == .argb32, toDevice.isAffine, m.0 == 1, m.1 == 0, m.3 == 0, m.4 == 1,
              abs(m.6) < 1e7, abs(m.7) < 1e7, fade > 0 else { return false }
        // The offset to 1/1024 of a pixel, split into whole pixels and a rest in [0, 1).
        let qx = (m.6 * 1024).rounded() / 1024, qy = (m.7 * 1024).rounded() / 1024
        let x0 = qx.rounded(.down), y0 = qy.rounded(.down)
        guard qx != x0 || qy != y0 else { return false }
        var drawn = false
        let origin = (x: Int(x0), y: Int(y0))
        if fade >= 1 {      // unfaded: moved and composited in one pass where the CPU can
            var clipped = t
            clipped.clip = t.clip.intersection(region)
            if SubpixelShift.compositeMoved(pixels, at: origin, by: (qx - x0, qy - y0), outside: nil, into: clipped) { return true }
        }
        withMoved(pixels, at: origin, by: (qx - x0, qy - y0), for: t) { moved in
            let extent = PixelRect(x: origin.x, y: origin.y, width: moved.width, height: moved.height)
            t.composite(PixmanImage.plain(moved), sourceOrigin: origin, mask: fade < 1 ? caches.solids.fade(fade) : nil,
                        region: region.intersection(extent))
            drawn = true
        }
        return drawn
    }

    /// Minified trilinear: the two mipmap levels about the image's scale on the device, each
    /// sampled bilinearly, mixed linearly by where the scale falls between them (premultiplied
    /// pixels: SRC × (1 − f), then ADD × f), and the mix composited through `coverage`. One
    /// level of detail for the whole image, from its scale at the layer's origin.
    func drawMipmapped(_ pixels: PixelBuffer, through toDevice: PlaneMap, coverage: PixelBuffer?, region: PixelRect,
                       into t: RenderTarget, op: PixmanImage.Operator) {
        let levels = caches.mipmaps.levels(of: pixels)
        let lod = max(0, min(CGFloat(levels.count), log2(1 / Self.linearScale(toDevice))))
        // Every pixel is written (SRC over the whole region): no need to zero it.
        let mix = caches.offscreen.take(width: region.width, height: region.height, format: .argb32, zeroed: false)
        defer { caches.offscreen.giveBack(mix) }
        guard lod.isFinite, !levels.isEmpty, let mix else {
            drawImage(pixels, through: toDevice, filter: .bilinear, pad: true, coverage: coverage, fade: 1, region: region, into: t, op: op)
            return
        }
        let lower = Int(lod), f = lod - CGFloat(lower)
        let mixTarget = RenderTarget(buffer: mix, origin: (region.x, region.y))
        func level(_ k: Int) -> (PixelBuffer, PlaneMap) {
            guard k > 0 else { return (pixels, toDevice) }
            let p = levels[min(k, levels.count) - 1]
            // Level pixels cover the image exactly (sizes were rounded up).
            let toImage = PlaneMap(m: (CGFloat(pixels.width) / CGFloat(p.width), 0, 0, 0,
                                       CGFloat(pixels.height) / CGFloat(p.height), 0, 0, 0, 1))
            return (p, toImage.concatenating(toDevice))
        }
        let (a, aMap) = level(lower)
        drawImage(a, through: aMap, filter: .bilinear, pad: true, coverage: nil, fade: 1 - f, region: region, into: mixTarget, op: .source)
        if f > 0 {
            let (b, bMap) = level(lower + 1)
            drawImage(b, through: bMap, filter: .bilinear, pad: true, coverage: nil, fade: f, region: region, into: mixTarget, op: .add)
        }
        t.composite(PixmanImage.plain(mix), sourceOrigin: (region.x, region.y), mask: coverage.map(PixmanImage.plain),
                    maskOrigin: (region.x, region.y), region: region, op: op)
    }
}
