/// Coverage bitmaps kept between frames: blurred shadows (001 "Specify a Shadow Path…": Core
/// Animation caches the shadow), the rounded shapes of backgrounds and borders, and shape
/// layers' fills and strokes. An entry is reused while everything that shapes it is unchanged
/// and its layer has only moved by whole device pixels, so a steady frame rasterizes nothing —
/// or, for a key that leaves the phase out (`lookupDrifting`: wide blurs, and crisp shapes
/// outside replicators), by any amount, the rest moved by `SubpixelShift`. Layers outside a frame's damage are not
/// drawn but still alive, so entries age out (unused for `lifetime` frames) rather than per frame.
struct CoverageCache<Key: Equatable> {
    /// A class, so that a hit marks it used in place: a struct entry is copied out of the
    /// dictionary and written back whole, retaining and releasing everything its key holds (a
    /// shadow's key holds the layer's colours, path and contents) on every draw.
    private final class Entry {
        let key: Key
        @exclusivity(unchecked) var coverage: PixelBuffer
        let origin: (x: Int, y: Int)
        let translation: (x: Int, y: Int)
        /// The map's translation when made (for entries reused at any sub-pixel offset).
        let exact: (x: CGFloat, y: CGFloat)
        /// Its fully covered middle (`SolidCore`), in its own pixels, when looked for.
        let core: SolidCore?
        @exclusivity(unchecked) var lastUsed: Int

        init(key: Key, coverage: PixelBuffer, origin: (x: Int, y: Int), translation: (x: Int, y: Int),
             exact: (x: CGFloat, y: CGFloat), core: SolidCore?, lastUsed: Int) {
            self.key = key
            self.coverage = coverage
            self.origin = origin
            self.translation = translation
            self.exact = exact
            self.core = core
            self.lastUsed = lastUsed
        }
    }

    /// A layer's entry; a replicator's sublayer has one per distinct placement of its
    /// instances (`variant`: 0 for a layer drawn once).
    private struct Slot: Hashable {
        var id: ObjectIdentifier
        var variant: Int
    }
    private var entries: [Slot: Entry] = [:]
    private var frame = 0
    private var staleKeys: [Slot] = []
    /// Coverage beyond this many pixels is not kept.
    static var maximumPixels: Int { 4_000_000 }
    /// Nor beyond this many bytes in all: a window of 100,000 shadowed layers blurs what does
    /// not fit each frame rather than keeping gigabytes.
    static var budgetBytes: Int { 32 << 20 }
    private(set) var bytes = 0
    static var lifetime: Int { 240 }

    mutating func beginFrame() {
        frame += 1
        if frame % Self.lifetime == 0 {
            let now = frame
            entries.removeAll(where: { now - $0.lastUsed >= Self.lifetime }, collectingInto: &staleKeys)
            bytes = entries.values.reduce(0) { $0 + $1.coverage.byteCount }
        }
    }

    /// The cached coverage and where it lands now, if `key` still describes it.
    mutating func lookup(_ id: ObjectIdentifier, variant: Int = 0, key: Key?, map: PlaneMap)
        -> (coverage: PixelBuffer, origin: (x: Int, y: Int))? {
        guard let e = use(Slot(id: id, variant: variant), key) else { return nil }
        let t = Self.wholePixels(map)
        return (e.coverage, (e.origin.x + t.x - e.translation.x, e.origin.y + t.y - e.translation.y))
    }

    /// The cached coverage where it lands now when the layer may have moved by any amount
    /// since it was made (its key leaves out the sub-pixel phase): the whole-pixel origin and
    /// the rest, each in [0, 1), still to move it right and down by (`SubpixelShift`).
    mutating func lookupDrifting(_ id: ObjectIdentifier, variant: Int = 0, key: Key?, map: PlaneMap)
        -> (coverage: PixelBuffer, origin: (x: Int, y: Int), rest: (x: CGFloat, y: CGFloat), core: SolidCore?)? {
        guard let key else { return nil }
        return lookupDrifting(id, variant: variant, map: map, where: { $0 == key })
    }

    /// The same, for the entry whose key `describes` says is the one wanted (a caller that
    /// can tell without making a key).
    mutating func lookupDrifting(_ id: ObjectIdentifier, variant: Int = 0, map: PlaneMap, where describes: (Key) -> Bool)
        -> (coverage: PixelBuffer, origin: (x: Int, y: Int), rest: (x: CGFloat, y: CGFloat), core: SolidCore?)? {
        guard let e = use(Slot(id: id, variant: variant), where: describes),
              abs(map.m.6 - e.exact.x) < 1e7, abs(map.m.7 - e.exact.y) < 1e7 else { return nil }     // NaN fails too
        // Moves within 1/1024 px of whole pixels are taken as whole (as `Placement` does).
        func split(_ d: CGFloat) -> (Int, CGFloat) {
            let q = (d * 1024).rounded() / 1024, whole = q.rounded(.down)
            return (Int(whole), q - whole)
        }
        let (dx, rx) = split(map.m.6 - e.exact.x), (dy, ry) = split(map.m.7 - e.exact.y)
        return (e.coverage, (e.origin.x + dx, e.origin.y + dy), (rx, ry), e.core)
    }

    /// The entry in `slot` if `key` still describes it, marked used this frame.
    private mutating func use(_ slot: Slot, _ key: Key?) -> Entry? {
        guard let key else { return nil }
        return use(slot, where: { $0 == key })
    }

    private mutating func use(_ slot: Slot, where describes: (Key) -> Bool) -> Entry? {
        guard let e = entries[slot], describes(e.key) else { return nil }
        e.lastUsed = frame
        return e
    }

    /// The bitmap `id`'s entry holds, taken out for reuse (zeroed) when it is `width` × `height`
    /// and nothing else holds it: a shape re-rasterized at a new sub-pixel placement every
    /// frame draws into the same pixels. The entry goes (it was stale: `lookup` missed).
    mutating func recycle(_ id: ObjectIdentifier, variant: Int = 0, width: Int, height: Int) -> PixelBuffer? {
        guard let e = entries.removeValue(forKey: Slot(id: id, variant: variant)) else { return nil }
        bytes -= e.coverage.byteCount
        guard e.coverage.width == width, e.coverage.height == height, isKnownUniquelyReferenced(&e.coverage) else { return nil }
        e.coverage.bytes.initializeMemory(as: UInt8.self, repeating: 0)
        return e.coverage
    }

    /// Whether a bitmap of `bytes` for `id`'s entry would be kept by `store` (asked before
    /// making one that is worth making only to keep).
    func hasRoom(for bytes: Int, replacing id: ObjectIdentifier, variant: Int = 0) -> Bool {
        self.bytes - (entries[Slot(id: id, variant: variant)]?.coverage.byteCount ?? 0) + bytes <= Self.budgetBytes
    }

    mutating func store(_ id: ObjectIdentifier, variant: Int = 0, key: Key, map: PlaneMap, coverage: PixelBuffer,
                        origin: (x: Int, y: Int), core: SolidCore? = nil) {
        let slot = Slot(id: id, variant: variant)
        let replaced = entries[slot]?.coverage.byteCount ?? 0
        guard coverage.width * coverage.height <= Self.maximumPixels,
              bytes - replaced + coverage.byteCount <= Self.budgetBytes else { return }
        bytes += coverage.byteCount - replaced
        entries[slot] = Entry(key: key, coverage: coverage, origin: origin, translation: Self.wholePixels(map),
                              exact: (map.m.6, map.m.7), core: core, lastUsed: frame)
    }

    static func wholePixels(_ map: PlaneMap) -> (x: Int, y: Int) {
        (Int(map.m.6.rounded(.down)), Int(map.m.7.rounded(.down)))
    }
}

/// What shapes a coverage bitmap apart from where it is: the map without its translation,
/// and the translation's sub-pixel part, to 1/1024 of a pixel — placements that differ by
/// less (a replicator's instances, placed by repeated multiplication, differ by rounding
/// noise) share a bitmap, off by under 1/2048 px: less than a quarter of one 8-bit step of
/// any edge pixel's coverage.
struct Placement: Hashable {
    var linear: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)
    var fraction: CGPoint
    /// `subpixel` false: the phase left out (a bitmap moved by `SubpixelShift` instead).
    init(_ map: PlaneMap, subpixel: Bool = true) {
        let m = map.m
        linear = (m.0, m.1, m.2, m.3, m.4, m.5, m.8)
        func phase(_ v: CGFloat) -> CGFloat { ((v - v.rounded(.down)) * 1024).rounded() / 1024 }
        fraction = subpixel ? CGPoint(x: phase(m.6), y: phase(m.7)) : .zero
    }
    func hash(into h: inout Hasher) {
        let p = linear
        for v in [p.0, p.1, p.2, p.3, p.4, p.5, p.6, fraction.x, fraction.y] { h.combine(v) }
    }
    static func == (a: Placement, b: Placement) -> Bool {
        let (p, q) = (a.linear, b.linear)
        return p.0 == q.0 && p.1 == q.1 && p.2 == q.2 && p.3 == q.3 && p.4 == q.4 && p.5 == q.5 && p.6 == q.6
            && a.fraction == b.fraction
    }
}

/// What shapes a layer's shadow.
struct ShadowKey: Equatable {
    var look: LayerLook
    var sublayers: SublayerVersions
    var placement: Placement

    /// Whether this is the key `init(l, map, drifts:)` makes, without making it.
    func describes(_ l: LayerSnapshot, _ map: PlaneMap, drifts: Bool) -> Bool {
        (l.shadowPath != nil || l.sublayerBoxes.count <= 8) && placement == Placement(map, subpixel: !drifts)
            && sublayers == (l.shadowPath == nil ? SublayerVersions(l) : SublayerVersions()) && look.describes(l)
    }

    /// nil when the shadow is not worth caching (its layer's subtree is large). `drifts`: the
    /// blur is smooth enough to be moved by sub-pixel amounts, so the phase is not part of it.
    init?(_ l: LayerSnapshot, _ map: PlaneMap, drifts: Bool) {
        guard l.shadowPath != nil || l.sublayerBoxes.count <= 8 else { return nil }
        look = LayerLook(l)
        sublayers = l.shadowPath == nil ? SublayerVersions(l) : SublayerVersions()
        placement = Placement(map, subpixel: !drifts)
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
    var sublayers: SublayerVersions
    var maskVersion: UInt64?
    var scale: CGFloat

    init(_ l: LayerSnapshot) {
        look = LayerLook(l)
        sublayers = SublayerVersions(l)
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

/// Which sublayer snapshots a layer had, without an array per frame: their count and an
/// order-sensitive 64-bit mix of their versions (versions are unique per rebuilt snapshot, so
/// a changed, added, removed or reordered sublayer changes the digest but for a 2⁻⁶⁴ chance).
struct SublayerVersions: Equatable {
    var count = 0
    var digest: UInt64 = 0

    init() {}
    init(_ l: LayerSnapshot) {
        count = l.sublayerBoxes.count
        for box in l.sublayerBoxes {
            // splitmix64's finalizer over the running value and the next version.
            var z = (digest ^ box.snapshot.version) &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            digest = z ^ (z >> 31)
        }
    }
}
