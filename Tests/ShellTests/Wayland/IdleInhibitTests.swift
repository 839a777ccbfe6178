import XCTest
import LaminaTestSupport
import Foundation
import QuartzCore
@testable import Shell
import ShellCore

/// An app that keeps the display awake (UIKit's `isIdleTimerDisabled`) has its surface's idle
/// inhibitor while it asks (idle-inhibit-unstable-v1, which the scripted compositor offers and
/// reports; Debian's weston 10 does not offer it).
final class IdleInhibitTests: XCTestCase {
    private final class App: ShellApp {
        let title = "awake"
        let preferredContentSize = CGSize(width: 160, height: 120)
        let rootLayer = CALayer()
        var keepsDisplayAwake = false
    }

    func testTheWindowInhibitsIdlenessWhileTheAppAsks() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: ScriptedCompositor.executable), "build lamina-test-compositor first")
        let compositor = try ScriptedCompositor()
        let restoreEnvironment = compositor.enterEnvironment()
        defer { restoreEnvironment() }

        let app = App()
        let platform = try WaylandPlatform(app: app)
        var seen: [Bool] = []
        let start = CACurrentMediaTime()
        platform.timers.schedule(at: start + 0.3) { seen.append(platform.holdsDisplayAwake); app.keepsDisplayAwake = true }
        platform.timers.schedule(at: start + 0.6) { seen.append(platform.holdsDisplayAwake); app.keepsDisplayAwake = false }
        platform.timers.schedule(at: start + 0.9) { seen.append(platform.holdsDisplayAwake); platform.stop() }
        try platform.run()
        XCTAssertEqual(seen, [false, true, false], "the inhibitor exists exactly while the app asks")
        XCTAssertNotNil(compositor.waitFor({ $0 == "idle-inhibit off" }, timeout: 2), "\(compositor.report)")
        XCTAssertEqual(compositor.report.filter { $0.hasPrefix("idle-inhibit") }, ["idle-inhibit on", "idle-inhibit off"])
        XCTAssertFalse(compositor.report.contains { $0.hasPrefix("error") }, "\(compositor.report)")
    }
}
