import XCTest
import Foundation
import LaminaTestSupport

/// Issue "Proven under the sanitizers, over hours, and against a misbehaving compositor": the
/// scripted compositor misbehaves on command (`Tests/TestCompositor/commands.c`, "Faults") and
/// `lamina run` answers each with defined behaviour — no crash, no protocol error, bounded
/// memory, a clear message where it must give up.
final class CompositorFaultTests: XCTestCase {
    override func setUpWithError() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: LaminaProcess.executable), "build lamina first")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: ScriptedCompositor.executable), "build lamina-test-compositor first")
    }

    /// The compositor and an animated scene (frames keep being asked for) shown in it.
    /// Lamina runs until the test stops it (`--quit-after` only bounds a test that hangs).
    private func start(quitAfter: Double = 120, mode: String? = nil) throws -> (ScriptedCompositor, LaminaProcess) {
        let compositor = try ScriptedCompositor(mode: mode)
        let lamina = try LaminaProcess(["run", "--scene", "cards", "--cards", "10", "--print-state", "--print-frames",
                                        "--quit-after", "\(quitAfter)"], environment: compositor.environment)
        XCTAssertNotNil(compositor.waitFor { $0 == "focus" }, "the window never showed a buffer: \(compositor.report)")
        return (compositor, lamina)
    }

    private func buffers(_ report: [String]) -> [String] { report.filter { $0.hasPrefix("buffer ") } }

    /// How much slower the window runs in the sanitized suite (`LAMINA_SANITIZER`, set by
    /// scripts/sanitize): waits are stretched by it.
    private static let slowdown: Double = ProcessInfo.processInfo.environment["LAMINA_SANITIZER"] == nil ? 1 : 4

    /// How long a wait for something the window does may take before the test fails: far
    /// more than it takes on an idle host (a fraction of a second), so a busy or sanitized
    /// run is slow rather than failed; a test that passes returns as soon as it is seen.
    private static let patience: Double = 20 * slowdown

    /// The first report line after line `mark` that starts with `prefix`, waited for: what a
    /// command made the window draw.
    private func line(after mark: Int, _ prefix: String, in compositor: ScriptedCompositor) -> String? {
        waitUntil { compositor.report.dropFirst(mark).first(where: { $0.hasPrefix(prefix) }) }
    }

    /// Polls `probe` until it gives a value, or `patience` runs out (nil).
    private func waitUntil<T>(_ probe: () -> T?) -> T? {
        let deadline = Date().addingTimeInterval(Self.patience)
        repeat {
            if let found = probe() { return found }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return nil
    }

    private func frames(_ stdout: String) -> Int { stdout.split(separator: "\n").filter { $0.hasPrefix("frame ") }.count }

    /// Waits until more than `count` buffers matching `prefix` are shown after the first
    /// `mark` report lines; true when they were.
    private func buffersShown(moreThan count: Int, after mark: Int = 0, _ prefix: String = "buffer ",
                              in compositor: ScriptedCompositor) -> Bool {
        waitUntil { () -> Bool? in
            compositor.report.dropFirst(mark).filter { $0.hasPrefix(prefix) }.count > count ? true : nil
        } ?? false
    }

    /// Lamina ran to its --quit-after and exited cleanly, and the compositor saw no error.
    private func assertClean(_ compositor: ScriptedCompositor, _ lamina: LaminaProcess, _ status: Int32,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(status, 0, "exit status; stderr: \(lamina.stderr)", file: file, line: line)
        XCTAssertFalse(lamina.stderr.contains("Fatal error") || lamina.stderr.contains("Crash"), lamina.stderr, file: file, line: line)
        XCTAssertFalse(compositor.report.contains { $0.hasPrefix("error") }, "\(compositor.report)", file: file, line: line)
    }

    /// xdg-shell: a configure of 0×0 leaves the size to the client (the scene's own);
    /// 100,000×100,000 is more than a buffer can be: the window stays at a size it can have.
    func testConfiguresOfNothingAndOfTooMuch() throws {
        let (compositor, lamina) = try start()
        var mark = compositor.report.count
        compositor.send(["configure 0 0"], pause: 0.5)
        let afterZero = line(after: mark, "buffer 1280x752", in: compositor) ?? buffers(compositor.report).last
        mark = compositor.report.count
        compositor.send(["configure 100000 100000", "configure 800 600"], pause: 0.75)
        _ = line(after: mark, "buffer 800x600", in: compositor)
        assertClean(compositor, lamina, lamina.stop())
        XCTAssertTrue(afterZero?.hasPrefix("buffer 1280x752") ?? false, "0×0: the scene's 1280×720 under its title bar: \(String(describing: afterZero))")
        for b in buffers(compositor.report) {
            let size = b.split(separator: " ")[1].split(separator: "x").compactMap { Int($0) }
            XCTAssertTrue(size.count == 2 && size[0] <= 32767 && size[1] <= 32767, "no buffer beyond what a buffer can be: \(b)")
        }
        XCTAssertTrue(buffers(compositor.report).last?.hasPrefix("buffer 800x600") ?? false,
                      "back to a sane size: \(buffers(compositor.report).suffix(3))")
    }

    /// Buffers never released for two seconds: Lamina keeps to its few buffers and waits
    /// (no new ones beyond the pool's four, no crash), and frames resume once they come back.
    func testWithheldBufferReleases() throws {
        let (compositor, lamina) = try start()
        compositor.send("buffers hold")
        let held = compositor.report.count
        // An upper bound over a fixed time: a slow host can only make it easier to meet.
        Thread.sleep(forTimeInterval: 2)
        let whileHeld = buffers(Array(compositor.report.dropFirst(held))).count
        let released = compositor.report.count
        compositor.send("buffers release")
        XCTAssertTrue(buffersShown(moreThan: 10, after: released, in: compositor), "frames resume when the buffers are released")
        assertClean(compositor, lamina, lamina.stop())
        XCTAssertLessThanOrEqual(whileHeld, 4, "at most the pool's buffers are attached while none comes back")
    }

    /// A resize while every buffer is held: the old buffers are dropped when released (the
    /// compositor forgets those the client destroyed) and frames come at the new size.
    func testResizeWhileBuffersAreHeld() throws {
        let (compositor, lamina) = try start()
        compositor.send(["buffers hold", "configure 800 600", "buffers release"], pause: 0.5)
        XCTAssertTrue(buffersShown(moreThan: 10, "buffer 800x600", in: compositor),
                      "frames at the new size: \(buffers(compositor.report).suffix(3))")
        assertClean(compositor, lamina, lamina.stop())
    }

    /// Each frame callback answered twice: the second answer is for an object already gone
    /// and is ignored; frames keep their pace (no doubled frames).
    func testFrameCallbacksAnsweredTwice() throws {
        let launched = Date()
        let (compositor, lamina) = try start()
        compositor.send("frames twice")
        XCTAssertNotNil(waitUntil { frames(lamina.stdoutSoFar) > 100 ? true : nil }, "frames kept coming")
        let status = lamina.stop()
        let elapsed = Date().timeIntervalSince(launched)
        assertClean(compositor, lamina, status)
        // The compositor paces at 60 Hz: doubled answers would show as more frames than that.
        XCTAssertLessThan(frames(lamina.stdout), Int(elapsed * 62) + 20, "no more than one frame per callback over \(elapsed) s")
    }

    /// Keymaps no client should accept — truncated, binary, 1 GiB claimed over a 4 KiB file
    /// (mapping and reading the claim faults past the file's end) — are refused with a
    /// message, and keys keep the keymap they had.
    func testMalformedKeymapsAreRefused() throws {
        let (compositor, lamina) = try start()
        for fault in ["truncated", "binary", "huge"] { compositor.send("keymap \(fault)") }
        compositor.send(["key 30 down", "key 30 up"])     // KEY_A
        _ = waitUntil { lamina.stdoutSoFar.contains("typed a") ? true : nil }
        assertClean(compositor, lamina, lamina.stop())
        XCTAssertEqual(lamina.stderr.components(separatedBy: "keys keep the keymap they had").count - 1, 3, lamina.stderr)
        XCTAssertTrue(lamina.stdout.contains("typed a"), "the old keymap still types: \(lamina.stdout)")
    }

    /// The seat and the output withdrawn while in use: the window keeps drawing.
    func testSeatAndOutputRemovedAtRunTime() throws {
        let (compositor, lamina) = try start()
        compositor.send(["remove seat", "remove output"])
        XCTAssertTrue(buffersShown(moreThan: 10, after: compositor.report.count, in: compositor), "frames after the globals went")
        assertClean(compositor, lamina, lamina.stop())
    }

    /// The connection dropped mid-animation: Lamina says so and exits with status 1.
    func testDisconnectEndsWithAMessage() throws {
        let (compositor, lamina) = try start(quitAfter: 10)
        Thread.sleep(forTimeInterval: 0.5)
        compositor.send("disconnect")
        let status = lamina.finish(timeout: 5)
        XCTAssertEqual(status, 1, "stderr: \(lamina.stderr)")
        XCTAssertTrue(lamina.stderr.contains("lamina run:"), "a message: \(lamina.stderr)")
        XCTAssertFalse(lamina.stderr.contains("Fatal error"), lamina.stderr)
    }

    /// wl_seat, wl_output and xdg_wm_base offered at version 1: bound at what is offered and
    /// used within it — the window shows, draws, takes a click and a key.
    func testGlobalsAtVersionOne() throws {
        let (compositor, lamina) = try start(mode: "old-globals")
        compositor.send(["motion 300 300", "button 272 down", "button 272 up", "key 30 down", "key 30 up"])
        XCTAssertTrue(buffersShown(moreThan: 5, after: compositor.report.count, in: compositor), "frames keep coming")
        XCTAssertNotNil(waitUntil { lamina.stdoutSoFar.contains("typed a") ? true : nil }, "the key reached the app")
        assertClean(compositor, lamina, lamina.stop())
    }

    /// wl_compositor below version 4 (no damage_buffer): Lamina says what it needs and exits 1.
    func testACompositorTooOldIsNamed() throws {
        let compositor = try ScriptedCompositor(mode: "old-compositor")
        let lamina = try LaminaProcess(["run", "--scene", "cards", "--quit-after", "3"], environment: compositor.environment)
        let status = lamina.finish(timeout: 10)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(lamina.stderr.contains("wl_compositor version 4 or later"), lamina.stderr)
    }
}
