import XCTest
import Shell
import QuartzCore
import Foundation
import WaylandClient
import LaminaTestSupport

/// The window's platform-neutral half.
final class WindowHostTests: XCTestCase {
    func testImpossibleSizesAreClamped() {
        let host = WindowHost(app: PlainApp(), decorated: false)
        host.resize(content: CGSize(width: 1, height: 1), scale: 1)
        XCTAssertEqual(host.contentSize, WindowHost.minimumSize)
        host.resize(content: CGSize(width: 100_000, height: 100_000), scale: 1)
        XCTAssertEqual(host.contentSize, CGSize(width: 8192, height: 8192))
        host.resize(content: CGSize(width: CGFloat.nan, height: -5), scale: .nan)
        XCTAssertEqual(host.contentSize, WindowHost.minimumSize)
        XCTAssertEqual(host.scale, 1)
    }

    func testScaleSizesTheBufferAndFollowsIntoLayers() {
        let app = PlainApp()
        let text = CATextLayer()
        app.rootLayer.addSublayer(text)
        let host = WindowHost(app: app, decorated: true)
        host.resize(content: CGSize(width: 200, height: 100), scale: 1.5)
        XCTAssertEqual(host.pixelSize.width, 300)
        XCTAssertEqual(host.pixelSize.height, 198)       // (100 + 32 title bar) × 1.5
        XCTAssertEqual(app.rootLayer.contentsScale, 1.5)
        XCTAssertEqual(text.contentsScale, 1.5, "text follows the window scale, so it stays sharp")
    }

    /// A window moving to another scale takes the layers that draw along (text, drawn
    /// backing stores, layers with nothing yet); an image the app assigned keeps its scale,
    /// which says how many of its pixels make a point (001 "Working with High-Resolution Images").
    func testScaleChangeLeavesAssignedImagesAtTheirScale() {
        let app = PlainApp()
        let text = CATextLayer(), drawn = CALayer(), image = CALayer(), empty = CALayer()
        let painter = SolidPainter()
        drawn.delegate = painter
        drawn.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        drawn.setNeedsDisplay()
        drawn.displayIfNeeded()
        image.contents = makeBitmapContext(width: 8, height: 8).makeImage()
        for l in [text, drawn, image, empty] { app.rootLayer.addSublayer(l) }
        let host = WindowHost(app: app, decorated: false)
        host.resize(content: CGSize(width: 200, height: 100), scale: 2)
        XCTAssertEqual(text.contentsScale, 2)
        XCTAssertEqual(drawn.contentsScale, 2)
        XCTAssertEqual(empty.contentsScale, 2)
        XCTAssertEqual(image.contentsScale, 1, "an assigned image keeps its size in points")
    }

    /// Animations begun once the views a layout pass made are committed (views shown from
    /// `viewDidLayoutSubviews`, animated from `viewDidAppear`) are part of the frame that shows
    /// those views: its first frame shows the animation's start, never the model's end value.
    func testTheFirstFrameShowsAnimationsBegunAfterItsCommit() {
        let app = PlainApp()
        app.preferredContentSize = CGSize(width: 100, height: 80)
        let box = CALayer()
        box.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
        box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let builder = LayoutHook { layer in
            guard box.superlayer == nil else { return }
            layer.addSublayer(box)
            CATransaction.afterCommit {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                box.opacity = 0
                CATransaction.commit()
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0
                fade.duration = 100
                box.add(fade, forKey: "fade")
            }
        }
        app.rootLayer.delegate = builder
        app.rootLayer.setNeedsLayout()
        let platform = HeadlessPlatform(app: app)
        defer { platform.finish() }
        let first = platform.frame(at: 0)!
        XCTAssertEqual(pixel(first, 50, 40), RGBA8(255, 0, 0, 255), "the fade's start, not opacity 0")
        let later = platform.frame(at: 50)!
        XCTAssertEqual(Double(pixel(later, 50, 40).r), 127.5, accuracy: 2, "half way")
    }

    /// Tiles fade in over `fadeDuration()`, and the last frame of the fade shows them whole.
    func testTilesEndTheirFadeWhole() {
        let app = PlainApp()
        let tiled = CATiledLayer()
        let painter = SolidPainter()
        tiled.delegate = painter
        tiled.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
        app.rootLayer.addSublayer(tiled)
        let platform = HeadlessPlatform(app: app)
        defer { platform.finish() }
        XCTAssertEqual(pixel(platform.frame(at: 0)!, 50, 40), RGBA8(0, 0, 0, 255), "the first frame asks for tiles")
        let fading = pixel(platform.frame(at: 0.1)!, 50, 40)
        XCTAssertGreaterThan(fading.r, 0)
        XCTAssertLessThan(fading.r, 255)
        XCTAssertEqual(pixel(platform.frame(at: 1)!, 50, 40), RGBA8(255, 0, 0, 255))
        XCTAssertFalse(platform.host.wantsMoreFrames, "nothing left to draw")
    }

    func testNothingChangedNeedsNoFrame() {
        let app = PlainApp()
        app.rootLayer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let platform = HeadlessPlatform(app: app)
        defer { platform.finish() }
        _ = platform.renderFrame()
        XCTAssertFalse(platform.host.needsFrame)
        app.rootLayer.opacity = 0.5
        XCTAssertTrue(platform.host.needsFrame)
    }

    func testInputHitsWhatIsOnScreenMidAnimation() {
        // A layer animating from x 0 to 200: at the midpoint it is hit where it is drawn,
        // not at its model position.
        let app = PlainApp()
        app.preferredContentSize = CGSize(width: 300, height: 100)
        let box = CALayer()
        box.frame = CGRect(x: 200, y: 0, width: 40, height: 40)
        app.rootLayer.addSublayer(box)
        let platform = HeadlessPlatform(app: app, fps: 10)
        defer { platform.finish() }
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 20
        move.toValue = 220
        move.duration = 1
        box.add(move, forKey: "move")
        // The click comes before the frame at 0.5 is drawn: it lands on what is on screen,
        // the frame at 0.4 (box at x 80…120); x 105 is inside both that and the next.
        let p = CGPoint(x: 105, y: 20)
        platform.run(events: [InputEvent(time: 0.5, .pointerButton(p, button: PointerButton.left, pressed: true))],
                     duration: 0.5) { _, _, _ in }
        XCTAssertTrue(app.events.last?.1 === box, "hit at the presentation position")
        XCTAssertFalse(box.frame.contains(p), "the model is elsewhere")
    }

    func testTitlesAreSanitisedForTheWire() {
        XCTAssertEqual(WaylandWindow.sanitised("a\u{0}b\u{1}c\u{7F}"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        let long = String(repeating: "é", count: 2000)
        let cut = WaylandWindow.sanitised(long)
        XCTAssertLessThanOrEqual(cut.utf8.count, 1024)
        XCTAssertEqual(cut.utf8.count % 2, 0, "cut on a character boundary")
        XCTAssertEqual(WaylandWindow.sanitised(String(decoding: [0x61, 0xFF, 0xFE, 0x62], as: UTF8.self)), "a\u{FFFD}\u{FFFD}b")
    }
}

/// Fills whatever it is asked to draw with opaque red (any thread).
final class SolidPainter: CALayerDelegate, @unchecked Sendable {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(ctx.boundingBoxOfClipPath)
    }
}

/// Runs `body` as the layer's layout (a view controller's `viewDidLayoutSubviews`).
final class LayoutHook: CALayerDelegate {
    let body: (CALayer) -> Void
    init(_ body: @escaping (CALayer) -> Void) { self.body = body }
    func layoutSublayers(of layer: CALayer) { body(layer) }
}
