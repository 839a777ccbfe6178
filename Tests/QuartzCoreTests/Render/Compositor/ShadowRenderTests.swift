import XCTest
import QuartzCore
import LaminaTestSupport

final class ShadowRenderTests: XCTestCase {
    func shadowed(_ configure: (CALayer) -> Void) -> CGContext {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        let l = CALayer()
        l.frame = CGRect(x: 30, y: 30, width: 50, height: 50)
        l.backgroundColor = color(1, 1, 1)
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.shadowOffset = CGSize(width: 10, height: 10)
        configure(l)
        root.addSublayer(l)
        let ctx = flippedContext(120, 120)
        root.render(in: ctx)
        return ctx
    }

    /// 001: "In iOS, this requires specifying a positive value for the y axis" to put the shadow
    /// down and to the right. Opacity 0 by default: no shadow.
    func testOffsetDownRightOnIOS() {
        let ctx = shadowed { _ in }
        writeArtifact(ctx.makeImage()!, "render-shadow-hard")
        XCTAssertEqual(pixel(ctx, 85, 85), .black, "below-right of the layer")
        XCTAssertEqual(pixel(ctx, 50, 50), .white, "the layer above its shadow")
        XCTAssertEqual(pixel(ctx, 35, 25), .clear, "nothing above")
        let none = shadowed { $0.shadowOpacity = 0 }
        XCTAssertEqual(pixel(none, 85, 85), .clear)
    }

    /// Colour alpha × shadowOpacity; a radius blurs the edge.
    func testOpacityColourAndBlur() {
        let ctx = shadowed { $0.shadowOpacity = 0.5; $0.shadowColor = color(1, 0, 0) }
        XCTAssertEqual(pixel(ctx, 85, 85), RGBA8(128, 0, 0, 128))
        let soft = shadowed { $0.shadowRadius = 8; $0.shadowOffset = .zero }
        writeArtifact(soft.makeImage()!, "render-shadow-soft")
        let fringe = pixel(soft, 84, 55).a
        XCTAssertTrue(fringe > 10 && fringe < 200, "a blurred fringe beside the layer (alpha \(fringe))")
        XCTAssertEqual(pixel(soft, 110, 55).a, 0, "gone beyond 3σ")
    }

    /// shadowPath, when set, shapes the shadow instead of the layer's alpha.
    func testShadowPath() {
        let ctx = shadowed { $0.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 80, height: 20), transform: nil) }
        XCTAssertEqual(pixel(ctx, 105, 45), .black, "the path reaches past the layer")
        XCTAssertEqual(pixel(ctx, 85, 75), .clear, "and not where the layer is but the path is not")
    }

    /// 001: with masksToBounds "the shadow effect is clipped around the edges"; without a
    /// background the shadow follows the sublayers (Figure A-7, right).
    func testMasksToBoundsClipsTheShadowAndSublayersCast() {
        let clipped = shadowed { $0.masksToBounds = true }
        XCTAssertEqual(pixel(clipped, 85, 85), .clear)
        let bare = shadowed { l in
            l.backgroundColor = nil
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.backgroundColor = color(0, 0, 1)
            l.addSublayer(dot)
        }
        XCTAssertEqual(pixel(bare, 45, 45), .black, "the sublayer's shadow")
        XCTAssertEqual(pixel(bare, 70, 70), .clear, "no background: no shadow there")
    }
}

final class ShadowCacheTests: XCTestCase {
    /// "cached while unchanged": moving a shadowed layer by whole pixels reuses its blur;
    /// changing what shapes the shadow blurs again — and the pixels match a fresh render.
    func testMovingReusesTheBlurredShadow() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        let l = CALayer()
        l.frame = CGRect(x: 20, y: 20, width: 50, height: 50)
        l.backgroundColor = color(1, 1, 1)
        l.shadowOpacity = 0.7; l.shadowRadius = 6; l.shadowOffset = CGSize(width: 3, height: 5)
        root.addSublayer(l)
        let ctx = makeBitmapContext(width: 200, height: 120)
        let r = CARenderer(context: ctx)
        r.layer = root
        func frame() { r.beginFrame(atTime: 0, timeStamp: nil); r.render(); r.endFrame() }
        frame()
        XCTAssertEqual(r.compositor.shadowBlurs, 1)
        l.position.x += 40
        frame()
        XCTAssertEqual(r.compositor.shadowBlurs, 1, "moved by whole pixels: the blur is reused")
        let fresh = makeBitmapContext(width: 200, height: 120)
        let fr = CARenderer(context: fresh)
        fr.layer = root
        fr.beginFrame(atTime: 0, timeStamp: nil); fr.render(); fr.endFrame()
        XCTAssertEqual(Data(bytes: ctx.data!, count: ctx.bytesPerRow * 120), Data(bytes: fresh.data!, count: fresh.bytesPerRow * 120),
                       "the reused shadow gives the same pixels as a fresh render")
        l.shadowRadius = 10
        frame()
        XCTAssertEqual(r.compositor.shadowBlurs, 2, "a new radius blurs again")
    }
}
