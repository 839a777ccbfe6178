import CoreGraphics

extension Compositor {
    /// Composites `pixels`, placed on the device by `toDevice`, over `region` of `t`, times
    /// `coverage` (a8 over `region`) or the solid `fade`. Affine maps go to pixman's sampler;
    /// a perspective map is sampled exactly by `PerspectiveSampler` into scratch pixels, then
    /// composited unscaled (pixman's projective path costs about three times its affine one).
    func drawImage(_ pixels: PixelBuffer, through toDevice: PlaneMap, filter: PerspectiveSampler.Filter, pad: Bool,
                   coverage: PixelBuffer?, fade: CGFloat, region: PixelRect, into t: RenderTarget,
                   op: PixmanImage.Operator = .over) {
        guard !region.isEmpty, fade > 0 else { return }
        // Sampled in coordinates local to the region, so the matrix holds no large translation.
        let toLocal = toDevice.concatenating(PlaneMap(m: (1, 0, 0, 0, 1, 0, CGFloat(-region.x), CGFloat(-region.y), 1)))
        let mask = coverage.map(PixmanImage.init) ?? (fade < 1 ? PixmanImage(red: 0, green: 0, blue: 0, alpha: fade) : nil)
        let maskOrigin = coverage == nil ? nil : (x: region.x, y: region.y)
        if !toLocal.isAffine, let toSource = toLocal.inverted, let scratch = scratch(width: region.width, height: region.height),
           PerspectiveSampler.sample(pixels, into: scratch, toSource: toSource, filter: filter, pad: pad, coverage: coverage) {
            t.composite(PixmanImage(scratch), sourceOrigin: (region.x, region.y), mask: mask, maskOrigin: maskOrigin,
                        region: region, op: op)
            return
        }
        let source = PixmanImage(pixels)
        guard source.setTransform(toLocal, extent: (region.width, region.height)) else { return }
        source.setFilter(filter == .nearest ? .nearest : .bilinear)
        source.setRepeat(pad ? .pad : .none)
        t.composite(source, sourceOrigin: (region.x, region.y), mask: mask, maskOrigin: maskOrigin, region: region, op: op)
    }

    /// Pixels of the given size over memory kept between frames (grown when too small).
    private func scratch(width: Int, height: Int) -> PixelBuffer? {
        guard PixelBuffer.validSize(width, height) else { return nil }
        let needed = width * height * 4
        if (scratchPixels?.byteCount ?? 0) < needed {
            scratchPixels = PixelBuffer(width: width, height: height, format: .argb32)
        }
        guard let memory = scratchPixels else { return nil }
        return PixelBuffer(wrapping: memory.pointer, width: width, height: height, stride: width * 4, format: .argb32)
    }
}
