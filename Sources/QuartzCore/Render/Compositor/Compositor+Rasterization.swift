/// `shouldRasterize`: a subtree drawn once into a kept bitmap.
extension Compositor {
    // MARK: shouldRasterize (000 "Layer Efficiency")

    /// A rasterized layer: its whole rendering (shadow, parts, sublayers, mask) is drawn once
    /// into a bitmap in its own space at `rasterizationScale` pixels per point, kept until
    /// something in the subtree changes, and composited like contents — moving it reuses the
    /// bitmap; a scale of 0.3 gives the "out of focus" look the seed mentions.
    func drawRasterized(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        let key = RasterKey(l)
        let raster: (bitmap: PixelBuffer, origin: CGPoint)
        if let hit = caches.rasters.use(l.id), hit.key == key {
            raster = (hit.bitmap, hit.origin)
        } else {
            let reach = Self.shadowed(l, l.masksToBounds ? l.bounds : l.subtreeBounds)
            guard !reach.isNull, !reach.isInfinite else { return }
            let s = l.rasterizationScale
            let w = Int((reach.width * s).rounded(.up)), h = Int((reach.height * s).rounded(.up))
            guard w * h <= CoverageCache<ShapeKey>.maximumPixels,
                  let bitmap = PixelBuffer(width: max(1, w), height: max(1, h), format: .argb32) else { return }
            var plain = l
            plain.shouldRasterize = false
            plain.opacity = 1
            let layerToBitmap = PlaneMap(m: (s, 0, 0, 0, s, 0, -reach.minX * s, -reach.minY * s, 1))
            draw(plain, layerToBitmap, RenderTarget(buffer: bitmap), alpha: 1)
            rasterizations += 1
            raster = (bitmap, reach.origin)
            caches.rasters.store(l.id, (key, bitmap, reach.origin))
        }
        // Composite the bitmap like contents: bitmap pixels → layer space → device.
        let s = l.rasterizationScale
        let bitmapToLayer = PlaneMap(m: (1 / s, 0, 0, 0, 1 / s, 0, raster.origin.x, raster.origin.y, 1))
        let toDevice = bitmapToLayer.concatenating(m)
        let extent = CGRect(x: 0, y: 0, width: raster.bitmap.width, height: raster.bitmap.height)
        let region = PixelRect(covering: toDevice.apply(extent)).intersection(t.clip)
        guard !region.isEmpty else { return }
        if drawShifted(raster.bitmap, through: toDevice, fade: alpha * l.opacity, region: region, into: t) { return }
        drawImage(raster.bitmap, through: toDevice, filter: .bilinear, pad: false, coverage: nil, fade: alpha * l.opacity,
                  region: region, into: t)
    }
}
