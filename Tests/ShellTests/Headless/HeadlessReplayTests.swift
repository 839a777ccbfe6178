import XCTest
import Gallery
import UIKit
import Shell
import QuartzCore
import LaminaTestSupport

/// The headless twin: the gallery app (a UIKit app) driven by recorded input on the virtual clock.
final class HeadlessReplayTests: XCTestCase {
    private var lines: [String] = []

    private func replay(_ events: [InputEvent], scene: String, duration: Double? = nil,
                        size: CGSize? = nil) -> (app: GalleryViewController, frames: [CGImage]) {
        nonisolated(unsafe) var said: [String] = [], beforeFinishing: [String] = []
        let result = MainActor.assumeIsolated {
            let app = GalleryViewController(scene: scene) { said.append($0) }
            let platform = GalleryAppDelegate.launchHeadless(app, size: size, fps: 30)
            var frames: [CGImage] = []
            platform.run(events: events, duration: duration) { _, _, image in frames.append(image) }
            beforeFinishing = said      // what the run said (finishing ends the app: "terminate")
            platform.finish()
            return (app, frames)
        }
        XCTAssertEqual(said.last, "terminate")
        lines = beforeFinishing
        return result
    }

    private func drag(from a: CGPoint, to b: CGPoint, at t: Double) -> [InputEvent] {
        [InputEvent(time: t, .pointerMotion(a)),
         InputEvent(time: t, .pointerButton(a, button: PointerButton.left, pressed: true)),
         InputEvent(time: t + 0.05, .pointerMotion(CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))),
         InputEvent(time: t + 0.1, .pointerMotion(b)),
         InputEvent(time: t + 0.15, .pointerButton(b, button: PointerButton.left, pressed: false))]
    }

    func testDragMovesTheLayerUnderThePointer() {
        // layer-hierarchy: lay3 (red) is at (43, 197, 160, 230), on top at (120, 400).
        let (_, frames) = replay(drag(from: CGPoint(x: 120, y: 400), to: CGPoint(x: 170, y: 430), at: 0.1), scene: "layer-hierarchy")
        XCTAssertEqual(lines.last, "moved lay3 173.00 342.00")
        let first = frames.first!, last = frames.last!
        XCTAssertEqual(pixel(first, 240, 450), RGBA8(255, 255, 255, 255), "white before the drag")
        XCTAssertEqual(pixel(last, 240, 450), RGBA8(255, 0, 0, 255), "lay3 moved under (240, 450)")
        XCTAssertEqual(pixel(last, 60, 210), RGBA8(255, 255, 255, 255), "and left its old corner")
    }

    func testTheTwinRunsAsAnAppPlatform() throws {
        // What UIApplicationMain does with either platform: run the script, stop from a timer,
        // finish. A press at 0.1 s reaches the app; the stop at 0.5 s ends the run there.
        nonisolated(unsafe) var said: [String] = []
        let p = CGPoint(x: 10, y: 10)
        let frames = try MainActor.assumeIsolated {
            let app = GalleryViewController(scene: "layer-hierarchy") { said.append($0) }
            let twin = GalleryAppDelegate.launchHeadless(app, fps: 30)
            let platform: AppPlatform = twin
            twin.script = HeadlessPlatform.Script(events: [InputEvent(time: 0.1, .pointerButton(p, button: PointerButton.left, pressed: true)),
                                                           InputEvent(time: 0.15, .pointerButton(p, button: PointerButton.left, pressed: false))],
                                                  duration: 2) { _, _, _ in }
            platform.timers.schedule(at: HeadlessPlatform.epoch + 0.5) { platform.stop() }
            try platform.run()
            let frames = twin.frameIndex
            platform.finish()
            return frames
        }
        XCTAssertEqual(frames, 16, "frames 0…15 (0.5 s at 30 fps), none after the stop")
        XCTAssertTrue(said.contains("scene \(Gallery.scenes[1].name)"), "the press reached the app: \(said)")
        XCTAssertEqual(said.last, "terminate")
    }

    func testClickOnTheBackgroundShowsTheNextScene() {
        let p = CGPoint(x: 10, y: 10)
        let (app, _) = replay([InputEvent(time: 0.1, .pointerButton(p, button: PointerButton.left, pressed: true)),
                               InputEvent(time: 0.15, .pointerButton(p, button: PointerButton.left, pressed: false))],
                              scene: "layer-hierarchy")
        XCTAssertEqual(MainActor.assumeIsolated { app.scene.name }, Gallery.scenes[1].name)
        XCTAssertEqual(lines.last, "scene \(Gallery.scenes[1].name)")
    }

    func testKeysChangeScenes() {
        func key(_ t: Double, _ sym: UInt32, _ text: String = "") -> InputEvent {
            InputEvent(time: t, .key(keysym: sym, text: text, pressed: true, isRepeat: false, modifiers: []))
        }
        let (app, _) = replay([key(0.1, KeySym.right), key(0.2, KeySym.right), key(0.3, KeySym.left), key(0.4, 0x6e, "n")],
                              scene: "layer-hierarchy")
        XCTAssertEqual(MainActor.assumeIsolated { app.index }, 2)
        XCTAssertEqual(lines.filter { $0.hasPrefix("scene") }.count, 5)
    }

    func testScrollPausesTheSceneAndScrubsItsTime() {
        // 001 Listing 5-4: speed 0, timeOffset = the paused local time; a wheel detent = 0.25 s.
        let p = CGPoint(x: 100, y: 100)
        let (app, _) = replay([InputEvent(time: 0.5, .scroll(p, dx: 0, dy: 15, value120x: 0, value120y: 120)),
                               InputEvent(time: 0.6, .scroll(p, dx: 0, dy: 30, value120x: 0, value120y: 240))],
                              scene: "compass-arrow", duration: 1)
        XCTAssertEqual(MainActor.assumeIsolated { app.sceneRoot!.speed }, 0)
        XCTAssertEqual(lines.last, "time 1.25")      // paused at 0.5, then +0.25 and +0.5 (15 points a quarter second)
    }

    /// The pause reaches the window's frames: the arrow turns until the wheel pauses the
    /// scene (speed 0 on the scene's root), stands still while paused, and jumps once when
    /// the wheel scrubs its time.
    func testAPausedSceneStandsStillOnScreen() {
        let p = CGPoint(x: 100, y: 100)
        let (_, frames) = replay([InputEvent(time: 0.5, .scroll(p, dx: 0, dy: 15, value120x: 0, value120y: 120)),
                                  InputEvent(time: 0.8, .scroll(p, dx: 0, dy: 15, value120x: 0, value120y: 120))],
                                 scene: "compass-arrow", duration: 1.2)
        let png = frames.map { $0.pngData()! }
        XCTAssertNotEqual(png[3], png[9], "turning before the pause")
        // 30 fps: frames 17…23 lie between the two detents (0.5 s and 0.8 s), 26… after.
        XCTAssertEqual(Set(png[17...23]).count, 1, "paused: the same frame")
        XCTAssertEqual(Set(png[26...]).count, 1, "still paused after the scrub")
        XCTAssertNotEqual(png[23], png[26], "the scrub moved it once")
    }

    func testSameRecordingSameFramesByteForByte() throws {
        let events = drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 60, y: 80), at: 0.2)
            + [InputEvent(time: 0.4, .scroll(CGPoint(x: 1, y: 1), dx: 0, dy: 10, value120x: 0, value120y: 120))]
        let a = replay(events, scene: "compass-arrow", duration: 0.8).frames.map { $0.pngData()! }
        let b = replay(events, scene: "compass-arrow", duration: 0.8).frames.map { $0.pngData()! }
        XCTAssertEqual(a.count, 25)
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a[0], a[10], "the arrow turns between frames")
    }

    func testResizeEventResizesTheWindow() {
        let (app, frames) = replay([InputEvent(time: 0.1, .resize(CGSize(width: 300, height: 200)))], scene: "layer-hierarchy",
                                   duration: 0.2)
        XCTAssertEqual(frames.first!.width, 320)
        XCTAssertEqual(frames.last!.width, 300)
        XCTAssertEqual(frames.last!.height, 200)
        XCTAssertEqual(MainActor.assumeIsolated { app.view.bounds.size }, CGSize(width: 300, height: 200))
        XCTAssertEqual(lines.filter { $0.hasPrefix("size") }, ["size 320x480", "size 300x200"], "built for each size once")
    }

    func testCloseEndsTheReplay() {
        let (_, frames) = replay([InputEvent(time: 0.1, .close)], scene: "layer-hierarchy", duration: 5)
        XCTAssertLessThan(frames.count, 10)
    }

    func testTheReplayFileUnderTestsDrivesADrag() throws {
        let url = Bundle.module.url(forResource: "Recordings/drag-lay3", withExtension: "jsonl")!
        let events = try InputRecording.read(contentsOf: url.path)
        let (_, frames) = replay(events, scene: "layer-hierarchy")
        XCTAssertEqual(lines.filter { $0.hasPrefix("moved") }.last, "moved lay3 183.00 352.00")
        XCTAssertEqual(pixel(frames.last!, 250, 460), RGBA8(255, 0, 0, 255))
    }
}

extension HeadlessReplayTests {
    /// The Auto Layout scene is kept through a resize and laid out again by its constraints:
    /// the card follows the narrower window and its paragraph wraps onto more lines.
    func testAConstraintSceneFollowsTheWindowSize() {
        let (app, frames) = replay([InputEvent(time: 0.1, .resize(CGSize(width: 360, height: 560)))], scene: "auto-layout", duration: 0.3)
        XCTAssertEqual(lines.filter { $0.hasPrefix("scene") }, ["scene auto-layout"], "built once, not again for the new size")
        XCTAssertEqual(lines.filter { $0.hasPrefix("size") }, ["size 640x400", "size 360x560"])
        XCTAssertEqual(frames.last!.width, 360)
        MainActor.assumeIsolated {
            @MainActor func find(_ id: String, in v: UIView) -> UIView? {
                if v.accessibilityIdentifier == id { return v }
                for s in v.subviews { if let f = find(id, in: s) { return f } }
                return nil
            }
            let card = find("card", in: app.view)!, body = find("body", in: app.view)!
            XCTAssertEqual(card.frame.width, 360 - 48, "pinned to the margins")
            let oneLine = (body as! UILabel).font.lineHeight
            XCTAssertGreaterThan(body.frame.height, 5 * oneLine, "the paragraph wraps at the narrower width")
            // The card grows with its content: the buttons and the switch row stay below the text.
            let bodyBottom = body.convert(body.bounds, to: card).maxY
            XCTAssertGreaterThan(card.bounds.height, bodyBottom + 14 + 31 + 14 + 31)
        }
    }
}
