import CoreGraphics

/// A layer's shadow and its background colour as one premultiplied bitmap (issue "Real motion
/// at half GTK's cost"): the background is drawn right after the shadow, so the two compose
/// into a sprite once — background over shadow — and each frame the sprite alone is moved and
/// composited. Its flat middle (`SolidCore`: the card's colour over its shadow's) is one solid
/// fill; only the rim is moved by `SubpixelShift` and read. A shadowed card moving by
/// fractions of a pixel so costs one pass over its pixels instead of a masked pass for the
/// shadow, another for the background and two coverage moves.
///
/// The sprite differs from drawing the two apart only where the move mixes neighbouring
/// pixels: on the card's edge the mixed product of the two coverages stands for the product
/// of the mixed ones, within the bound a moved crisp edge already has
/// (`SubpixelShift.crispEdgeError`); away from edges both agree to rounding (±1/255).
extension Compositor {
    /// Draws `l`'s shadow and background as one sprite, when they can be: true if it did (the
    /// background is then drawn). A sprite is made the second frame running that a layer
    /// shows the same look, so a colour changing every frame (an animated background) keeps
    /// to the separate passes rather than remaking a sprite each frame. `shadowKey` is set to
    /// the drifting shadow's key once worked out, for those passes to use again.
    func drawShadowedBackground(_ l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, alpha: CGFloat,
                                shadowKey made: inout ShadowKey?) -> Bool {
        guard fusesShadowedBackgrounds, let bg = l.backgroundColor, bg.alpha > 0, l.shadowOpacity > 0,
              let color = l.shadowColor, color.alpha > 0, !l.masksToBounds, replicationDepth == 0, m.isAffine, l.backdrop == nil,
              Self.shadowSigma(l, m) >= SubpixelShift.minimumSigma else { return false }
        let shifted = Self.shadowMap(l, m)
        // A hit is told from the snapshot: a key, which copies the layer's look, only on a miss.
        if let hit = caches.sprites.lookupDrifting(l.id, map: m, where: { $0.alpha == alpha && $0.shadow.describes(l, shifted, drifts: true) }) {
            let core = hit.core?.shifted(by: hit.rest)
            if hit.rest != (0, 0), compositeMoved(sprite: hit.coverage, at: hit.origin, by: hit.rest, core: core, into: t) { return true }
            withMoved(hit.coverage, at: hit.origin, by: hit.rest, skipping: core?.rect, for: t) { moved in
                composite(sprite: moved, at: hit.origin, core: core, into: t)
            }
            return true
        }
        guard let shadowKey = ShadowKey(l, shifted, drifts: true) else { return false }
        made = shadowKey
        let key = SpriteKey(shadow: shadowKey, alpha: alpha)
        guard caches.spriteSightings.use(l.id) == key else {
            caches.spriteSightings.store(l.id, key)
            return false
        }
        guard let made = makeSprite(l, m, bg, shifted: shifted, alpha: alpha) else { return false }
        spritesMade += 1
        caches.sprites.store(l.id, key: key, map: m, coverage: made.pixels, origin: made.origin, core: made.core)
        composite(sprite: made.pixels, at: made.origin, core: made.core, into: t)
        return true
    }

    /// The shadow (as drawn apart) with the background over it, in a bitmap of just the pixels
    /// they touch, placed at the layer's current position. The background's coverage is made
    /// afresh there, not taken moved from its cache, so the sprite's edge is moved only once.
    func makeSprite(_ l: LayerSnapshot, _ m: PlaneMap, _ bg: CGColor, shifted: PlaneMap, alpha: CGFloat)
        -> (pixels: PixelBuffer, origin: (x: Int, y: Int), core: SolidCore?)? {
        let box = m.apply(l.bounds)
        guard !box.isNull, !box.isInfinite, let shadow = Self.shadowRegion(l, shifted, m) else { return nil }
        // A moved cached blur may land a pixel beyond where a fresh one would.
        let region = PixelRect(covering: box).union(shadow).outset(by: 1)
        guard region.width * region.height <= CoverageCache<SpriteKey>.maximumPixels,
              caches.sprites.hasRoom(for: region.width * region.height * 4, replacing: l.id),
              let scratch = caches.offscreen.take(width: region.width, height: region.height, format: .argb32) else { return nil }
        defer { caches.offscreen.giveBack(scratch) }
        let target = RenderTarget(buffer: scratch, origin: (region.x, region.y))
        drawShadow(l, m, target, alpha: alpha)
        drawBackground(bg, of: l, m, target, alpha: alpha, fresh: true)
        // Kept at the size of what was drawn: the transparent margin is not moved every frame.
        guard let used = scratch.nonzeroBounds(),
              let pixels = scratch.copying(x: used.x, y: used.y, width: used.width, height: used.height) else { return nil }
        return (pixels, (region.x + used.x, region.y + used.y), SolidCore.find(in: pixels))
    }

    /// `composite(sprite:at:core:into:)` of the sprite moved by `rest` (`core` already
    /// shifted), the move and the rim's OVER in one pass (`SubpixelShift.compositeMoved`);
    /// false, drawing nothing, where that pass cannot run.
    func compositeMoved(sprite s: PixelBuffer, at o: (x: Int, y: Int), by rest: (x: CGFloat, y: CGFloat), core: SolidCore?,
                        into t: RenderTarget) -> Bool {
        let inner = core.flatMap { $0.rect.isEmpty ? nil : $0.rect(at: o) }
        guard SubpixelShift.canCompositeMoved(s, into: t) else { return false }
        if let core, let inner { t.composite(caches.solids.image(premultiplied: core.value), mask: nil, region: inner) }
        return SubpixelShift.compositeMoved(s, at: o, by: rest, outside: inner, into: t)
    }

    /// A sprite whose pixel (0, 0) is device pixel `o`: its core as one solid fill, the rest
    /// composited from its pixels around it.
    func composite(sprite s: PixelBuffer, at o: (x: Int, y: Int), core: SolidCore?, into t: RenderTarget) {
        guard let core, !core.rect.isEmpty else {
            t.composite(premultiplied: s, at: o, outside: nil)
            return
        }
        let inner = core.rect(at: o)
        t.composite(caches.solids.image(premultiplied: core.value), mask: nil, region: inner)
        t.composite(premultiplied: s, at: o, outside: inner)
    }
}

/// What a shadowed background's sprite shows: the shadow's key (the layer's whole look,
/// background colour included, and the map's linear part — not its sub-pixel phase, the
/// sprite being moved), and the alpha it was drawn at.
struct SpriteKey: Equatable {
    var shadow: ShadowKey
    var alpha: CGFloat
}
