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
    /// With `needed` (a rect of `out`), only its pixels are sure to be written: the rows and
    /// columns of `source` that feed them are moved, and a row or column either side of it may
    /// be left wrong — for a caller drawing just part of the bitmap (a damaged rect, a band).
    static func shift(_ source: PixelBuffer, fx: CGFloat, fy: CGFloat, into out: PixelBuffer, skipping skip: PixelRect? = nil,
                      needed: PixelRect? = nil) {
        precondition(source.format == out.format && source.format != .rgb24 && out.width == source.width + 1
                     && out.height == source.height + 1,
                     "SubpixelShift wants a8 or ARGB32 bitmaps of one format, the output one pixel larger each way")
        // out(x, y) mixes source (x−1…x, y−1…y): the needed part reads source columns
        // x0−1 ..< x1 and rows y0−1 ..< y1. The kernel, handed that window, takes what lies
        // before its first row and column as transparent — wrong only for out's row and column
        // just before the needed ones, which is why those may be left wrong.
        var window = PixelRect(x: 0, y: 0, width: source.width, height: source.height)
        if let needed {
            let x0 = max(needed.x - 1, 0), y0 = max(needed.y - 1, 0)
            let x1 = min(needed.x + needed.width, source.width), y1 = min(needed.y + needed.height, source.height)
            guard x1 > x0, y1 > y0 else { return }
            window = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        // Weights in 1/128: a = a pixel's share of its own place, b = its share of the next
        // (a mix of two bytes fits a signed 16-bit lane, so the AVX2 build mixes 32 bytes an
        // instruction). Bytes, not pixels: each channel mixes with the same channel of its
        // neighbour; rows mixed horizontally, then vertically into `out` (`lamina_subpixel_shift`,
        // in C for its AVX2 build: a rasterized layer's 4 bytes a pixel made this shift most of
        // a fractional frame, `lamina bench --only motion`).
        let ax = UInt8((128 * (1 - fx)).rounded()), ay = UInt8((128 * (1 - fy)).rounded())
        let n = source.bytesPerPixel
        // The skipped rect as the kernel sees it: within the window's output, from its corner.
        let skipped = skip.map { $0.intersection(PixelRect(x: window.x, y: window.y, width: window.width + 1, height: window.height + 1)) }
            .flatMap { $0.isEmpty ? nil : PixelRect(x: $0.x - window.x, y: $0.y - window.y, width: $0.width, height: $0.height) }
        let from = source.pointer.assumingMemoryBound(to: UInt8.self) + window.y * source.stride + window.x * n
        let to = out.pointer.assumingMemoryBound(to: UInt8.self) + window.y * out.stride + window.x * n
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * (window.width * n + n)) { rows in
            lamina_subpixel_shift(from, source.stride, to, out.stride,
                                  Int32(window.width), Int32(window.height), Int32(n), ax, ay, rows.baseAddress!,
                                  Int32(skipped?.x ?? 0), Int32(skipped?.y ?? 0), Int32(skipped?.width ?? 0), Int32(skipped?.height ?? 0))
        }
    }
}
