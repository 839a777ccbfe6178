import XCTest
import Foundation
@testable import QuartzCore

/// "Implicit and explicit animations normally begin executing after the current run loop cycle
/// ends, and the current thread must have a run loop in order for animations to be executed"
/// (Core Animation Programming Guide, "Animating Layer Content"): with no app, no window and no
/// renderer, pumping the main run loop commits the implicit transaction and lets animations
/// start and finish on the media clock.
final class RunLoopCommitTests: XCTestCase {
    private final class Delegate: CAAnimationDelegate {
        var started: CFTimeInterval?, stopped: (time: CFTimeInterval, finished: Bool)?
        func animationDidStart(_ anim: CAAnimation) { started = CACurrentMediaTime() }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped = (CACurrentMediaTime(), flag) }
    }

    override func setUp() {
        super.setUp()
        MediaClock.virtualTime = nil
        CATransaction.flush()
    }

    /// Pumps the main run loop until `done` or `timeout` seconds.
    private func pump(timeout: Double, until done: () -> Bool = { false }) {
        let end = Date() + timeout
        while !done() && Date() < end { _ = RunLoop.main.run(mode: .default, before: min(end, Date() + 0.01)) }
    }

    func testTheEndOfATurnCommitsTheImplicitTransaction() {
        let layer = CALayer()
        var committed = false
        layer.opacity = 0.5                              // begins the implicit transaction
        CATransaction.setCompletionBlock { committed = true }
        XCTAssertFalse(committed, "still open: the turn has not ended")
        // A block on the main queue ends a turn; the loop then waits, and the observer commits.
        let posted = expectation(description: "main queue")
        DispatchQueue.main.async { posted.fulfill() }
        wait(for: [posted], timeout: 2)
        pump(timeout: 0.2) { committed }
        XCTAssertTrue(committed, "committed at the end of the turn: with no animation its completion runs then")
    }

    func testAnAnimationOfALayerInNoWindowStartsAndFinishesWhileTheLoopRuns() {
        let layer = CALayer()
        let delegate = Delegate()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.15
        fade.delegate = delegate
        var transactionDone: CFTimeInterval?
        CATransaction.begin()
        CATransaction.setCompletionBlock { transactionDone = CACurrentMediaTime() }
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        let begun = CACurrentMediaTime()
        XCTAssertNil(delegate.stopped)
        pump(timeout: 3) { delegate.stopped != nil && transactionDone != nil }
        let stop = try? XCTUnwrap(delegate.stopped)
        XCTAssertEqual(stop?.finished, true, "animationDidStop(_:finished: true)")
        XCTAssertNotNil(delegate.started, "animationDidStart")
        // At its end time (a run-loop timer wakes the thread then), not before.
        XCTAssertGreaterThanOrEqual((stop?.time ?? 0) - begun, 0.15 - 0.005)
        XCTAssertLessThan((stop?.time ?? 99) - begun, 1.0, "and not long after")
        XCTAssertNotNil(transactionDone, "the transaction's completion block runs once its animation finished")
        XCTAssertNil(layer.animation(forKey: "fade"), "removed on completion")
    }

    func testAnImplicitAnimationOfACommittedLayerCompletesItsTransaction() {
        let layer = CALayer()
        CATransaction.flush()                            // committed: its changes run actions now
        var done = false
        // Apple: the block runs once "all animations subsequently added by this transaction
        // group have completed".
        CATransaction.setCompletionBlock { done = true }
        layer.opacity = 0.2                              // the implicit 0.25 s action
        XCTAssertNotNil(layer.animation(forKey: "opacity"))
        pump(timeout: 0.1)
        XCTAssertFalse(done, "not before the 0.25 s animation ends")
        pump(timeout: 3) { done }
        XCTAssertTrue(done)
    }

    func testAnExplicitTransactionStaysOpenAcrossTurns() {
        var done = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = true }
        CALayer().opacity = 0.5
        pump(timeout: 0.05)
        XCTAssertFalse(done, "only its own commit ends an explicit transaction")
        CATransaction.commit()
        XCTAssertTrue(done)
    }
}
