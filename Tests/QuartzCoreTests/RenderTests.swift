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
    /// 000 "Layers and Sublayers": lay1 (pink) holds lay2 (green); lay3 (red) is lay1's sibling, on top.
    func threeRectangles() -> CALayer {
        let v = CALayer()
        v.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        v.backgroundColor = color(1, 1, 1)
        let lay1 = CALayer()
        lay1.frame = CGRect(x: 113, y: 111, width: 132, height: 194)
        lay1.backgroundColor = color(1, 0.4, 1)
        v.addSublayer(lay1)
        let lay2 = CALayer()
        lay2.backgroundColor = color(0.5, 1, 0)
        lay2.frame = CGRect(x: 41, y: 56, width: 132, height: 194)
        lay1.addSublayer(lay2)
        let lay3 = CALayer()
        lay3.backgroundColor = color(1, 0, 0)
        lay3.frame = CGRect(x: 43, y: 197, width: 160, height: 230)
        v.addSublayer(lay3)
        return v
    }

    func testThreeRectanglesOfTheLayerHierarchyListing() {
        let ctx = flippedContext(320, 480)
        threeRectangles().render(in: ctx)
        writeArtifact(ctx.makeImage()!, "render-three-rectangles")
        XCTAssertEqual(pixel(ctx, 120, 120), RGBA8(255, 102, 255, 255), "lay1 alone (pink)")
        XCTAssertEqual(pixel(ctx, 230, 180), RGBA8(128, 255, 0, 255), "lay2 over lay1 (green), at lay1's origin + (41, 56)")
        XCTAssertEqual(pixel(ctx, 153, 180), RGBA8(255, 102, 255, 255), "lay2 starts at 113 + 41 = 154")
        XCTAssertEqual(pixel(ctx, 154, 180), RGBA8(128, 255, 0, 255))
        XCTAssertEqual(pixel(ctx, 100, 300), .red, "lay3 over lay2")
        XCTAssertEqual(pixel(ctx, 10, 10), .white)
        XCTAssertEqual(pixel(ctx, 112, 120), .white, "lay1 starts at x = 113")
        XCTAssertEqual(pixel(ctx, 113, 120), RGBA8(255, 102, 255, 255))
    }

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
