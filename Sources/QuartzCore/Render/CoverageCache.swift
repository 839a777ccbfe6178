/// Coverage bitmaps kept between frames: blurred shadows (001 "Specify a Shadow Path…": Core
/// Animation caches the shadow) and the rounded shapes of backgrounds and borders. An entry is
/// reused while everything that shapes it is unchanged and its layer has only moved by whole
/// device pixels, so a steady frame rasterizes nothing. Layers outside a frame's damage are not
/// drawn but still alive, so entries age out (unused for `lifetime` frames) rather than per frame.
struct CoverageCache<Key: Equatable> {
    private struct Entry {
        var key: Key
        var coverage: PixelBuffer
        var origin: (x: Int, y: Int)
        var translation: (x: Int, y: Int)
        var lastUsed: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frame = 0
    /// Coverage beyond this many pixels is not kept.
    static var maximumPixels: Int { 4_000_000 }
    static var lifetime: Int { 240 }

    mutating func beginFrame() {
        frame += 1
        if frame % Self.lifetime == 0 { entries = entries.filter { frame - $0.value.lastUsed < Self.lifetime } }
    }

    /// The cached coverage and where it lands now, if `key` still describes it.
    mutating func lookup(_ id: ObjectIdentifier, key: Key?, map: PlaneMap) -> (coverage: PixelBuffer, origin: (x: Int, y: Int))? {
        guard let key, let e = entries[id], e.key == key else { return nil }
        entries[id]?.lastUsed = frame
        let t = Self.wholePixels(map)
        return (e.coverage, (e.origin.x + t.x - e.translation.x, e.origin.y + t.y - e.translation.y))
    }

    mutating func store(_ id: ObjectIdentifier, key: Key, map: PlaneMap, coverage: PixelBuffer, origin: (x: Int, y: Int)) {
        guard coverage.width * coverage.height <= Self.maximumPixels else { return }
        entries[id] = Entry(key: key, coverage: coverage, origin: origin, translation: Self.wholePixels(map), lastUsed: frame)
    }

    static func wholePixels(_ map: PlaneMap) -> (x: Int, y: Int) {
        (Int(map.m.6.rounded(.down)), Int(map.m.7.rounded(.down)))
    }
}

/// What shapes a coverage bitmap apart from where it is: the map without its translation,
/// and the translation's sub-pixel part.
struct Placement: Equatable {
    var linear: [CGFloat]
    var fraction: CGPoint
    init(_ map: PlaneMap) {
        let m = map.m
        linear = [m.0, m.1, m.2, m.3, m.4, m.5, m.8]
        fraction = CGPoint(x: m.6 - m.6.rounded(.down), y: m.7 - m.7.rounded(.down))
    }
}

/// What shapes a layer's shadow.
struct ShadowKey: Equatable {
    var look: LayerLook
    var sublayerVersions: [UInt64]
    var placement: Placement

    /// nil when the shadow is not worth caching (its layer's subtree is large).
    init?(_ l: LayerSnapshot, _ map: PlaneMap) {
        guard l.shadowPath != nil || l.sublayerBoxes.count <= 8 else { return nil }
        look = LayerLook(l)
        sublayerVersions = l.shadowPath == nil ? l.sublayerBoxes.map { $0.snapshot.version } : []
        placement = Placement(map)
    }
}

/// What shapes a rounded background or border: the bounds, corners, border width, placement.
struct ShapeKey: Equatable {
    var bounds: CGRect
    var radius: CGFloat
    var corners: CACornerMask
    var borderWidth: CGFloat
    var alpha: CGFloat
    var placement: Placement
}

/// What a rasterized layer's bitmap shows: its own look, its sublayers' and mask's content
/// (their versions), and the scale — not where the layer is, so moving it keeps the bitmap.
struct RasterKey: Equatable {
    var look: LayerLook
    var sublayerVersions: [UInt64]
    var maskVersion: UInt64?
    var scale: CGFloat

    init(_ l: LayerSnapshot) {
        look = LayerLook(l)
        sublayerVersions = l.sublayerBoxes.map { $0.snapshot.version }
        maskVersion = l.maskBoxes.first?.snapshot.version
        scale = l.rasterizationScale
    }
}

/// What shapes a shape layer's fill and stroke coverage: the shape, the alpha folded in, the
/// placement, and the bounds clip when `masksToBounds`.
struct ShapeLayerKey: Equatable {
    var style: ShapeStyle
    var alpha: CGFloat
    var placement: Placement
    var clip: LayerClip?
}

/// A layer's rounded bounds, as a clip.
struct LayerClip: Equatable {
    var bounds: CGRect
    var radius: CGFloat
    var corners: CACornerMask
    init(_ l: LayerSnapshot) { bounds = l.bounds; radius = l.cornerRadius; corners = l.maskedCorners }
}
