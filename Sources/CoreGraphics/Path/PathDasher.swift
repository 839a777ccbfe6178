/// Splits a path into dashes. Curves stay curves: a dash ending inside a Bézier takes the exact
/// sub-curve (de Casteljau) at the parameter its arc length gives. The pattern restarts at
/// each subpath, as Core Graphics' dashing does.
package struct PathDasher {
    let lengths: [CGFloat]
    let phase: CGFloat
    /// Beyond this many dashes the pattern is too fine to be meant; the path stays undashed.
    static let maximumDashes = 1_000_000

    /// nil for a pattern that cannot dash: empty, any negative or non-finite length, or none positive.
    package init?(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 })
        else { return nil }
        self.lengths = lengths.count % 2 == 1 ? lengths + lengths : lengths
        self.phase = phase.isFinite ? phase : 0
    }

    private enum Piece {
        case line(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint, table: [CGFloat])  // cumulative arc length at i/n

        var length: CGFloat {
            switch self {
            case .line(let a, let b): return hypot(b.x - a.x, b.y - a.y)
            case .cubic(_, _, _, _, let table): return table.last ?? 0
            }
        }
        func point(atLength s: CGFloat) -> CGPoint {
            switch self {
            case .line(let a, let b):
                let len = length
                return len > 0 ? PathGeometry.lerp(a, b, s / len) : a
            case .cubic(let p0, let p1, let p2, let p3, _):
                return PathGeometry.cubicPoint(p0, p1, p2, p3, parameter(atLength: s))
            }
        }
        func parameter(atLength s: CGFloat) -> CGFloat {
            guard case .cubic(_, _, _, _, let table) = self, table.count > 1 else {
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
        func sub(_ s0: CGFloat, _ s1: CGFloat) -> PathSegment {
            switch self {
            case .line: return .line(point(atLength: s1))
            case .cubic(let p0, let p1, let p2, let p3, _):
                let t0 = parameter(atLength: s0), t1 = parameter(atLength: s1)
                let (head, _) = PathGeometry.splitCubic(p0, p1, p2, p3, at: t1)
                guard t1 > 0 else { return .line(head.0) }
                let (_, tail) = PathGeometry.splitCubic(head.0, head.1, head.2, head.3, at: t0 / t1)
                return .cubic(tail.1, tail.2, tail.3)
            }
        }
    }

    package func dash(_ segments: [PathSegment]) -> [PathSegment]? {
        var out: [PathSegment] = []
        var pieces: [Piece] = []
        var start = CGPoint.zero, last = CGPoint.zero
        var dashes = 0
        func flush() -> Bool {
            defer { pieces = [] }
            return dashSubpath(pieces, into: &out, dashes: &dashes)
        }
        for s in segments {
            switch s {
            case .move(let p):
                guard flush() else { return nil }
                start = p; last = p
            case .line(let p):
                pieces.append(.line(last, p)); last = p
            case .quad(let c, let p):
                let (c1, c2) = PathGeometry.cubicControls(quadFrom: last, control: c, to: p)
                pieces.append(cubic(last, c1, c2, p)); last = p
            case .cubic(let c1, let c2, let p):
                pieces.append(cubic(last, c1, c2, p)); last = p
            case .close:
                if last != start { pieces.append(.line(last, start)) }
                last = start
                guard flush() else { return nil }
            }
        }
        guard flush() else { return nil }
        return out
    }

    private func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> Piece {
        let n = max(8, PathGeometry.segmentCount(p0, p1, p2, p3, tolerance: 0.01))
        var table: [CGFloat] = [0]
        var prev = p0
        for i in 1...n {
            let q = PathGeometry.cubicPoint(p0, p1, p2, p3, CGFloat(i) / CGFloat(n))
            table.append(table[i - 1] + hypot(q.x - prev.x, q.y - prev.y))
            prev = q
        }
        return .cubic(p0, p1, p2, p3, table: table)
    }

    private func dashSubpath(_ pieces: [Piece], into out: inout [PathSegment], dashes: inout Int) -> Bool {
        guard !pieces.isEmpty else { return true }
        let period = lengths.reduce(0, +)
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var index = 0
        while offset > 0, offset >= lengths[index] { offset -= lengths[index]; index = (index + 1) % lengths.count }
        var remaining = lengths[index] - offset
        var drawing = false                       // inside an emitted dash
        for piece in pieces {
            let len = piece.length
            var pos: CGFloat = 0
            repeat {
                let on = index % 2 == 0
                let step = min(remaining, len - pos)
                if on {
                    if !drawing {
                        out.append(.move(piece.point(atLength: pos))); drawing = true
                        dashes += 1
                        guard dashes <= Self.maximumDashes else { return false }
                    }
                    out.append(step > 0 ? piece.sub(pos, pos + step) : .line(piece.point(atLength: pos)))
                }
                pos += step; remaining -= step
                if remaining <= 1e-12 {
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                    drawing = false
                }
            } while pos < len - 1e-12
        }
        return true
    }
}
