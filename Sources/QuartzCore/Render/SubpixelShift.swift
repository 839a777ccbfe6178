import CoreGraphics

/// Moves an 8-bit coverage bitmap by a fraction of a pixel (bilinear: each output pixel mixes
/// the four source pixels it overlaps by their shared area). A smooth bitmap — a blurred
/// shadow — comes out within a few 1/255 of rasterizing it afresh at the new placement, so a
/// shadow moving by fractions of a pixel each frame is blurred once, not every frame (issue
/// "Real motion at half GTK's cost"). Crisp edges would not: they keep one bitmap per phase.
enum SubpixelShift {
    /// The worst difference from a fresh blur, in 1/255 of coverage, of a Gaussian blur of σ
    /// device pixels moved this way: bilinear interpolation misses by at most f(1−f)/2 ≤ 1/8
    /// of the second derivative per axis, and a blurred step's is at most 255·φ′(1)/σ² ≈
    /// 61.7/σ² (φ the unit normal density); two axes add.
    static func worstError(sigma: CGFloat) -> CGFloat { 2 * 255 * 0.242 / (8 * sigma * sigma) }

    /// The smallest σ whose shifted blur stays within 8/255 of a fresh one.
    static let minimumSigma: CGFloat = (2 * 255 * 0.242 / (8 * 8)).squareRoot()

    /// Writes `source` moved right by `fx` and down by `fy` (each in [0, 1)) into `out`, which
    /// is one pixel wider and taller (every pixel of it written): out(x, y) covers what
    /// source's pixels (x−1…x, y−1…y) put there.
    static func shift(_ source: PixelBuffer, fx: CGFloat, fy: CGFloat, into out: PixelBuffer) {
        precondition(source.format == .a8 && out.format == .a8 && out.width == source.width + 1 && out.height == source.height + 1,
                     "SubpixelShift wants a8 bitmaps, the output one pixel larger each way")
        // Weights in 1/256: a = a pixel's share of its own place, b = its share of the next.
        // 16-bit lanes throughout (255 × 256 fits), so the loops vectorize eight or more wide.
        let ax = UInt16((256 * (1 - fx)).rounded()), ay = UInt16((256 * (1 - fy)).rounded())
        let bx = 256 &- ax, by = 256 &- ay
        let w = source.width, h = source.height
        let src = source.pointer.assumingMemoryBound(to: UInt8.self), dst = out.pointer.assumingMemoryBound(to: UInt8.self)
        // Rows of `source` mixed horizontally, rounded back to 0 ... 255: the row above and
        // this one. No value carried from one pixel to the next, wrapping arithmetic.
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 2 * (w + 1)) { rows in
            var above = rows.baseAddress!, here = above + (w + 1)
            above.initialize(repeating: 0, count: w + 1)
            for y in 0...h {
                if y < h {
                    let row = src + y * source.stride
                    here[0] = (UInt16(row[0]) &* ax &+ 128) >> 8
                    for x in 1..<max(1, w) { here[x] = (UInt16(row[x]) &* ax &+ UInt16(row[x - 1]) &* bx &+ 128) >> 8 }
                    here[w] = (UInt16(row[w - 1]) &* bx &+ 128) >> 8
                } else {
                    here.update(repeating: 0, count: w + 1)
                }
                let o = dst + y * out.stride
                for x in 0...w { o[x] = UInt8(truncatingIfNeeded: (here[x] &* ay &+ above[x] &* by &+ 128) >> 8) }
                swap(&above, &here)
            }
        }
    }
}
