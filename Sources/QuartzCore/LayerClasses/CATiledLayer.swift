import Synchronization
import Foundation


/// A layer whose content is drawn in tiles, on demand, off the main thread (003 "CATiledLayer",
/// Listing 6.12; Apple: CATiledLayer). Only the tiles that intersect what is visible — the
/// layer's bounds cut by every clipping ancestor and the root — are drawn, each once, by
/// `draw(in:)` (or the delegate's `draw(_:in:)`) with the context translated and clipped to
/// that tile; "may be called concurrently on multiple threads" (003), so drawing code must be
/// thread-safe. New tiles fade in over `fadeDuration()`. Tiles are drawn at the level of detail
/// the layer is shown at: `levelsOfDetail` levels down from `levelsOfDetailBias` levels up,
/// each half the previous resolution. Tiles far from view are evicted; `setNeedsDisplay(_:)`
/// redraws only the tiles it touches. `render(in:)` draws the missing tiles synchronously, so
/// captures are deterministic; on a virtual clock a frame waits for the tiles asked for
/// before it, so headless replays are too. `tileSize` is in pixels, as Apple's (003's Retina note).
open class CATiledLayer: CALayer {
    /// Tile size in pixels (256 × 256). Sizes that are not finite and positive are refused;
    /// sides are capped at 4096.
    @exclusivity(unchecked) open var tileSize = CGSize(width: 256, height: 256) {
        didSet {
            guard tileSize.width.isFinite, tileSize.height.isFinite, tileSize.width >= 1, tileSize.height >= 1 else {
                refuse("tileSize", tileSize); tileSize = oldValue; return
            }
            if tileSize.width > 4096 || tileSize.height > 4096 {
                Diagnostics.warn("CATiledLayer tileSize \(tileSize) capped at 4096 pixels a side")
                tileSize = CGSize(width: min(tileSize.width, 4096), height: min(tileSize.height, 4096))
            }
            if tileSize != oldValue { discardTiles(); setNeedsDisplay() }
        }
    }
    /// How many levels of detail are kept (the finest first); at least 1.
    @exclusivity(unchecked) open var levelsOfDetail = 1 { didSet { if levelsOfDetail < 1 { levelsOfDetail = 1 } } }
    /// How many of those levels are magnified (finer than the layer's own resolution).
    @exclusivity(unchecked) open var levelsOfDetailBias = 0 { didSet { if levelsOfDetailBias < 0 { levelsOfDetailBias = 0 } } }

    /// How long a new tile takes to fade in.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
        Self.live.append(Weak(layer: self))
    }

    // MARK: Following what is visible

    private struct Weak { weak var layer: CATiledLayer? }
    /// The tiled layers alive (models only): each frame asks them whether new tiles came into
    /// view (an ancestor scrolled, say). Main thread.
    @exclusivity(unchecked) nonisolated(unsafe) private static var live: [Weak] = []
    /// What was visible, at which level, when tiles were last asked for.
    @exclusivity(unchecked) private var lastRequest: (visible: CGRect, level: Int)?

    /// Called once a frame before the tree is snapshotted (`SurfaceRenderer.prepare`,
    /// `render(in:)`): layers whose visible part or level changed ask for their tiles.
    package static func followVisibility() {
        guard !live.isEmpty else { return }
        live.removeAll { $0.layer == nil }
        for w in live {
            guard let l = w.layer, l.superlayer != nil, !l.needsDisplayFlag else { continue }
            let now = (l.visibleRect(), l.level().level)
            if let last = l.lastRequest, last.visible == now.0, last.level == now.1 { continue }
            l.requestTiles(synchronously: false)
        }
    }
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let o = layer as? CATiledLayer else { return }
        tileSize = o.tileSize; levelsOfDetail = o.levelsOfDetail; levelsOfDetailBias = o.levelsOfDetailBias
        tiles = o.tiles; shownLevel = o.shownLevel
    }

    package override class func builtInCopy(of layer: CALayer) -> CALayer { CATiledLayer(layer: layer) }
    package override class func builtInInstance() -> CALayer { CATiledLayer() }

    // MARK: Tiles

    struct TileKey: Hashable { var level: Int, column: Int, row: Int }
    struct Tile { var image: CGImage, rect: CGRect, arrived: CFTimeInterval }

    /// Tiles drawn, by level and grid position (main thread).
    @exclusivity(unchecked) var tiles: [TileKey: Tile] = [:]
    /// The level of detail last asked for: the one frames show.
    @exclusivity(unchecked) var shownLevel = 0
    /// Tiles being drawn, with the generation they were asked at (a newer one drops them).
    @exclusivity(unchecked) private var pending: [TileKey: Int] = [:]
    @exclusivity(unchecked) private var generation = 0
    /// Tiles finished by drawing threads, waiting for the main thread.
    private let arrivals = Locked<[(key: TileKey, generation: Int, tile: Tile)]>([])
    @exclusivity(unchecked) private var link: CADisplayLink?
    /// Whether tiles were fading in at the last frame (the frame after the fade ends shows them whole).
    @exclusivity(unchecked) private var wasFading = false
    /// A link left running would keep a window drawing after the layer is gone.
    deinit { link?.invalidate() }
    /// Tile draws made (for tests and benchmarks).
    package static let tileDraws = Atomic<Int>(0)
    private static let drawing = DispatchQueue(label: "lamina.tiled-layer", qos: .userInitiated, attributes: .concurrent)

    /// The display pass: the tiles in the changed rect are dropped, the visible ones asked for.
    open override func display() {
        let dirty = needsDisplayRect
        needsDisplayFlag = false
        dirtyRect = .null
        if !dirty.isNull {
            for (k, t) in tiles where t.rect.intersects(dirty) { tiles[k] = nil }
            generation &+= 1
            pending = [:]
            markRenderDirty()
        }
        // A layer in no tree shows nothing: `render(in:)` draws what it needs itself.
        if superlayer != nil { requestTiles(synchronously: false) }
    }

    private func discardTiles() {
        tiles = [:]; pending = [:]; generation &+= 1
        markRenderDirty()
    }

    /// The level of detail the layer is shown at, and a tile's size in points there.
    private func level() -> (level: Int, tile: CGSize) {
        let unit = convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil)
        let s = max(unit.width, unit.height) * contentsScale
        var level = s.isFinite && s > 0 ? Int(log2(s).rounded(.up)) : 0
        level = min(max(level, levelsOfDetailBias - (levelsOfDetail - 1)), levelsOfDetailBias)
        let k = pow(2, CGFloat(level)) * contentsScale
        return (level, CGSize(width: tileSize.width / k, height: tileSize.height / k))
    }

    /// The part of the bounds on screen: cut by every ancestor that clips, and by the root.
    private func visibleRect() -> CGRect {
        var visible = bounds
        var a = superlayer
        var root: CALayer = self
        while let l = a {
            if l.masksToBounds { visible = visible.intersection(convert(l.bounds, from: l)) }
            root = l
            a = l.superlayer
        }
        if root !== self { visible = visible.intersection(convert(root.bounds, from: root)) }
        return visible
    }

    /// Asks for every visible tile not drawn yet: drawn now (`render(in:)`) or on the drawing
    /// threads; tiles far from view are let go.
    package func requestTiles(synchronously: Bool) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let (lvl, size) = level()
        // Only the tiles in view, for a window's frames and for `render(in:)` alike (003: tiles
        // load "individually as needed").
        let visible = visibleRect()
        if !synchronously { lastRequest = (visible, lvl) }
        guard !visible.isNull, visible.width > 0, visible.height > 0, size.width > 0, size.height > 0 else { return }
        let c0 = Int(((visible.minX - bounds.minX) / size.width).rounded(.down))
        let c1 = Int(((visible.maxX - bounds.minX) / size.width).rounded(.up))
        let r0 = Int(((visible.minY - bounds.minY) / size.height).rounded(.down))
        let r1 = Int(((visible.maxY - bounds.minY) / size.height).rounded(.up))
        guard c1 > c0, r1 > r0, (c1 - c0) * (r1 - r0) <= 65_536 else { return }
        evict(keeping: visible.insetBy(dx: -visible.width, dy: -visible.height), level: lvl)
        if lvl != shownLevel { shownLevel = lvl; markRenderDirty() }
        let scale = pow(2, CGFloat(lvl)) * contentsScale
        for row in r0..<r1 {
            for column in c0..<c1 {
                let key = TileKey(level: lvl, column: column, row: row)
                guard tiles[key] == nil, synchronously || pending[key] == nil else { continue }
                let rect = CGRect(x: bounds.minX + CGFloat(column) * size.width, y: bounds.minY + CGFloat(row) * size.height,
                                  width: size.width, height: size.height).intersection(bounds)
                guard !rect.isNull, rect.width > 0, rect.height > 0 else { continue }
                if synchronously {
                    if let image = drawTile(rect, scale: scale) { tiles[key] = Tile(image: image, rect: rect, arrived: -.infinity) }
                    continue
                }
                pending[key] = generation
                let gen = generation
                nonisolated(unsafe) let layer = self
                Self.drawing.async {
                    guard let image = layer.drawTile(rect, scale: scale) else { return }
                    layer.arrivals.withLock { $0.append((key, gen, Tile(image: image, rect: rect, arrived: 0))) }
                }
            }
        }
        if synchronously { markRenderDirty() } else if !pending.isEmpty { startLink() }
    }

    /// Draws one tile: a bitmap of the tile's pixels, the context in the layer's coordinates
    /// (y down, as `draw(in:)` always has it), clipped to the tile.
    private func drawTile(_ rect: CGRect, scale: CGFloat) -> CGImage? {
        let w = Int((rect.width * scale).rounded(.up)), h = Int((rect.height * scale).rounded(.up))
        guard w > 0, h > 0, let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                                 space: CGColorSpaceCreateDeviceRGB(),
                                                 bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        ctx.translateBy(x: 0, y: CGFloat(h))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.translateBy(x: -rect.minX, y: -rect.minY)
        ctx.clip(to: rect)
        Self.tileDraws.add(1, ordering: .relaxed)
        draw(in: ctx)
        return ctx.makeImage()
    }

    private func evict(keeping near: CGRect, level: Int) {
        for (k, t) in tiles where k.level != level && tiles.count > 64 || !t.rect.intersects(near) { tiles[k] = nil }
    }

    // MARK: Tiles arriving (main thread, once a frame while any are drawn or fading)

    private func startLink() {
        guard link == nil else { return }
        let l = CADisplayLink { [weak self] link in self?.collect(at: link.targetTimestamp) }
        l.add(to: .main, forMode: .common)
        link = l
    }

    /// Takes the tiles drawn since the last frame, stamped with the frame's target time `t`.
    /// Frames keep coming while tiles fade in, and one more once the fade is over, so the
    /// last frame shows the tiles whole, not nearly so.
    private func collect(at t: CFTimeInterval) {
        // On a virtual clock (the headless twin, tests) the tiles asked for so far are waited
        // for, so they arrive at the same frame every run: replayed frames are byte-identical.
        if MediaClock.virtualTime != nil, !pending.isEmpty { Self.drawing.sync(flags: .barrier) {} }
        let done = arrivals.withLock { a -> [(key: TileKey, generation: Int, tile: Tile)] in let d = a; a = []; return d }
        for var d in done where pending[d.key] == d.generation {
            pending[d.key] = nil
            d.tile.arrived = t
            tiles[d.key] = d.tile
        }
        let fading = tiles.values.contains { t - $0.arrived < Self.fadeDuration() }
        if !done.isEmpty || fading || wasFading { markRenderDirty() }
        wasFading = fading
        if pending.isEmpty && !fading { link?.invalidate(); link = nil }
    }

    /// The tiles a frame at `now` shows, with their fade.
    package func tileSnapshot(at now: CFTimeInterval) -> [(rect: CGRect, image: CGImage, alpha: CGFloat)] {
        let fade = Self.fadeDuration()
        return tiles.filter { $0.key.level == shownLevel }.sorted { ($0.key.row, $0.key.column) < ($1.key.row, $1.key.column) }
            .map { (k, t) in (t.rect, t.image, fade > 0 ? CGFloat(min(1, max(0, (now - t.arrived) / fade))) : 1) }
    }
}
