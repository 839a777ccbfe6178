import CoreGraphics

/// What a compositor keeps from frame to frame, aged together: coverage moved instead of
/// rasterized again (shadows, rounded backgrounds and borders, shape fills and strokes,
/// shadowed-background sprites), rasterized subtrees, gradient sources, mipmaps, offscreen
/// buffers, solid colours and outlines. Each drops what went unused for its lifetime;
/// `beginFrame` starts every one's next frame. A class: a draw may use one cache while it
/// updates another in place, and separate stored properties are separate accesses.
final class CompositorCaches {
    @exclusivity(unchecked) var shadows = CoverageCache<ShadowKey>()
    @exclusivity(unchecked) var backgrounds = CoverageCache<ShapeKey>()
    @exclusivity(unchecked) var borders = CoverageCache<ShapeKey>()
    @exclusivity(unchecked) var shapeFills = CoverageCache<ShapeLayerKey>()
    @exclusivity(unchecked) var shapeStrokes = CoverageCache<ShapeLayerKey>()
    /// Shadowed backgrounds composed once (`drawShadowedBackground`), and the look each
    /// shadowed layer last showed (a sprite is made on the second frame running).
    @exclusivity(unchecked) var sprites = CoverageCache<SpriteKey>()
    @exclusivity(unchecked) var spriteSightings = AgedEntries<ObjectIdentifier, SpriteKey>()
    @exclusivity(unchecked) var rasters = AgedEntries<ObjectIdentifier, (key: RasterKey, bitmap: PixelBuffer, origin: CGPoint)>()
    @exclusivity(unchecked) var gradients = AgedEntries<ObjectIdentifier, (style: GradientStyle, image: PixmanImage)>()
    let mipmaps = MipmapCache()
    let offscreen = OffscreenPool()
    let solids = SolidColors()
    /// A replicator instance's colour, multiplied channel by channel into its drawing.
    let tints = SolidColors(componentAlpha: true)
    let outlines = OutlineCache()

    func beginFrame() {
        shadows.beginFrame(); backgrounds.beginFrame(); borders.beginFrame()
        shapeFills.beginFrame(); shapeStrokes.beginFrame(); sprites.beginFrame(); spriteSightings.beginFrame()
        rasters.beginFrame(); gradients.beginFrame()
        mipmaps.beginFrame(); offscreen.beginFrame(); solids.beginFrame(); tints.beginFrame(); outlines.beginFrame()
    }

    /// Bytes of coverage held (each coverage cache keeps to `CoverageCache.budgetBytes`).
    var coverageBytes: Int {
        shadows.bytes + backgrounds.bytes + borders.bytes + shapeFills.bytes + shapeStrokes.bytes + sprites.bytes
    }
}
