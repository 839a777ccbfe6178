import XCTest
import UIKit
import Shell
@testable import QuartzCore

/// The main thread is a run loop, as UIKit's is (Apple: "Main Run Loop"; RunLoop): work that
/// Foundation, Dispatch and Swift concurrency schedule on the main thread runs in the headless
/// app, interleaved with its frames, and in the modes UIKit uses.
final class MainRunLoopTests: AppTestCase {
    /// Seconds since the headless app's frame 0, on its virtual clock.
    @MainActor private static var appTime: Double { CACurrentMediaTime() - HeadlessPlatform.epoch }
    @MainActor private static func log(_ what: String) { TestLog.lines.append(String(format: "%@ %.3f", what, appTime)) }
    /// When each logged thing happened (app time), by name.
    @MainActor private static var times: [String: Double] {
        Dictionary(TestLog.lines.compactMap { l -> (String, Double)? in
            let p = l.split(separator: " ")
            return p.count == 2 ? (String(p[0]), Double(p[1]) ?? -1) : nil
        }, uniquingKeysWith: { a, _ in a })
    }

    nonisolated func testTimersQueuesTasksAndNotificationsRunOnTheMainThreadInTime() {
        MainActor.assumeIsolated {
            let (platform, _) = launchApp({ UIViewController() }, size: CGSize(width: 200, height: 200))
            defer { platform.finish() }
            platform.pacing = .realTime
            let note = Notification.Name("MainRunLoopTests.note")
            var observer: NSObjectProtocol?
            var timer: Timer?
            // Scheduled from the first frame's turn: the app's clock and the real one start together.
            DispatchQueue.main.async {
                timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
                    MainActor.assumeIsolated { Self.log("timer") }
                }
                DispatchQueue.global().async {
                    DispatchQueue.main.async { Self.log("mainAsync") }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { Self.log("asyncAfter") }
                Task { @MainActor in
                    try? await Task.sleep(nanoseconds: 100_000_000)
                    Self.log("task")
                }
                Task.detached {
                    await MainActor.run { Self.log("mainActorRun") }
                }
                observer = NotificationCenter.default.addObserver(forName: note, object: nil, queue: .main) { _ in
                    MainActor.assumeIsolated { Self.log("notification") }
                }
                Thread { NotificationCenter.default.post(name: note, object: nil) }.start()
            }
            platform.run(events: [], duration: 0.4)
            let t = Self.times
            for name in ["timer", "mainAsync", "asyncAfter", "task", "mainActorRun", "notification"] {
                XCTAssertNotNil(t[name], "\(name) never ran: \(TestLog.lines)")
            }
            // Each in the frame its time falls in (a frame is 1/60 s; the host may be slow).
            XCTAssertEqual(t["timer"] ?? -1, 0.05, accuracy: 0.06)
            XCTAssertGreaterThanOrEqual(t["timer"] ?? -1, 0.05 - 0.02)
            XCTAssertEqual(t["asyncAfter"] ?? -1, 0.1, accuracy: 0.06)
            XCTAssertGreaterThanOrEqual(t["asyncAfter"] ?? -1, 0.1 - 0.02)
            XCTAssertEqual(t["task"] ?? -1, 0.1, accuracy: 0.06)
            XCTAssertLessThan(t["mainAsync"] ?? 9, 0.06)
            XCTAssertLessThan(t["mainActorRun"] ?? 9, 0.06)
            XCTAssertLessThan(t["notification"] ?? 9, 0.06)
            timer?.invalidate()
            if let observer { NotificationCenter.default.removeObserver(observer) }
        }
    }

    /// UIKit runs the main loop in `.tracking` while a scroll view is dragged: a timer added
    /// for `.default` waits, one added for `.common` keeps firing (Apple: RunLoop.Mode.tracking,
    /// "Timer": a timer fires only in the modes it was added to).
    nonisolated func testADefaultModeTimerPausesWhileAScrollViewIsDraggedAndACommonOneDoesNot() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ ScrollController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            platform.pacing = .realTime
            let plainFired = Count(), commonFired = Count()
            var fired: (default: Int, common: Int) { (plainFired.n, commonFired.n) }
            let plain = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { _ in plainFired.n += 1 }
            let common = Timer(timeInterval: 0.02, repeats: true) { _ in commonFired.n += 1 }
            RunLoop.main.add(common, forMode: .common)
            defer { plain.invalidate(); common.invalidate() }
            platform.run(events: [], duration: 0.15)
            XCTAssertGreaterThan(fired.default, 2, "both fire before the drag")
            XCTAssertGreaterThan(fired.common, 2)
            // A slow drag, held still before it ends (so nothing decelerates afterwards).
            var events = [InputEvent(time: 0.2, .touchDown(id: 1, CGPoint(x: 150, y: 300)))]
            for k in 1...10 { events.append(InputEvent(time: 0.2 + Double(k) * 0.02, .touchMotion(id: 1, CGPoint(x: 150, y: 300 - CGFloat(k) * 12)))) }
            platform.run(events: events, duration: 0.3)
            XCTAssertTrue(vc.scroll.isDragging)
            XCTAssertEqual(MainRunLoop.currentMode, .tracking)
            let during = fired
            platform.run(events: [InputEvent(time: 0.5, .touchMotion(id: 1, CGPoint(x: 150, y: 180)))], duration: 0.6)
            XCTAssertTrue(vc.scroll.isDragging)
            XCTAssertEqual(fired.default, during.default, "the .default timer waits while the drag tracks")
            XCTAssertGreaterThanOrEqual(fired.common - during.common, 8, "the .common one fires every 20 ms")
            platform.run(events: [InputEvent(time: 0.65, .touchUp(id: 1))], duration: 0.9)
            XCTAssertFalse(vc.scroll.isDragging || vc.scroll.isDecelerating)
            XCTAssertEqual(MainRunLoop.currentMode, .default)
            XCTAssertGreaterThan(fired.default, during.default + 3, "and fires again once it ended")
        }
    }

    nonisolated func testABlockPostedDuringLayoutRunsAfterTheCommit() {
        MainActor.assumeIsolated {
            final class Posting: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    CATransaction.setCompletionBlock { TestLog.lines.append("commit") }
                    DispatchQueue.main.async { TestLog.lines.append("block") }
                }
            }
            let (platform, vc) = launchApp({ UIViewController() }, size: CGSize(width: 200, height: 200))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            TestLog.lines = []
            let v = Posting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            vc.view.addSubview(v)
            v.setNeedsLayout()
            platform.run(events: [], duration: 0.1)
            XCTAssertEqual(Array(TestLog.lines.prefix(2)), ["commit", "block"])
        }
    }

    nonisolated func testAHundredThousandBlocksPostedAtOnceAllRunAndFramesKeepComing() {
        MainActor.assumeIsolated {
            let (platform, _) = launchApp({ UIViewController() }, size: CGSize(width: 200, height: 200))
            defer { platform.finish() }
            let ran = Count()
            let posted = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                for _ in 0..<100_000 { DispatchQueue.main.async { ran.n += 1 } }
                posted.signal()
            }
            posted.wait()
            let start = platform.frameIndex
            var firstFrame: Int?
            while ran.n < 100_000 && platform.frameIndex < start + 600 {
                platform.run(events: [], duration: Double(platform.frameIndex) / 60)
                if ran.n > 0 && firstFrame == nil { firstFrame = platform.frameIndex }
            }
            XCTAssertEqual(ran.n, 100_000, "nothing lost")
            print("100,000 blocks ran in frames \(firstFrame ?? -1)...\(platform.frameIndex)")
            XCTAssertGreaterThan(platform.frameIndex, start, "frames came")
        }
    }

    nonisolated func testABlockThatThrowsAwayTheWindowLeavesTheAppRunning() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ UIViewController() }, size: CGSize(width: 200, height: 200))
            defer { platform.finish() }
            vc.view.backgroundColor = .red
            platform.run(events: [], duration: 0.05)
            DispatchQueue.main.async {
                let app = UIApplication.shared
                app.keyWindow?.isHidden = true
                app.keyWindow?.rootViewController = nil
                (app.delegate as? HostingAppDelegate)?.window = nil
            }
            platform.run(events: [], duration: 0.2)
            let image = try? XCTUnwrap(platform.renderFrame())
            XCTAssertNotNil(image, "frames still come")
            XCTAssertEqual(UIApplication.shared.keyWindow?.isHidden ?? true, true)
        }
    }

    /// Modal code runs the loop from inside a callback: a nested `RunLoop.main.run(until:)`
    /// in a button's action runs the timers and blocks that come due meanwhile.
    nonisolated func testARunLoopNestedInAButtonsActionRunsWhatComesDue() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ UIViewController() }, size: CGSize(width: 300, height: 300))
            defer { platform.finish() }
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
            vc.view.addSubview(button)
            button.addAction(UIAction { _ in
                TestLog.lines.append("modal begin")
                _ = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in
                    MainActor.assumeIsolated { TestLog.lines.append("timer") }
                }
                DispatchQueue.main.async { TestLog.lines.append("block") }
                RunLoop.main.run(until: Date() + 0.1)
                TestLog.lines.append("modal end")
            }, for: .touchUpInside)
            platform.run(events: [InputEvent(time: 0.1, .touchDown(id: 1, CGPoint(x: 100, y: 70))),
                                  InputEvent(time: 0.15, .touchUp(id: 1))], duration: 0.3)
            XCTAssertEqual(TestLog.lines.first, "modal begin")
            XCTAssertEqual(TestLog.lines.last, "modal end")
            XCTAssertEqual(Set(TestLog.lines.dropFirst().dropLast()), ["timer", "block"])
        }
    }

    /// A view animation of a view in no window completes on the media clock while the run
    /// loop runs (UIView.animate's completion gets `true` at the animation's end).
    nonisolated func testAViewAnimationInNoWindowCompletesWhileTheLoopRuns() {
        MainActor.assumeIsolated {
            MediaClock.virtualTime = nil
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            CATransaction.flush()
            var finished: Bool?
            let begun = CACurrentMediaTime()
            UIView.animate(withDuration: 0.1, animations: { v.alpha = 0.2 }, completion: { finished = $0 })
            var ended: CFTimeInterval?
            let deadline = Date() + 3
            while finished == nil && Date() < deadline { _ = RunLoop.main.run(mode: .default, before: Date() + 0.01) }
            ended = CACurrentMediaTime()
            XCTAssertEqual(finished, true)
            XCTAssertGreaterThanOrEqual((ended ?? 0) - begun, 0.1 - 0.005, "not before the animation's end")
        }
    }

    /// Foundation makes a repeating timer with a negative interval a one-shot (the interval
    /// becomes 0): it fires once, and the loop then sleeps rather than spinning.
    nonisolated func testANegativeIntervalTimerFiresOnceAndTheLoopSleeps() {
        MainActor.assumeIsolated {
            let fired = Count()
            let t = Timer.scheduledTimer(withTimeInterval: -1, repeats: true) { _ in fired.n += 1 }
            let cpu0 = processCPUSeconds()
            RunLoop.main.run(until: Date() + 0.3)
            let cpu = processCPUSeconds() - cpu0
            t.invalidate()
            XCTAssertEqual(fired.n, 1)
            XCTAssertLessThan(cpu, 0.15, "a sleeping loop uses no CPU to speak of")
        }
    }
}

/// A count a timer's (Sendable) closure bumps on the main thread.
private final class Count: @unchecked Sendable { var n = 0 }

/// CPU time of this process (user + system), seconds.
private func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
