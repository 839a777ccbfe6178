import XCTest
import QuartzCore
import LaminaTestSupport

final class MaskOpacityRenderTests: XCTestCase {
    /// 000 "A CALayer can have a mask… The transparency of the mask's content in a particular
    /// spot becomes … the transparency of the layer at that spot. The hues in the mask's colors
    /// are irrelevant." Positioned as if it were a sublayer.
    func testMaskAlphaMultipliesTheLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let target = CALayer()
        target.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        target.backgroundColor = color(1, 0, 0)
        let sub = CALayer()
        sub.frame = CGRect(x: 0, y: 50, width: 100, height: 50)
        sub.backgroundColor = color(0, 0, 1)
        target.addSublayer(sub)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 50, height: 100)       // left half only
        mask.backgroundColor = color(0, 1, 0, 0.5)                       // green at half alpha: hue ignored
        target.mask = mask
        root.addSublayer(target)
        let ctx = flippedContext(100, 100)
        root.render(in: ctx)
        writeArtifact(ctx.makeImage()!, "render-mask")
        XCTAssertNear(pixel(ctx, 25, 25).a, 128, 1)
        XCTAssertNear(pixel(ctx, 25, 25).r, 128, 1, "red at half alpha, premultiplied")
        XCTAssertEqual(pixel(ctx, 25, 25).g, 0, "the mask's colour does not show")
        XCTAssertNear(pixel(ctx, 25, 75).b, 128, 1, "sublayers are masked too")
        XCTAssertEqual(pixel(ctx, 75, 25), .clear, "outside the mask: nothing")
    }

    /// allowsGroupOpacity (default): the subtree fades as one picture; false: each part fades
    /// on its own, so the parent shows through an overlapping sublayer (iOS 6 behaviour).
    func testGroupOpacityVersusMultipliedOpacity() {
        func scene(group: Bool) -> CGContext {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let parent = CALayer()
            parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            parent.backgroundColor = color(1, 0, 0)
            parent.opacity = 0.5
            parent.allowsGroupOpacity = group
            let child = CALayer()
            child.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
            child.backgroundColor = color(0, 0, 1)
            parent.addSublayer(child)
            root.addSublayer(parent)
            let ctx = flippedContext(100, 100)
            root.render(in: ctx)
            return ctx
        }
        let grouped = scene(group: true)
        XCTAssertEqual(pixel(grouped, 25, 50).r, 0, "as a group, the child hides the parent")
        XCTAssertNear(pixel(grouped, 25, 50).b, 128, 1)
        XCTAssertNear(pixel(grouped, 25, 50).a, 128, 1)
        let multiplied = scene(group: false)
        let p = pixel(multiplied, 25, 50)
        XCTAssertNear(p.r, 64, 2, "the parent shows through the half-transparent child")
        XCTAssertNear(p.b, 128, 1)
        XCTAssertNear(p.a, 191, 2, "1 − (1 − 0.5)(1 − 0.5)")
        XCTAssertNear(pixel(multiplied, 75, 50).r, 128, 1)
    }

    /// Hidden layers and opacity 0 draw nothing; a layer's contents can be any CGImage.
    func testHiddenZeroOpacityAndContentsGravity() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = CALayer()
        a.frame = root.bounds
        a.backgroundColor = color(1, 0, 0)
        a.isHidden = true
        let b = CALayer()
        b.frame = root.bounds
        b.backgroundColor = color(0, 1, 0)
        b.opacity = 0
        root.addSublayer(a); root.addSublayer(b)
        let ctx = flippedContext(100, 100)
        root.render(in: ctx)
        XCTAssertEqual(pixel(ctx, 50, 50), .clear)
    }
}
