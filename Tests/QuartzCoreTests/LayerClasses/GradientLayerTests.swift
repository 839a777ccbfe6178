import XCTest
import QuartzCore
import LaminaTestSupport

/// CAGradientLayer (000 "Layers that Draw Themselves"; 003 "CAGradientLayer").
final class GradientLayerTests: XCTestCase {
    private func render(_ g: CAGradientLayer, size: Int = 100) -> CGContext {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: size, height: size)
        if g.bounds.isEmpty { g.frame = root.bounds }
        root.addSublayer(g)
        let ctx = flippedContext(size, size)
        root.render(in: ctx)
        return ctx
    }

    func testDefaultsRunTopToBottom() {
        let g = CAGradientLayer()
        XCTAssertEqual(g.startPoint, CGPoint(x: 0.5, y: 0)); XCTAssertEqual(g.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(g.type, .axial); XCTAssertNil(g.colors); XCTAssertNil(g.locations)
        g.colors = [color(1, 0, 0), color(0, 0, 1)]
        let ctx = render(g)
        XCTAssertGreaterThan(pixel(ctx, 50, 1).r, 245, "red at the top")
        XCTAssertGreaterThan(pixel(ctx, 50, 98).b, 245, "blue at the bottom")
        XCTAssertEqual(pixel(ctx, 10, 50), pixel(ctx, 90, 50), "constant across")
        XCTAssertNear(pixel(ctx, 50, 50).r, 128, 4)
    }

    /// 003 figure 6.6: startPoint (0,0), endPoint (1,1) "in unit coordinates": red top-left,
    /// blue bottom-right, the other diagonal half way.
    func testDiagonalEndpoints() {
        let g = CAGradientLayer()
        g.colors = [color(1, 0, 0), color(0, 0, 1)]
        g.startPoint = .zero; g.endPoint = CGPoint(x: 1, y: 1)
        let ctx = render(g)
        XCTAssertGreaterThan(pixel(ctx, 0, 0).r, 245)
        XCTAssertGreaterThan(pixel(ctx, 99, 99).b, 245)
        XCTAssertNear(pixel(ctx, 90, 9).r, 128, 5)
        XCTAssertNear(pixel(ctx, 9, 90).r, 128, 5)
    }

    /// 003 figure 6.7: locations 0, 0.25, 0.5 squash red→yellow→green toward the top-left;
    /// beyond 0.5 it stays green.
    func testLocations() {
        let g = CAGradientLayer()
        g.colors = [color(1, 0, 0), color(1, 1, 0), color(0, 1, 0)]
        g.locations = [0.0, 0.25, 0.5]
        g.startPoint = .zero; g.endPoint = CGPoint(x: 1, y: 1)
        let ctx = render(g)
        XCTAssertEqual(pixel(ctx, 70, 70), .green)
        let yellow = pixel(ctx, 25, 25)
        XCTAssertGreaterThan(yellow.r, 240); XCTAssertGreaterThan(yellow.g, 240)
        // "the number of locations [must match] the number of colors or you'll get a blank gradient"
        g.locations = [0, 1]
        XCTAssertEqual(pixel(render(g), 50, 50), .clear)
    }

    func testRadialAndConic() {
        let g = CAGradientLayer()
        g.type = .radial
        g.colors = [color(1, 1, 1), color(0, 0, 0)]
        g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 1)
        var ctx = render(g)
        XCTAssertGreaterThan(pixel(ctx, 50, 50).r, 245, "the first colour at the centre")
        XCTAssertNear(pixel(ctx, 75, 50).r, 128, 6, "half way to the edge")
        XCTAssertEqual(pixel(ctx, 99, 50).r, pixel(ctx, 50, 99).r, "the radii run along both axes")
        XCTAssertLessThan(pixel(ctx, 99, 99).r, 5, "beyond the ellipse: the last colour")

        g.type = .conic
        g.colors = [color(1, 0, 0), color(0, 0, 1)]
        g.endPoint = CGPoint(x: 0.5, y: 0)        // starts towards the top, turns clockwise
        ctx = render(g)
        let right = pixel(ctx, 95, 50), left = pixel(ctx, 5, 50)
        XCTAssertGreaterThan(right.r, right.b, "a quarter turn clockwise: mostly red")
        XCTAssertGreaterThan(left.b, left.r, "three quarters: mostly blue")
    }

    /// Clipped by the corner radius; contents are not displayed (000).
    func testCornerRadiusAndNoContents() {
        let g = CAGradientLayer()
        g.colors = [color(0, 1, 0), color(0, 1, 0)]
        g.cornerRadius = 30
        g.contents = rgbaImage(width: 1, height: 1, [255, 0, 0, 255])
        let ctx = render(g)
        XCTAssertEqual(pixel(ctx, 2, 2), .clear)
        XCTAssertEqual(pixel(ctx, 50, 50), .green, "the gradient, not the contents")
    }

    func testBadInput() {
        let g = CAGradientLayer()
        g.colors = []
        XCTAssertEqual(pixel(render(g), 50, 50), .clear, "zero colours draw nothing")
        g.colors = [color(0, 0, 1)]
        XCTAssertEqual(pixel(render(g), 50, 50), .clear, "one colour is no gradient: nothing drawn, as on Apple")
        g.colors = ["not a colour", color(0, 0, 1)]
        XCTAssertEqual(pixel(render(g), 50, 50), .clear)
        g.colors = [color(1, 0, 0), color(0, 0, 1)]
        g.locations = [0, NSNumber(value: Double.nan)]
        XCTAssertEqual(pixel(render(g), 50, 50), .clear, "a location that is not a number: nothing drawn, as for a count that does not match")
        g.locations = nil
        g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 0.5, y: 0.5)
        XCTAssertEqual(pixel(render(g), 50, 50), .clear, "start and end at one point: no direction, nothing drawn")
        g.startPoint = CGPoint(x: CGFloat.nan, y: 0)
        let fallen = render(g)
        XCTAssertGreaterThan(pixel(fallen, 50, 1).r, 240, "a non-finite start falls back to its default (top centre): red at the top")
        XCTAssertEqual(pixel(fallen, 50, 60), RGBA8(0, 0, 255, 255), "blue from the end (the middle) on")
        g.type = .radial
        XCTAssertEqual(pixel(render(g), 50, 50), .clear, "a radial gradient with no width (end straight below the centre): nothing drawn")
    }
}
