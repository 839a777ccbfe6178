import XCTest
import Gallery
@testable import QuartzCore
import LaminaTestSupport

/// The cards scene (issue "Real motion at half GTK's cost"): both motions show the same
/// picture, and frames drawn one after another — shadows blurred once and moved by fractions
/// of a pixel since — stay within the stated bound of a fresh, cache-less render.
final class CardsSceneTests: XCTestCase {
    func context() -> CGContext { makeBitmapContext(width: 1280, height: 720) }

    func testAnimationsAndDisplayLinkShowTheSamePicture() {
        for t in [0.0, 0.7, 3.3] {
            let a = Gallery.capture(CardsScene(count: 30), size: CGSize(width: 640, height: 360), time: t)!
            let b = Gallery.capture(CardsScene(count: 30, motion: .displayLink), size: CGSize(width: 640, height: 360), time: t)!
            XCTAssertEqual(a.dataProvider?.data, b.dataProvider?.data, "at \(t) s")
        }
    }

    func testSuccessiveFramesMatchAFreshRender() {
        let scene = CardsScene(count: 100, motion: .displayLink)
        let root = scene.makeAnimatedRoot(size: CGSize(width: 1280, height: 720))
        root.frame = CGRect(x: 0, y: 0, width: 1280, height: 720)
        let ctx = context()
        let r = CARenderer(context: ctx)
        r.layer = root
        var t = 0.0
        for _ in 0..<12 {     // 12 frames at 40 Hz: every card moves by a few fractional pixels a frame
            scene.update(root, time: t)
            r.beginFrame(atTime: t, timeStamp: nil); r.render(); r.endFrame()
            t += 0.025
        }
        XCTAssertEqual(r.compositor.shadowBlurs, 100, "each card's shadow blurred once in 12 frames")
        let fresh = context()
        let fr = CARenderer(context: fresh)
        fr.layer = root
        fr.beginFrame(atTime: t, timeStamp: nil); fr.render(); fr.endFrame()
        let n = ctx.bytesPerRow * 720
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self), q = fresh.data!.assumingMemoryBound(to: UInt8.self)
        var worst = 0, differing = 0
        for i in 0..<n {
            let d = abs(Int(p[i]) - Int(q[i]))
            worst = max(worst, d)
            if d > 0 { differing += 1 }
        }
        writeArtifact(ctx.makeImage()!, "cards-frame-12")
        XCTAssertLessThanOrEqual(worst, 8, "the drawn frame is within 8/255 of a fresh render")
        XCTAssertLessThan(differing, n / 20, "and differs in few channels (\(differing) of \(n))")
    }

    /// 3,000 cards (≈ 42 MB of blurred shadows): drawn, the coverage caches keep to their
    /// budget. (100,000 are measured with the release build: README "Performance".)
    func testThousandsOfCardsKeepTheCachesInBudget() {
        let scene = CardsScene(count: 3_000, motion: .displayLink)
        let root = scene.makeAnimatedRoot(size: CGSize(width: 1280, height: 720))
        root.frame = CGRect(x: 0, y: 0, width: 1280, height: 720)
        let ctx = context()
        let r = CARenderer(context: ctx)
        r.layer = root
        r.beginFrame(atTime: 0, timeStamp: nil); r.render(); r.endFrame()
        XCTAssertEqual(r.compositor.shadowBlurs, 3_000)
        XCTAssertLessThanOrEqual(r.compositor.cachedCoverageBytes, 5 * (32 << 20), "the coverage caches keep to their budget")
        XCTAssertNotEqual(pixel(ctx, 640, 360), RGBA8(0, 0, 0, 0))
    }
}
