/// Composites layer snapshots with pixman, back to front per layer: background (clipped to
/// the corner radius), contents, sublayers (clipped by `masksToBounds`), border above the
/// sublayers, then mask and opacity — DESIGN.md "Render semantics". Offscreen buffers are used
/// only where a group effect needs one: group opacity, a mask, rounded or non-pixel clipping.
package final class Compositor {
    /// Everything kept from frame to frame (`CompositorCaches`).
    let caches = CompositorCaches()
    /// How many replicators the current draw is inside: their sublayers' cached coverage is
    /// kept per distinct placement (instances at the same sub-pixel phase share it).
    @exclusivity(unchecked) var replicationDepth = 0
    func variant(_ m: PlaneMap) -> Int { replicationDepth == 0 ? 0 : Placement(m).hashValue | 1 }
    /// Rasterized subtrees drawn afresh (cache misses), for tests.
    @exclusivity(unchecked) package internal(set) var rasterizations = 0
    /// Shape layer fills and strokes rasterized so far (cache misses), for tests and benchmarks.
    @exclusivity(unchecked) package internal(set) var shapeRasterizations = 0
    /// Shadows blurred so far (cache misses), for tests and benchmarks.
    @exclusivity(unchecked) package internal(set) var shadowBlurs = 0
    /// Shadowed backgrounds composed into sprites so far (`drawShadowedBackground`), for tests.
    @exclusivity(unchecked) package internal(set) var spritesMade = 0
    /// Whether a shadow skips the pixels its own opaque background paints over next
    /// (`opaqueInterior`); tests turn it off to compare against every pixel drawn.
    @exclusivity(unchecked) package var occludesShadows = true
    /// Whether a layer's shadow and background are drawn as one sprite when they can be
    /// (`drawShadowedBackground`); tests turn it off to look at the separate passes.
    @exclusivity(unchecked) package var fusesShadowedBackgrounds = true

    /// The way down from the rendered root to the opaque floor of the current clip: at each
    /// level the index of the sublayer taken and its map (`renderOverwriting`). Room for a
    /// deep tree from the start: the path's first growth would be a frame's allocation.
    @exclusivity(unchecked) var floorPath: [(index: Int, map: PlaneMap)] = []

    package init() { floorPath.reserveCapacity(32) }

    /// Bytes of coverage the caches hold (each keeps to `CoverageCache.budgetBytes`).
    package var cachedCoverageBytes: Int {
        caches.coverageBytes
    }

    /// Renders `layer`, whose bounds space maps to device pixels by `map`, into `target`.
    /// Shadows blurred in one render are reused by the next while only their position changes.
    package func render(_ layer: LayerSnapshot, map: PlaneMap, into target: RenderTarget) {
        caches.beginFrame()
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
        guard !region.isEmpty, let buffer = caches.offscreen.take(width: region.width, height: region.height, format: .argb32) else { return }
        defer { caches.offscreen.giveBack(buffer) }
        let group = RenderTarget(buffer: buffer, origin: (region.x, region.y))
        drawShadowAndParts(l, m, group, alpha: 1)       // inside the group: a mask clips the shadow too
        let fade = l.opacity * alpha
        if let maskLayer = l.mask.first {
            guard let maskBuffer = caches.offscreen.take(width: region.width, height: region.height, format: .argb32) else { return }
            defer { caches.offscreen.giveBack(maskBuffer) }
            let maskTarget = RenderTarget(buffer: maskBuffer, origin: (region.x, region.y))
            draw(maskLayer, maskLayer.toParent.concatenating(m), maskTarget, alpha: 1)
            if fade < 1 {   // fold opacity into the mask: mask = mask × fade
                maskTarget.composite(caches.solids.fade(fade), mask: nil, region: region, op: .inside)
            }
            t.composite(group.image, sourceOrigin: group.origin, mask: maskTarget.image, maskOrigin: maskTarget.origin, region: region)
        } else {
            t.composite(group.image, sourceOrigin: group.origin, mask: caches.solids.fade(fade), region: region)
        }
    }

    /// The layer's shadow, then its own drawing: the shadow and background as one sprite when
    /// they can be (`drawShadowedBackground`), else one after the other.
    func drawShadowAndParts(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        var shadowKey: ShadowKey?
        let fused = drawShadowedBackground(l, m, t, alpha: alpha, shadowKey: &shadowKey)
        if !fused { drawShadow(l, m, t, alpha: alpha, key: shadowKey) }
        drawParts(l, m, t, alpha: alpha, backgroundDrawn: fused)
    }

    /// The layer's own drawing above its shadow; `backgroundDrawn`: its background already is
    /// (with the shadow, `drawShadowedBackground`).
    func drawParts(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat, backgroundDrawn: Bool = false) {
        let ownRegion = PixelRect(covering: m.apply(l.bounds)).intersection(t.clip)
        guard !ownRegion.isEmpty || !l.sublayerBoxes.isEmpty || l.contents != nil || l.shape != nil || l.particles != nil else { return }
        if let backdrop = l.backdrop, !ownRegion.isEmpty { drawBackdrop(backdrop, of: l, m, t, region: ownRegion, alpha: alpha) }
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
        drawPartsAboveSublayers(l, m, t, region: ownRegion, alpha: alpha)
    }

    /// What a layer draws above its sublayers: its border, then its particles.
    func drawPartsAboveSublayers(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, region ownRegion: PixelRect, alpha: CGFloat) {
        if l.borderWidth > 0, let bc = l.borderColor, bc.alpha > 0, !ownRegion.isEmpty {
            let key = ShapeKey(bounds: l.bounds, radius: l.cornerRadius, corners: l.maskedCorners, borderWidth: l.borderWidth,
                               alpha: alpha, placement: Placement(m, subpixel: !drifts(m)))
            fillCached(&caches.borders, l.id, key, reach: l.bounds, m, t, color: bc, rule: .evenOdd) {
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
            fillCached(&caches.backgrounds, l.id, key, reach: l.bounds, m, t, color: bg, rule: .winding) {
                self.outline(l)
            }
        }
    }

    func drawSublayers(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget,
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
        let buffer = caches.offscreen.take(width: region.width, height: region.height, format: .argb32)
        let cov = caches.offscreen.take(width: region.width, height: region.height, format: .a8)
        defer { caches.offscreen.giveBack(buffer); caches.offscreen.giveBack(cov) }
        guard let buffer, let cov, Coverage.rasterize(outline(l), through: m, region: region, into: cov) else { return }
        let group = RenderTarget(buffer: buffer, origin: (region.x, region.y))
        draw(group)
        t.composite(group.image, sourceOrigin: group.origin, mask: PixmanImage.plain(cov), maskOrigin: (region.x, region.y), region: region)
    }

    /// Every sublayer of `l` that reaches `t.clip`; a replicator's once per instance, each
    /// instance's sublayers in order (003 "CAReplicatorLayer").
    func drawSublayerBoxes(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
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

}
