import XCTest
import LaminaTestSupport
import Foundation

/// The main thread of a window app is the main run loop (UIKit's: Apple, "Main Run Loop"): a
/// UIKit app (`Tests/RunLoopProbe`) in a real window under weston and under the scripted
/// compositor, its main-thread work timed from its own output.
final class MainRunLoopWindowTests: XCTestCase {
    static var probe: String {
        URL(fileURLWithPath: LaminaProcess.executable).deletingLastPathComponent().appendingPathComponent("lamina-runloop-probe").path
    }
    /// Slower under a sanitizer: waits stretched, bounds loosened.
    private let slow: Double = ProcessInfo.processInfo.environment["LAMINA_SANITIZER"] == nil ? 1 : 4

    override func setUpWithError() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: Self.probe), "build the package first (\(Self.probe))")
    }

    /// `name TIME` lines of the probe's output: the first time of each name.
    private func times(_ out: String) -> [String: Double] {
        var t: [String: Double] = [:]
        for line in out.split(separator: "\n") {
            guard let space = line.lastIndex(of: " "), let v = Double(line[line.index(after: space)...]) else { continue }
            let name = String(line[..<space])
            if t[name] == nil { t[name] = v }
        }
        return t
    }
    private func lines(_ out: String, _ prefix: String) -> [(String, Double)] {
        out.split(separator: "\n").filter { $0.hasPrefix(prefix) }.compactMap { line in
            guard let space = line.lastIndex(of: " "), let v = Double(line[line.index(after: space)...]) else { return nil }
            return (String(line[..<space]), v)
        }
    }

    func testTimersQueuesTasksAndNotificationsRunInAWindowAndItThenSleeps() throws {
        try require(CompositorSession.available(), "weston")
        let weston = try CompositorSession()
        let app = try LaminaProcess(["--quit-after", "\(3.5 * slow)"], environment: weston.environment, executable: Self.probe)
        Thread.sleep(forTimeInterval: 1.2 * slow)
        let before = app.contextSwitches
        Thread.sleep(forTimeInterval: 2 * slow)
        let idle = app.contextSwitches - before
        XCTAssertEqual(app.finish(), 0, app.stderr)
        let t = times(app.stdout)
        let shown = try XCTUnwrap(t["appeared"], app.stdout)
        for (name, due) in [("timer", 0.05), ("mainAsync", 0.0), ("asyncAfter", 0.1), ("task", 0.1), ("notification", 0.0)] {
            let at = try XCTUnwrap(t[name], "\(name) never ran: \(app.stdout)") - shown
            XCTAssertGreaterThanOrEqual(at, due - 0.005, name)
            // Promptly, while the window is up — not held until input or quitting wakes the
            // loop. The bound is loose: a loaded host delays a wakeup by a tenth of a second.
            XCTAssertLessThan(at, due + 0.75 * slow, "\(name) ran \(at) s after the window appeared, due at \(due)")
        }
        print("idle: \(idle) context switches in \(2 * slow) s")
        // (Under a sanitizer its runtime's own thread wakes the process.)
        if slow == 1 { XCTAssertLessThanOrEqual(idle, 20, "nothing due: the process sleeps in the run loop") }
        XCTAssertEqual(weston.protocolErrors, [])
    }

    /// Posting 100,000 blocks to the main queue at once: all run, and the window's frames keep
    /// coming while they do (the render thread animates what was committed).
    func testFramesKeepComingWhileAHundredThousandBlocksRun() throws {
        try require(CompositorSession.available(), "weston")
        let weston = try CompositorSession()
        let app = try LaminaProcess(["--flood", "--print-frames", "--quit-after", "\(4 * slow)"], environment: weston.environment,
                                    executable: Self.probe)
        XCTAssertEqual(app.finish(), 0, app.stderr)
        let t = times(app.stdout)
        let begin = try XCTUnwrap(t["flood begin"], app.stdout)
        let end = try XCTUnwrap(t["flood end 100000"], "all 100,000 ran: \(app.stdout.suffix(500))")
        let during = lines(app.stdout, "frame").filter { $0.1 > begin && $0.1 < end }.count
        print("flood: \(end - begin) s, \(during) frames meanwhile")
        XCTAssertGreaterThanOrEqual(Double(during), (end - begin) * 15 / slow, "frames while the main thread is busy")
    }

    /// A wheel notch over a scroll view in an otherwise idle window scrolls it: the display
    /// link that moves it asks for frames at once, and when the motion ends the process sleeps.
    func testTheWheelScrollsAnIdleWindowAndItSleepsAfterwards() throws {
        let compositor = try ScriptedCompositor()
        let app = try LaminaProcess(["--quit-after", "\(4 * slow)"], environment: compositor.environment, executable: Self.probe)
        XCTAssertNotNil(compositor.waitFor { $0 == "focus" }, "the window never showed a buffer: \(compositor.report)")
        Thread.sleep(forTimeInterval: 0.8 * slow)
        compositor.send(["motion 300 300", "axis 15 120"], pause: 0.05)
        Thread.sleep(forTimeInterval: 1 * slow)
        let before = app.contextSwitches
        Thread.sleep(forTimeInterval: 1 * slow)
        let idle = app.contextSwitches - before
        XCTAssertEqual(app.finish(), 0, app.stderr)
        let scrolls = lines(app.stdout, "scroll")
        XCTAssertGreaterThanOrEqual(scrolls.count, 3, "eased over several frames: \(app.stdout)")
        let last = try XCTUnwrap(scrolls.last?.0.split(separator: " ").last.flatMap { Double($0) })
        XCTAssertGreaterThan(last, 10, "moved down by the notch")
        if slow == 1 { XCTAssertLessThanOrEqual(idle, 10, "the motion over, the process sleeps") }
    }

    /// While a drag tracks the scroll view the loop runs in UIKit's tracking mode: the
    /// `.default` timer waits, the `.common` one fires on.
    func testADragPausesDefaultModeTimers() throws {
        let compositor = try ScriptedCompositor()
        let app = try LaminaProcess(["--timers", "--quit-after", "\(4 * slow)"], environment: compositor.environment,
                                    executable: Self.probe)
        XCTAssertNotNil(compositor.waitFor { $0 == "focus" }, "the window never showed a buffer: \(compositor.report)")
        Thread.sleep(forTimeInterval: 0.5 * slow)
        compositor.send(["motion 300 400", "button 272 down"], pause: 0.05)
        for k in 1...20 { compositor.send("motion 300 \(400 - k * 10)"); Thread.sleep(forTimeInterval: 0.05) }
        Thread.sleep(forTimeInterval: 0.4)
        compositor.send("button 272 up")
        Thread.sleep(forTimeInterval: 0.5 * slow)
        XCTAssertEqual(app.finish(), 0, app.stderr)
        let t = times(app.stdout)
        let begin = try XCTUnwrap(t["drag begin"], app.stdout), end = try XCTUnwrap(t["drag end"], app.stdout)
        let ticks = lines(app.stdout, "tick").filter { $0.1 > begin + 0.06 && $0.1 < end }
        let plain = ticks.filter { $0.0 == "tick default" }.count, common = ticks.filter { $0.0 == "tick common" }.count
        print("drag of \(end - begin) s: \(plain) .default ticks, \(common) .common ticks")
        XCTAssertGreaterThan(end - begin, 0.8)
        XCTAssertEqual(plain, 0, "the .default timer waits while the drag tracks")
        XCTAssertGreaterThanOrEqual(common, Int((end - begin) * 10 / slow), "the .common timer fires every 50 ms")
        XCTAssertTrue(lines(app.stdout, "tick default").contains { $0.1 > end }, "and the .default one again afterwards")
    }

    /// A button's action runs a nested run loop for a second (as modal code does): the wheel
    /// still scrolls meanwhile, frames and all.
    func testANestedRunLoopInAButtonsActionKeepsTheWindowAlive() throws {
        let compositor = try ScriptedCompositor()
        let app = try LaminaProcess(["--quit-after", "\(4 * slow)"], environment: compositor.environment, executable: Self.probe)
        XCTAssertNotNil(compositor.waitFor { $0 == "focus" }, "the window never showed a buffer: \(compositor.report)")
        Thread.sleep(forTimeInterval: 0.5 * slow)
        // The button: 20…120 × 20…64 in the content, under the 32-point title bar.
        compositor.send(["motion 70 74", "button 272 down", "button 272 up"], pause: 0.05)
        Thread.sleep(forTimeInterval: 0.2)
        compositor.send(["motion 300 300", "axis 15 120"], pause: 0.05)
        Thread.sleep(forTimeInterval: 1.5 * slow)
        XCTAssertEqual(app.finish(), 0, app.stderr)
        let t = times(app.stdout)
        let begin = try XCTUnwrap(t["modal begin"], app.stdout), end = try XCTUnwrap(t["modal end"], app.stdout)
        XCTAssertGreaterThanOrEqual(end - begin, 0.99)
        let inside = lines(app.stdout, "scroll").filter { $0.1 > begin && $0.1 < end }
        XCTAssertGreaterThanOrEqual(inside.count, 3, "the wheel scrolled inside the nested loop: \(app.stdout)")
    }
}
