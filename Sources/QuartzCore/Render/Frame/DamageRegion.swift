/// The pixels a frame changes, as a few rectangles. Two layers changing far apart damage two
/// small rects, not the box spanning both; but rects are merged whenever merging wastes
/// little, and there are never more than `limit` (pixman's regions grow superlinearly with
/// rectangle count — issue "The pixman compositor", facts measured — and each rect costs a
/// composite pass and a `damage_buffer` request).
package struct DamageRegion: Equatable, Sendable {
    package static let limit = 12
    package private(set) var rects: [PixelRect] = []

    package init() {}
    package init(_ r: PixelRect) { add(r) }

    /// Room for the most rects a region holds while adding (one over `limit`), so a region
    /// kept from frame to frame never grows its storage in steady state.
    package mutating func reserveFullCapacity() { rects.reserveCapacity(Self.limit + 1) }

    package var isEmpty: Bool { rects.isEmpty }
    /// The smallest rect holding every damaged pixel.
    package var bounds: PixelRect? { rects.isEmpty ? nil : rects.dropFirst().reduce(rects[0]) { $0.union($1) } }
    /// Damaged pixels counted once per rect (rects never overlap after `add`).
    package var area: Int { rects.reduce(0) { $0 + $1.width * $1.height } }

    package mutating func add(_ r: PixelRect) {
        guard !r.isEmpty else { return }
        var incoming = r
        // Absorb every rect the new one overlaps or nearly fills the gap to; repeat, since a
        // grown rect may now reach others.
        var merged = true
        while merged {
            merged = false
            for i in rects.indices.reversed() where Self.cheapToMerge(rects[i], incoming) {
                incoming = incoming.union(rects.remove(at: i))
                merged = true
            }
        }
        rects.append(incoming)
        while rects.count > Self.limit { mergeCheapestPair() }
    }

    package mutating func add(_ o: DamageRegion) { for r in o.rects { add(r) } }

    /// Empties the region, keeping its storage for the next frame.
    package mutating func removeAll() { rects.removeAll(keepingCapacity: true) }

    /// The region cut to `clip` (itself, sharing storage, when already inside).
    package func intersection(_ clip: PixelRect) -> DamageRegion {
        if rects.allSatisfy({ $0.intersection(clip) == $0 }) { return self }
        var out = DamageRegion()
        for r in rects { out.add(r.intersection(clip)) }
        return out
    }

    /// Overlapping or touching, or the union's area at most the two areas summed (plus a
    /// strip of slack): drawing the union costs about what drawing both would.
    private static func cheapToMerge(_ a: PixelRect, _ b: PixelRect) -> Bool {
        let u = a.union(b)
        if !a.intersection(b).isEmpty { return true }
        return u.width * u.height <= a.width * a.height + b.width * b.height + 4 * (u.width + u.height)
    }

    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, waste: Int.max)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let u = rects[i].union(rects[j])
                let waste = u.width * u.height - rects[i].width * rects[i].height - rects[j].width * rects[j].height
                if waste < best.waste { best = (i, j, waste) }
            }
        }
        let b = rects.remove(at: best.j), a = rects.remove(at: best.i)
        add(a.union(b))
    }
}
