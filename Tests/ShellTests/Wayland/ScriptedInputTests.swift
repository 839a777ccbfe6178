import XCTest
import Foundation
import CoreGraphics
import LaminaTestSupport
import Gallery
import Shell

/// `lamina run` against the scripted test compositor: touch, the compose key, fractional
/// scale with the viewporter, and interactive move and resize from the press serial (what
/// weston 10 cannot offer or inject).
final class ScriptedInputTests: XCTestCase {
    override func setUpWithError() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: LaminaProcess.executable), "build lamina first")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: ScriptedCompositor.executable), "build lamina-test-compositor first")
    }

    /// The compositor, and lamina showing `scene` until it has shown its first buffer.
    private func start(_ scene: String = "layer-hierarchy", quitAfter: Double = 4, environment extra: [String: String] = [:],
                       before: [String] = [], arguments: [String] = [], mode: String? = nil) throws -> (ScriptedCompositor, LaminaProcess) {
        let compositor = try ScriptedCompositor(mode: mode)
        compositor.send(before)
        let env = compositor.environment.merging(extra) { $1 }
        let lamina = try LaminaProcess(["run", "--scene", scene, "--print-state", "--quit-after", "\(quitAfter)"] + arguments,
                                       environment: env)
        XCTAssertNotNil(compositor.waitFor { $0 == "focus" }, "the window never showed a buffer: \(compositor.report)")
        Thread.sleep(forTimeInterval: 0.2)
        return (compositor, lamina)
    }

    private func moves(_ stdout: String, _ name: String) -> [CGPoint] {
        stdout.split(separator: "\n").compactMap { line in
            let f = line.split(separator: " ")
            guard f.count == 4, f[0] == "moved", f[1] == name, let x = Double(f[2]), let y = Double(f[3]) else { return nil }
            return CGPoint(x: x, y: y)
        }
    }

    func testTouchDragsALayerAndACancelEndsTheDrag() throws {
        let (compositor, lamina) = try start()
        // Surface coordinates: the scene starts under the 32-point title bar; lay2 is at (200, 180) in it.
        compositor.send(["touch down 0 200 212", "touch motion 0 240 242", "touch motion 0 250 242", "touch up 0"])
        compositor.send(["touch down 0 250 242", "touch motion 0 260 252", "touch cancel", "touch motion 0 300 300"])
        compositor.send(["touch down 5 100 100", "touch motion 5 140 140", "touch up 5"])   // the background: no drag (nor swipe)
        lamina.finish()
        let moved = moves(lamina.stdout, "lay2")
        XCTAssertEqual(moved.count, 3, lamina.stdout)
        guard moved.count == 3 else { return }
        XCTAssertEqual(moved[1].x - moved[0].x, 10, "the layer follows the finger")
        XCTAssertEqual(moved[1].y - moved[0].y, 0)
        XCTAssertEqual(moved[2].x - moved[1].x, 10, "the second drag")
        XCTAssertEqual(moved[2].y - moved[1].y, 10)
        XCTAssertFalse(compositor.report.contains { $0.hasPrefix("error") }, "\(compositor.report)")
    }

    /// Touches and composed text go into a recording; replayed headless, they do the same.
    func testTouchAndComposedTextAreRecordedAndReplayTheSame() throws {
        let record = NSTemporaryDirectory() + "lamina-touch-\(UUID().uuidString.prefix(8)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: record) }
        let (compositor, lamina) = try start(environment: ["LANG": "C.UTF-8", "LC_ALL": "", "LC_CTYPE": ""], arguments: ["--record", record])
        compositor.send(["touch down 0 200 212", "touch motion 0 230 232", "touch up 0", "touch down 3 10 300", "touch cancel"])
        compositor.send(["key 100 down", "key 100 up", "key 24 down", "key 24 up", "key 46 down", "key 46 up"])   // Multi_key o c
        lamina.finish()
        let lines = lamina.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("moved lay2") }, lamina.stdout)
        let text = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
        for kind in ["touchDown", "touchMotion", "touchUp", "touchCancel"] {
            XCTAssertTrue(text.contains("\"\(kind)\""), "\(kind) recorded: \(text)")
        }
        let replayed = replayedGalleryLines(try InputRecording.read(contentsOf: record), scene: "layer-hierarchy")
        let live = lines.filter { !$0.hasPrefix("cursor ") }
        XCTAssertEqual(replayed, live, "live and replayed state lines")
        XCTAssertTrue(live.contains("typed ©"), "Multi_key o c composes ©: \(live)")
    }

    /// xdg-shell 6's `suspended` (the window is not visible: minimized, another workspace) puts
    /// the UIKit app in the background; shown again, it comes back to the foreground and, with
    /// the keyboard, becomes active (the gallery's delegate reports both).
    func testASuspendedWindowSendsTheAppToTheBackground() throws {
        let (compositor, lamina) = try start(quitAfter: 3)
        compositor.send(["configure 640 480 suspended"], pause: 0.5)
        compositor.send(["configure 640 480 activated"], pause: 0.5)
        lamina.finish()
        let lines = lamina.stdout.split(separator: "\n").map(String.init).filter { $0 == "background" || $0 == "foreground" }
        XCTAssertEqual(lines, ["background", "foreground"], lamina.stdout)
        XCTAssertFalse(compositor.report.contains { $0.hasPrefix("error") }, "\(compositor.report)")
    }

    func testTheComposeKeyTypesAnAccentedLetter() throws {
        // Right Alt is Multi_key in the compositor's keymap; the client's compose table comes from its locale.
        let (compositor, lamina) = try start(environment: ["LANG": "C.UTF-8", "LC_ALL": "", "LC_CTYPE": ""])
        compositor.send(["key 100 down", "key 100 up", "key 40 down", "key 40 up", "key 18 down", "key 18 up",
                         "key 30 down", "key 30 up"])
        lamina.finish()
        let typed = lamina.stdout.split(separator: "\n").filter { $0.hasPrefix("typed ") }
        XCTAssertEqual(typed, ["typed é", "typed a"], lamina.stdout)
    }

    func testMoveAndResizeAreAskedForWithThePressSerial() throws {
        let (compositor, lamina) = try start()
        compositor.send(["motion 160 12", "button 272 down", "button 272 up"])     // the title bar
        compositor.send(["motion 1 240", "button 272 down", "button 272 up"])      // the left edge
        compositor.send(["motion 639 479", "button 272 down", "button 272 up"])    // the bottom right corner
        compositor.send(["touch down 0 300 10", "touch up 0"])                    // a finger on the title bar moves too
        XCTAssertNotNil(compositor.waitFor { $0.hasPrefix("move") && $0 != compositor.report.first { $0.hasPrefix("move") } },
                        "\(compositor.report)")
        lamina.finish()
        let asked = compositor.report.filter { $0.hasPrefix("move") || $0.hasPrefix("resize") }
        XCTAssertEqual(asked.count, 4, "\(compositor.report)")
        XCTAssertTrue(asked.last?.hasPrefix("move") == true, "\(asked)")
        XCTAssertTrue(asked.allSatisfy { $0.hasSuffix("matches-press") }, "\(asked)")
        XCTAssertTrue(asked.first?.hasPrefix("move") == true, "\(asked)")
        XCTAssertTrue(asked.contains { $0.contains("edges 4 ") }, "left edge (xdg_toplevel resize_edge left = 4): \(asked)")
        XCTAssertTrue(lamina.stdout.contains("cursor left_side"), lamina.stdout)
        XCTAssertTrue(lamina.stdout.contains("cursor bottom_right_corner"), lamina.stdout)
    }

    func testHighResolutionWheelStepsScrubTime() throws {
        let (compositor, lamina) = try start("compass-arrow")
        compositor.send(["motion 100 100", "axis 15 120", "axis 5 40", "axis 5 40", "axis 5 40", "axis -5 -60"])
        lamina.finish()
        XCTAssertTrue(compositor.report.contains("sent axis 120 version 8"), "the client binds wl_seat version 8: \(compositor.report)")
        // The wheel is a pan's translation in points (the gallery scrubs a quarter second per
        // 15 points, a detent): 15 points, three steps of 5 (a third of a detent, told in 40
        // high-resolution units each), then 5 back (told as 60 units: the points decide).
        let times = lamina.stdout.split(separator: "\n").filter { $0.hasPrefix("time ") }.compactMap { Double($0.dropFirst(5)) }
        XCTAssertEqual(times.count, 5, lamina.stdout)
        guard times.count == 5 else { return }
        let steps = zip(times.dropFirst(), times).map { $0 - $1 }
        for (step, expected) in zip(steps, [1.0 / 12, 1.0 / 12, 1.0 / 12, -1.0 / 12]) {
            XCTAssertEqual(step, expected, accuracy: 0.011, "\(times)")
        }
    }

    func testFractionalScaleDrawsMorePixelsShownThroughAViewport() throws {
        let (compositor, lamina) = try start(quitAfter: 5, before: ["scale 180"])
        XCTAssertNotNil(compositor.waitFor { $0 == "buffer 960x720 scale 1 viewport 640x480" },
                        "1.5: 640×480 points in 960×720 pixels, shown at 640×480: \(compositor.report)")
        let shot = try compositor.lastBuffer()
        writeArtifact(shot, "scripted-fractional-1.5")
        // Under the 48-pixel title bar, the scene at 1.5 pixels per point (see testTheWindowShowsTheSceneUnderItsTitleBar).
        XCTAssertEqual(pixel(shot, 15, 48 + 15), .white, "the scene's background")
        XCTAssertEqual(pixel(shot, 180, 48 + 600), .red, "lay3")
        XCTAssertEqual(pixel(shot, 180, 48 + 225), RGBA8(255, 102, 255, 255), "lay1")
        XCTAssertEqual(pixel(shot, 300, 48 + 270), RGBA8(128, 255, 0, 255), "lay2 inside lay1")
        compositor.send("scale 150")
        XCTAssertNotNil(compositor.waitFor { $0 == "buffer 800x600 scale 1 viewport 640x480" }, "1.25: \(compositor.report)")
        lamina.finish()
        XCTAssertEqual(lamina.process.terminationStatus, 0, lamina.stderr)
    }

    /// A window moved to an output of another scale — told by the compositor's preferred
    /// scale, 1 → 2 → 1 — redraws at the new scale: its buffer there is byte for byte the one
    /// a window opened at that scale shows, text and the layers that draw included (not the
    /// old pixels magnified).
    func testMovingToAnOutputOfAnotherScaleRedrawsAtIt() throws {
        let (opened, openedLamina) = try start("layer-label", quitAfter: 60, before: ["scale 240"])
        XCTAssertNotNil(opened.waitFor { $0.hasPrefix("buffer 1280x960 ") }, "opened at scale 2: \(opened.report)")
        Thread.sleep(forTimeInterval: 0.3)
        let reference = try opened.lastBuffer()
        opened.send("close")
        openedLamina.finish()

        let (compositor, lamina) = try start("layer-label", quitAfter: 60, before: ["scale 120"])
        XCTAssertNotNil(compositor.waitFor { $0.hasPrefix("buffer 640x480 ") }, "at scale 1: \(compositor.report)")
        compositor.send("scale 240")
        XCTAssertNotNil(compositor.waitFor { $0.hasPrefix("buffer 1280x960 ") }, "moved to scale 2: \(compositor.report)")
        Thread.sleep(forTimeInterval: 0.3)
        let moved = try compositor.lastBuffer()
        writeArtifact(moved, "scripted-moved-to-scale-2")
        XCTAssertEqual(moved.width, reference.width)
        XCTAssertEqual(moved.height, reference.height)
        let a = [UInt8](moved.dataProvider!.data! as Data), b = [UInt8](reference.dataProvider!.data! as Data)
        XCTAssertEqual(a.count, b.count)
        let differing = zip(a, b).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "bytes that differ from a window opened at scale 2")
        compositor.send("scale 120")
        let deadline = Date().addingTimeInterval(10)
        while compositor.report.filter({ $0.hasPrefix("buffer 640x480 ") }).count < 2, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        XCTAssertEqual(compositor.report.filter { $0.hasPrefix("buffer 640x480 ") }.count, 2, "back at scale 1: \(compositor.report)")
        compositor.send("close")
        lamina.finish()
        XCTAssertEqual(lamina.process.terminationStatus, 0, lamina.stderr)
    }

    /// Without fractional scaling, a window takes the largest whole scale of the outputs it is
    /// on (wl_surface.enter/leave; all outputs' largest before it entered any). Moved from a
    /// scale-1 output to a scale-2 one it redraws at 2 — the same bytes as a window opened
    /// there — and back at 1 when it returns.
    func testMovingBetweenOutputsOfWholeScalesRedrawsAtEach() throws {
        let (opened, openedLamina) = try start("layer-label", quitAfter: 60, mode: "two-outputs")
        XCTAssertNotNil(opened.waitFor { $0.hasPrefix("buffer 1280x960 scale 2") }, "opened at scale 2: \(opened.report)")
        Thread.sleep(forTimeInterval: 0.3)
        let reference = try opened.lastBuffer()
        opened.send("close")
        openedLamina.finish()

        // Closed by the compositor when done: the steps take longer under the sanitizers.
        let (compositor, lamina) = try start("layer-label", quitAfter: 60, mode: "two-outputs")
        XCTAssertNotNil(compositor.waitFor { $0.hasPrefix("buffer 1280x960 scale 2") }, "before entering an output: \(compositor.report)")
        compositor.send("enter 0")
        XCTAssertNotNil(compositor.waitFor { $0.hasPrefix("buffer 640x480 scale 1") }, "on the scale-1 output: \(compositor.report)")
        /// Waits for the `n`th buffer whose report starts with `prefix`.
        func buffers(_ prefix: String, reach n: Int) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while compositor.report.filter({ $0.hasPrefix(prefix) }).count < n, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            return compositor.report.filter { $0.hasPrefix(prefix) }.count >= n
        }
        compositor.send(["enter 1", "leave 0"])
        XCTAssertTrue(buffers("buffer 1280x960 scale 2", reach: 2), "moved to scale 2: \(compositor.report)")
        Thread.sleep(forTimeInterval: 0.3)
        let moved = try compositor.lastBuffer()
        writeArtifact(moved, "scripted-moved-to-output-of-scale-2")
        let a = [UInt8](moved.dataProvider!.data! as Data), b = [UInt8](reference.dataProvider!.data! as Data)
        XCTAssertEqual(a.count, b.count)
        XCTAssertEqual(zip(a, b).filter { $0 != $1 }.count, 0, "bytes that differ from a window opened at scale 2")
        compositor.send(["enter 0", "leave 1"])
        XCTAssertTrue(buffers("buffer 640x480 scale 1", reach: 2), "back on the scale-1 output: \(compositor.report)")
        compositor.send("close")
        lamina.finish()
        XCTAssertEqual(lamina.process.terminationStatus, 0, lamina.stderr)
    }
}
