import XCTest
import LaminaTestSupport
import Foundation
import QuartzCore
import Shell

/// A window whose frame callbacks the compositor holds back (hidden) keeps its model
/// advancing: animations finish on time and their delegates hear of it, without frames and
/// without busy waking ("never block waiting for a callback").
final class HiddenWindowTests: XCTestCase {
    private final class App: ShellApp, CAAnimationDelegate {
        let title = "hidden"
        let preferredContentSize = CGSize(width: 200, height: 150)
        let rootLayer = CALayer()
        let square = CALayer()
        var started: CFTimeInterval?, stopped: (time: CFTimeInterval, finished: Bool)?
        init() {
            rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
            square.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            rootLayer.addSublayer(square)
        }
        func animationDidStart(_ anim: CAAnimation) { started = CACurrentMediaTime() }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped = (CACurrentMediaTime(), flag) }
    }

    func testAnimationsFinishOnTimeWhileFramesAreHeldBack() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: ScriptedCompositor.executable), "build lamina-test-compositor first")
        let compositor = try ScriptedCompositor()
        let restoreEnvironment = compositor.enterEnvironment()
        defer { restoreEnvironment() }

        let app = App()
        let platform = try WaylandPlatform(app: app)
        var added: CFTimeInterval = 0, wakeupsAtStop = 0, wakeupsAtEnd = 0
        let start = CACurrentMediaTime()
        platform.timers.schedule(at: start + 0.6) {
            compositor.send("hold")
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 30; move.toValue = 150; move.duration = 1
            move.delegate = app
            app.square.add(move, forKey: "move")
            added = CACurrentMediaTime()
        }
        platform.timers.schedule(at: start + 2.0) { wakeupsAtStop = platform.stats.wakeups }
        platform.timers.schedule(at: start + 3.0) { wakeupsAtEnd = platform.stats.wakeups; platform.stop() }
        try platform.run()

        let stopped = try XCTUnwrap(app.stopped, "animationDidStop never came while frames were held back")
        XCTAssertTrue(stopped.finished)
        XCTAssertNotNil(app.started)
        // Its end is 1 s after it was added; the window stops 2.4 s after that, frames still held.
        XCTAssertGreaterThanOrEqual(stopped.time - added, 0.99, "not before its end")
        XCTAssertLessThan(stopped.time - added, 2, "finished at its end, without frames")
        XCTAssertLessThan(wakeupsAtEnd - wakeupsAtStop, 5, "nothing animating and no frames: asleep")
        XCTAssertFalse(compositor.report.contains { $0.hasPrefix("error") }, "\(compositor.report)")
    }
}
