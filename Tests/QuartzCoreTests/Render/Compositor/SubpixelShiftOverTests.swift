import XCTest
import LaminaTestSupport
@testable import QuartzCore
import CoreGraphics
import CPixelKernels

/// A moved sprite composited in one pass (`SubpixelShift.compositeMoved`) must leave the very
/// bytes of the two steps it replaces — the move into a scratch bitmap, then its OVER — for any
/// sprite, move, clip (a damaged rect or a band cutting the sprite anywhere), hidden core and
/// target origin; and it must touch nothing outside the clip or inside the hidden rect.
final class SubpixelShiftOverTests: XCTestCase {
    /// Premultiplied pixels, mostly transparent or opaque with translucent ones between, as a
    /// shadowed card's sprite is.
    func fill(_ b: PixelBuffer, _ rng: inout SystemRandomNumberGenerator) {
        for y in 0..<b.height {
            let row = (b.pointer + y * b.stride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<b.width {
                let a = [0, 255, UInt8.random(in: 0...255, using: &rng)].randomElement(using: &rng)!
                row[x * 4 + 3] = a
                for c in 0..<3 { row[x * 4 + c] = a == 0 ? 0 : UInt8.random(in: 0...a, using: &rng) }
            }
        }
    }

    func randomRect(in bounds: PixelRect, _ rng: inout SystemRandomNumberGenerator) -> PixelRect {
        let x = Int.random(in: bounds.x...(bounds.x + bounds.width), using: &rng)
        let y = Int.random(in: bounds.y...(bounds.y + bounds.height), using: &rng)
        return PixelRect(x: x, y: y, width: Int.random(in: 0...(bounds.x + bounds.width - x), using: &rng),
                         height: Int.random(in: 0...(bounds.y + bounds.height - y), using: &rng))
    }

    func testOnePassGivesTheTwoStepsBytes() throws {
        try XCTSkipUnless(lamina_subpixel_shift_uses_avx2() != 0, "this CPU has no one-pass kernel (the two steps run)")
        var rng = SystemRandomNumberGenerator()
        for round in 0..<randomizedRounds(600) {
            let w = Int.random(in: 1...90, using: &rng), h = Int.random(in: 1...50, using: &rng)
            let sprite = try XCTUnwrap(PixelBuffer(width: w, height: h, format: .argb32))
            fill(sprite, &rng)
            // The target: a buffer placed anywhere in device space, the sprite anywhere near it.
            let bw = Int.random(in: 8...120, using: &rng), bh = Int.random(in: 8...70, using: &rng)
            let origin = (x: Int.random(in: -20...20, using: &rng), y: Int.random(in: -20...20, using: &rng))
            let o = (x: origin.x + Int.random(in: -w...bw, using: &rng), y: origin.y + Int.random(in: -h...bh, using: &rng))
            let bufferRect = PixelRect(x: origin.x, y: origin.y, width: bw, height: bh)
            let clip = Bool.random(using: &rng) ? bufferRect : randomRect(in: bufferRect, &rng)
            let hidden: PixelRect? = Bool.random(using: &rng)
                ? nil : randomRect(in: PixelRect(x: o.x, y: o.y, width: w + 1, height: h + 1), &rng)
            let rest = (x: CGFloat([0, 0.5, CGFloat.random(in: 0..<1, using: &rng)].randomElement(using: &rng)!),
                        y: CGFloat([0, 0.25, CGFloat.random(in: 0..<1, using: &rng)].randomElement(using: &rng)!))
            let a = try XCTUnwrap(PixelBuffer(width: bw, height: bh, format: .argb32))
            fill(a, &rng)
            let b = a.copy(), before = a.copy()
            var ta = RenderTarget(buffer: a, origin: origin), tb = RenderTarget(buffer: b, origin: origin)
            ta.clip = clip; tb.clip = clip
            XCTAssertTrue(SubpixelShift.compositeMoved(sprite, at: o, by: rest, outside: hidden, into: ta))
            // The two steps, as `withMoved` and `composite(sprite:)` take them.
            let moved = try XCTUnwrap(PixelBuffer(width: w + 1, height: h + 1, format: .argb32))
            let needed = PixelRect(x: clip.x - o.x, y: clip.y - o.y, width: clip.width, height: clip.height)
                .intersection(PixelRect(x: 0, y: 0, width: w + 1, height: h + 1))
            if !needed.isEmpty {
                SubpixelShift.shift(sprite, fx: rest.x, fy: rest.y, into: moved, needed: needed)
                tb.composite(premultiplied: moved, at: o, outside: hidden)
            }
            for y in 0..<bh {
                for x in 0..<bw {
                    let i = y * a.stride + x * 4
                    let pa = a.pointer.load(fromByteOffset: i, as: UInt32.self), pb = b.pointer.load(fromByteOffset: i, as: UInt32.self)
                    guard pa == pb else {
                        return XCTFail("round \(round): sprite \(w)×\(h) at \(o) by \(rest), clip \(clip), hidden \(String(describing: hidden)), "
                                       + "pixel (\(x + origin.x), \(y + origin.y)): one pass \(String(pa, radix: 16)), two steps \(String(pb, radix: 16))")
                    }
                    let device = (x: x + origin.x, y: y + origin.y)
                    let inClip = device.x >= clip.x && device.x < clip.x + clip.width && device.y >= clip.y && device.y < clip.y + clip.height
                    let isHidden = hidden.map { device.x >= $0.x && device.x < $0.x + $0.width && device.y >= $0.y && device.y < $0.y + $0.height } ?? false
                    if !inClip || isHidden, pa != before.pointer.load(fromByteOffset: i, as: UInt32.self) {
                        return XCTFail("round \(round): pixel \(device) outside the clip or hidden was drawn")
                    }
                }
            }
        }
    }
}
