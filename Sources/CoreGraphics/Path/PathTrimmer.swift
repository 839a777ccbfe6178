/// The part of a path between two fractions of its total length, as `CAShapeLayer` strokes it
/// for `strokeStart`/`strokeEnd`: the length runs through every subpath in order (moves add
/// nothing), curves stay curves, and a closed subpath kept whole stays closed so its first
/// corner keeps its join.
package enum PathTrimmer {
    package static func trim(_ segments: [PathSegment], from start: CGFloat, to end: CGFloat) -> [PathSegment] {
        let lo = max(0, min(1, start.isNaN ? 0 : start)), hi = max(0, min(1, end.isNaN ? 1 : end))
        if lo <= 0 && hi >= 1 { return segments }
        guard hi > lo else { return [] }
        let subpaths = ArcLengthPiece.subpaths(segments)
        let total = subpaths.reduce(CGFloat(0)) { $0 + $1.pieces.reduce(0) { $0 + $1.length } }
        guard total > 0 else { return [] }
        let s0 = lo * total, s1 = hi * total
        var out: [PathSegment] = []
        var offset: CGFloat = 0
        for sub in subpaths {
            let length = sub.pieces.reduce(CGFloat(0)) { $0 + $1.length }
            defer { offset += length }
            guard offset + length > s0, offset < s1 else { continue }
            if offset >= s0, offset + length <= s1 {     // the whole subpath
                out.append(.move(sub.start))
                out.append(contentsOf: sub.pieces.map(\.element))
                if sub.closed { out.append(.close) }
                continue
            }
            var pos = offset, drawing = false
            for piece in sub.pieces {
                let len = piece.length
                defer { pos += len }
                let a = max(s0, pos) - pos, b = min(s1, pos + len) - pos
                guard b > a || (len == 0 && pos >= s0 && pos <= s1) else { continue }
                if !drawing { out.append(.move(piece.point(atLength: a))); drawing = true }
                out.append(a <= 0 && b >= len ? piece.element : piece.sub(a, b))
            }
        }
        return out
    }
}
