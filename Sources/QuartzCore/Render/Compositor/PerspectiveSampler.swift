import CoreGraphics

/// Samples an image through a perspective map into a pixel buffer, exactly: each destination
/// pixel centre is mapped to the source with its own divide. pixman does the same in its
/// generic projective path, but through per-pixel fetcher calls in 16.16 fixed point, about
/// three times the cost of its affine path (issue "The pixman compositor", facts measured);
/// this loop divides a few times per 8 pixels, follows the curve between by forward
/// differences in fixed point, and filters 32-bit pixels two channels at a time. The result is composited by pixman like any unscaled image (its SIMD paths).
package enum PerspectiveSampler {
    /// Fills row `y` of `out` for columns where `coverage` (a8, same size; nil = every column)
    /// is non-zero, with `source` sampled at `toSource(x + ½, y + ½)`. `pad` extends the edge
    /// pixels outwards (contents); otherwise outside is transparent. Where the map sends a
    /// pixel behind the eye it is transparent. Source and output are premultiplied ARGB
    /// (an rgb24 source is read as opaque); an a8 source is not handled (returns false).
    package static func sample(_ source: PixelBuffer, into out: PixelBuffer, toSource: PlaneMap, filter: PixmanImage.Filter, pad: Bool,
                       coverage: PixelBuffer?) -> Bool {
        switch (source.format, out.format) {
        case (.argb32, .argb32), (.rgb24, .argb32): break
        default: return false
        }
        if let coverage, coverage.width < out.width || coverage.height < out.height { return false }
        let m = toSource.m
        let (a, b, c, d, e, f, g, h, i) = (Double(m.0), Double(m.1), Double(m.2), Double(m.3), Double(m.4),
                                          Double(m.5), Double(m.6), Double(m.7), Double(m.8))
        let texels = Texels(source)
        let half = filter == .bilinear ? 0.5 : 0
        /// The exact source point (less `half`) of output column position `px` on row `py`;
        /// nil behind the eye. Clamped far out, where it only ever samples padding.
        @inline(__always) func exact(_ px: Double, _ py: Double) -> (x: Double, y: Double)? {
            let w = px * c + py * f + i
            guard w > 1e-12 else { return nil }
            let r = 1 / w
            return (Swift.max(-1e6, Swift.min((px * a + py * d + g) * r - half, 1e6)),
                    Swift.max(-1e6, Swift.min((px * b + py * e + h) * r - half, 1e6)))
        }
        @inline(__always) func fixed(_ v: Double) -> Int { Int(v * 4_294_967_296) }      // 32.32
        // Per span of 8 pixels: divided exactly at its start, middle and end, the parabola
        // through those three followed by forward differences in 32.32 fixed point. A
        // homography's third derivative is tiny except near the horizon, so the parabola is
        // checked at the quarter point; where it strays over 1/256 pixel (below the filter's
        // weight step) the span is divided pixel by pixel.
        let span = 8, tolerance = 1.0 / 256
        for y in 0..<out.height {
            var first = 0, last = out.width - 1
            if let coverage {
                let row = coverage.pointer.advanced(by: y * coverage.stride).assumingMemoryBound(to: UInt8.self)
                while first <= last, row[first] == 0 { first += 1 }
                while last >= first, row[last] == 0 { last -= 1 }
                if first > last { continue }
            }
            let dst = out.pointer.advanced(by: y * out.stride).assumingMemoryBound(to: UInt32.self)
            let py = Double(y) + 0.5
            var x = first
            while x <= last {
                let px = Double(x) + 0.5
                if last - x + 1 >= span, let s0 = exact(px, py), let s4 = exact(px + 4, py), let s8 = exact(px + 8, py),
                   let s2 = exact(px + 2, py) {
                    let cx = (s8.x - 2 * s4.x + s0.x) / 32, bx = (s4.x - s0.x) / 4 - 4 * cx
                    let cy = (s8.y - 2 * s4.y + s0.y) / 32, by = (s4.y - s0.y) / 4 - 4 * cy
                    if abs(s0.x + 2 * bx + 4 * cx - s2.x) <= tolerance, abs(s0.y + 2 * by + 4 * cy - s2.y) <= tolerance {
                        var sx = fixed(s0.x), sy = fixed(s0.y)
                        var dx = fixed(bx + cx), dy = fixed(by + cy)
                        let ddx = fixed(2 * cx), ddy = fixed(2 * cy)
                        for k in x..<(x + span) {
                            dst[k] = texels.sample(sx, sy, filter, pad: pad)
                            sx &+= dx; sy &+= dy; dx &+= ddx; dy &+= ddy
                        }
                        x += span
                        continue
                    }
                }
                for k in x..<Swift.min(x + span, last + 1) {
                    let s = exact(Double(k) + 0.5, py)
                    dst[k] = s.map { texels.sample(fixed($0.x), fixed($0.y), filter, pad: pad) } ?? 0
                }
                x += span
            }
        }
        return true
    }

    /// The source pixels, read with edge padding or transparent outside.
    private struct Texels {
        let base: UnsafeMutablePointer<UInt32>
        let width: Int, height: Int, rowPixels: Int
        let opaque: UInt32      // ORed in: an rgb24 source's unused byte reads as alpha 255

        init(_ p: PixelBuffer) {
            base = p.pointer.assumingMemoryBound(to: UInt32.self)
            width = p.width; height = p.height; rowPixels = p.stride / 4
            opaque = p.format == .rgb24 ? 0xFF00_0000 : 0
        }

        @inline(__always) func at(_ x: Int, _ y: Int, pad: Bool) -> UInt32 {
            if pad {
                let cx = x < 0 ? 0 : (x >= width ? width - 1 : x), cy = y < 0 ? 0 : (y >= height ? height - 1 : y)
                return base[cy * rowPixels + cx] | opaque
            }
            guard x >= 0, x < width, y >= 0, y < height else { return 0 }
            return base[y * rowPixels + x] | opaque
        }

        /// The pixel at 32.32 coordinates `sx`, `sy` (arithmetic shifts floor negative ones).
        @inline(__always) func sample(_ sx: Int, _ sy: Int, _ filter: PixmanImage.Filter, pad: Bool) -> UInt32 {
            let x = sx >> 32, y = sy >> 32
            guard filter == .bilinear else { return at(x, y, pad: pad) }
            let tx = UInt32(truncatingIfNeeded: (sx >> 24) & 0xFF), ty = UInt32(truncatingIfNeeded: (sy >> 24) & 0xFF)
            let tl: UInt32, tr: UInt32, bl: UInt32, br: UInt32
            if x >= 0, y >= 0, x < width - 1, y < height - 1 {        // all four inside: no clamping
                let p = base + (y &* rowPixels &+ x)
                (tl, tr, bl, br) = (p[0] | opaque, p[1] | opaque, p[rowPixels] | opaque, p[rowPixels + 1] | opaque)
            } else {
                (tl, tr, bl, br) = (at(x, y, pad: pad), at(x + 1, y, pad: pad), at(x, y + 1, pad: pad), at(x + 1, y + 1, pad: pad))
            }
            return Self.lerp(Self.lerp(tl, tr, tx), Self.lerp(bl, br, tx), ty)
        }

        /// p + (q − p)·t/256 per channel, two channels per multiply.
        @inline(__always) static func lerp(_ p: UInt32, _ q: UInt32, _ t: UInt32) -> UInt32 {
            let s = 256 &- t
            let rb = (((p & 0x00FF_00FF) &* s &+ (q & 0x00FF_00FF) &* t) >> 8) & 0x00FF_00FF
            let ag = (((p >> 8) & 0x00FF_00FF) &* s &+ ((q >> 8) & 0x00FF_00FF) &* t) & 0xFF00_FF00
            return rb | ag
        }
    }
}
