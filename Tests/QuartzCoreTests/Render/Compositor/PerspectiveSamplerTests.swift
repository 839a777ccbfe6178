import XCTest
@testable import QuartzCore
import CoreGraphics
import LaminaTestSupport

/// The exact perspective sampler the compositor uses for contents under `m34` perspective
/// (issue "The pixman compositor": perspective rendered exactly, faster than pixman's
/// projective path — `lamina bench --only compositor`, figure (d)).
final class PerspectiveSamplerTests: XCTestCase {
    /// A source of deterministic noise, premultiplied (alpha ≥ each colour channel).
    func noise(_ w: Int, _ h: Int, format: PixelBuffer.Format = .argb32) -> PixelBuffer {
        let p = PixelBuffer(width: w, height: h, format: format)!
        var seed: UInt32 = 12345
        let words = p.pointer.assumingMemoryBound(to: UInt32.self)
        for i in 0..<(w * h) {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            let a = seed >> 24, r = (seed >> 16 & 0xFF) * a / 255, g = (seed >> 8 & 0xFF) * a / 255, b = (seed & 0xFF) * a / 255
            words[i] = a << 24 | r << 16 | g << 8 | b
        }
        return p
    }

    /// A turn about y under perspective, as a map from output pixels to source pixels.
    func turnedMap() -> PlaneMap {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 120
        t = CATransform3DRotate(t, .pi / 5, 0.3, 1, 0)
        let toOutput = PlaneMap(m: (1, 0, 0, 0, 1, 0, -32, -32, 1))
            .concatenating(PlaneMap(t)).concatenating(PlaneMap(m: (1.4, 0, 0, 0, 1.4, 0, 50, 50, 1)))
        return toOutput.inverted!
    }

    /// Every pixel agrees with bilinear filtering at the exactly divided sample point, edges
    /// padded, within 3 levels per channel (8-bit weights against exact ones, and the
    /// sampler's 1/256-pixel bound on where it samples).
    func testBilinearMatchesTheExactMap() {
        let source = noise(64, 64)
        let out = PixelBuffer(width: 100, height: 100, format: .argb32)!
        let map = turnedMap()
        XCTAssertTrue(PerspectiveSampler.sample(source, into: out, toSource: map, filter: .bilinear, pad: true, coverage: nil))
        let src = source.pointer.assumingMemoryBound(to: UInt32.self), dst = out.pointer.assumingMemoryBound(to: UInt32.self)
        func texel(_ x: Int, _ y: Int) -> [Double] {
            let v = src[min(63, max(0, y)) * 64 + min(63, max(0, x))]
            return [24, 16, 8, 0].map { Double(v >> $0 & 0xFF) }
        }
        var worst = 0.0
        for y in 0..<100 {
            for x in 0..<100 {
                guard let s = map.apply(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) else { continue }
                let sx = s.x - 0.5, sy = s.y - 0.5
                let x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
                let fx = sx - Double(x0), fy = sy - Double(y0)
                let (a, b, c, d) = (texel(x0, y0), texel(x0 + 1, y0), texel(x0, y0 + 1), texel(x0 + 1, y0 + 1))
                let got = dst[y * 100 + x]
                for (k, shift) in [24, 16, 8, 0].enumerated() {
                    let want = (a[k] * (1 - fx) + b[k] * fx) * (1 - fy) + (c[k] * (1 - fx) + d[k] * fx) * fy
                    worst = max(worst, abs(Double(got >> UInt32(shift) & 0xFF) - want))
                }
            }
        }
        XCTAssertLessThanOrEqual(worst, 3, "largest channel error against exact bilinear sampling")
    }

    /// Nearest filtering picks the pixel the exact map lands in; outside an unpadded source
    /// is transparent; an rgb24 source reads as opaque.
    func testNearestUnpaddedAndOpaqueSources() {
        let source = noise(16, 16, format: .rgb24)
        let out = PixelBuffer(width: 40, height: 40, format: .argb32)!
        let map = PlaneMap(m: (1, 0, 0.01, 0, 1, 0, -5, -5, 1))      // perspective along x, source shifted
        XCTAssertTrue(PerspectiveSampler.sample(source, into: out, toSource: map, filter: .nearest, pad: false, coverage: nil))
        let src = source.pointer.assumingMemoryBound(to: UInt32.self), dst = out.pointer.assumingMemoryBound(to: UInt32.self)
        var inside = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let s = map.apply(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))!
                let ix = Int(s.x.rounded(.down)), iy = Int(s.y.rounded(.down))
                // Within 1/256 pixel of a pixel boundary either neighbour is right (the sampler's bound).
                let margin = 1.0 / 256
                if abs(s.x - s.x.rounded()) < margin || abs(s.y - s.y.rounded()) < margin { continue }
                let got = dst[y * 40 + x]
                if ix >= 0, ix < 16, iy >= 0, iy < 16 {
                    inside += 1
                    XCTAssertEqual(got, src[iy * 16 + ix] | 0xFF00_0000, "pixel \(x), \(y)")
                } else {
                    XCTAssertEqual(got, 0, "outside at \(x), \(y)")
                }
            }
        }
        XCTAssertGreaterThan(inside, 100)
    }

    /// Where the map sends a pixel behind the eye (w ≤ 0) nothing is sampled; only columns the
    /// coverage marks are written; an a8 source is declined (pixman samples those).
    func testBehindTheEyeCoverageAndA8() {
        let source = noise(8, 8)
        let out = PixelBuffer(width: 20, height: 4, format: .argb32)!
        let words = out.pointer.assumingMemoryBound(to: UInt32.self)
        for i in 0..<80 { words[i] = 0xDEAD_BEEF }
        let coverage = PixelBuffer(width: 20, height: 4, format: .a8)!
        for y in 0..<4 { for x in 2..<18 { coverage.pointer.storeBytes(of: 255, toByteOffset: y * coverage.stride + x, as: UInt8.self) } }
        let map = PlaneMap(m: (1, 0, -0.1, 0, 1, 0, 0, 0, 1))       // w = 1 − x/10: behind the eye from x = 10
        XCTAssertTrue(PerspectiveSampler.sample(source, into: out, toSource: map, filter: .bilinear, pad: true, coverage: coverage))
        for y in 0..<4 {
            XCTAssertEqual(words[y * 20], 0xDEAD_BEEF, "uncovered column untouched")
            XCTAssertEqual(words[y * 20 + 19], 0xDEAD_BEEF)
            XCTAssertNotEqual(words[y * 20 + 3], 0xDEAD_BEEF)
            for x in 10..<18 { XCTAssertEqual(words[y * 20 + x], 0, "behind the eye at \(x)") }
        }
        XCTAssertFalse(PerspectiveSampler.sample(PixelBuffer(width: 4, height: 4, format: .a8)!, into: out, toSource: map,
                                                 filter: .bilinear, pad: true, coverage: nil))
    }

    /// A layer whose image is black in its top half and red in its bottom half, turned under
    /// perspective: the pixels along its top edge come from the top rows. (pixman's projective
    /// path with edge padding sampled the opposite edge there: the old page-turn golden had a
    /// red fringe along the top of the turned page.)
    func testTopEdgeShowsTheTopOfTheImage() {
        let image = rgbaImage(width: 1, height: 2, [0, 0, 0, 255, 255, 0, 0, 255])
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 300
        root.sublayerTransform = t
        let page = CALayer()
        page.frame = CGRect(x: 50, y: 40, width: 100, height: 120)
        page.transform = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
        page.contents = image
        root.addSublayer(page)
        let ctx = flippedContext(200, 200)
        root.render(in: ctx)
        writeArtifact(ctx.makeImage()!, "perspective-top-edge")
        var checked = 0
        for u in stride(from: 5.0, through: 95.0, by: 10.0) {
            let top = root.convert(CGPoint(x: u, y: 0), from: page)
            let bottom = root.convert(CGPoint(x: u, y: 120), from: page)
            let p = pixel(ctx, Int(top.x), Int(top.y.rounded(.down)))
            if p.a > 0 { checked += 1; XCTAssertLessThan(p.r, 40, "top edge at u = \(u): \(p)") }
            let q = pixel(ctx, Int(bottom.x), Int(bottom.y.rounded(.down)) - 1)
            XCTAssertGreaterThan(q.r, 200, "bottom edge at u = \(u): \(q)")
        }
        XCTAssertGreaterThan(checked, 5)
    }
}
