import XCTest
import UIKit
@testable import QuartzCore

/// Programming iOS 6, "View and Layer" / "Implicit Animation": a view's underlying layer
/// does not animate implicitly — the view answers NSNull for its layer's actions — while a
/// plain sublayer keeps its implicit animations; inside an animation block the change becomes
/// a CABasicAnimation with the block's duration.
final class ViewActionTests: ViewTestCase {
    nonisolated func testViewLayerDoesNotAnimateOutsideABlock() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()
            XCTAssertTrue(v.layer.delegate?.action(for: v.layer, forKey: "position") is NSNull)
            XCTAssertNil(v.layer.action(forKey: "opacity"))
            v.center = CGPoint(x: 200, y: 100)
            v.alpha = 0.5
            XCTAssertNil(v.layer.animationKeys())
            // A plain sublayer of the view animates as any layer does.
            let sub = CALayer()
            sub.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            v.layer.addSublayer(sub)
            commit()
            sub.position = CGPoint(x: 50, y: 50)
            XCTAssertNotNil(sub.animation(forKey: "position"))
        }
    }

    nonisolated func testABlockMakesBasicAnimationsWithItsDuration() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
                v.center = CGPoint(x: 250, y: 50)
                v.alpha = 0
                v.backgroundColor = .blue
            })
            let move = v.layer.animation(forKey: "position") as? CABasicAnimation
            XCTAssertNotNil(move)
            XCTAssertEqual(move?.duration, 0.5)
            XCTAssertEqual(move?.fromValue as? CGPoint, CGPoint(x: 50, y: 50))
            XCTAssertEqual(move?.timingFunction, CAMediaTimingFunction(name: .linear))
            XCTAssertNotNil(v.layer.animation(forKey: "opacity"))
            XCTAssertNotNil(v.layer.animation(forKey: "backgroundColor"))
            // The model has its new value at once (UIKit), the screen moves over the duration.
            XCTAssertEqual(v.center, CGPoint(x: 250, y: 50))
            commit()                        // the end of the turn: the animations begin now (1000)
            advance(to: 1000.25)
            XCTAssertEqual(v.layer.presentation()!.position.x, 150, accuracy: 0.5)
            XCTAssertEqual(v.layer.presentation()!.opacity, 0.5, accuracy: 0.01)
            advance(to: 1000.6)
            XCTAssertNil(v.layer.animationKeys())
        }
    }

    nonisolated func testPerformWithoutAnimationInsideABlock() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()
            UIView.animate(withDuration: 1, animations: {
                v.alpha = 0.2
                UIView.performWithoutAnimation { v.center = CGPoint(x: 10, y: 10) }
            })
            XCTAssertNotNil(v.layer.animation(forKey: "opacity"))
            XCTAssertNil(v.layer.animation(forKey: "position"))
        }
    }

    nonisolated func testCompletionRunsOnceFinishedOrInterrupted() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()
            var results: [Bool] = []
            UIView.animate(withDuration: 1, animations: { v.center.x = 300; v.alpha = 0.5 }, completion: { results.append($0) })
            commit()
            advance(to: 1000.5)
            XCTAssertEqual(results, [])
            // A second block animating the same key replaces the first: it did not finish.
            UIView.animate(withDuration: 1, animations: { v.center.x = 0 }, completion: { results.append($0) })
            advance(to: 1000.6)
            XCTAssertEqual(results, [])              // the first one's opacity is still running
            advance(to: 1001.1)
            XCTAssertEqual(results, [false])
            advance(to: 1002)
            XCTAssertEqual(results, [false, true])
            // A block that changes nothing animatable completes, finished, at the commit.
            UIView.animate(withDuration: 1, animations: { v.tag = 3 }, completion: { results.append($0) })
            XCTAssertEqual(results, [false, true])
            commit()
            XCTAssertEqual(results, [false, true, true])
        }
    }

    nonisolated func testDelayRepeatAutoreverseAndNestedInheritance() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()
            UIView.animate(withDuration: 2, delay: 0.5, options: [.repeat, .autoreverse, .curveEaseIn], animations: {
                v.alpha = 0
                // Nested: inherits duration and curve unless it overrides them.
                UIView.animate(withDuration: 9, animations: { v.center.y = 200 })
                UIView.animate(withDuration: 0.3, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions],
                               animations: { v.bounds.size.width = 10 })
            })
            let fade = v.layer.animation(forKey: "opacity")!
            XCTAssertEqual(fade.repeatCount, .infinity)
            XCTAssertTrue(fade.autoreverses)
            XCTAssertEqual(fade.fillMode, .backwards)
            XCTAssertEqual(fade.beginTime, 1000.5, accuracy: 1e-9)
            let nested = v.layer.animation(forKey: "position")!
            XCTAssertEqual(nested.duration, 2)
            XCTAssertEqual(nested.timingFunction, CAMediaTimingFunction(name: .easeIn))
            XCTAssertTrue(nested.autoreverses)
            let own = v.layer.animation(forKey: "bounds")!
            XCTAssertEqual(own.duration, 0.3)
            XCTAssertEqual(own.timingFunction, CAMediaTimingFunction(name: .easeInEaseOut))
            XCTAssertFalse(own.autoreverses)
            // Delayed: the old value holds until the delay is over.
            advance(to: 1000.25)
            XCTAssertEqual(v.layer.presentation()!.opacity, 1, accuracy: 0.001)
        }
    }

    nonisolated func testBeginFromCurrentStateStartsWhereTheScreenIs() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 150 })
            commit()
            advance(to: 1000.5)
            UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear], animations: { v.center.x = 0 })
            XCTAssertEqual((v.layer.animation(forKey: "position") as? CABasicAnimation)?.fromValue as? CGPoint, CGPoint(x: 100, y: 50))
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 20 })
            // Without it, UIKit starts from the old model value.
            XCTAssertEqual((v.layer.animation(forKey: "position") as? CABasicAnimation)?.fromValue as? CGPoint, CGPoint(x: 0, y: 50))
        }
    }

    nonisolated func testSpringSettlesWithinTheDuration() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                           animations: { v.center.x = 150 })
            commit()
            let spring = v.layer.animation(forKey: "position") as? CASpringAnimation
            XCTAssertNotNil(spring)
            XCTAssertEqual(spring?.duration, 1)
            var overshoot = false
            for i in 1...20 {
                advance(to: 1000 + Double(i) * 0.05)
                if let x = v.layer.presentation()?.position.x, x > 150.5 { overshoot = true }
            }
            XCTAssertTrue(overshoot, "a damping ratio of 0.3 overshoots")
            advance(to: 1000.99)
            XCTAssertEqual(v.layer.presentation()!.position.x, 150, accuracy: 0.5, "settled at the end")
        }
    }

    nonisolated func testAnimationsDisabledApplyAtOnce() {
        MainActor.assumeIsolated {
            let (_, v) = committedView()
            UIView.setAnimationsEnabled(false)
            defer { UIView.setAnimationsEnabled(true) }
            var done = false
            UIView.animate(withDuration: 1, animations: { v.alpha = 0.3 }, completion: { done = $0 })
            XCTAssertNil(v.layer.animationKeys())
            commit()
            XCTAssertTrue(done)
        }
    }

    nonisolated func testABlockThatThrowsAwayItsViewsStillCompletes() {
        MainActor.assumeIsolated {
            var finished: Bool?
            do {
                let (root, v) = committedView()
                UIView.animate(withDuration: 0.5, animations: { v.center.x = 300; v.removeFromSuperview() },
                               completion: { finished = $0 })
                _ = root
            }
            advance(to: 1001)
            advance(to: 1002)
            XCTAssertNotNil(finished, "the completion runs once the views are gone")
        }
    }
}

/// `.layoutSubviews`: "Lay out subviews at commit time so that they are animated along with
/// their parent" (UIView.AnimationOptions).
final class LayoutSubviewsOptionTests: ViewTestCase {
    nonisolated func testSubviewsLaidOutInTheBlockAnimateWithTheirParent() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let parent = FillingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            parent.addSubview(child)
            root.addSubview(parent)
            root.layoutIfNeeded()
            commit()
            XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 80, height: 80))
            UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews], animations: {
                parent.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            })
            XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 180, height: 180), "laid out inside the block")
            XCTAssertNotNil(child.layer.animation(forKey: "bounds"), "so the child's new size animates too")
            // Without the option, layout happens later, outside the block: no animation.
            UIView.animate(withDuration: 1, animations: { parent.frame = CGRect(x: 0, y: 0, width: 120, height: 120) })
            child.layer.removeAllAnimations()
            parent.layoutIfNeeded()
            XCTAssertEqual(child.frame.width, 100)
            XCTAssertNil(child.layer.animation(forKey: "bounds"))
        }
    }
}

@MainActor final class FillingView: UIView {
    override func layoutSubviews() { subviews.first?.frame = bounds.insetBy(dx: 10, dy: 10) }
}
