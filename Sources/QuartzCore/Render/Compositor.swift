/// Composites layer snapshots with pixman, back to front per layer: background (clipped to
/// the corner radius), contents, sublayers (clipped by `masksToBounds`), border above the
/// sublayers, then mask and opacity — DESIGN.md "Render semantics". Offscreen buffers are used
/// only where a group effect needs one: group opacity, a mask, rounded or non-pixel clipping.
package final class Compositor {
    @exclusivity(unchecked) private var shadows = CoverageCache<ShadowKey>()
    @exclusivity(unchecked) private var backgrounds = CoverageCache<ShapeKey>()
    @exclusivity(unchecked) private var borders = CoverageCache<ShapeKey>()
    @exclusivity(unchecked) private var shapeFills = CoverageCache<ShapeLayerKey>()
    @exclusivity(unchecked) private var shapeStrokes = CoverageCache<ShapeLayerKey>()
    /// Shadowed backgrounds composed once (`drawShadowedBackground`), and the look each
    /// shadowed layer last showed (a sprite is made on the second frame running).
    @exclusivity(unchecked) var sprites = CoverageCache<SpriteKey>()
    @exclusivity(unchecked) var spriteSightings = AgedEntries<ObjectIdentifier, SpriteKey>()
    @exclusivity(unchecked) private var rasters: [ObjectIdentifier: (key: RasterKey, bitmap: PixelBuffer, origin: CGPoint, lastUsed: Int)] = [:]
    @exclusivity(unchecked) private var gradients: [ObjectIdentifier: (style: GradientStyle, image: PixmanImage, lastUsed: Int)] = [:]
    @exclusivity(unchecked) private var frameNumber = 0
    @exclusivity(unchecked) private var staleKeys: [ObjectIdentifier] = []
    let mipmaps = MipmapCache()
    let offscreen = OffscreenPool()
    let solids = SolidColors()
    /// A replicator instance's colour, multiplied channel by channel into its drawing.
    let tints = SolidColors(componentAlpha: true)
    /// How many replicators the current draw is inside: their sublayers' cached coverage is
    /// kept per distinct placement (instances at the same sub-pixel phase share it).
    @exclusivity(unchecked) private(set) var replicationDepth = 0
    private func variant(_ m: PlaneMap) -> Int { replicationDepth == 0 ? 0 : Placement(m).hashValue | 1 }
    let outlines = OutlineCache()
    /// Rasterized subtrees drawn afresh (cache misses), for tests.
    @exclusivity(unchecked) package private(set) var rasterizations = 0
    /// Shape layer fills and strokes rasterized so far (cache misses), for tests and benchmarks.
    @exclusivity(unchecked) package private(set) var shapeRasterizations = 0
    /// Shadows blurred so far (cache misses), for tests and benchmarks.
    @exclusivity(unchecked) package private(set) var shadowBlurs = 0
    /// Shadowed backgrounds composed into sprites so far (`drawShadowedBackground`), for tests.
    @exclusivity(unchecked) package internal(set) var spritesMade = 0
    /// Whether a shadow skips the pixels its own opaque background paints over next
    /// (`opaqueInterior`); tests turn it off to compare against every pixel drawn.
    @exclusivity(unchecked) package var occludesShadows = true
    /// Whether a layer's shadow and background are drawn as one sprite when they can be
    /// (`drawShadowedBackground`); tests turn it off to look at the separate passes.
    @exclusivity(unchecked) package var fusesShadowedBackgrounds = true

    package init() {}

    /// Bytes of coverage the caches hold (each keeps to `CoverageCache.budgetBytes`).
    package var cachedCoverageBytes: Int {
        shadows.bytes + backgrounds.bytes + borders.bytes + shapeFills.bytes + shapeStrokes.bytes + sprites.bytes
    }

    /// Renders `layer`, whose bounds space maps to device pixels by `map`, into `target`.
    /// Shadows blurred in one render are reused by the next while only their position changes.
    package func render(_ layer: LayerSnapshot, map: PlaneMap, into target: RenderTarget) {
        shadows.beginFrame(); backgrounds.beginFrame(); borders.beginFrame()
        shapeFills.beginFrame(); shapeStrokes.beginFrame(); mipmaps.beginFrame(); offscreen.beginFrame(); solids.beginFrame(); outlines.beginFrame()
        tints.beginFrame(); sprites.beginFrame(); spriteSightings.beginFrame()
        frameNumber += 1
        if frameNumber % 240 == 0 {
            rasters.removeAll(where: { frameNumber - $0.lastUsed >= 240 }, collectingInto: &staleKeys)
            gradients.removeAll(where: { frameNumber - $0.lastUsed >= 240 }, collectingInto: &staleKeys)
        }
        draw(layer, map, target, alpha: 1)
    }

    // MARK: Per layer

    func draw(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        if let transition = l.transition { drawTransition(transition, of: l, m, t, alpha: alpha); return }
        guard !l.isHidden, l.opacity > 0, alpha > 0 else { return }       // skipped entirely, no offscreen work
        if l.isTransformLayer {      // only as the root of a render; sublayers go through drawChild
            drawDepthSorted(l, parentMap: m, t, alpha: alpha); return
        }
        if l.shouldRasterize { drawRasterized(l, m, t, alpha: alpha); return }
        if !l.isDoubleSided && Self.isBackFacing(m) { return }
        // Nothing this subtree draws (shadow included) reaches the clip: skip it whole.
        let subtreeReach = m.apply(l.paintedBounds)
        if !subtreeReach.isNull, !subtreeReach.isInfinite, PixelRect(covering: subtreeReach).intersection(t.clip).isEmpty { return }
        let parts = (l.backgroundColor != nil ? 1 : 0) + (l.contents != nil ? 1 : 0) + (l.gradient != nil ? 1 : 0) + (l.tiles?.count ?? 0)
            + (l.shape.map { ($0.fillColor != nil ? 1 : 0) + ($0.strokeColor != nil ? 1 : 0) } ?? 0)
            + (l.borderWidth > 0 ? 1 : 0) + l.sublayerBoxes.count + (l.particles?.particles.count ?? 0)
        let groupOpacity = l.opacity < 1 && l.allowsGroupOpacity && parts > 1
        guard groupOpacity || !l.maskBoxes.isEmpty else {
            drawShadowAndParts(l, m, t, alpha: alpha * l.opacity)
            return
        }
        let reach = m.apply(Self.shadowed(l, l.masksToBounds ? l.bounds : l.subtreeBounds))
        let region = (reach.isNull || reach.isInfinite ? t.clip : PixelRect(covering: reach)).intersection(t.clip)
        guard !region.isEmpty, let buffer = offscreen.take(width: region.width, height: region.height, format: .argb32) else { return }
        defer { offscreen.giveBack(buffer) }
        let group = RenderTarget(buffer: buffer, origin: (region.x, region.y))
        drawShadowAndParts(l, m, group, alpha: 1)       // inside the group: a mask clips the shadow too
        let fade = l.opacity * alpha
        if let maskLayer = l.mask.first {
            guard let maskBuffer = offscreen.take(width: region.width, height: region.height, format: .argb32) else { return }
            defer { offscreen.giveBack(maskBuffer) }
            let maskTarget = RenderTarget(buffer: maskBuffer, origin: (region.x, region.y))
            draw(maskLayer, maskLayer.toParent.concatenating(m), maskTarget, alpha: 1)
            if fade < 1 {   // fold opacity into the mask: mask = mask × fade
                maskTarget.composite(solids.fade(fade), mask: nil, region: region, op: .inside)
            }
            t.composite(group.image, sourceOrigin: group.origin, mask: maskTarget.image, maskOrigin: maskTarget.origin, region: region)
        } else {
            t.composite(group.image, sourceOrigin: group.origin, mask: solids.fade(fade), region: region)
        }
    }

    /// The layer's shadow, then its own drawing: the shadow and background as one sprite when
    /// they can be (`drawShadowedBackground`), else one after the other.
    private func drawShadowAndParts(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        var shadowKey: ShadowKey?
        let fused = drawShadowedBackground(l, m, t, alpha: alpha, shadowKey: &shadowKey)
        if !fused { drawShadow(l, m, t, alpha: alpha, key: shadowKey) }
        drawParts(l, m, t, alpha: alpha, backgroundDrawn: fused)
    }

    /// The layer's own drawing above its shadow; `backgroundDrawn`: its background already is
    /// (with the shadow, `drawShadowedBackground`).
    private func drawParts(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat, backgroundDrawn: Bool = false) {
        let ownRegion = PixelRect(covering: m.apply(l.bounds)).intersection(t.clip)
        guard !ownRegion.isEmpty || !l.sublayerBoxes.isEmpty || l.contents != nil || l.shape != nil || l.particles != nil else { return }
        if !backgroundDrawn, let bg = l.backgroundColor, bg.alpha > 0, !ownRegion.isEmpty {
            drawBackground(bg, of: l, m, t, alpha: alpha)
        }
        if let gradient = l.gradient, !ownRegion.isEmpty { drawGradient(gradient, of: l, m, t, region: ownRegion, alpha: alpha) }
        if let fade = l.contentsFade {
            drawCrossfade(fade, of: l, m, t, alpha: alpha)
        } else if let image = l.contents {
            drawContents(image, of: l, m, t, alpha: alpha)
        }
        if let tiles = l.tiles, !ownRegion.isEmpty {
            // A tiled layer's tiles, each its own image onto its rect, fading in.
            for tile in tiles where tile.alpha > 0 {
                let slice = ContentsPlacement.Slice(source: CGRect(x: 0, y: 0, width: tile.image.width, height: tile.image.height),
                                                    dest: tile.rect)
                drawSlice(slice, of: tile.image, l, m, t, region: ownRegion, cornerClip: nil, alpha: alpha * tile.alpha, op: .over)
            }
        }
        if let style = l.shape { drawShape(style, of: l, m, t, alpha: alpha) }
        if !l.sublayerBoxes.isEmpty { drawSublayers(l, m, t, region: ownRegion, alpha: alpha) }
        if l.borderWidth > 0, let bc = l.borderColor, bc.alpha > 0, !ownRegion.isEmpty {
            let key = ShapeKey(bounds: l.bounds, radius: l.cornerRadius, corners: l.maskedCorners, borderWidth: l.borderWidth,
                               alpha: alpha, placement: Placement(m, subpixel: !drifts(m)))
            fillCached(&borders, l.id, key, reach: l.bounds, m, t, color: bc, rule: .evenOdd) {
                self.borderRing(l)
            }
        }
        // Above the background and border, as Apple's (CAEmitterLayer).
        if let particles = l.particles, !particles.particles.isEmpty {
            clippedToBounds(l, m, t, region: ownRegion) { self.drawParticles(particles, m, $0, alpha: alpha) }
        }
    }

    /// The background colour over the (rounded) bounds: a box on its exact pixel fractions when
    /// square and axis-aligned, else through its coverage — cached (moved by fractions of a
    /// pixel as the layer moves), or `fresh`: made here at this placement and not kept.
    func drawBackground(_ bg: CGColor, of l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat, fresh: Bool = false) {
        if l.cornerRadius == 0, let box = Self.axisAlignedBox(m, l.bounds) {
            fillBox(box, color: bg, alpha: alpha, into: t)
        } else if fresh {
            let mapped = m.apply(l.bounds)
            guard !mapped.isNull, !mapped.isInfinite else { return }
            let region = PixelRect(covering: mapped).intersection(t.clip)
            guard let coverage = Coverage.rasterize(outline(l), through: m, region: region, alpha: alpha) else { return }
            fill(bg, through: coverage, at: (region.x, region.y), into: t)
        } else {
            let key = ShapeKey(bounds: l.bounds, radius: l.cornerRadius, corners: l.maskedCorners, borderWidth: 0,
                               alpha: alpha, placement: Placement(m, subpixel: !drifts(m)))
            fillCached(&backgrounds, l.id, key, reach: l.bounds, m, t, color: bg, rule: .winding) {
                self.outline(l)
            }
        }
    }

    private func drawSublayers(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget,
                               region: PixelRect, alpha: CGFloat) {
        clippedToBounds(l, m, t, region: region) { self.drawSublayerBoxes(l, m, $0, alpha: alpha) }
    }

    /// Runs `draw` into `t`, or, with `masksToBounds`, into a target clipped to the layer's
    /// (rounded) bounds, whose own pixels are `region`.
    func clippedToBounds(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, region: PixelRect, _ draw: (RenderTarget) -> Void) {
        guard l.masksToBounds else { draw(t); return }
        guard !region.isEmpty else { return }
        // A square clip on pixel edges is only a narrower clip rect.
        if l.cornerRadius == 0, let rect = Self.alignedRect(m, l.bounds) {
            var clipped = t
            clipped.clip = t.clip.intersection(rect)
            draw(clipped)
            return
        }
        let buffer = offscreen.take(width: region.width, height: region.height, format: .argb32)
        let cov = offscreen.take(width: region.width, height: region.height, format: .a8)
        defer { offscreen.giveBack(buffer); offscreen.giveBack(cov) }
        guard let buffer, let cov, Coverage.rasterize(outline(l), through: m, region: region, into: cov) else { return }
        let group = RenderTarget(buffer: buffer, origin: (region.x, region.y))
        draw(group)
        t.composite(group.image, sourceOrigin: group.origin, mask: PixmanImage.plain(cov), maskOrigin: (region.x, region.y), region: region)
    }

    /// Every sublayer of `l` that reaches `t.clip`; a replicator's once per instance, each
    /// instance's sublayers in order (003 "CAReplicatorLayer").
    private func drawSublayerBoxes(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        guard let replicator = l.replicator else {
            // Unretained: in a small damaged frame most siblings are culled untouched.
            l.sublayerBoxes.forEachUnretained { _, box in
                if !Self.isOutside(box, parentMap: m, clip: t.clip) { drawChild(box.snapshot, parentMap: m, t, alpha: alpha) }
            }
            return
        }
        replicationDepth += 1
        defer { replicationDepth -= 1 }
        if replicator.preservesDepth {
            drawInstancesByDepth(l, replicator, m, t, alpha: alpha)
            return
        }
        for (i, instance) in replicator.instances.enumerated() where instance.alpha > 0 {
            let placed = instance.map.concatenating(m)
            for box in replicator.sublayers(of: i, l.sublayerBoxes) where !Self.isOutside(box, parentMap: placed, clip: t.clip) {
                if instance.isPlain {
                    drawChild(box.snapshot, parentMap: placed, t, alpha: alpha)
                } else {
                    drawTinted(box.snapshot, parentMap: placed, instance, t, alpha: alpha)
                }
            }
        }
    }

    /// `preservesDepth`: every instance of every sublayer placed by its full 3D transform in
    /// the replicator's space, drawn back to front by the depth of its centre (equal depths
    /// in instance order), as a CATransformLayer sorts its sublayers.
    private func drawInstancesByDepth(_ l: LayerSnapshot, _ r: ReplicatorStyle, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        var items: [(box: SnapshotBox, instance: ReplicatorStyle.Instance, map: PlaneMap, depth: CGFloat, order: Int)] = []
        for (i, instance) in r.instances.enumerated() where instance.alpha > 0 {
            for (j, box) in r.sublayers(of: i, l.sublayerBoxes).enumerated() {
                let s = box.snapshot
                let t3 = s.toParent3D.concatenating(instance.transform)
                let c = t3.apply(x: s.bounds.midX, y: s.bounds.midY, z: 0)
                items.append((box, instance, instance.map.concatenating(m), c.w != 0 ? c.z / c.w : c.z, i * l.sublayerBoxes.count + j))
            }
        }
        items.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.order < $1.order }
        for item in items where !Self.isOutside(item.box, parentMap: item.map, clip: t.clip) {
            if item.instance.isPlain {
                drawChild(item.box.snapshot, parentMap: item.map, t, alpha: alpha)
            } else {
                drawTinted(item.box.snapshot, parentMap: item.map, item.instance, t, alpha: alpha)
            }
        }
    }

    /// A sublayer drawn apart, then composited with each channel multiplied by the
    /// instance's colour (its alpha, and the inherited `alpha`, multiplying all four).
    private func drawTinted(_ sub: LayerSnapshot, parentMap m: PlaneMap, _ instance: ReplicatorStyle.Instance,
                            _ t: RenderTarget, alpha: CGFloat) {
        let reach = sub.toParent.concatenating(m).apply(sub.paintedBounds)
        let region = (reach.isNull || reach.isInfinite ? t.clip : PixelRect(covering: reach)).intersection(t.clip)
        guard !region.isEmpty, let buffer = offscreen.take(width: region.width, height: region.height, format: .argb32) else { return }
        defer { offscreen.giveBack(buffer) }
        let group = RenderTarget(buffer: buffer, origin: (region.x, region.y))
        drawChild(sub, parentMap: m, group, alpha: 1)
        // Each channel multiplied (SRC through a component-alpha mask: colour × tint colour,
        // alpha × tint alpha), then composited over as usual — OVER through the mask would
        // let the multiplied-out channels show what is below.
        guard let tinted = offscreen.take(width: region.width, height: region.height, format: .argb32, zeroed: false) else { return }
        defer { offscreen.giveBack(tinted) }
        let tint = tints.image(red: instance.red, green: instance.green, blue: instance.blue, alpha: instance.alpha * alpha)
        let out = RenderTarget(buffer: tinted, origin: (region.x, region.y))
        out.composite(group.image, sourceOrigin: group.origin, mask: tint, region: region, op: .source)
        t.composite(out.image, sourceOrigin: out.origin, mask: nil, region: region)
    }

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
            cornerClip = offscreen.take(width: region.width, height: region.height, format: .a8)
            if let c = cornerClip, !Coverage.rasterize(outline(l), through: m, region: region, into: c) { offscreen.giveBack(c); cornerClip = nil }
        }
        defer { offscreen.giveBack(cornerClip) }
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
    private func drawSlice(_ slice: ContentsPlacement.Slice, of image: CGImage, _ l: LayerSnapshot, _ m: PlaneMap,
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
        guard let cov = offscreen.take(width: region.width, height: region.height, format: .a8) else { return }
        defer { offscreen.giveBack(cov) }
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

    // MARK: Layers that draw themselves (000 "Layers that Draw Themselves")

    /// A gradient layer's gradient over its bounds, clipped to the corner radius: pixman samples
    /// it per device pixel through the layer's map, so it is exact under any transform.
    private func drawGradient(_ g: GradientStyle, of l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget,
                              region: PixelRect, alpha: CGFloat) {
        guard l.bounds.width > 0, l.bounds.height > 0, let source = gradientSource(g, of: l), let sourceToUnit = g.sourceToUnit else { return }
        let unitToLayer = PlaneMap(m: (l.bounds.width, 0, 0, 0, l.bounds.height, 0, l.bounds.minX, l.bounds.minY, 1))
        let o = Self.samplingOrigin(m, anchor: l.bounds.origin, region: region)
        guard source.setTransform(sourceToUnit.concatenating(unitToLayer).concatenating(m).concatenating(.translation(x: CGFloat(-o.x), y: CGFloat(-o.y))),
                                  extent: (region.x - o.x + region.width, region.y - o.y + region.height)) else { return }
        let fade = alpha < 1 ? solids.fade(alpha) : nil
        if l.cornerRadius == 0, let aligned = Self.alignedRect(m, l.bounds) {
            t.composite(source, sourceOrigin: o, mask: fade, region: aligned.intersection(region))
            return
        }
        let key = ShapeKey(bounds: l.bounds, radius: l.cornerRadius, corners: l.maskedCorners, borderWidth: 0,
                           alpha: alpha, placement: Placement(m, subpixel: !drifts(m)))
        withCachedCoverage(&backgrounds, l.id, key, m, t, reach: l.bounds, make: { region, spare in
            Coverage.rasterize(outline(l), through: m, region: region, alpha: alpha, reusing: spare)
        }) { coverage, origin, _ in
            t.composite(source, sourceOrigin: o, mask: PixmanImage.plain(coverage), maskOrigin: origin,
                        region: region.intersection(PixelRect(x: origin.x, y: origin.y, width: coverage.width, height: coverage.height)))
        }
    }

    /// The layer's pixman gradient, made when its gradient changes (pixman keeps the stops).
    private func gradientSource(_ g: GradientStyle, of l: LayerSnapshot) -> PixmanImage? {
        if var kept = gradients[l.id], kept.style == g {
            kept.lastUsed = frameNumber
            gradients[l.id] = kept
            return kept.image
        }
        guard let made = g.makeSource() else { return nil }
        gradients[l.id] = (g, made, frameNumber)
        return made
    }

    /// A shape layer's fill, then its stroke, rasterized at device resolution through the
    /// layer's map (so never pixelated) and kept while the shape and its placement stand. Not
    /// clipped to the bounds (003 "It doesn't get clipped to the layer bounds") unless
    /// `masksToBounds`.
    private func drawShape(_ style: ShapeStyle, of l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
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
            withCachedCoverage(&shapeFills, l.id, key, m, t, reach: reach, solidCore: true, make: { region, spare in
                self.shapeRasterizations += 1
                return clipped(Coverage.rasterize(style.path, through: m, region: region, alpha: alpha, rule: style.fillRule,
                                                  reusing: spare), region)
            }) { self.fill(fill, through: $0, at: $1, core: $2, into: t) }
        }
        if let stroke = style.strokeColor {
            let reach = l.masksToBounds ? l.bounds : l.ownReach
            let key = ShapeLayerKey(style: style.strokeShape, alpha: alpha, placement: placement, clip: clip)
            withCachedCoverage(&shapeStrokes, l.id, key, m, t, reach: reach, solidCore: true, make: { region, spare in
                self.shapeRasterizations += 1
                return clipped(Coverage.stroke(style, through: m, region: region, alpha: alpha, reusing: spare), region)
            }) { self.fill(stroke, through: $0, at: $1, core: $2, into: t) }
        }
    }

    // MARK: shouldRasterize (000 "Layer Efficiency")

    /// A rasterized layer: its whole rendering (shadow, parts, sublayers, mask) is drawn once
    /// into a bitmap in its own space at `rasterizationScale` pixels per point, kept until
    /// something in the subtree changes, and composited like contents — moving it reuses the
    /// bitmap; a scale of 0.3 gives the "out of focus" look the seed mentions.
    private func drawRasterized(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        let key = RasterKey(l)
        let raster: (bitmap: PixelBuffer, origin: CGPoint)
        if var hit = rasters[l.id], hit.key == key {
            raster = (hit.bitmap, hit.origin)
            hit.lastUsed = frameNumber
            rasters[l.id] = hit
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
            rasters[l.id] = (key, bitmap, reach.origin, frameNumber)
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

    // MARK: CATransformLayer (000 figure 16.10, 003 Listing 6.5)

    /// A sublayer of a layer whose plane maps to the device by `m`.
    private func drawChild(_ sub: LayerSnapshot, parentMap m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        if sub.isTransformLayer {
            guard !sub.isHidden, sub.opacity > 0 else { return }
            drawDepthSorted(sub, parentMap: m, t, alpha: alpha)
        } else {
            draw(sub, sub.toParent.concatenating(m), t, alpha: alpha)
        }
    }

    /// Draws a transform layer's subtree without flattening at the transform layers: every
    /// layer below it (through nested transform layers) is placed by its full 4×4 transform
    /// into the plane the transform layer sits in (mapped to the device by `parentToDevice`),
    /// then drawn back to front by the depth of its centre.
    private func drawDepthSorted(_ l: LayerSnapshot, parentMap parentToDevice: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        var items: [(layer: LayerSnapshot, transform: CATransform3D, depth: CGFloat, alpha: CGFloat)] = []
        func collect(_ node: LayerSnapshot, _ toPlane: CATransform3D, _ fade: CGFloat) {
            for sub in node.sublayers where !sub.isHidden && sub.opacity > 0 {
                let t3 = sub.toParent3D.concatenating(toPlane)
                if sub.isTransformLayer { collect(sub, t3, fade * sub.opacity); continue }
                let c = t3.apply(x: sub.bounds.midX, y: sub.bounds.midY, z: 0)
                items.append((sub, t3, c.w != 0 ? c.z / c.w : c.z, fade))
            }
        }
        collect(l, l.toParent3D, alpha * l.opacity)
        // Back to front; equal depths keep tree order (a stable sort).
        let ordered = items.enumerated().sorted { a, b in
            a.element.depth != b.element.depth ? a.element.depth < b.element.depth : a.offset < b.offset
        }.map(\.element)
        for item in ordered {
            var flat = item.layer
            flat.toParent = PlaneMap(item.transform)
            draw(flat, flat.toParent.concatenating(parentToDevice), t, alpha: item.alpha)
        }
    }

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
        if drifts, let hit = shadows.lookupDrifting(l.id, key: key, map: shifted) {
            (blurred, rest, core) = ((hit.coverage, hit.origin), hit.rest, hit.core)
        } else if !drifts, let hit = shadows.lookup(l.id, variant: variant(shifted), key: key, map: shifted) {
            blurred = hit
        } else {
            guard let made = blurShadow(l, shifted, m, clip: t.clip, cacheable: key != nil) else { return }
            shadowBlurs += 1
            if drifts { core = SolidCore.find(in: made.coverage) }
            if let key {
                shadows.store(l.id, variant: variant(shifted), key: key, map: shifted, coverage: made.coverage, origin: made.origin, core: core)
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
    private func blurShadow(_ l: LayerSnapshot, _ shifted: PlaneMap, _ m: PlaneMap, clip: PixelRect, cacheable: Bool)
        -> (coverage: PixelBuffer, origin: (x: Int, y: Int))? {
        let sigma = Self.shadowSigma(l, m)
        guard var region = Self.shadowRegion(l, shifted, m) else { return nil }
        if !cacheable { region = region.intersection(clip.outset(by: Self.shadowMargin(l, m))) }
        guard !region.isEmpty else { return nil }
        // The blur of the last placement, when the same size, is drawn over again.
        let spare = cacheable ? shadows.recycle(l.id, variant: variant(shifted), width: region.width, height: region.height) : nil
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
    private static func isOutsideAffine(_ p: PlaneMap.Matrix, _ m: PlaneMap.Matrix, _ r: CGRect, _ clip: PixelRect) -> Bool? {
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
        let spread = l.shadowRadius * 1.5
        return r.union(source.offsetBy(dx: l.shadowOffset.width, dy: l.shadowOffset.height).insetBy(dx: -spread, dy: -spread))
    }

    // MARK: Primitives

    /// Fills the outline `path` makes (only on a cache miss; it lies within `reach`) in `color`
    /// through its coverage, kept in `cache` for the frames that follow.
    private func fillCached(_ cache: inout CoverageCache<ShapeKey>, _ id: ObjectIdentifier, _ key: ShapeKey, reach: CGRect,
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
        let source = solids.image(color, alpha: alpha)
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
        piece(core.value == 255 ? source : solids.image(color, alpha: alpha * CGFloat(core.value) / 255), false, inner)
        whole.forEachPart(outside: inner) { piece(source, true, $0) }
    }

    /// Whether crisp coverage made through `m` is kept across sub-pixel moves and moved by
    /// `SubpixelShift` (issue "Real motion at half GTK's cost"): any affine map outside a
    /// replicator (whose instances keep a bitmap per placement instead). A moved bitmap differs
    /// from a fresh one by at most `SubpixelShift.crispEdgeError` on edge pixels and not at all
    /// elsewhere: the softening Apple's compositor gives a layer between pixels (Instruments'
    /// "Color Misaligned Images").
    private func drifts(_ m: PlaneMap) -> Bool { replicationDepth == 0 && m.isAffine }

    /// Hands `use` the coverage of a shape and the device pixel its (0, 0) lands on: from
    /// `cache`, or made by `make` over the device pixels of `reach` (in layer space) and kept.
    /// A key made with `Placement(m, subpixel: false)` (`drifts`) finds the bitmap wherever the
    /// layer has moved since, moved the rest of the way by `SubpixelShift` into a scratch
    /// bitmap. The whole shape is made (not cut to this frame's clip) so it can be reused
    /// anywhere; one too large to keep is cut to the clip instead. With `solidCore` (for a
    /// `use` that fills its core solid, `fill`), a kept drifting bitmap's flat middle is found
    /// once and handed on, and not moved.
    private func withCachedCoverage<Key: Equatable>(_ cache: inout CoverageCache<Key>, _ id: ObjectIdentifier, _ key: Key?,
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
              let moved = offscreen.take(width: coverage.width + 1, height: coverage.height + 1, format: coverage.format,
                                         zeroed: false) else { return }
        defer { offscreen.giveBack(moved) }
        SubpixelShift.shift(coverage, fx: rest.x, fy: rest.y, into: moved, skipping: skip, needed: needed)
        body(moved)
    }

    /// The layer's rounded bounds (in its own space), built when its shape changes: a layer
    /// re-rasterized at a new sub-pixel placement each frame reuses the path.
    func outline(_ l: LayerSnapshot) -> CGPath { outlines.path(l, border: false) }

    /// The border ring: the rounded bounds less the same inset by the border width.
    func borderRing(_ l: LayerSnapshot) -> CGPath { outlines.path(l, border: true) }

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
