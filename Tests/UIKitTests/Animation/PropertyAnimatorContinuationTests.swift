import XCTest
import UIKit
@testable import QuartzCore

/// What an interactive animation does when the finger lifts: `continueAnimation(withTimingParameters:
/// durationFactor:)` with new timing for the rest of the way, a spring resumed part-way, a
/// reversal back to the start (Apple: UIViewPropertyAnimator, UIViewImplicitlyAnimating,
/// UITimingCurveProvider). Read through presentation values on the virtual clock.
@MainActor private func x(_ v: UIView) -> CGFloat { v.layer.presentation()!.position.x }

final class PropertyAnimatorContinuationTests: ViewTestCase {
    nonisolated func testContinuingWithNewTimingPlaysTheRestFromWhatIsShown() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()          // centre x 50
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 150 }
            var ends: [UIViewAnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            animator.pauseAnimation()
            animator.fractionComplete = 0.4        // scrubbed linearly: x 90
            commit()
            advance(to: 1000.1)
            XCTAssertEqual(x(v), 90, accuracy: 0.5)
            // The rest of the way, linear, over half the duration.
            animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0.5)
            XCTAssertTrue(animator.isRunning)
            commit()
            advance(to: 1000.1001)
            XCTAssertEqual(x(v), 90, accuracy: 1, "no jump when it continues")
            advance(to: 1000.35)
            XCTAssertEqual(x(v), 120, accuracy: 1.5, "halfway through the rest: linear from 90 to 150")
            XCTAssertEqual(animator.fractionComplete, 0.7, accuracy: 0.02)
            advance(to: 1000.65)
            XCTAssertEqual(ends, [.end])
            XCTAssertEqual(v.center.x, 150)
            XCTAssertNil(v.layer.animationKeys())
        }
    }

    nonisolated func testASpringResumedPartWayDoesNotJumpBackToItsStart() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()
            let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1) { v.center.x = 250 }
            XCTAssertEqual(animator.timingParameters?.timingCurveType, .spring)
            animator.pauseAnimation()
            animator.fractionComplete = 0.5       // x 150
            commit()
            advance(to: 1000.1)
            XCTAssertEqual(x(v), 150, accuracy: 0.5)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            commit()
            advance(to: 1000.12)
            XCTAssertGreaterThanOrEqual(x(v), 149, "it goes on from where it was shown")
            advance(to: 1001)
            XCTAssertEqual(v.center.x, 250)
            XCTAssertEqual(animator.state, .inactive)
        }
    }

    nonisolated func testReversedAndContinuedItEndsAtTheStart() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()
            let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) { v.center.x = 250; v.alpha = 0.5 }
            var ends: [UIViewAnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            animator.pauseAnimation()
            animator.fractionComplete = 0.3
            animator.isReversed = true
            XCTAssertTrue(animator.isReversed)
            animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0)),
                                       durationFactor: 0)
            commit()
            advance(to: 1000.05)
            XCTAssertLessThan(x(v), 111, "heading back")
            advance(to: 1001)
            XCTAssertEqual(ends, [.start])
            XCTAssertEqual(v.center.x, 50)
            XCTAssertEqual(v.alpha, 1)
        }
    }

    nonisolated func testTimingParametersDescribeTheirCurves() {
        MainActor.assumeIsolated {
            let easeOut = UICubicTimingParameters(animationCurve: .easeOut)
            XCTAssertEqual(easeOut.timingCurveType, .builtin)
            XCTAssertEqual(easeOut.controlPoint1, CGPoint(x: 0, y: 0))
            XCTAssertEqual(easeOut.controlPoint2.x, 0.58, accuracy: 1e-6)
            XCTAssertEqual(UICubicTimingParameters().animationCurve, .easeInOut)
            let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
            XCTAssertEqual(custom.timingCurveType, .cubic)
            XCTAssertNil(custom.springTimingParameters)
            let spring = UISpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: CGVector(dx: 2, dy: 0))
            XCTAssertEqual(spring.timingCurveType, .spring)
            XCTAssertEqual(spring.initialVelocity.dx, 2)
            XCTAssertNil(spring.cubicTimingParameters)
            // A physical spring's own settling time replaces the animator's duration.
            let (_, v) = committedView()
            let animator = UIViewPropertyAnimator(duration: 10, timingParameters: spring)
            animator.addAnimations { v.center.x = 150 }
            var ended = false
            animator.addCompletion { _ in ended = true }
            animator.startAnimation()
            commit()
            let settling = CASpringAnimation(keyPath: "x")
            settling.mass = 1; settling.stiffness = 200; settling.damping = 20
            XCTAssertLessThan(settling.settlingDuration, 5)
            advance(to: 1000 + settling.settlingDuration + 0.1)
            XCTAssertTrue(ended, "it ended within the spring's settling time, not 10 s")
            XCTAssertEqual(v.center.x, 150)
        }
    }
}
