/// A layer's `contents` image: placed by gravity, rect and centre (nine-part stretching), and
/// sampled by the layer's filters.
extension Compositor {
    func drawContents(_ image: CGImage, of l: LayerSnapshot, _ m: PlaneMap,
                      _ t: RenderTarget, alpha: CGFloat, op: PixmanImage.Operator = .over) {
        let size = CGSize(width: image.width, height: image.height)
        let dest = ContentsPlacement.destination(imageSize: size, contentsRect: l.contentsRect, scale: l.contentsScale,
                                                 gravity: l.contentsGravity, bounds: l.bounds)
        guard dest.width > 0, dest.height > 0 else { return }
        let visible = l.masksToBounds ? dest.intersection(l.bounds) : dest
        guard !visible.isNull else { return }
        let region = PixelRect(covering: m.apply(visible)).intersection(t.clip)
        guard !region.isEmpty else { return }
        // With masksToBounds and rounded corners, every piece is also clipped to the corners.
        var cornerClip: PixelBuffer?
        if l.masksToBounds && l.cornerRadius > 0 {
            cornerClip = caches.offscreen.take(width: region.width, height: region.height, format: .a8)
            if let c = cornerClip, !Coverage.rasterize(outline(l), through: m, region: region, into: c) { caches.offscreen.giveBack(c); cornerClip = nil }
        }
        defer { caches.offscreen.giveBack(cornerClip) }
        // The usual single slice needs no array (this runs per contents layer per frame).
        let single = ContentsPlacement.singleSlice(imageSize: size, contentsRect: l.contentsRect, center: l.contentsCenter, dest: dest)
        // Opaque pixels 1:1 on whole pixels: a copy, no blending (an image without alpha;
        // pixman's SRC path is about twice as fast as OVER). The layer's `isOpaque` does not
        // decide it: Apple ignores it for an image assigned to `contents`.
        if alpha >= 1, op == .over, cornerClip == nil, image.pixels.format == .rgb24,
           let single, let shift = Self.wholePixelShift(single, m), let destPixels = Self.alignedRect(m, dest) {
            t.composite(PixmanImage.plain(image.pixels), sourceOrigin: shift, mask: nil, region: destPixels.intersection(region), op: .source)
            return
        }
        if let single {
            drawSlice(single, of: image, l, m, t, region: region, cornerClip: cornerClip, alpha: alpha, op: op)
        } else {
            for slice in ContentsPlacement.slices(imageSize: size, contentsRect: l.contentsRect, center: l.contentsCenter,
                                                  scale: l.contentsScale, dest: dest) {
                drawSlice(slice, of: image, l, m, t, region: region, cornerClip: cornerClip, alpha: alpha, op: op)
            }
        }
    }

    /// One slice of contents: its image part sampled onto its dest rect, cut to the rect (and
    /// the corner clip) by coverage — or, when the rect lands on whole device pixels, by the
    /// composite's own rectangle (no coverage to rasterize).
    func drawSlice(_ slice: ContentsPlacement.Slice, of image: CGImage, _ l: LayerSnapshot, _ m: PlaneMap,
                           _ t: RenderTarget, region: PixelRect, cornerClip: PixelBuffer?, alpha: CGFloat, op: PixmanImage.Operator) {
        let imageToDevice = ContentsPlacement.map(slice).concatenating(m)
        let scale = Self.linearScale(imageToDevice)
        let filter = scale > 1 ? l.magnificationFilter : l.minificationFilter
        let trilinear = filter == .trilinear && scale < 1
        if cornerClip == nil, !trilinear, let aligned = Self.alignedRect(m, slice.dest) {
            let area = aligned.intersection(region)
            guard !area.isEmpty else { return }
            drawImage(image.pixels, through: imageToDevice, filter: filter == .nearest ? .nearest : .bilinear, pad: true,
                      coverage: nil, fade: alpha, region: area, into: t, op: op)
            return
        }
        let piece = CGMutablePath()
        piece.addRect(slice.dest)
        guard let cov = caches.offscreen.take(width: region.width, height: region.height, format: .a8) else { return }
        defer { caches.offscreen.giveBack(cov) }
        guard Coverage.rasterize(piece, through: m, region: region, alpha: alpha, into: cov) else { return }
        if let cornerClip {
            PixmanImage.composite(.inside, source: PixmanImage.plain(cornerClip), mask: nil, into: PixmanImage.plain(cov),
                                  x: 0, y: 0, width: region.width, height: region.height)
        }
        // Edge pixels extend outside the contentsRect, as Apple's; the coverage cuts the quad.
        if trilinear {
            drawMipmapped(image.pixels, through: imageToDevice, coverage: cov, region: region, into: t, op: op)
        } else {
            drawImage(image.pixels, through: imageToDevice, filter: filter == .nearest ? .nearest : .bilinear, pad: true,
                      coverage: cov, fade: 1, region: region, into: t, op: op)
        }
    }
}
