import XCTest
import LaminaTestSupport
import CPixelKernels

/// The sub-pixel move has two builds, the portable loops and AVX2 intrinsics whose spans end
/// on an overlapping step; whichever the CPU runs, the picture must not change: the same bytes
/// outside the skipped rect, for a8 and ARGB32, odd sizes and strides, any skip rect.
final class SubpixelShiftBuildTests: XCTestCase {
    func testTheAVX2BuildGivesThePortableBytes() throws {
        try XCTSkipUnless(lamina_subpixel_shift_uses_avx2() != 0, "this CPU runs the portable build only")
        var rng = SystemRandomNumberGenerator()
        for round in 0..<randomizedRounds(3_000) {
            let n = Bool.random(using: &rng) ? 1 : 4
            let w = Int.random(in: 1...70, using: &rng), h = Int.random(in: 1...40, using: &rng)
            let srcStride = w * n + 4 * Int.random(in: 0...2, using: &rng), dstStride = (w + 1) * n + 4 * Int.random(in: 0...2, using: &rng)
            // Mostly 0 and 255 with noise between, like coverage.
            var src = [UInt8](repeating: 0, count: srcStride * h)
            for i in src.indices {
                switch rng.next() % 3 { case 0: src[i] = 0; case 1: src[i] = 255; default: src[i] = UInt8(truncatingIfNeeded: rng.next()) }
            }
            let ax = UInt8([0, 128, UInt8.random(in: 0...128, using: &rng)].randomElement(using: &rng)!)
            let ay = UInt8([0, 128, UInt8.random(in: 0...128, using: &rng)].randomElement(using: &rng)!)
            var skip = (x: Int.random(in: 0...w, using: &rng), y: Int.random(in: 0...h, using: &rng), w: 0, h: 0)
            skip.w = Int.random(in: 0...(w + 1 - skip.x), using: &rng); skip.h = Int.random(in: 0...(h + 1 - skip.y), using: &rng)
            var a = [UInt8](repeating: 0xAB, count: dstStride * (h + 1)), b = a
            var rows = [UInt8](repeating: 0, count: 2 * (w + 1) * n)
            lamina_subpixel_shift(src, srcStride, &a, dstStride, Int32(w), Int32(h), Int32(n), ax, ay, &rows,
                                  Int32(skip.x), Int32(skip.y), Int32(skip.w), Int32(skip.h))
            lamina_subpixel_shift_portable(src, srcStride, &b, dstStride, Int32(w), Int32(h), Int32(n), ax, ay, &rows,
                                           Int32(skip.x), Int32(skip.y), Int32(skip.w), Int32(skip.h))
            for y in 0...h {
                for x in 0..<((w + 1) * n) {
                    let p = x / n
                    let skipped = p >= skip.x && p < skip.x + skip.w && y >= skip.y && y < skip.y + skip.h
                    if !skipped, a[y * dstStride + x] != b[y * dstStride + x] {
                        XCTFail("round \(round): \(w)×\(h)×\(n), skip \(skip), byte (\(x), \(y)): AVX2 \(a[y * dstStride + x]), portable \(b[y * dstStride + x])")
                        return
                    }
                }
            }
        }
    }
}
