import XCTest
import Foundation
import LaminaTestSupport

/// A UIKit app (Examples/HelloLamina) in a real window with a real seat: Xvfb + weston's X11
/// backend + xdotool. Its button's action runs for clicks, the session is recorded, and the
/// recording replayed headless reaches the same action the same number of times.
final class UIKitAppWindowTests: XCTestCase {
    static var example: String {
        repositoryRoot.appendingPathComponent(".build/debug/HelloLamina").path
    }

    func testClicksReachTheButtonAndTheRecordingReplaysTheSame() throws {
        try require(CompositorSession.available(input: true), "Xvfb and xdotool")
        try require(FileManager.default.isExecutableFile(atPath: Self.example), "HelloLamina (scripts/test builds it)")
        let weston = try CompositorSession(input: true, width: 800, height: 600)
        let record = weston.runtimeDir + "/hello.jsonl"
        let app = Process()
        app.executableURL = URL(fileURLWithPath: Self.example)
        app.arguments = ["--record", record, "--quit-after", "5"]
        app.environment = weston.environment
        let out = Pipe()
        app.standardOutput = out
        try app.run()
        Thread.sleep(forTimeInterval: 2)
        // kiosk-shell shows the window fullscreen at the output's origin; the button sits 100
        // points below the centre of the 800×600 content.
        let w = shell("xdotool search --class weston | tail -1", weston.environment)
        func x(_ args: String) { weston.xdotool(args.split(separator: " ").map(String.init)); Thread.sleep(forTimeInterval: 0.3) }
        x("mousemove --window \(w) 400 400")
        x("click 1")
        Thread.sleep(forTimeInterval: 0.5)
        x("click 1")
        x("mousemove --window \(w) 50 50")
        x("click 1")            // not on the button
        app.waitUntilExit()
        let live = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(app.terminationStatus, 0)
        XCTAssertEqual(live.filter { $0.hasPrefix("tapped") }, ["tapped 1", "tapped 2"], live.joined(separator: "\n"))
        XCTAssertEqual(weston.protocolErrors, [])

        let replay = Process()
        replay.executableURL = URL(fileURLWithPath: Self.example)
        replay.arguments = ["--replay", record, "--size", "800x600"]
        let replayOut = Pipe()
        replay.standardOutput = replayOut
        try replay.run()
        replay.waitUntilExit()
        let replayed = String(decoding: replayOut.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(replayed.filter { $0.hasPrefix("tapped") }, live.filter { $0.hasPrefix("tapped") }, "live and replayed")
    }
}

/// The same app under the scripted compositor: touches reach its button (UITouch of type
/// direct), and the toplevel carries the app's title and id.
final class UIKitAppScriptedTests: XCTestCase {
    func testTouchesReachTheButtonAndTheToplevelIsNamedByTheApp() throws {
        try require(FileManager.default.isExecutableFile(atPath: UIKitAppWindowTests.example), "HelloLamina (scripts/test builds it)")
        let compositor = try ScriptedCompositor()
        let app = Process()
        app.executableURL = URL(fileURLWithPath: UIKitAppWindowTests.example)
        app.arguments = ["--quit-after", "3"]
        app.environment = compositor.environment
        let out = Pipe()
        app.standardOutput = out
        try app.run()
        XCTAssertNotNil(compositor.waitFor { $0 == "focus" }, "the window never showed a buffer: \(compositor.report)")
        Thread.sleep(forTimeInterval: 0.3)
        // The compositor makes the window 640×480: a 640×448 content area under the 32-point
        // title bar, the button 100 points below its centre, at (320, 324) in it.
        compositor.send(["touch down 0 320 356", "touch up 0"], pause: 0.1)
        Thread.sleep(forTimeInterval: 0.3)
        compositor.send(["touch down 0 20 60", "touch up 0"], pause: 0.1)
        app.waitUntilExit()
        let lines = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("tapped") }, ["tapped 1"], "\(lines) \(compositor.report)")
        XCTAssertTrue(compositor.report.contains("title Hello, Lamina"), "\(compositor.report)")
        XCTAssertTrue(compositor.report.contains("app_id HelloLamina"), "\(compositor.report)")
    }
}
