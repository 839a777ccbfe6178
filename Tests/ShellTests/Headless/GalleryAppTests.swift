import XCTest
import Gallery
import Shell
import QuartzCore
import LaminaTestSupport

/// The gallery as a UIKit app on the headless twin: its navigation by keys, taps and swipes,
/// its title, and the controls and scroll-view scenes worked through recorded input.
final class GalleryAppTests: XCTestCase {
    private func click(_ x: CGFloat, _ y: CGFloat, at t: Double) -> [InputEvent] {
        let p = CGPoint(x: x, y: y)
        return [InputEvent(time: t, .pointerMotion(p)),
                InputEvent(time: t, .pointerButton(p, button: PointerButton.left, pressed: true)),
                InputEvent(time: t + 0.05, .pointerButton(p, button: PointerButton.left, pressed: false))]
    }

    /// A press at `a`, motion to `b` in `steps` over `duration`, a release there.
    private func drag(_ a: CGPoint, _ b: CGPoint, at t: Double, duration: Double = 0.15, steps: Int = 3) -> [InputEvent] {
        var e = [InputEvent(time: t, .pointerMotion(a)), InputEvent(time: t, .pointerButton(a, button: PointerButton.left, pressed: true))]
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            e.append(InputEvent(time: t + duration * Double(f), .pointerMotion(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))))
        }
        e.append(InputEvent(time: t + duration + 0.01, .pointerButton(b, button: PointerButton.left, pressed: false)))
        return e
    }

    private func key(_ t: Double, _ sym: UInt32, _ text: String = "", _ mods: KeyModifiers = []) -> [InputEvent] {
        [InputEvent(time: t, .key(keysym: sym, text: text, pressed: true, isRepeat: false, modifiers: mods)),
         InputEvent(time: t + 0.05, .key(keysym: sym, text: text, pressed: false, isRepeat: false, modifiers: mods))]
    }

    private func sceneLines(_ lines: [String]) -> [String] { lines.filter { $0.hasPrefix("scene ") } }

    func testSwipesOnTheBackgroundNavigateAndADragOnALayerDoesNot() {
        let names = Gallery.scenes.map(\.name)
        // layer-hierarchy: the background at the top right; lay3 (red) at (120, 400). The last
        // scene (emitter-fire) is all background.
        let lines = replayedGalleryLines(
            drag(CGPoint(x: 100, y: 40), CGPoint(x: 250, y: 45), at: 0.2)           // swipe right: previous
            + drag(CGPoint(x: 300, y: 40), CGPoint(x: 150, y: 50), at: 0.8)         // swipe left: next
            + drag(CGPoint(x: 120, y: 400), CGPoint(x: 20, y: 400), at: 1.4)        // on lay3: a drag, not a swipe
            + drag(CGPoint(x: 300, y: 40), CGPoint(x: 150, y: 50), at: 2.0, duration: 3, steps: 30),   // too slow to swipe
            scene: "layer-hierarchy")
        XCTAssertEqual(sceneLines(lines), ["scene layer-hierarchy", "scene \(names.last!)", "scene layer-hierarchy"], "\(lines)")
        XCTAssertEqual(lines.filter { $0.hasPrefix("moved") }.last, "moved lay3 23.00 312.00", "lay3 followed the pointer 100 points left: \(lines)")
    }

    func testATapOnALayerDoesNotNavigateAndTypedTextIsReported() {
        let lines = replayedGalleryLines(click(120, 400, at: 0.2) + key(0.5, 0x78, "x") + key(0.7, 0x4e, "N", .shift)
                                         + key(0.9, 0x6e, "n"), scene: "layer-hierarchy")
        XCTAssertEqual(lines.filter { !$0.hasPrefix("size") },
                       ["scene layer-hierarchy", "typed x", "typed N", "scene \(Gallery.scenes[1].name)", "terminate"])
    }

    func testTheTitleFollowsTheSceneShown() {
        let events = key(0.1, 0xff53)
        MainActor.assumeIsolated {
            let gallery = GalleryViewController(scene: "clock")
            let platform = GalleryAppDelegate.launchHeadless(gallery)
            defer { platform.finish() }
            XCTAssertEqual(platform.host.app.title, "Lamina — clock")
            platform.run(events: events, duration: 0.3)
            let next = Gallery.scenes[(Gallery.scenes.firstIndex { $0.name == "clock" }! + 1) % Gallery.scenes.count].name
            XCTAssertEqual(platform.host.app.title, "Lamina — \(next)")
            gallery.customTitle = "Mine"
            XCTAssertEqual(platform.host.app.title, "Mine")
        }
    }

    /// The controls scene (640×400): the button at (369, 101), the switch at (398, 165), the
    /// slider's thumb at (324, 219) on a 172-point travel, Reset at (94, 276).
    private var controlsSession: [InputEvent] {
        click(369, 101, at: 0.3) + click(369, 101, at: 0.8) + click(398, 165, at: 1.3)
            + drag(CGPoint(x: 324, y: 219), CGPoint(x: 380, y: 221), at: 1.7) + click(94, 276, at: 2.4)
            + click(550, 350, at: 3.0)
    }

    func testControlsSceneButtonSwitchSliderAndReset() {
        let lines = replayedGalleryLines(controlsSession, scene: "controls")
        // 56 points of 172 from 0.5: 0.83. A tap on the background after: the next scene.
        XCTAssertEqual(lines, ["size 640x400", "scene controls", "button 1", "button 2", "switch on", "slider 0.83", "reset",
                               "scene scroll-view", "terminate"])
    }

    func testControlsSceneFramesShowTheControlsState() {
        nonisolated(unsafe) var frames: [CGImage] = []
        let events = controlsSession
        MainActor.assumeIsolated {
            let platform = GalleryAppDelegate.launchHeadless(GalleryViewController(scene: "controls"), fps: 10)
            defer { platform.finish() }
            platform.run(events: events, duration: 2.9) { _, _, image in frames.append(image) }
        }
        // The switch's track: grey off, green (systemGreen) on after its 0.2 s slide, off again after Reset.
        let track = (x: 380, y: 165)
        XCTAssertEqual(pixel(frames[10], track.x, track.y).g, pixel(frames[10], track.x, track.y).r, "grey while off")
        let on = pixel(frames[20], track.x, track.y)
        XCTAssertGreaterThan(Int(on.g), Int(on.r) + 80, "green once on: \(on)")
        let reset = pixel(frames[28], track.x, track.y)
        XCTAssertEqual(reset.g, reset.r, "grey after Reset: \(reset)")
    }

    func testScrollViewSceneFlickWheelAndZoomComeToRestTheSameEachTime() {
        let p = CGPoint(x: 300, y: 200)
        let wheel = { (t: Double, dy: Double) in InputEvent(time: t, .scroll(p, dx: 0, dy: dy, value120x: 0, value120y: 120)) }
        let control = { (t: Double, down: Bool) in
            InputEvent(time: t, .key(keysym: 0xffe3, text: "", pressed: down, isRepeat: false, modifiers: down ? .control : []))
        }
        let events = drag(p, CGPoint(x: 200, y: 150), at: 0.2, duration: 0.15)      // a flick up and left
            + [wheel(3.5, 15), wheel(3.6, 15)]                                        // two detents down
            + [control(4.5, true), wheel(4.6, 15), wheel(4.7, 15), control(5.2, false)]   // Ctrl+wheel: zoom out
        nonisolated(unsafe) var runs: [(lines: [String], frames: [Data])] = []
        for _ in 0..<2 {
            nonisolated(unsafe) var lines: [String] = []
            nonisolated(unsafe) var frames: [Data] = []
            MainActor.assumeIsolated {
                let platform = GalleryAppDelegate.launchHeadless(GalleryViewController(scene: "scroll-view") { lines.append($0) }, fps: 20)
                defer { platform.finish() }
                platform.run(events: events, duration: 6) { _, _, image in frames.append(image.pngData()!) }
            }
            runs.append((lines, frames))
        }
        let lines = runs[0].lines
        XCTAssertEqual(lines.filter { $0.hasPrefix("offset") || $0.hasPrefix("zoom") }.count, 4, "\(lines)")
        let offsets = lines.filter { $0.hasPrefix("offset") }.map { $0.split(separator: " ").dropFirst().compactMap { Int($0) } }
        // Starts centred on the 2048-point picture in a 600×336 scroll view: (724, 856). The flick
        // carries the content on past the drag's 100×50 points; each detent then scrolls a
        // page-dependent step, 336^(2/3) ≈ 48.3 points (GTK's rule).
        XCTAssertGreaterThan(offsets[0][0], 724 + 100 + 100, "decelerated on: \(lines)")
        XCTAssertGreaterThan(offsets[0][1], 856 + 50 + 50, "\(lines)")
        XCTAssertEqual(offsets[1][0], offsets[0][0], "\(lines)")
        XCTAssertEqual(Double(offsets[1][1]), Double(offsets[0][1]) + 2 * pow(336, 2.0 / 3.0), accuracy: 1, "two wheel detents: \(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("zoom 0.9") }, "Ctrl+wheel down zooms out: \(lines)")
        XCTAssertEqual(runs[0].lines, runs[1].lines)
        XCTAssertEqual(runs[0].frames.count, runs[1].frames.count)
        XCTAssertTrue(runs[0].frames == runs[1].frames, "the tiled picture's frames are byte-identical run to run")
    }
}

/// Recordings over named views (`accessibilityIdentifier`): each pointer event on a named view
/// is written with the view's name and its point there, and a replay puts it on that view
/// wherever it is — in another window size too; a view that is not there stops the replay
/// with `FILE:LINE: reason`.
final class NamedViewRecordingTests: XCTestCase {
    private func press(_ t: Double, _ x: CGFloat, _ y: CGFloat, _ down: Bool) -> InputEvent {
        InputEvent(time: t, .pointerButton(CGPoint(x: x, y: y), button: PointerButton.left, pressed: down))
    }

    func testEventsOnNamedViewsReplayOntoThoseViewsInAnotherLayout() throws {
        let path = NSTemporaryDirectory() + "lamina-named-\(UUID().uuidString.prefix(8)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Recorded at 640×400: the button (369, 101), then the background (550, 350).
        let live = [press(0.2, 369, 101, true), press(0.25, 369, 101, false), press(0.5, 550, 350, true)]
        MainActor.assumeIsolated {
            let platform = GalleryAppDelegate.launchHeadless(GalleryViewController(scene: "controls"))
            defer { platform.finish() }
            platform.host.recorder = try? InputRecorder(path: path)
            platform.run(events: live, duration: 0.6)
            platform.host.recorder = nil
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let events = try InputRecording.read(contentsOf: path)
        XCTAssertEqual(events.count, 3, text)
        XCTAssertEqual(events[0].anchor, .init(view: "press", point: CGPoint(x: 55, y: 22)), text)
        XCTAssertNil(events[2].anchor, "the background is named by its position alone: \(text)")
        // The replay goes by the name, not the position: positions made wrong still press it.
        let moved = events.map { e -> InputEvent in e.anchor == nil ? e : e.moved(to: CGPoint(x: 1, y: 1)) }
        let lines = replayedGalleryLines(Array(moved.prefix(2)), scene: "controls", size: CGSize(width: 500, height: 380))
        XCTAssertEqual(lines.filter { $0.hasPrefix("button") }, ["button 1"], "the press reached the named button: \(lines)")
    }

    func testAViewThatIsNotShownStopsTheReplayWithFileAndLine() throws {
        let path = NSTemporaryDirectory() + "lamina-missing-\(UUID().uuidString.prefix(8)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lines = [
            #"{"t":0.1,"type":"pointerButton","x":369,"y":101,"button":272,"pressed":true,"view":"press","vx":55,"vy":22}"#,
            #"{"t":0.15,"type":"pointerButton","x":369,"y":101,"button":272,"pressed":false,"view":"press","vx":55,"vy":22}"#,
            #"{"t":0.5,"type":"pointerButton","x":20,"y":20,"button":272,"pressed":true,"view":"launch","vx":1,"vy":1}"#,
            #"{"t":0.6,"type":"pointerButton","x":20,"y":20,"button":272,"pressed":false}"#,
        ]
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let events = try InputRecording.read(contentsOf: path)
        nonisolated(unsafe) var said: [String] = []
        nonisolated(unsafe) var failure: InputRecording.ParseError?
        nonisolated(unsafe) var frames = 0
        MainActor.assumeIsolated {
            let platform = GalleryAppDelegate.launchHeadless(GalleryViewController(scene: "controls") { said.append($0) })
            platform.run(events: events, duration: 3)
            failure = platform.failure
            frames = platform.frameIndex
            platform.finish()
        }
        XCTAssertEqual(failure?.description, "\(path):3: no view named \"launch\" is shown (the recording's pointerButton at 0.5 s)")
        XCTAssertTrue(said.contains("button 1"), "the events before it ran: \(said)")
        XCTAssertLessThan(frames, 40, "stopped at the bad line, not run to 3 s")
    }
}
