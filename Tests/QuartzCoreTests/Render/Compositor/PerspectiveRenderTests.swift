import XCTest
import QuartzCore
import LaminaTestSupport

final class PerspectiveRenderTests: XCTestCase {
    /// A 2×1 image: left pixel red, right pixel blue.
    func halves() -> CGImage { rgbaImage(width: 2, height: 1, [255, 0, 0, 255, 0, 0, 255, 255]) }

    /// 000 Figure 16.9: with m34 perspective the edge turned toward the viewer is taller than
    /// the far one, and the contents follow the homography exactly (the red/blue boundary lands
    /// where coordinate conversion puts the page's midline).
    func testPerspectivePageTurn() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        root.sublayerTransform = t
        let page = CALayer()
        page.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        page.anchorPoint = CGPoint(x: 1, y: 0.5)
        page.position = CGPoint(x: 300, y: 150)
        page.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        page.contents = halves()
        page.magnificationFilter = .nearest
        root.addSublayer(page)
        let ctx = flippedContext(400, 300)
        root.render(in: ctx)
        writeArtifact(ctx.makeImage()!, "render-perspective")
        let nearTop = root.convert(CGPoint(x: 0, y: 0), from: page)
        let farTop = root.convert(CGPoint(x: 200, y: 0), from: page)
        XCTAssertLessThan(nearTop.y, farTop.y - 5, "the near (left) edge is taller: its top is higher")
        XCTAssertEqual(farTop.y, 50, accuracy: 1e-9, "the anchor edge stays in the plane")
        let mid = root.convert(CGPoint(x: 100, y: 100), from: page)
        let y = Int(mid.y)
        XCTAssertEqual(pixel(ctx, Int(mid.x) - 3, y), .red)
        XCTAssertEqual(pixel(ctx, Int(mid.x) + 3, y), .blue)
        let inside = root.convert(CGPoint(x: 10, y: 10), from: page)
        XCTAssertEqual(pixel(ctx, Int(inside.x.rounded()), Int(inside.y.rounded())), .red)
        XCTAssertEqual(pixel(ctx, Int(nearTop.x) + 2, Int(nearTop.y) - 3), .clear, "above the near corner: nothing")
    }

    /// isDoubleSided = false: a layer turned to show its back is not drawn (000 "Transforms").
    func testSingleSidedBackIsCulled() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let card = CALayer()
        card.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        root.addSublayer(card)
        let ctx = flippedContext(100, 100)
        root.render(in: ctx)
        XCTAssertEqual(pixel(ctx, 50, 50), .blue, "double-sided: the back shows")
        card.isDoubleSided = false
        let culled = flippedContext(100, 100)
        root.render(in: culled)
        XCTAssertEqual(pixel(culled, 50, 50), .clear)
    }
}
