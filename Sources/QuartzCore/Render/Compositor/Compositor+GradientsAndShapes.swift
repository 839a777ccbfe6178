/// The layers that draw themselves: gradient and shape layers.
extension Compositor {
    // MARK: Layers that draw themselves (000 "Layers that Draw Themselves")

    /// A gradient layer's gradient over its bounds, clipped to the corner radius: pixman samples
    /// it per device pixel through the layer's map, so it is exact under any transform.
    func drawGradient(_ g: GradientStyle, of l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget,
                              region: PixelRect, alpha: CGFloat) {
        guard l.bounds.width > 0, l.bounds.height > 0, let source = gradientSource(g, of: l), let sourceToUnit = g.sourceToUnit else { return }
        let unitToLayer = PlaneMap(m: (l.bounds.width, 0, 0, 0, l.bounds.height, 0, l.bounds.minX, l.bounds.minY, 1))
        let o = Self.samplingOrigin(m, anchor: l.bounds.origin, region: region)
        guard source.setTransform(sourceToUnit.concatenating(unitToLayer).concatenating(m).concatenating(.translation(x: CGFloat(-o.x), y: CGFloat(-o.y))),
                                  extent: (region.x - o.x + region.width, region.y - o.y + region.height)) else { return }
        let fade = alpha < 1 ? caches.solids.fade(alpha) : nil
        if l.cornerRadius == 0, let aligned = Self.alignedRect(m, l.bounds) {
            t.composite(source, sourceOrigin: o, mask: fade, region: aligned.intersection(region))
            return
        }
        let key = ShapeKey(bounds: l.bounds, radius: l.cornerRadius, corners: l.maskedCorners, borderWidth: 0,
                           alpha: alpha, placement: Placement(m, subpixel: !drifts(m)))
        withCachedCoverage(&caches.backgrounds, l.id, key, m, t, reach: l.bounds, make: { region, spare in
            Coverage.rasterize(outline(l), through: m, region: region, alpha: alpha, reusing: spare)
        }) { coverage, origin, _ in
            t.composite(source, sourceOrigin: o, mask: PixmanImage.plain(coverage), maskOrigin: origin,
                        region: region.intersection(PixelRect(x: origin.x, y: origin.y, width: coverage.width, height: coverage.height)))
        }
    }

    /// The layer's pixman gradient, made when its gradient changes (pixman keeps the stops).
    func gradientSource(_ g: GradientStyle, of l: LayerSnapshot) -> PixmanImage? {
        if let kept = caches.gradients.use(l.id), kept.style == g { return kept.image }
        guard let made = g.makeSource() else { return nil }
        caches.gradients.store(l.id, (g, made))
        return made
    }

    /// A shape layer's fill, then its stroke, rasterized at device resolution through the
    /// layer's map (so never pixelated) and kept while the shape and its placement stand. Not
    /// clipped to the bounds (003 "It doesn't get clipped to the layer bounds") unless
    /// `masksToBounds`.
    func drawShape(_ style: ShapeStyle, of l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        let placement = Placement(m, subpixel: !drifts(m)), clip = l.masksToBounds ? LayerClip(l) : nil
        func clipped(_ cov: PixelBuffer?, _ region: PixelRect) -> PixelBuffer? {
            guard let cov, l.masksToBounds else { return cov }
            guard let clip = Coverage.rasterize(outline(l), through: m, region: region) else { return nil }
            PixmanImage.composite(.inside, source: PixmanImage.plain(clip), mask: nil, into: PixmanImage.plain(cov),
                                  x: 0, y: 0, width: region.width, height: region.height)
            return cov
        }
        if let fill = style.fillColor {
            let reach = l.masksToBounds ? style.path.boundingBoxOfPath.intersection(l.bounds) : style.path.boundingBoxOfPath
            let key = ShapeLayerKey(style: style.fillShape, alpha: alpha, placement: placement, clip: clip)
            withCachedCoverage(&caches.shapeFills, l.id, key, m, t, reach: reach, solidCore: true, make: { region, spare in
                self.shapeRasterizations += 1
                return clipped(Coverage.rasterize(style.path, through: m, region: region, alpha: alpha, rule: style.fillRule,
                                                  reusing: spare), region)
            }) { self.fill(fill, through: $0, at: $1, core: $2, into: t) }
        }
        if let stroke = style.strokeColor {
            let reach = l.masksToBounds ? l.bounds : l.ownReach
            let key = ShapeLayerKey(style: style.strokeShape, alpha: alpha, placement: placement, clip: clip)
            withCachedCoverage(&caches.shapeStrokes, l.id, key, m, t, reach: reach, solidCore: true, make: { region, spare in
                self.shapeRasterizations += 1
                return clipped(Coverage.stroke(style, through: m, region: region, alpha: alpha, reusing: spare), region)
            }) { self.fill(stroke, through: $0, at: $1, core: $2, into: t) }
        }
    }
}
