import XCTest
import Foundation
import Gallery
import Shell
import CoreGraphics
import LaminaTestSupport

/// `lamina run` against a real weston.
final class WaylandWindowTests: XCTestCase {
    override func setUpWithError() throws {
        try require(CompositorSession.available(), "weston")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: LaminaProcess.executable), "build lamina first")
    }

    func testTheWindowShowsTheSceneUnderItsTitleBar() throws {
        let weston = try CompositorSession()
        let lamina = try LaminaProcess(["run", "--scene", "layer-hierarchy", "--quit-after", "60", "--print-frames"],
                                       environment: weston.environment)
        XCTAssertTrue(lamina.waitForFirstFrameShown(), "the first frame was presented: \(lamina.stdoutSoFar)")
        // Activation redraws the title bar in its active colour, and weston fades the window
        // in: settled once Lamina's frames stop and two screenshots agree.
        lamina.waitUntilQuiet(0.5)
        let shot = try weston.settledScreenshot()
        lamina.stop()
        writeArtifact(shot, "wayland-layer-hierarchy")
        let (ox, oy) = try XCTUnwrap(titleBarOrigin(shot), "no title bar in the screenshot")
        let cy = oy + 32
        XCTAssertEqual(pixel(shot, ox + 10, cy + 10), .white, "the scene's background")
        XCTAssertEqual(pixel(shot, ox + 120, cy + 400), .red, "lay3")
        XCTAssertEqual(pixel(shot, ox + 120, cy + 150), RGBA8(255, 102, 255, 255), "lay1")
        XCTAssertEqual(pixel(shot, ox + 200, cy + 180), RGBA8(128, 255, 0, 255), "lay2 inside lay1")
        XCTAssertEqual(weston.protocolErrors, [])
        XCTAssertEqual(lamina.process.terminationStatus, 0, lamina.stderr)
    }

    func testAnOutputScaleOfTwoGetsBuffersOfTwiceThePixels() throws {
        let weston = try CompositorSession(scale: 2)
        let lamina = try LaminaProcess(["run", "--scene", "layer-hierarchy", "--quit-after", "60", "--print-frames"],
                                       environment: weston.environment)
        // The whole-surface frame at scale 2, then a presentation after it.
        XCTAssertTrue(lamina.waitForOutput { out in
            out.range(of: "damage=640x1024+0+0").map { out[$0.upperBound...].contains("presented ") } ?? false
        }, lamina.stdoutSoFar)
        let shot = try weston.screenshot()
        lamina.stop()
        writeArtifact(shot, "wayland-scale-2")
        // 320 × (480 + 32) points at scale 2, drawn whole once the surface is on the output.
        XCTAssertTrue(lamina.stdout.contains("damage=640x1024+0+0"), lamina.stdout)
        XCTAssertEqual(weston.protocolErrors, [])
    }

    func testNothingAnimatingMeansNoWakeupsForFiveSeconds() throws {
        if let s = ProcessInfo.processInfo.environment["LAMINA_SANITIZER"] {
            throw XCTSkip("under the \(s) sanitizer its runtime's own thread wakes the process")
        }
        let weston = try CompositorSession()
        let lamina = try LaminaProcess(["run", "--scene", "layer-hierarchy", "--quit-after", "60", "--print-stats", "--print-frames"],
                                       environment: weston.environment)
        // Shown, and settled: no frame for a second (the title bar's activation may redraw once).
        XCTAssertTrue(lamina.waitForFirstFrameShown(), lamina.stdoutSoFar)
        lamina.waitUntilQuiet(1)
        let before = lamina.contextSwitches
        Thread.sleep(forTimeInterval: 5)
        let after = lamina.contextSwitches
        lamina.stop()
        XCTAssertEqual(after - before, 0, "context switches of the process (main and render threads) while idle")
        XCTAssertEqual(lamina.stats["callbacks"], "0", "no frame callback asked for a static scene")
        print("idle: \(after - before) context switches in 5 s; \(lamina.stats)")
    }

    func testEveryFrameCallbackMakesAFrameAndAStallDoesNotStopTime() throws {
        let weston = try CompositorSession()
        let lamina = try LaminaProcess(["run", "--scene", "compass-arrow", "--quit-after", "120", "--stall-at", "2",
                                        "--print-frames", "--print-stats"], environment: weston.environment)
        // Until a hundred frames came after the stall (a few seconds here; a slow host takes longer).
        let deadline = Date().addingTimeInterval(ProcessInfo.processInfo.environment["LAMINA_SANITIZER"] == nil ? 60 : 240)
        while Date() < deadline {
            let out = lamina.stdoutSoFar
            if let end = out.range(of: "stall end\n"),
               out[end.upperBound...].components(separatedBy: "\nframe ").count > 101 { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTAssertEqual(lamina.stop(), 0, lamina.stderr)
        let s = lamina.stats
        let callbacks = Int(s["animCallbacks"] ?? "") ?? 0, frames = Int(s["animFrames"] ?? "") ?? 0
        print("animation: \(frames) frames for \(callbacks) callbacks")
        XCTAssertGreaterThanOrEqual(callbacks, 100)
        XCTAssertGreaterThanOrEqual(Double(frames) / Double(max(callbacks, 1)), 0.95)
        // The render thread draws from the committed tree while the main thread is blocked:
        // frames keep coming through the 0.5 s, each at its own time, the arrow moving on.
        let lines = lamina.stdout.split(separator: "\n").map(String.init)
        let stall = try XCTUnwrap(lines.firstIndex(of: "stall 0.5"))
        let end = try XCTUnwrap(lines.firstIndex(of: "stall end"))
        func time(_ l: String) -> Double? { l.hasPrefix("frame t=") ? Double(l.dropFirst(8).prefix { $0 != " " }) : nil }
        let during = lines[(stall + 1)..<end].filter { $0.hasPrefix("frame") }
        print("during the stall: \(during.count) frames")
        // The stall lasts 0.5 s: several frames even on a slow host (weston headless paces ~20).
        XCTAssertGreaterThanOrEqual(during.count, 5, "frames while the main thread is blocked")
        XCTAssertFalse(during.contains { $0.hasSuffix("damage=none") }, "each of them shows the arrow moved")
        let times = during.compactMap(time)
        XCTAssertEqual(times, times.sorted())
        XCTAssertGreaterThan((times.last ?? 0) - (times.first ?? 0), 0.4)
        XCTAssertGreaterThanOrEqual(lines[(end + 1)...].filter { $0.hasPrefix("frame") }.count, 100, "and after it")
        XCTAssertEqual(weston.protocolErrors, [])
    }

    /// With `wp_presentation` (weston offers it), frames are drawn for the refresh they will
    /// be shown at: the last frame's presentation plus whole refresh intervals, after the
    /// moment of drawing (001: the render server evaluates animations for the frame's time).
    func testFramesAreDrawnForTheirPresentationTime() throws {
        let weston = try CompositorSession()
        let lamina = try LaminaProcess(["run", "--scene", "compass-arrow", "--quit-after", "2.5", "--print-frames"],
                                       environment: weston.environment)
        XCTAssertEqual(lamina.finish(), 0, lamina.stderr)
        func value(_ line: Substring, _ key: String) -> Double? {
            line.split(separator: " ").first { $0.hasPrefix(key + "=") }.flatMap { Double($0.dropFirst(key.count + 1)) }
        }
        var shown: (t: Double, refresh: Double)?, checked = 0
        var presented = 0
        for line in lamina.stdout.split(separator: "\n") {
            if line.hasPrefix("presented "), let t = value(line, "t"), let r = value(line, "refresh") {
                if let last = shown { XCTAssertGreaterThan(t, last.t, "presentation times go forward") }
                shown = (t, r)
                presented += 1
            } else if line.hasPrefix("frame "), let t = value(line, "t"), let s = shown, s.refresh > 0 {
                let periods = (t - s.t) / s.refresh
                XCTAssertGreaterThanOrEqual(periods, 0.999, "\(line): after the last presentation at \(s.t)")
                XCTAssertEqual(periods, periods.rounded(), accuracy: 0.001, "\(line): on the refresh grid from \(s.t)")
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(presented, 30, "weston headless reports presentation: \(lamina.stdout.prefix(600))")
        XCTAssertEqual(shown?.refresh ?? 0, 1.0 / 60, accuracy: 0.0005, "weston headless refreshes at 60 Hz")
        XCTAssertGreaterThanOrEqual(checked, 30)
        XCTAssertEqual(weston.protocolErrors, [])
    }

    func testAResizeStormEndsAtTheLastSize() throws {
        let weston = try CompositorSession()
        let lamina = try LaminaProcess(["run", "--scene", "layer-hierarchy", "--maximize-toggles", "100", "--quit-after", "6",
                                        "--print-stats"], environment: weston.environment)
        XCTAssertEqual(lamina.finish(), 0, lamina.stderr)
        XCTAssertGreaterThanOrEqual(Int(lamina.stats["configures"] ?? "") ?? 0, 101)
        XCTAssertEqual(lamina.stats["size"], "320x480", "unmaximized at the end: the preferred size")
        XCTAssertEqual(weston.protocolErrors, [])
        XCTAssertFalse(lamina.stderr.contains("error"), lamina.stderr)
    }

    /// The Auto Layout scene in a real window, maximized and restored over and over: each
    /// configure lays it out again by its constraints (the scene is not rebuilt) with no
    /// conflicts, and every configure is acked with the frame of its size — a frame of the old
    /// size committed after the ack ended the connection with a protocol error. How many
    /// toggles fit in the run depends on the machine (a sanitizer's build is slow), so the
    /// test asks for at least one answered, not a count.
    func testAConstraintSceneFollowsMaximizeToggles() throws {
        let weston = try CompositorSession()
        let lamina = try LaminaProcess(["run", "--scene", "auto-layout", "--maximize-toggles", "20", "--quit-after", "4",
                                        "--print-stats"], environment: weston.environment)
        XCTAssertEqual(lamina.finish(), 0, lamina.stderr)
        XCTAssertGreaterThanOrEqual(Int(lamina.stats["configures"] ?? "") ?? 0, 2)
        XCTAssertFalse(lamina.stderr.contains("Unable to simultaneously satisfy"), lamina.stderr)
        XCTAssertFalse(lamina.stderr.contains("protocol error"), lamina.stderr)
        XCTAssertEqual(weston.protocolErrors, [])
    }

    func testNoCompositorIsAClearErrorNamingWaylandDisplay() throws {
        var env = ProcessInfo.processInfo.environment
        env["WAYLAND_DISPLAY"] = "lamina-nowhere"
        env["XDG_RUNTIME_DIR"] = NSTemporaryDirectory()
        let lamina = try LaminaProcess(["run"], environment: env)
        XCTAssertEqual(lamina.finish(), 1)
        XCTAssertTrue(lamina.stderr.contains("WAYLAND_DISPLAY=lamina-nowhere"), lamina.stderr)
        XCTAssertTrue(lamina.stderr.contains("lamina capture"), lamina.stderr)
    }

    /// Shared memory refused (here: the buffer's file over RLIMIT_FSIZE, as a full /dev/shm or
    /// an exhausted memory cgroup would refuse it): a clear message, once, and the app keeps
    /// running — no crash, no protocol error, a clean exit when asked.
    func testSharedMemoryRefusedIsReportedAndTheAppKeepsRunning() throws {
        try require(FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "prlimit (util-linux)")
        if let s = ProcessInfo.processInfo.environment["LAMINA_SANITIZER"] {
            throw XCTSkip("the \(s) sanitizer's runtime cannot start under a 300 KB file-size limit")
        }
        let weston = try CompositorSession()
        let lamina = try LaminaProcess([], environment: weston.environment,
                                       shell: "exec prlimit --fsize=300000 LAMINA run --scene layer-hierarchy --quit-after 2 --print-stats")
        XCTAssertEqual(lamina.finish(), 0, lamina.stderr)
        XCTAssertTrue(lamina.stderr.contains("no shared memory for a 320×512 frame"), lamina.stderr)
        XCTAssertTrue(lamina.stderr.contains("ftruncate"), lamina.stderr)
        XCTAssertEqual(lamina.stderr.components(separatedBy: "no shared memory").count, 2, "reported once: \(lamina.stderr)")
        XCTAssertEqual(lamina.stats["frames"], "0")
        XCTAssertEqual(weston.protocolErrors, [])
    }

    func testTheCompositorGoingAwayEndsTheRunCleanly() throws {
        let weston = try CompositorSession()
        let lamina = try LaminaProcess(["run", "--scene", "compass-arrow", "--quit-after", "60", "--print-frames"],
                                       environment: weston.environment)
        XCTAssertTrue(lamina.waitForFirstFrameShown(), lamina.stdoutSoFar)
        weston.killCompositor()
        XCTAssertEqual(lamina.finish(timeout: 5), 1, "exit status 1, not a crash")
        XCTAssertTrue(lamina.stderr.contains("Wayland compositor"), lamina.stderr)
        XCTAssertEqual(lamina.process.terminationReason, .exit)
    }

    /// A title of invalid UTF-8 and a control character reaches the compositor as valid UTF-8,
    /// each bad byte and the control character a replacement character (the scripted
    /// compositor reports the title it was given; weston would end the client instead).
    func testAnInvalidUTF8TitleIsSanitised() throws {
        let compositor = try ScriptedCompositor()
        let lamina = try LaminaProcess([], environment: compositor.environment,
                                       shell: #"LAMINA run --scene clock --quit-after 60 --title "$(printf 'bad\xff\xfe\x01title')""#)
        let title = compositor.waitFor({ $0.hasPrefix("title ") }, timeout: 20)
        XCTAssertEqual(lamina.stop(), 0, lamina.stderr)
        XCTAssertEqual(title, "title bad\u{FFFD}\u{FFFD}\u{FFFD}title", "\(compositor.report)")
        XCTAssertFalse(compositor.report.contains { $0.hasPrefix("error") }, "\(compositor.report)")
    }
}

/// Input through the seat: Xvfb + weston's X11 backend + xdotool.
final class WaylandInputTests: XCTestCase {
    /// An 800×600 seat session with `lamina run --scene SCENE --record` in it, the window shown;
    /// `x` runs one xdotool command (`%w` is the window), then waits.
    private func seatSession(scene: String, quitAfter: Int) throws
        -> (weston: CompositorSession, lamina: LaminaProcess, record: String, x: (String, Double) -> Void) {
        try require(CompositorSession.available(input: true), "Xvfb and xdotool")
        let weston = try CompositorSession(input: true, width: 800, height: 600)
        let record = weston.runtimeDir + "/input.jsonl"
        let lamina = try LaminaProcess(["run", "--scene", scene, "--print-state", "--print-frames", "--record", record,
                                        "--quit-after", "\(quitAfter)"], environment: weston.environment)
        // Input goes to the window once it is on screen at the output's size.
        XCTAssertTrue(lamina.waitForOutput { out in
            out.range(of: "size 800x600").map { out[$0.upperBound...].contains("presented ") } ?? false
        }, lamina.stdoutSoFar)
        // kiosk-shell shows the window fullscreen at the output's origin: content = X coordinates.
        let w = shell("xdotool search --class weston | tail -1", weston.environment)
        return (weston, lamina, record, { args, wait in
            weston.xdotool(args.replacingOccurrences(of: "%w", with: w).split(separator: " ").map(String.init))
            Thread.sleep(forTimeInterval: wait)
        })
    }

    func testClickDragScrollAndTypeReachTheSceneAndReplayTheSame() throws {
        let (weston, lamina, record, seat) = try seatSession(scene: "layer-hierarchy", quitAfter: 6)
        func x(_ args: String) { seat(args, 0.15) }
        x("mousemove --window %w 120 400")
        x("mousedown 1")
        x("mousemove --window %w 150 420")
        x("mousemove --window %w 180 440")
        x("mouseup 1")
        x("mousemove --window %w 20 20")
        x("click 1")
        x("click 5")
        x("type n")
        XCTAssertEqual(lamina.finish(), 0, lamina.stderr)
        let lines = lamina.stateLines
        XCTAssertTrue(lines.contains("size 800x600"), lamina.stdout)
        XCTAssertTrue(lines.contains("cursor left_ptr"), "the theme's arrow set on pointer enter: \(lamina.stdout)")
        XCTAssertEqual(lines.filter { $0.hasPrefix("moved") }.last, "moved lay3 183.00 352.00", lamina.stdout)
        XCTAssertTrue(lines.contains("scene \(Gallery.scenes[1].name)"), "the click changed the scene")
        XCTAssertTrue(lines.contains { $0.hasPrefix("time ") }, "the wheel scrubbed the scene")
        XCTAssertTrue(lines.contains("scene \(Gallery.scenes[2].name)"), "the key changed the scene")
        XCTAssertEqual(weston.protocolErrors, [])

        // The recording, replayed headless, does the same.
        let replayed = replayedGalleryLines(try InputRecording.read(contentsOf: record), scene: "layer-hierarchy")
        let live = lines.filter { !$0.hasPrefix("cursor ") }
        XCTAssertTrue(sameStateLines(live, replayed), "live and replayed state lines: \(live) against \(replayed)")
    }

    /// The gallery's UIKit scenes through the seat: the controls scene's button, switch and
    /// slider, a tap on its background to the scroll-view scene, a drag and two wheel steps
    /// there, typed text — then the recording, replayed headless, says the same.
    func testControlsAndScrollViewThroughTheSeatAndReplayTheSame() throws {
        let (weston, lamina, record, seat) = try seatSession(scene: "controls", quitAfter: 12)
        func x(_ args: String, wait: Double = 0.15) { seat(args, wait) }
        // The controls scene (see GalleryAppTests): the button, the switch, the slider's thumb 60 points right.
        x("mousemove --window %w 369 101"); x("click 1", wait: 0.5)
        x("mousemove --window %w 398 165"); x("click 1", wait: 0.5)
        x("mousemove --window %w 324 219"); x("mousedown 1"); x("mousemove --window %w 354 220"); x("mousemove --window %w 384 221")
        x("mouseup 1", wait: 0.5)
        x("mousemove --window %w 600 450"); x("click 1", wait: 0.8)
        // The scroll view: dragged 120 points up and held before lifting (no fling), then two wheel steps down.
        x("mousemove --window %w 400 400"); x("mousedown 1"); x("mousemove --window %w 400 340"); x("mousemove --window %w 400 280")
        Thread.sleep(forTimeInterval: 0.3)
        x("mouseup 1", wait: 0.5)
        x("click 5", wait: 0.3); x("click 5", wait: 1)
        x("type hi")
        XCTAssertEqual(lamina.finish(), 0, lamina.stderr)
        let lines = lamina.stateLines
        let said = lines.filter { !$0.hasPrefix("size") && !$0.hasPrefix("cursor ") }
        XCTAssertEqual(Array(said.prefix(5)), ["scene controls", "button 1", "switch on", "slider 0.85", "scene scroll-view"],
                       lamina.stdout)
        // The picture starts centred in the 760×536 scroll view: offset (644, 756). The drag
        // moves it up (x unchanged; held before lifting: no fling); the wheel then further.
        let offsets = said.filter { $0.hasPrefix("offset") }.map { $0.split(separator: " ").dropFirst().compactMap { Int($0) } }
        XCTAssertEqual(offsets.count, 3, "the drag, then each wheel step's smooth scroll: \(said)")
        if offsets.count == 3 {
            XCTAssertEqual(offsets.map { $0[0] }, [644, 644, 644])
            XCTAssertGreaterThan(offsets[0][1], 756 + 40, "\(said)")
            XCTAssertGreaterThan(offsets[1][1], offsets[0][1], "\(said)")
            XCTAssertEqual(offsets[2][1] - offsets[1][1], offsets[1][1] - offsets[0][1], "the same step twice: \(said)")
        }
        XCTAssertEqual(said.suffix(3), ["typed h", "typed i", "terminate"], lamina.stdout)
        XCTAssertEqual(weston.protocolErrors, [])

        let replayed = replayedGalleryLines(try InputRecording.read(contentsOf: record), scene: "controls")
        XCTAssertEqual(replayed.filter { !$0.hasPrefix("size") }, said, "live and replayed state lines")
    }

    /// Key repeat from `wl_keyboard.repeat_info` (weston: 40 per second after 400 ms): holding
    /// → steps through scene after scene until released (a single press steps once: the test
    /// above), no faster than the rate allows, and not once more after the release.
    func testHeldKeyRepeats() throws {
        try require(CompositorSession.available(input: true), "Xvfb and xdotool")
        let weston = try CompositorSession(input: true, width: 640, height: 480)
        let lamina = try LaminaProcess(["run", "--scene", "layer-hierarchy", "--print-state", "--print-frames", "--quit-after", "120"],
                                       environment: weston.environment)
        XCTAssertTrue(lamina.waitForFirstFrameShown(), lamina.stdoutSoFar)
        func steps(_ out: String) -> Int { out.components(separatedBy: "\nscene ").count - 1 }
        let first = steps(lamina.stdoutSoFar)
        let pressed = Date()
        weston.xdotool(["keydown", "Right"])
        // The press, then repeats: twenty steps in all.
        let repeated = lamina.waitForOutput(timeout: 30) { steps($0) >= first + 20 }
        let held = Date().timeIntervalSince(pressed)
        weston.xdotool(["keyup", "Right"])
        let atRelease = steps(lamina.stdoutSoFar)
        XCTAssertTrue(repeated, "held: repeats\n\(lamina.stdoutSoFar)")
        // The press at once, the first repeat 400 ms later, then one each 25 ms.
        XCTAssertGreaterThanOrEqual(held, 0.4 + 18 * 0.025, "no more repeats than the rate allows\n\(lamina.stdoutSoFar)")
        // Released: the count stands (a repeat or two may have been under way).
        lamina.waitUntilQuiet(0.5)
        XCTAssertEqual(lamina.stop(), 0, lamina.stderr)
        XCTAssertLessThanOrEqual(steps(lamina.stdout), atRelease + 2, "no repeats after the release\n\(lamina.stdout)")
        XCTAssertEqual(weston.protocolErrors, [])
    }

}

/// The title bar's top-left corner (its activated colour) in a screenshot: the surface's origin.
func titleBarOrigin(_ shot: CGImage) -> (x: Int, y: Int)? {
    guard let bytes = shot.dataProvider?.data.map({ $0 }) else { return nil }
    let bpp = shot.bitsPerPixel / 8
    for y in 0..<shot.height { for x in 0..<shot.width {
        let i = y * shot.bytesPerRow + x * bpp
        // Green sits at byte 1 or 2 whatever the channel order: a cheap filter first.
        if bytes[i + 1] == 56 || bytes[i + 2] == 56, pixel(shot, x, y) == RGBA8(51, 56, 66, 255) { return (x, y) }
    } }
    return nil
}

