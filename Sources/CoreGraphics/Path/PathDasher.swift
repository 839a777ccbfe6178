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

    package func dash(_ segments: [PathSegment]) -> [PathSegment]? {
        var out: [PathSegment] = []
        var dashes = 0
        for sub in ArcLengthPiece.subpaths(segments) {
            guard dashSubpath(sub.pieces, into: &out, dashes: &dashes) else { return nil }
        }
        return out
    }

    private func dashSubpath(_ pieces: [ArcLengthPiece], into out: inout [PathSegment], dashes: inout Int) -> Bool {
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
