import XCTest
import UIKit
@testable import QuartzCore

/// Keyframe blocks, transitions and UIViewPropertyAnimator (Apple's UIView and
/// UIViewPropertyAnimator documentation), read through presentation values on the virtual clock.
final class ViewAnimationKindsTests: ViewTestCase {
    nonisolated func testKeyframesHoldBetweenFramesAndMoveWithinThem() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()          // centre (50, 50)
            var done: Bool?
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { v.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 50 }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0 }
            }, completion: { done = $0 })
            let anim = v.layer.animation(forKey: "position") as? CAKeyframeAnimation
            XCTAssertEqual(anim?.keyTimes?.map(\.doubleValue), [0, 0.25, 0.5, 1])
            XCTAssertEqual(v.center.x, 50, "the model takes the last keyframe's value")
            commit()
            @MainActor func x() -> CGFloat { v.layer.presentation()!.position.x }
            advance(to: 1000.25); XCTAssertEqual(x(), 100, accuracy: 0.5)   // half-way through the first keyframe
            advance(to: 1000.75); XCTAssertEqual(x(), 150, accuracy: 0.5)   // holding
            advance(to: 1001.5); XCTAssertEqual(x(), 100, accuracy: 0.5)    // half-way back
            XCTAssertEqual(v.layer.presentation()!.opacity, 0.25, accuracy: 0.01)
            XCTAssertNil(done)
            advance(to: 1002.1)
            XCTAssertEqual(done, true)
        }
    }

    nonisolated func testTheDeleteSystemAnimationFadesShrinksAndRemoves() {
        MainActor.assumeIsolated {
            let (root, v) = committedView()
            let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(other)
            var done: Bool?, parallel = false
            UIView.perform(.delete, on: [v], options: [], animations: { parallel = true; other.alpha = 0.5 }, completion: { done = $0 })
            XCTAssertTrue(parallel)
            XCTAssertTrue(v.superview === root, "removed when the animation ends")
            commit()
            advance(to: 1000.15)
            let p = v.layer.presentation()!
            XCTAssertEqual(p.opacity, 0.5, accuracy: 0.15, "fading")
            XCTAssertLessThan(p.transform.m11, 1, "shrinking")
            XCTAssertEqual(other.layer.presentation()!.opacity, 0.75, accuracy: 0.15, "the parallel animation in the same timing")
            advance(to: 1000.4)
            XCTAssertEqual(done, true)
            XCTAssertNil(v.superview)
            XCTAssertEqual(v.alpha, 1, "its alpha back")
            XCTAssertEqual(v.transform, .identity)
        }
    }

    nonisolated func testTransitionCrossDissolvesTheContainer() {
        MainActor.assumeIsolated {
            let (root, v) = committedView()
            let replacement = UIView(frame: v.frame)
            var done: Bool?
            UIView.transition(from: v, to: replacement, duration: 0.4, options: [.transitionCrossDissolve], completion: { done = $0 })
            XCTAssertNil(v.superview)
            XCTAssertTrue(replacement.superview === root)
            let t = root.layer.animation(forKey: kCATransition) as? CATransition
            XCTAssertEqual(t?.type, .fade)
            XCTAssertEqual(t?.duration, 0.4)
            commit()
            advance(to: 1000.5)
            XCTAssertEqual(done, true)
            // Changes inside transition(with:) do not animate on their own.
            UIView.transition(with: root, duration: 0.3, options: .transitionCrossDissolve, animations: { replacement.alpha = 0.5 })
            XCTAssertNil(replacement.layer.animation(forKey: "opacity"))
            XCTAssertNotNil(root.layer.animation(forKey: kCATransition))
            // No transition option: UIKit's transitionNone — the change, no fade.
            root.layer.removeAllAnimations()
            UIView.transition(with: root, duration: 0.3, options: [], animations: { replacement.alpha = 1 })
            XCTAssertNil(root.layer.animation(forKey: kCATransition))
            XCTAssertEqual(replacement.alpha, 1)
            // The flips turn the container over from the side they name.
            for (option, side) in [(UIView.AnimationOptions.transitionFlipFromLeft, CATransitionSubtype.fromLeft),
                                   (.transitionFlipFromRight, .fromRight), (.transitionFlipFromTop, .fromTop),
                                   (.transitionFlipFromBottom, .fromBottom)] {
                root.layer.removeAllAnimations()
                UIView.transition(with: root, duration: 0.5, options: option, animations: { replacement.alpha = 0.9 })
                let flip = root.layer.animation(forKey: kCATransition) as? CATransition
                XCTAssertEqual(flip?.type.rawValue, "flip")
                XCTAssertEqual(flip?.subtype, side)
                XCTAssertEqual(flip?.duration, 0.5)
            }
        }
    }

    nonisolated func testPropertyAnimatorScrubsPausesContinuesAndFinishes() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()          // centre x 50
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 150 }
            var ends: [UIViewAnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            XCTAssertEqual(animator.state, .inactive)
            animator.pauseAnimation()
            XCTAssertEqual(animator.state, .active)
            XCTAssertFalse(animator.isRunning)
            animator.fractionComplete = 0.3
            commit()
            advance(to: 1000.1)
            @MainActor func x() -> CGFloat { v.layer.presentation()!.position.x }
            XCTAssertEqual(x(), 80, accuracy: 0.5, "scrubbing is linear in the fraction")
            advance(to: 1000.5)
            XCTAssertEqual(x(), 80, accuracy: 0.5, "paused: time does not move it")
            XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-9)
            animator.startAnimation()
            commit()
            advance(to: 1000.51)
            XCTAssertEqual(x(), 80, accuracy: 1.5, "continues from where it was shown")
            advance(to: 1000.8)
            XCTAssertGreaterThan(x(), 95)
            XCTAssertTrue(animator.isRunning)
            advance(to: 1001.6)
            XCTAssertEqual(ends, [.end])
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(v.center.x, 150)
            XCTAssertNil(v.layer.animationKeys())
        }
    }

    nonisolated func testPropertyAnimatorStopAndFinishAtStart() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
            var ends: [UIViewAnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            animator.startAnimation()
            commit()
            advance(to: 1000.5)
            XCTAssertEqual(v.layer.presentation()!.opacity, 0.5, accuracy: 0.01)
            animator.stopAnimation(false)
            XCTAssertEqual(animator.state, .stopped)
            XCTAssertEqual(v.alpha, 0.5, accuracy: 0.01, "the shown value became the model's")
            animator.finishAnimation(at: .start)
            XCTAssertEqual(v.alpha, 1)
            XCTAssertEqual(ends, [.start])
            // Reversed while running: it goes back and ends at the start.
            let back = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 250 }
            var backEnds: [UIViewAnimatingPosition] = []
            back.addCompletion { backEnds.append($0) }
            back.startAnimation()
            commit()
            advance(to: 1000.9)
            back.isReversed = true
            commit()
            advance(to: 1001.0)
            XCTAssertLessThan(v.layer.presentation()!.position.x, 150)
            advance(to: 1002)
            XCTAssertEqual(backEnds, [.start])
            XCTAssertEqual(v.center.x, 50)
            let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: .curveEaseOut,
                                                                         animations: { v.alpha = 0.2 })
            XCTAssertTrue(running.isRunning)
        }
    }
}

/// A frame set twice in one animation block replaces its first animation before either is
/// committed: the block still ends, its completion runs and the view takes touches again.
final class ReplacedViewAnimationTests: ViewTestCase {
    nonisolated func testABlockWhoseAnimationIsReplacedBeforeCommitStillEnds() {
        MainActor.assumeIsolated {
            let (root, v) = committedView()
            var finished: Bool?
            UIView.animate(withDuration: 0.25, animations: {
                v.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
                v.frame = CGRect(x: 80, y: 0, width: 100, height: 100)
            }, completion: { finished = $0 })
            commit()
            advance(to: 1001)
            XCTAssertNotNil(finished, "the completion ran")
            XCTAssertTrue(root.hitTest(CGPoint(x: 120, y: 50), with: nil) === v, "the view takes touches again")
        }
    }
}
