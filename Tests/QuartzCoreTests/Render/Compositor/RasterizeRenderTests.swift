import XCTest
@testable import QuartzCore
import LaminaTestSupport

final class RasterizeRenderTests: XCTestCase {
    func scene() -> (CALayer, CALayer, CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 80, height: 60)
        card.backgroundColor = color(0, 0, 1)
        card.cornerRadius = 8
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        dot.backgroundColor = color(1, 1, 0)
        card.addSublayer(dot)
        root.addSublayer(card)
        return (root, card, dot)
    }

    /// At scale 1 a rasterized layer looks as it would unrasterized.
    func testRasterizedLooksTheSame() {
        let (root, card, _) = scene()
        let direct = flippedContext(200, 120)
        root.render(in: direct)
        card.shouldRasterize = true
        let cached = flippedContext(200, 120)
        root.render(in: cached)
        for (x, y) in [(25, 25), (35, 35), (60, 50), (21, 21), (99, 79), (150, 100)] {
            XCTAssertLessThanOrEqual(pixel(direct, x, y).distance(to: pixel(cached, x, y)), 3, "(\(x), \(y))")
        }
    }

    /// 000 "Layer Efficiency": the subtree is drawn once and reused — moving it keeps the bitmap;
    /// a change inside draws it again.
    func testBitmapReusedUntilSomethingInsideChanges() {
        let (root, card, dot) = scene()
        card.shouldRasterize = true
        let ctx = makeBitmapContext(width: 200, height: 120)
        let r = CARenderer(context: ctx)
        r.layer = root
        func frame() { r.beginFrame(atTime: 0, timeStamp: nil); r.render(); r.endFrame() }
        frame()
        XCTAssertEqual(r.compositor.rasterizations, 1)
        card.position.x += 50
        frame()
        XCTAssertEqual(r.compositor.rasterizations, 1, "moved: reused")
        XCTAssertEqual(pixel(ctx, 100, 50), .blue, "drawn at the new place")
        dot.backgroundColor = color(1, 0, 0)
        frame()
        XCTAssertEqual(r.compositor.rasterizations, 2, "a sublayer changed: drawn again")
        XCTAssertEqual(pixel(ctx, 90, 35), .red)
    }

    /// Moved by half a pixel: the bitmap is reused and composited bilinearly (moved by
    /// `SubpixelShift`, not through pixman's transform) — the blue edge column half covered,
    /// the same as pixman's bilinear filter gives for that offset.
    func testFractionalMovesReuseTheBitmapBilinearly() {
        let (root, card, _) = scene()
        card.shouldRasterize = true
        card.cornerRadius = 0
        let ctx = makeBitmapContext(width: 200, height: 120)
        let r = CARenderer(context: ctx)
        r.layer = root
        func frame() { r.beginFrame(atTime: 0, timeStamp: nil); r.render(); r.endFrame() }
        frame()
        card.position.x += 10.5
        frame()
        XCTAssertEqual(r.compositor.rasterizations, 1, "moved by a fraction: reused")
        XCTAssertEqual(pixel(ctx, 30, 70), RGBA8(0, 0, 128, 128), "left edge half covered")
        XCTAssertEqual(pixel(ctx, 31, 70), .blue)
        XCTAssertEqual(pixel(ctx, 110, 70), RGBA8(0, 0, 128, 128), "right edge half covered")
        XCTAssertEqual(pixel(ctx, 111, 70), .clear)
        // The same through pixman's bilinear transform (a scale of 1 + 1e-9 keeps it off the shift).
        let reference = makeBitmapContext(width: 200, height: 120)
        card.transform = CATransform3DMakeScale(1 + 1e-9, 1, 1)
        let pr = CARenderer(context: reference)
        pr.layer = root
        pr.beginFrame(atTime: 0, timeStamp: nil); pr.render(); pr.endFrame()
        for x in 28...34 {
            XCTAssertLessThanOrEqual(pixel(ctx, x, 40).distance(to: pixel(reference, x, 40)), 2, "(\(x), 40)")
        }
    }

    /// "You can get some cool 'out of focus' effects by setting the rasterizationScale to around 0.3."
    func testLowScaleBlurs() {
        let (root, card, _) = scene()
        card.shouldRasterize = true
        card.rasterizationScale = 0.3
        let ctx = flippedContext(200, 120)
        root.render(in: ctx)
        writeArtifact(ctx.makeImage()!, "render-rasterize-0.3")
        // The dot's sharp edge at card x = 30 (device 50) is now a ramp over several pixels.
        let a = pixel(ctx, 46, 40).r, b = pixel(ctx, 50, 40).r, c = pixel(ctx, 54, 40).r
        XCTAssertTrue(a > b && b > c && b > 20 && b < 235, "a ramp: \(a) > \(b) > \(c)")
    }
}

/// Issue "The pixman compositor": steady-state frames reuse their offscreen buffers. A group
/// with opacity, a mask, a rounded clip and a contents image, fading frame after frame,
/// allocates its offscreen pixels in the first frame only.
final class OffscreenReuseTests: XCTestCase {
    func testSteadyFramesMakeNoNewOffscreenBuffers() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        let group = CALayer()
        group.frame = CGRect(x: 20, y: 20, width: 120, height: 80)
        group.backgroundColor = color(0, 0, 1)
        group.cornerRadius = 10
        group.masksToBounds = true
        group.opacity = 0.5
        let image = CALayer()
        image.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        image.contents = rgbaImage(width: 2, height: 1, [255, 0, 0, 255, 0, 255, 0, 255])
        image.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        group.addSublayer(image)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        mask.backgroundColor = color(0, 0, 0)
        group.mask = mask
        root.addSublayer(group)
        let r = CARenderer(context: makeBitmapContext(width: 200, height: 120))
        r.layer = root
        func frame(_ t: CFTimeInterval) { r.beginFrame(atTime: t, timeStamp: nil); r.addUpdate(root.bounds); r.render(); r.endFrame() }
        frame(0)
        let made = r.compositor.caches.offscreen.made
        XCTAssertGreaterThanOrEqual(made, 3, "group, mask and clip buffers at least")
        for i in 1...20 {
            CATransaction.begin(); CATransaction.setDisableActions(true)
            group.opacity = 0.5 + Float(i) / 100
            CATransaction.commit()
            frame(Double(i) / 60)
        }
        XCTAssertEqual(r.compositor.caches.offscreen.made, made, "no new offscreen buffers in steady frames")
    }
}
