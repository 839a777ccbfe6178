import Foundation
import CoreFoundation

/// "Implicit and explicit animations normally begin executing after the current run loop cycle
/// ends, and the current thread must have a run loop in order for animations to be executed"
/// (Core Animation Programming Guide, "Animating Layer Content"). As on Apple, the implicit
/// transaction is committed by an observer of the main run loop — before the thread waits, and
/// when a run of the loop exits — installed when the first implicit transaction begins, so a
/// commit happens whoever runs the loop: an app, a test, a command-line tool.
extension CATransaction {
    @exclusivity(unchecked) nonisolated(unsafe) private static var commitObserver: RunLoopObserver?

    /// Called when an implicit transaction begins and when a transaction commits.
    static func observeRunLoop() {
        guard commitObserver == nil, MainThread.isCurrent else { return }
        commitObserver = RunLoopObserver([.beforeWaiting, .exit], order: RunLoopOrder.commit) { _ in
            CATransaction.runLoopTurnEnded()
        }
    }

    /// The end of a turn: the implicit transaction commits (an open explicit one stays open),
    /// and the animations' lives are scheduled on the run loop.
    private static func runLoopTurnEnded() {
        if stack.last?.implicit ?? !pending.isEmpty { flush() }
        AnimationEngine.shared.scheduleLifecycleWake()
    }
}

extension AnimationEngine {
    @exclusivity(unchecked) nonisolated(unsafe) private static var lifecycleTimer: RunLoopTimer?

    /// Animations live on the media clock whoever draws them: they start and finish —
    /// delegate calls, removal, transaction and view-animation completions — at their times
    /// while the main run loop runs, in no window as in a window whose frames the compositor
    /// holds back. A run-loop timer wakes the thread at the next start or end (the headless
    /// twin's virtual clock drives its own).
    func scheduleLifecycleWake() {
        guard MainThread.isCurrent else { return }
        let next: CFTimeInterval?
        if isAnimating, MediaClock.virtualTime == nil {
            next = nextLifecycleTime(after: frameTime ?? 0)
        } else {
            next = nil
        }
        if next == nil, Self.lifecycleTimer == nil { return }
        let timer = Self.lifecycleTimer ?? RunLoopTimer(order: RunLoopOrder.commit) {
            AnimationEngine.shared.advance(to: CACurrentMediaTime())
            AnimationEngine.shared.scheduleLifecycleWake()
        }
        Self.lifecycleTimer = timer
        timer.arm(at: next)
    }
}
