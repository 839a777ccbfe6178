import XCTest
import LaminaTestSupport
import CPixelKernels
@testable import QuartzCore

/// A sprite's rim is composited by `CPixelKernels`' AVX2 OVER where the CPU has it: the picture
/// must be pixman's to the byte — any size (rows shorter than a step, tails of every length),
/// any clip, any hidden rect (left exactly as it was), translucent, opaque and empty pixels.
final class PremultipliedOverTests: XCTestCase {
    /// Premultiplied pixels: mostly transparent, opaque or a shadow's translucent black, some
    /// random colour (its channels no larger than its alpha).
    private static func randomPixel(_ rng: inout some RandomNumberGenerator) -> UInt32 {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return 0
        case 1: return 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &rng)
        case 2: return UInt32.random(in: 1...255, using: &rng) << 24
        default:
            let a = UInt32.random(in: 0...255, using: &rng)
            let c = (0..<3).map { _ in UInt32.random(in: 0...a, using: &rng) }
            return a << 24 | c[0] << 16 | c[1] << 8 | c[2]
        }
    }

    private static func buffer(_ w: Int, _ h: Int, _ rng: inout some RandomNumberGenerator) -> PixelBuffer {
        let b = PixelBuffer(width: w, height: h, format: .argb32)!
        let p = b.pointer.assumingMemoryBound(to: UInt32.self)
        for i in 0..<(b.stride / 4 * h) { p[i] = randomPixel(&rng) }
        return b
    }

    private static func bytes(_ b: PixelBuffer) -> [UInt32] {
        Array(UnsafeBufferPointer(start: b.pointer.assumingMemoryBound(to: UInt32.self), count: b.stride / 4 * b.height))
    }

    func testTheKernelGivesPixmansBytesAndLeavesTheHiddenRectAlone() throws {
        try XCTSkipUnless(lamina_cpu_has_avx2() != 0, "this CPU composites through pixman only")
        var rng = SystemRandomNumberGenerator()
        for round in 0..<randomizedRounds(2_000) {
            let sw = Int.random(in: 1...40, using: &rng), sh = Int.random(in: 1...24, using: &rng)
            let sprite = Self.buffer(sw, sh, &rng)
            let tw = Int.random(in: 8...60, using: &rng), th = Int.random(in: 8...40, using: &rng)
            let viaKernel = Self.buffer(tw, th, &rng)
            let viaPixman = PixelBuffer(width: tw, height: th, format: .argb32)!
            viaPixman.pointer.copyMemory(from: viaKernel.pointer, byteCount: viaKernel.stride * th)
            let before = Self.bytes(viaKernel)
            // Targets placed anywhere in device space, clipped to part of themselves.
            let origin = (x: Int.random(in: -20...20, using: &rng), y: Int.random(in: -20...20, using: &rng))
            let clip = PixelRect(x: origin.x + Int.random(in: 0...tw / 2, using: &rng), y: origin.y + Int.random(in: 0...th / 2, using: &rng),
                                 width: Int.random(in: 0...tw, using: &rng), height: Int.random(in: 0...th, using: &rng))
            let o = (x: origin.x + Int.random(in: -sw...tw, using: &rng), y: origin.y + Int.random(in: -sh...th, using: &rng))
            let hidden: PixelRect? = Bool.random(using: &rng) ? nil
                : PixelRect(x: o.x + Int.random(in: -2...sw, using: &rng), y: o.y + Int.random(in: -2...sh, using: &rng),
                            width: Int.random(in: 0...sw, using: &rng), height: Int.random(in: 0...sh, using: &rng))

            RenderTarget(buffer: viaKernel, origin: origin, clip: clip).composite(premultiplied: sprite, at: o, outside: hidden)
            let pixman = RenderTarget(buffer: viaPixman, origin: origin, clip: clip)
            let whole = PixelRect(x: o.x, y: o.y, width: sw, height: sh)
            if let hidden {
                whole.forEachPart(outside: hidden) { pixman.composite(PixmanImage.plain(sprite), sourceOrigin: o, mask: nil, region: $0) }
            } else {
                pixman.composite(PixmanImage.plain(sprite), sourceOrigin: o, mask: nil, region: whole)
            }

            let got = Self.bytes(viaKernel), want = Self.bytes(viaPixman)
            guard got != want else { continue }
            let i = got.indices.first { got[$0] != want[$0] }!
            let (x, y) = (i % (viaKernel.stride / 4), i / (viaKernel.stride / 4))
            XCTFail("round \(round): origin \(origin), sprite \(sw)×\(sh) at \(o), hidden \(String(describing: hidden)), clip \(clip), target pixel (\(x), \(y)): "
                    + "kernel \(String(got[i], radix: 16)), pixman \(String(want[i], radix: 16)), before \(String(before[i], radix: 16))")
            return
        }
    }

    /// The kernel really draws (a test of the kernel against itself would pass on a no-op):
    /// a half-transparent red over white gives pixman's pink, and the hidden rect stays white.
    func testASpriteOverWhiteIsPinkButWhereHidden() {
        let sprite = PixelBuffer(width: 20, height: 10, format: .argb32)!
        let s = sprite.pointer.assumingMemoryBound(to: UInt32.self)
        for i in 0..<200 { s[i] = 0x8080_0000 }
        let target = PixelBuffer(width: 30, height: 20, format: .argb32)!
        let t = target.pointer.assumingMemoryBound(to: UInt32.self)
        for i in 0..<(30 * 20) { t[i] = 0xFFFF_FFFF }
        RenderTarget(buffer: target).composite(premultiplied: sprite, at: (5, 5), outside: PixelRect(x: 10, y: 8, width: 9, height: 3))
        // 0x80 + 255 × 127 / 255 = 0xFF red; green and blue 127 = 0x7F.
        XCTAssertEqual(t[6 * 30 + 6], 0xFFFF_7F7F)
        XCTAssertEqual(t[9 * 30 + 24], 0xFFFF_7F7F)
        XCTAssertEqual(t[9 * 30 + 10], 0xFFFF_FFFF, "hidden")
        XCTAssertEqual(t[9 * 30 + 18], 0xFFFF_FFFF, "hidden")
        XCTAssertEqual(t[9 * 30 + 19], 0xFFFF_7F7F, "just right of the hidden rect")
        XCTAssertEqual(t[4 * 30 + 6], 0xFFFF_FFFF, "outside the sprite")
        XCTAssertEqual(t[15 * 30 + 6], 0xFFFF_FFFF, "below the sprite")
    }
}
