import XCTest
import QuartzCore
import LaminaTestSupport

/// A UIKit-style context: top-left origin, y down, as the gallery and iOS draw.
func flippedContext(_ w: Int, _ h: Int) -> CGContext {
    let ctx = makeBitmapContext(width: w, height: h)
    ctx.translateBy(x: 0, y: CGFloat(h))
    ctx.scaleBy(x: 1, y: -1)
    return ctx
}

func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: a) }

final class RenderTests: XCTestCase {
    /// Background clipped to the corner radius; the border drawn inward and above sublayers.
    func testCornerRadiusBorderAboveSublayers() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let box = CALayer()
        box.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        box.backgroundColor = color(0, 0, 1)
        box.cornerRadius = 20
        box.borderWidth = 6
        box.borderColor = color(0, 0, 0)
        let sub = CALayer()
        sub.frame = CGRect(x: -10, y: 30, width: 100, height: 20)
        sub.backgroundColor = color(1, 1, 0)
        box.addSublayer(sub)
        root.addSublayer(box)
        let ctx = flippedContext(100, 100)
        root.render(in: ctx)
        writeArtifact(ctx.makeImage()!, "render-corner-border")
        XCTAssertEqual(pixel(ctx, 11, 11), .clear, "the rounded corner is transparent")
        XCTAssertEqual(pixel(ctx, 50, 20), .blue)
        XCTAssertEqual(pixel(ctx, 50, 12), .black, "the border, inward from the bounds")
        XCTAssertEqual(pixel(ctx, 12, 50), .black, "the border is above the sublayer")
        XCTAssertEqual(pixel(ctx, 30, 50), RGBA8(255, 255, 0, 255))
        XCTAssertEqual(pixel(ctx, 5, 50), RGBA8(255, 255, 0, 255), "not clipped without masksToBounds")
        box.masksToBounds = true
        let clipped = flippedContext(100, 100)
        root.render(in: clipped)
        XCTAssertEqual(pixel(clipped, 5, 50), .clear, "clipped by masksToBounds")
    }
}
