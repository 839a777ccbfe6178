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
        let (ax, ay) = weights(fx, fy)
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

    /// Whether `compositeMoved` can draw `sprite` into `t` (AVX2, premultiplied ARGB32 both).
    static func canCompositeMoved(_ sprite: PixelBuffer, into t: RenderTarget) -> Bool {
        sprite.format == .argb32 && t.buffer.format == .argb32 && lamina_subpixel_shift_uses_avx2() != 0
    }

    /// A move's weights in 1/128: each pixel's share of its own place along x and y.
    static func weights(_ fx: CGFloat, _ fy: CGFloat) -> (x: UInt8, y: UInt8) {
        (UInt8((128 * (1 - fx)).rounded()), UInt8((128 * (1 - fy)).rounded()))
    }

    /// Premultiplied ARGB32 `sprite`, whose pixel (0, 0) lies on device pixel `o`, moved right
    /// and down by `rest` (each in [0, 1)) and composited OVER `t` outside the device rect
    /// `hidden`, in one pass: the very bytes of `shift` into a scratch bitmap then
    /// `RenderTarget.composite(premultiplied:at:outside:)` of it, without writing the moved
    /// bitmap and reading it back (a moving shadowed card's rim, every frame). Only the pixels
    /// in `t`'s clip are moved. False, drawing nothing, where the one-pass kernel cannot run
    /// (no AVX2, not ARGB32): the caller takes the two steps.
    static func compositeMoved(_ sprite: PixelBuffer, at o: (x: Int, y: Int), by rest: (x: CGFloat, y: CGFloat),
                               outside hidden: PixelRect?, into t: RenderTarget) -> Bool {
        guard canCompositeMoved(sprite, into: t) else { return false }
        let out = PixelRect(x: o.x, y: o.y, width: sprite.width + 1, height: sprite.height + 1)
        let r = out.intersection(t.clip).intersection(PixelRect(x: t.origin.x, y: t.origin.y, width: t.buffer.width, height: t.buffer.height))
        guard !r.isEmpty else { return true }
        // The source window feeding the drawn pixels, as `shift(needed:)` takes it: one column
        // and row before them (read as transparent before the window).
        let needed = PixelRect(x: r.x - o.x, y: r.y - o.y, width: r.width, height: r.height)
        let x0 = max(needed.x - 1, 0), y0 = max(needed.y - 1, 0)
        let x1 = min(needed.x + needed.width, sprite.width), y1 = min(needed.y + needed.height, sprite.height)
        guard x1 > x0, y1 > y0 else { return true }     // an empty sprite: nothing to draw
        let skip = hidden.map { $0.intersection(r) }.flatMap { $0.isEmpty ? nil : $0 }
        let (ax, ay) = weights(rest.x, rest.y)
        let from = UnsafePointer(sprite.pointer.assumingMemoryBound(to: UInt8.self)) + y0 * sprite.stride + x0 * 4
        let to = t.buffer.pointer.assumingMemoryBound(to: UInt8.self) + (r.y - t.origin.y) * t.buffer.stride + (r.x - t.origin.x) * 4
        // Window output coordinates: device pixel (o.x + x0, o.y + y0) is (0, 0).
        let (wx, wy) = (o.x + x0, o.y + y0)
        let rowBytes = (x1 - x0 + 1) * 4 + 32
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * rowBytes) { rows in
            lamina_subpixel_shift_over(from, sprite.stride, Int32(x1 - x0), Int32(y1 - y0), ax, ay, rows.baseAddress!,
                                       to, t.buffer.stride, Int32(r.x - wx), Int32(r.y - wy), Int32(r.width), Int32(r.height),
                                       Int32((skip?.x ?? 0) - wx), Int32((skip?.y ?? 0) - wy),
                                       Int32(skip?.width ?? 0), Int32(skip?.height ?? 0)) != 0
        }
    }
}
