import XCTest
import QuartzCore
import LaminaTestSupport

/// A square-cornered background on fractional pixels is filled by exact area coverage: whole
/// pixels solid, edge rows and columns at their covered fraction, corners at the product.
final class FractionalRectTests: XCTestCase {
    /// One CARenderer frame (rows top first, as the layer's y-down space).
    func rendered(_ root: CALayer) -> CGContext {
        let ctx = makeBitmapContext(width: Int(root.bounds.width), height: Int(root.bounds.height))
        let r = CARenderer(context: ctx)
        r.layer = root
        r.beginFrame(atTime: 0, timeStamp: nil)
        r.render()
        r.endFrame()
        return ctx
    }

    func testEdgesCarryTheirCoveredFraction() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        root.backgroundColor = color(1, 1, 1)
        let box = CALayer()
        box.frame = CGRect(x: 10.25, y: 2.5, width: 20.5, height: 10)   // x 10.25…30.75, y 2.5…12.5
        box.backgroundColor = color(1, 0, 0)
        root.addSublayer(box)
        let ctx = rendered(root)
        // Red over white at coverage c: green and blue are 255 × (1 − c).
        func expectRed(_ x: Int, _ y: Int, coverage c: Double, _ what: String) {
            let p = pixel(ctx, x, y)
            XCTAssertEqual(p.r, 255, what)
            XCTAssertNear(Int(p.g), Int((255 * (1 - c)).rounded()), 1, "\(what): \(p)")
            XCTAssertNear(Int(p.b), Int((255 * (1 - c)).rounded()), 1, "\(what): \(p)")
        }
        expectRed(20, 7, coverage: 1, "inside")
        expectRed(10, 7, coverage: 0.75, "left column")
        expectRed(30, 7, coverage: 0.75, "right column")
        expectRed(20, 2, coverage: 0.5, "top row")
        expectRed(20, 12, coverage: 0.5, "bottom row")
        expectRed(10, 2, coverage: 0.375, "top-left corner")
        XCTAssertEqual(pixel(ctx, 9, 7), .white, "outside")
        XCTAssertEqual(pixel(ctx, 31, 7), .white, "outside")
        XCTAssertEqual(pixel(ctx, 20, 13), .white, "outside")
    }

    /// Narrower than a pixel: one column at the width's fraction.
    func testSubPixelWidth() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let sliver = CALayer()
        sliver.frame = CGRect(x: 4.2, y: 0, width: 0.5, height: 10)
        sliver.backgroundColor = color(0, 0, 0)
        root.addSublayer(sliver)
        let ctx = rendered(root)
        XCTAssertNear(Int(pixel(ctx, 4, 5).a), 128, 1)
        XCTAssertEqual(pixel(ctx, 5, 5), .clear)
        XCTAssertEqual(pixel(ctx, 3, 5), .clear)
    }
}
