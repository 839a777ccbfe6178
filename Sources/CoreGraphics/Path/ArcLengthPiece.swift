/// One drawable piece of a path measured by arc length: a line, or a cubic with a table of
/// cumulative lengths. Dashing and trimming cut paths at lengths through it, and a cut
/// inside a Bézier takes the exact sub-curve (de Casteljau) at the parameter its length gives.
package enum ArcLengthPiece {
    case line(CGPoint, CGPoint)
    /// Cumulative arc length at parameters i/n.
    case curve(CGPoint, CGPoint, CGPoint, CGPoint, table: [CGFloat])

    package static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> ArcLengthPiece {
        let n = max(8, PathGeometry.segmentCount(p0, p1, p2, p3, tolerance: 0.01))
        var table: [CGFloat] = [0]
        table.reserveCapacity(n + 1)
        var prev = p0
        for i in 1...n {
            let q = PathGeometry.cubicPoint(p0, p1, p2, p3, CGFloat(i) / CGFloat(n))
            table.append(table[i - 1] + hypot(q.x - prev.x, q.y - prev.y))
            prev = q
        }
        return .curve(p0, p1, p2, p3, table: table)
    }

    /// A path's subpaths as pieces; a closed subpath ends with the closing line (if any
    /// length) and is marked closed. Quads become cubics.
    package static func subpaths(_ segments: [PathSegment]) -> [(pieces: [ArcLengthPiece], start: CGPoint, closed: Bool)] {
        var out: [(pieces: [ArcLengthPiece], start: CGPoint, closed: Bool)] = []
        var pieces: [ArcLengthPiece] = []
        var start = CGPoint.zero, last = CGPoint.zero, open = false
        func flush(closed: Bool) {
            if open { out.append((pieces, start, closed)) }
            pieces = []; open = false
        }
        for s in segments {
            switch s {
            case .move(let p):
                flush(closed: false); start = p; last = p; open = true
            case .line(let p):
                if !open { start = last; open = true }
                pieces.append(.line(last, p)); last = p
            case .quad(let c, let p):
                if !open { start = last; open = true }
                let (c1, c2) = PathGeometry.cubicControls(quadFrom: last, control: c, to: p)
                pieces.append(.cubic(last, c1, c2, p)); last = p
            case .cubic(let c1, let c2, let p):
                if !open { start = last; open = true }
                pieces.append(.cubic(last, c1, c2, p)); last = p
            case .close:
                if !open { start = last; open = true }
                if last != start { pieces.append(.line(last, start)) }
                last = start
                flush(closed: true)
            }
        }
        flush(closed: false)
        return out
    }

    package var length: CGFloat {
        switch self {
        case .line(let a, let b): return hypot(b.x - a.x, b.y - a.y)
        case .curve(_, _, _, _, let table): return table.last ?? 0
        }
    }

    package var start: CGPoint {
        switch self {
        case .line(let a, _): return a
        case .curve(let p0, _, _, _, _): return p0
        }
    }

    package func point(atLength s: CGFloat) -> CGPoint {
        switch self {
        case .line(let a, let b):
            let len = length
            return len > 0 ? PathGeometry.lerp(a, b, s / len) : a
        case .curve(let p0, let p1, let p2, let p3, _):
            return PathGeometry.cubicPoint(p0, p1, p2, p3, parameter(atLength: s))
        }
    }

    package func parameter(atLength s: CGFloat) -> CGFloat {
        guard case .curve(_, _, _, _, let table) = self, table.count > 1 else {
            let len = length
            return len > 0 ? s / len : 0
        }
        var lo = 0, hi = table.count - 1
        while hi - lo > 1 { let mid = (lo + hi) / 2; if table[mid] < s { lo = mid } else { hi = mid } }
        let span = table[hi] - table[lo]
        let f = span > 0 ? (s - table[lo]) / span : 0
        return (CGFloat(lo) + f) / CGFloat(table.count - 1)
    }

    /// The part between arc lengths s0 and s1, as a path element continuing from its start.
    package func sub(_ s0: CGFloat, _ s1: CGFloat) -> PathSegment {
        switch self {
        case .line: return .line(point(atLength: s1))
        case .curve(let p0, let p1, let p2, let p3, _):
            let t0 = parameter(atLength: s0), t1 = parameter(atLength: s1)
            let (head, _) = PathGeometry.splitCubic(p0, p1, p2, p3, at: t1)
            guard t1 > 0 else { return .line(head.0) }
            let (_, tail) = PathGeometry.splitCubic(head.0, head.1, head.2, head.3, at: t0 / t1)
            return .cubic(tail.1, tail.2, tail.3)
        }
    }

    /// The whole piece as a path element continuing from its start.
    package var element: PathSegment {
        switch self {
        case .line(_, let b): return .line(b)
        case .curve(_, let p1, let p2, let p3, _): return .cubic(p1, p2, p3)
        }
    }
}
