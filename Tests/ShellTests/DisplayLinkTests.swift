import XCTest
import Shell
import QuartzCore
import Foundation
import WaylandClient

/// A minimal app: one layer, for driving the headless platform.
final class PlainApp: ShellApp {
    let rootLayer = CALayer()
    var title = "plain"
    var preferredContentSize = CGSize(width: 100, height: 80)
    var events: [(InputEvent, CALayer?)] = []
    func handle(_ event: InputEvent, hit: CALayer?) { events.append((event, hit)) }
}

/// CADisplayLink on the headless clock: once per frame, Apple's timestamps.
final class DisplayLinkTests: XCTestCase {
    func testFiresOncePerFrameWithTimestampAndTarget() {
        let platform = HeadlessPlatform(app: PlainApp(), fps: 60)
        defer { platform.finish() }
        var stamps: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { stamps.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        platform.run(events: [], duration: 0.5) { _, _, _ in }
        XCTAssertEqual(stamps.count, 31)
        for (i, s) in stamps.enumerated() {
            XCTAssertEqual(s.0, HeadlessPlatform.epoch + Double(i) / 60, accuracy: 1e-9)
            XCTAssertEqual(s.2, 1.0 / 60, accuracy: 1e-12)
            XCTAssertEqual(s.1, s.0 + s.2, accuracy: 1e-12)
        }
    }

    func testPreferredRateSkipsFrames() {
        let platform = HeadlessPlatform(app: PlainApp(), fps: 60)
        defer { platform.finish() }
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        defer { link.invalidate() }
        platform.run(events: [], duration: 1) { _, _, _ in }
        XCTAssertEqual(count, 31)       // 61 frames at 60 Hz, every other one
    }

    func testPausedAndInvalidatedLinksDoNotFire() {
        let platform = HeadlessPlatform(app: PlainApp(), fps: 60)
        defer { platform.finish() }
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        platform.run(events: [], duration: 0.1) { _, _, _ in }
        XCTAssertEqual(count, 0)
        link.isPaused = false
        link.invalidate()
        platform.run(events: [], duration: 0.2) { _, _, _ in }
        XCTAssertEqual(count, 0)
    }
}

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

/// The client-side title bar's regions (move from the bar, resize from the edges,
/// buttons; a cursor per edge).
final class DecorationTests: XCTestCase {
    func testPressesOnTheBarAndEdges() {
        let app = PlainApp()
        app.preferredContentSize = CGSize(width: 400, height: 300)
        let host = WindowHost(app: app, decorated: true)
        let size = host.surfaceSize
        XCTAssertEqual(size, CGSize(width: 400, height: 332))
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 100, y: 16)), "move")
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 384, y: 16)), "close")
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 356, y: 16)), "maximize")
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 328, y: 16)), "minimize")
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 200, y: 200)), nil, "content")
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 2, y: 200)), "resize left")
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 398, y: 330)), "resize bottom right")
        XCTAssertEqual(host.cursorName(at: CGPoint(x: 398, y: 330)), "bottom_right_corner")
        XCTAssertEqual(host.cursorName(at: CGPoint(x: 200, y: 1)), "top_side")
        XCTAssertEqual(host.cursorName(at: CGPoint(x: 200, y: 100)), "left_ptr")
    }
}
