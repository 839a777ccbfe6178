import Foundation
import CoreFoundation
import CEventLoop
import QuartzCore

/// The main thread's run loop, run as UIKit runs it: Foundation's `RunLoop.main` (CFRunLoop)
/// is the app's event loop, so the main dispatch queue (and with it Swift concurrency's main
/// actor), `Timer`s, `perform(_:with:afterDelay:)` and callbacks delivered on the main queue run
/// interleaved with the window's input and frames, in the order they became due; with nothing
/// due the thread sleeps in the loop's wait.
///
/// Modes as UIKit uses them: the loop runs in `.default`, and in `trackingMode` while a touch
/// tracks a scroll view or a control (UIKit pushes it), which pauses timers added in `.default`
/// while those added for `.common` keep firing. Both are common modes of the main run loop.
public enum MainRunLoop {
    /// UIKit's `UITrackingRunLoopMode` (`RunLoop.Mode.tracking` in UIKit).
    public static let trackingMode = RunLoopModes.tracking

    /// The mode the app's loop runs in now: the last one pushed, else `.default`.
    public static var currentMode: RunLoop.Mode { RunLoopModes.current }
    nonisolated(unsafe) private static var pushed: [RunLoop.Mode] = [] {
        didSet { RunLoopModes.current = pushed.last ?? .default }
    }
    /// Runs of the platform's loop in progress (a nested one runs inside a callback).
    nonisolated(unsafe) private static var running = 0
    nonisolated(unsafe) private static var prepared = false

    /// Runs the loop in `mode` from its next turn until `pop(mode)` (UIKit's push of the
    /// tracking mode while a touch tracks).
    public static func push(_ mode: RunLoop.Mode) {
        prepare()
        pushed.append(mode)
        restart()
    }

    /// Ends one `push(mode)`.
    public static func pop(_ mode: RunLoop.Mode) {
        guard let i = pushed.lastIndex(of: mode) else { return }
        pushed.remove(at: i)
        restart()
    }

    /// A run in the old mode ends after its current turn; the platform's loop runs on in the new.
    private static func restart() {
        if running > 0 { CFRunLoopStop(CFRunLoopGetMain()) }
    }

    /// The tracking mode is a common mode of the main run loop, as on iOS: what is added for
    /// `.common` runs in it.
    package static func prepare() {
        guard !prepared else { return }
        prepared = true
        CFRunLoopAddCommonMode(CFRunLoopGetMain(), runLoopMode(trackingMode))
    }

    /// Runs the main run loop in the current mode, sleeping while nothing is due, until `done()`
    /// (asked whenever a run of the loop ends: `CFRunLoopStop`, a mode change).
    package static func run(until done: () -> Bool) {
        prepare()
        running += 1
        defer { running -= 1 }
        while !done() { _ = CFRunLoopRunInMode(runLoopMode(currentMode), 1e10, false) }
    }

    /// Ends the current run of the loop after its turn (the platform's loop then asks `done()`).
    package static func stop() { CFRunLoopStop(CFRunLoopGetMain()) }

    /// Runs what is due now in the current mode — main-queue blocks and main-actor tasks,
    /// timers whose fire date has come, ready sources — without waiting: the headless twin's
    /// turn between frames. At most `limit` passes, so work that posts more work each pass
    /// still lets the next frame come.
    public static func drain(limit: Int = 1000) {
        prepare()
        let mode = runLoopMode(currentMode)
        for _ in 0..<max(1, limit) {
            _ = CFRunLoopRunInMode(mode, 0, false)
            let timerDue = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), mode) <= CFAbsoluteTimeGetCurrent()
            guard timerDue || lamina_main_queue_has_work() != 0 else { return }
        }
    }

    /// Runs the loop in the current mode for `seconds` of real time: timers, blocks and sources
    /// as they come due (the headless twin paced to the real clock).
    public static func run(forSeconds seconds: Double) {
        prepare()
        let end = realSeconds() + seconds
        while true {
            let left = end - realSeconds()
            guard left > 0 else { return }
            _ = CFRunLoopRunInMode(runLoopMode(currentMode), left, false)
        }
    }
}

/// The monotonic clock in seconds, which the headless twin's virtual media time never replaces.
private func realSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Holds the main run loop in a mode for as long as it lives: UIKit's scroll views and controls
/// hold the tracking mode while a touch tracks them (and a scroll view while it decelerates).
package final class RunLoopModeHold {
    private let mode: RunLoop.Mode
    package init(_ mode: RunLoop.Mode) {
        self.mode = mode
        MainRunLoop.push(mode)
    }
    deinit { MainRunLoop.pop(mode) }
}
