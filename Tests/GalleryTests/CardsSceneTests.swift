import XCTest
import Gallery
@testable import QuartzCore
import LaminaTestSupport

/// The cards scene (issue "Real motion at half GTK's cost"): both motions show the same
/// picture, and frames drawn one after another — shadows blurred once and moved by fractions
/// of a pixel since, as are the cards' rounded backgrounds — stay within the stated bounds of
/// a fresh, cache-less render.
final class CardsSceneTests: XCTestCase {
    func context(_ size: CGSize = CGSize(width: 1280, height: 720), scale: Int = 1) -> CGContext {
        makeBitmapContext(width: Int(size.width) * scale, height: Int(size.height) * scale)
    }

    /// `count` cards positioned by the display-link motion (the model moves) on `size` points,
    /// and a renderer drawing them into a bitmap of `scale` pixels a point (a HiDPI output's).
    func window(_ count: Int, size: CGSize = CGSize(width: 1280, height: 720), scale: Int = 1)
        -> (scene: CardsScene, root: CALayer, ctx: CGContext, renderer: CARenderer) {
        let scene = CardsScene(count: count, motion: .displayLink)
        let root = scene.makeAnimatedRoot(size: size)
        root.frame = CGRect(origin: .zero, size: size)
        let ctx = context(size, scale: scale)
        let r = CARenderer(context: ctx)
        r.bounds = root.frame
        r.layer = root
        return (scene, root, ctx, r)
    }

    func frame(_ r: CARenderer, at t: Double) { r.beginFrame(atTime: t, timeStamp: nil); r.render(); r.endFrame() }

    func testAnimationsAndDisplayLinkShowTheSamePicture() {
        MainActor.assumeIsolated {
            let size = CGSize(width: 640, height: 360)
            let a = SceneCapture(CardsScene(count: 30), size: size)
            let framesA = [0.0, 0.7, 3.3].map { a.image(at: $0)! }
            a.finish()
            let b = SceneCapture(CardsScene(count: 30, motion: .displayLink), size: size)
            let framesB = [0.0, 0.7, 3.3].map { b.image(at: $0)! }
            b.finish()
            for (i, t) in [0.0, 0.7, 3.3].enumerated() {
                XCTAssertEqual(framesA[i].dataProvider?.data, framesB[i].dataProvider?.data, "at \(t) s")
            }
        }
    }

    func testSuccessiveFramesMatchAFreshRender() {
        successiveFramesMatchAFreshRender(cards: 100, size: CGSize(width: 1280, height: 720), scale: 1)
    }

    /// The same bounds at scale 2 (each shadow blurred and each card's coverage made at device
    /// resolution, moved by fractions of a device pixel): a 640×360-point window, 1280×720 pixels.
    func testSuccessiveFramesMatchAFreshRenderAtScale2() {
        successiveFramesMatchAFreshRender(cards: 30, size: CGSize(width: 640, height: 360), scale: 2)
    }

    private func successiveFramesMatchAFreshRender(cards: Int, size: CGSize, scale: Int) {
        let (scene, root, ctx, r) = window(cards, size: size, scale: scale)
        var t = 0.0
        for _ in 0..<12 {     // 12 frames at 40 Hz: every card moves by a few fractional pixels a frame
            scene.update(root, time: t)
            frame(r, at: t)
            t += 0.025
        }
        XCTAssertEqual(r.compositor.shadowBlurs, cards, "each card's shadow blurred once in 12 frames")
        let fresh = context(size, scale: scale)
        let fr = CARenderer(context: fresh)
        fr.bounds = root.frame
        fr.layer = root
        frame(fr, at: t)
        writeArtifact(ctx.makeImage()!, "cards-frame-12-scale-\(scale)")
        // The cards' crisp rounded edges within `SubpixelShift.crispEdgeError` (CrispDriftTests),
        // and where the picture is flat the shadows' 8/255 (ShadowDriftTests: a blur's gentle
        // slope passes for flat while its curvature still shows).
        let d = differences(ctx, fresh)
        XCTAssertLessThanOrEqual(CGFloat(d.anywhere), SubpixelShift.crispEdgeError, "the drawn frame is within the bound of a fresh render")
        XCTAssertLessThanOrEqual(d.flat, 8, "and within the shadows' bound where the picture is flat (worst at \(d.flatAt))")
        XCTAssertGreaterThan(d.anywhere, 0, "the frame was drawn from moved bitmaps")
    }

    /// 3,000 cards (≈ 42 MB of blurred shadows, ≈ 30 MB of rounded backgrounds, ≈ 135 MB of
    /// shadowed-background sprites): drawn three frames (sprites are made on the second), the
    /// three caches they use keep to their 32 MB each.
    /// (100,000 are measured with the release build: README "Performance".)
    func testThousandsOfCardsKeepTheCachesInBudget() {
        let (scene, root, ctx, r) = window(3_000)
        for t in [0, 0.025, 0.05] {
            scene.update(root, time: t)
            frame(r, at: t)
        }
        XCTAssertGreaterThanOrEqual(r.compositor.shadowBlurs, 3_000, "every shadow blurred (those beyond the budget each frame)")
        XCTAssertGreaterThan(r.compositor.spritesMade, 0)
        XCTAssertLessThan(r.compositor.spritesMade, 3_000, "sprites beyond the budget are not made")
        XCTAssertLessThanOrEqual(r.compositor.cachedCoverageBytes, 3 * (32 << 20), "the coverage caches keep to their budget")
        XCTAssertNotEqual(pixel(ctx, 640, 360), RGBA8(0, 0, 0, 0))
    }
}
