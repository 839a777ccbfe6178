import Foundation
import CoreFoundation

/// Where work sits in a turn of the run loop, by observer order, as UIKit and Core Animation
/// order theirs: UIKit's before-commit handler, Core Animation's commit of the implicit
/// transaction, then UIKit's after-commit handler (here: the window's hand-over of the
/// committed tree to its render thread).
package enum RunLoopOrder {
    package static let beforeCommit = 1_999_000
    package static let commit = 2_000_000
    package static let afterCommit = 2_001_000
}

/// The mode the app's main run loop runs in (the platform's loop sets it: `.default`, or
/// UIKit's tracking mode while a touch tracks), and the modes `.common` stands for there.
package enum RunLoopModes {
    @exclusivity(unchecked) nonisolated(unsafe) package static var current: RunLoop.Mode = .default
    package static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
    package static let common: [RunLoop.Mode] = [.default, tracking]
}

/// A Core Foundation run-loop mode named by Foundation's `RunLoop.Mode`.
package func runLoopMode(_ mode: RunLoop.Mode) -> CFRunLoopMode {
    if mode == .default { return kCFRunLoopDefaultMode }
    if mode == .common { return kCFRunLoopCommonModes }
    return CFStringCreateWithCString(nil, mode.rawValue, CFStringBuiltInEncodings.UTF8.rawValue)
}

/// An observer of a run loop's turns (CFRunLoopObserver), in its common modes: `body` runs at
/// each of `activities` until the observer is invalidated or released.
package final class RunLoopObserver {
    private let observer: CFRunLoopObserver

    package init(_ activities: CFRunLoopActivity, order: Int, runLoop: CFRunLoop = CFRunLoopGetCurrent(),
                 _ body: @escaping (CFRunLoopActivity) -> Void) {
        observer = CFRunLoopObserverCreateWithHandler(nil, activities.rawValue, true, order) { _, activity in body(activity) }
        CFRunLoopAddObserver(runLoop, observer, kCFRunLoopCommonModes)
    }

    package func invalidate() { CFRunLoopObserverInvalidate(observer) }
    deinit { invalidate() }
}

/// A run-loop timer fired at media times (`CACurrentMediaTime`), re-armed as often as needed,
/// in the run loop's common modes; disarmed, it never wakes the thread.
package final class RunLoopTimer {
    private let timer: CFRunLoopTimer
    /// The media time it is armed for.
    @exclusivity(unchecked) private var deadline: CFTimeInterval?
    /// Far enough away never to come: what a disarmed timer waits for.
    private static let never: CFAbsoluteTime = 1e12

    package init(order: Int = 0, runLoop: CFRunLoop = CFRunLoopGetCurrent(), _ body: @escaping () -> Void) {
        // A repeating timer stays valid after it fires; each firing re-arms it for never.
        let box = Box()
        timer = CFRunLoopTimerCreateWithHandler(nil, Self.never, Self.never, 0, order) { _ in
            box.owner?.deadline = nil
            box.owner.map { CFRunLoopTimerSetNextFireDate($0.timer, Self.never) }
            body()
        }
        box.owner = self
        CFRunLoopAddTimer(runLoop, timer, kCFRunLoopCommonModes)
    }

    private final class Box { weak var owner: RunLoopTimer? }

    /// Fires at media time `t` (at once if it has passed); nil disarms.
    package func arm(at t: CFTimeInterval?) {
        guard t != deadline else { return }
        deadline = t
        guard let t else { CFRunLoopTimerSetNextFireDate(timer, Self.never); return }
        let wait = t - CACurrentMediaTime()
        CFRunLoopTimerSetNextFireDate(timer, CFAbsoluteTimeGetCurrent() + (wait.isFinite ? max(0, min(wait, 1e9)) : 1e9))
    }

    package func invalidate() { CFRunLoopTimerInvalidate(timer) }
    deinit { invalidate() }
}
