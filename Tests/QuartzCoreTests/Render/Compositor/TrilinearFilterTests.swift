import XCTest
@testable import QuartzCore
import CoreGraphics
import LaminaTestSupport

/// `minificationFilter = .trilinear` (Apple: "Trilinear minification filter. Enables mipmap
/// generation"): a minified image is sampled from halved copies, so fine detail averages out
/// instead of aliasing as plain bilinear sampling does.
final class TrilinearFilterTests: XCTestCase {
    /// 256×256 of one-pixel black and white stripes, opaque.
    func stripes() -> CGImage {
        var bytes: [UInt8] = []
        for _ in 0..<256 { for x in 0..<256 { let v: UInt8 = x % 2 == 0 ? 255 : 0; bytes += [v, v, v, 255] } }
        return rgbaImage(width: 256, height: 256, bytes)
    }

    /// The stripes drawn 256 → 37 pixels wide (about 1/7) with `filter`; the grey levels of
    /// the middle row.
    func minifiedRow(_ filter: CALayerContentsFilter) -> [Int] {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 37, height: 37)
        layer.contents = stripes()
        layer.minificationFilter = filter
        let ctx = flippedContext(37, 37)
        layer.render(in: ctx)
        writeArtifact(ctx.makeImage()!, "trilinear-\(filter.rawValue)")
        return (2..<35).map { pixel(ctx, $0, 18).r }
    }

    func testTrilinearAveragesWhereLinearAliases() {
        let linear = minifiedRow(.linear), trilinear = minifiedRow(.trilinear)
        let linearSpread = linear.max()! - linear.min()!
        XCTAssertGreaterThan(linearSpread, 100, "bilinear sampling of 1-pixel stripes at 1/7 aliases: \(linear)")
        for v in trilinear { XCTAssertEqual(v, 128, accuracy: 12, "trilinear: the stripes' mean grey: \(trilinear)") }
    }

    /// Magnified, trilinear is bilinear (mipmaps only serve minification).
    func testMagnifiedTrilinearIsLinear() {
        func render(_ filter: CALayerContentsFilter) -> CGContext {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.contents = rgbaImage(width: 2, height: 2, [255, 0, 0, 255, 0, 0, 255, 255, 0, 255, 0, 255, 255, 255, 255, 255])
            layer.minificationFilter = filter
            layer.magnificationFilter = filter == .trilinear ? .trilinear : .linear
            let ctx = flippedContext(40, 40)
            layer.render(in: ctx)
            return ctx
        }
        let a = render(.linear), b = render(.trilinear)
        for (x, y) in [(5, 5), (20, 20), (33, 8), (10, 30)] { XCTAssertEqual(pixel(a, x, y), pixel(b, x, y)) }
    }

    /// The levels halve down to 1×1, each the box average of the one above (exact for these
    /// premultiplied values); an odd size rounds up.
    func testLevels() {
        let p = PixelBuffer(width: 5, height: 3, format: .argb32)!
        let words = p.pointer.assumingMemoryBound(to: UInt32.self)
        for i in 0..<15 { words[i] = i % 2 == 0 ? 0xFF40_8020 : 0xFF00_0000 }
        let levels = MipmapCache().levels(of: p)
        XCTAssertEqual(levels.map { [$0.width, $0.height] }, [[3, 2], [2, 1], [1, 1]])
        let first = levels[0].pointer.assumingMemoryBound(to: UInt32.self)
        // Top-left 2×2 of level 0: pixels 0, 1, 5, 6 → two of each colour.
        XCTAssertEqual(first[0], 0xFF20_4010)
    }
}
