import CoreGraphics
import CPixelKernels

/// Moves a bitmap by a fraction of a pixel (bilinear: each output pixel mixes the four source
/// pixels it overlaps by their shared area — what pixman's bilinear filter gives for a
/// translation, at a fraction of its cost). A smooth coverage bitmap — a blurred shadow —
/// comes out within a few 1/255 of rasterizing it afresh at the new placement, so a shadow
/// moving by fractions of a pixel each frame is blurred once, not every frame (issue "Real
/// motion at half GTK's cost"). Crisp coverage — a shape's fill, a rounded background — is
/// moved the same way, softened on its edges (`crispEdgeError`) as a layer between pixels is
/// by Apple's compositor. A rasterized layer's premultiplied pixels are moved this way too.
enum SubpixelShift {
    /// The worst difference from a fresh blur, in 1/255 of coverage, of a Gaussian blur of σ
    /// device pixels moved this way: bilinear interpolation misses by at most f(1−f)/2 ≤ 1/8
    /// of the second derivative per axis, and a blurred step's is at most 255·φ′(1)/σ² ≈
    /// 61.7/σ² (φ the unit normal density); two axes add. (The move itself is rounded to
    /// 1/256 px — weights in 1/128 — which at a blur's steepest, 102/σ a pixel, is under
    /// half a step: the rounding the bound's callers already allow for.)
    static func worstError(sigma: CGFloat) -> CGFloat { errorScale / (sigma * sigma) }
    private static let errorScale: CGFloat = 2 * 255 * 0.242 / 8

    /// The smallest σ whose shifted blur stays within 8/255 of a fresh one.
    static let minimumSigma: CGFloat = (errorScale / 8).squareRoot()

    /// The worst difference from a fresh rasterization, in 1/255, of crisp antialiased
    /// coverage (a shape's edge: a ramp one pixel wide) moved this way: interpolating across the
    /// ramp's kink misses by f(1−f) ≤ 1/4 of full coverage, plus a step of rounding. Pixels
    /// away from edges (all their neighbours alike) come out exact.
    static let crispEdgeError: CGFloat = 65

    /// Writes `source` moved right by `fx` and down by `fy` (each in [0, 1)) into `out`, which
    /// is one pixel wider and taller and of the same format, a8 or premultiplied ARGB32 (every
    /// pixel of it written but those of `skip`): out(x, y) covers what source's pixels (x−1…x,
    /// y−1…y) put there. `skip` is for what the caller will not read (a shadow's solid core).
    static func shift(_ source: PixelBuffer, fx: CGFloat, fy: CGFloat, into out: PixelBuffer, skipping skip: PixelRect? = nil) {
        precondition(source.format == out.format && source.format != .rgb24 && out.width == source.width + 1
                     && out.height == source.height + 1,
                     "SubpixelShift wants a8 or ARGB32 bitmaps of one format, the output one pixel larger each way")
        // Weights in 1/128: a = a pixel's share of its own place, b = its share of the next
        // (a mix of two bytes fits a signed 16-bit lane, so the AVX2 build mixes 32 bytes an
        // instruction). Bytes, not pixels: each channel mixes with the same channel of its
        // neighbour; rows mixed horizontally, then vertically into `out` (`lamina_subpixel_shift`,
        // in C for its AVX2 build: a rasterized layer's 4 bytes a pixel made this shift most of
        // a fractional frame, `lamina bench --only motion`).
        let ax = UInt8((128 * (1 - fx)).rounded()), ay = UInt8((128 * (1 - fy)).rounded())
        let n = source.bytesPerPixel
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * (source.width * n + n)) { rows in
            lamina_subpixel_shift(source.pointer.assumingMemoryBound(to: UInt8.self), source.stride,
                                  out.pointer.assumingMemoryBound(to: UInt8.self), out.stride,
                                  Int32(source.width), Int32(source.height), Int32(n), ax, ay, rows.baseAddress!,
                                  Int32(skip?.x ?? 0), Int32(skip?.y ?? 0), Int32(skip?.width ?? 0), Int32(skip?.height ?? 0))
        }
    }
}
