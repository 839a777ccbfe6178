import XCTest
import Foundation
import QuartzCore
import LaminaTestSupport

/// Transactions and actions (001 "Changing a Layer's Default Behavior", "Advanced Animation
/// Tricks"), with deterministic time.
final class ActionTests: AnimationTestCase {
    final class Delegate: CALayerDelegate {
        var answer: CAAction?
        var asked: [String] = []
        func action(for layer: CALayer, forKey event: String) -> CAAction? { asked.append(event); return answer }
    }
    final class DefaultingLayer: CALayer {
        nonisolated(unsafe) static var answer: CAAction?
        override class func defaultAction(forKey event: String) -> CAAction? { event == "opacity" ? answer : nil }
    }
    final class Marker: CAAction {
        let name: String
        var runs: [String] = []
        init(_ name: String) { self.name = name }
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
    }

    /// The implicit animation: a basic animation from the old value over 0.25 s.
    func testImplicitAnimationFromTheOldValue() {
        let l = committedLayer()
        l.opacity = 0.2
        let a = l.animation(forKey: "opacity") as? CABasicAnimation
        XCTAssertNotNil(a)
        XCTAssertEqual(a?.keyPath, "opacity")
        XCTAssertEqual(Coerce.double(a?.fromValue), 1)
        CATransaction.flush()
        XCTAssertEqual(a?.duration, 0.25, "duration 0 became the transaction's")
        advance(to: 1000.125)
        XCTAssertEqual(presented(l, "opacity")!, 0.6, accuracy: 1e-6)
        XCTAssertEqual(l.opacity, 0.2, "the model has the new value at once")
    }

    /// An action that is a basic animation with no values (from a delegate or the actions
    /// dictionary, as 001's "Changing a Layer's Default Behavior" writes them) animates the
    /// change from the old value to the new one.
    func testAValuelessBasicAnimationActionAnimatesTheChange() {
        let l = committedLayer()
        let delegate = Delegate()
        l.delegate = delegate
        let slow = CABasicAnimation(keyPath: "position")
        slow.duration = 1
        slow.timingFunction = CAMediaTimingFunction(name: .linear)
        delegate.answer = slow
        l.position = CGPoint(x: 150, y: 50)
        CATransaction.flush()
        advance(to: 1000.5)
        XCTAssertEqual(presented(l, "position.x")!, 100, accuracy: 1e-6, "half way from 50 to 150")
        XCTAssertNil(slow.fromValue, "the app's animation is not changed (a copy was added)")
        // From the actions dictionary, for a key of the layer's own.
        l.delegate = nil
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 2
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        l.actions = ["opacity": fade]
        l.opacity = 0
        CATransaction.flush()
        advance(to: 1001.5)
        XCTAssertEqual(presented(l, "opacity")!, 0.5, accuracy: 1e-6)
    }

    func testFirstConfigurationDoesNotAnimate() {
        let l = CALayer()
        root.addSublayer(l)
        l.opacity = 0.5
        XCTAssertNil(l.animationKeys(), "a layer not yet committed does not animate")
        let frameOnly = CALayer()
        frameOnly.position = CGPoint(x: 3, y: 3)
        XCTAssertNil(frameOnly.animationKeys())
    }

    /// The search order, with an NSNull stopping the search at each step.
    func testActionSearchOrder() {
        let delegate = Delegate()
        let l = committedLayer { DefaultingLayer() }
        let fromDelegate = Marker("delegate"), fromActions = Marker("actions"), fromStyle = Marker("style"), fromDefault = Marker("default")
        l.delegate = delegate
        delegate.answer = fromDelegate
        l.actions = ["opacity": fromActions]
        l.style = ["actions": ["opacity": fromStyle]]
        DefaultingLayer.answer = fromDefault
        XCTAssertTrue(l.action(forKey: "opacity") === fromDelegate)
        delegate.answer = NSNull()
        XCTAssertNil(l.action(forKey: "opacity"), "NSNull from the delegate stops the search")
        delegate.answer = nil
        XCTAssertTrue(l.action(forKey: "opacity") === fromActions)
        l.actions = ["opacity": NSNull()]
        XCTAssertNil(l.action(forKey: "opacity"))
        l.actions = nil
        XCTAssertTrue(l.action(forKey: "opacity") === fromStyle)
        l.style = ["actions": ["opacity": NSNull()]]
        XCTAssertNil(l.action(forKey: "opacity"))
        l.style = nil
        XCTAssertTrue(l.action(forKey: "opacity") === fromDefault)
        DefaultingLayer.answer = NSNull()
        XCTAssertNil(l.action(forKey: "opacity"))
        DefaultingLayer.answer = nil
        XCTAssertTrue(l.action(forKey: "opacity") is CABasicAnimation, "last: the implicit animation")
        XCTAssertNil(l.action(forKey: "doubleSided"), "no implicit animation (Table B-1)")
        // A found action runs with the key and the layer.
        l.actions = ["opacity": fromActions]
        l.opacity = 0.3
        XCTAssertEqual(fromActions.runs, ["opacity"])
        XCTAssertTrue(delegate.asked.contains("opacity"))
    }

    func testOrderInOutAndTransitionEvents() {
        let inAction = Marker("in"), outAction = Marker("out"), transition = Marker("transition")
        let l = CALayer()
        CATransaction.flush()
        l.actions = [kCAOnOrderIn: inAction, kCAOnOrderOut: outAction]
        root.addSublayer(l)
        XCTAssertEqual(inAction.runs, [kCAOnOrderIn])
        l.removeFromSuperlayer()
        XCTAssertEqual(outAction.runs, [kCAOnOrderOut])
        root.actions = [kCATransition: transition]
        let a = CALayer(), b = CALayer()
        root.addSublayer(a)
        CATransaction.flush()
        root.replaceSublayer(a, with: b)
        XCTAssertEqual(transition.runs, [kCATransition])
    }

    func testDisabledActionsApplyWithoutAnimation() {
        let l = committedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.opacity = 0.5
        CATransaction.commit()
        XCTAssertNil(l.animationKeys())
        XCTAssertEqual(l.opacity, 0.5)
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        l.position = CGPoint(x: 9, y: 9)
        XCTAssertNil(l.animationKeys())
        CATransaction.flush()
    }

    /// Nested transactions inherit the outer values and restore them; only the outermost
    /// commit starts the animations.
    func testNestedTransactions() {
        let l = committedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        XCTAssertEqual(CATransaction.animationDuration(), 2)
        CATransaction.begin()
        XCTAssertEqual(CATransaction.animationDuration(), 2, "inherited")
        CATransaction.setAnimationDuration(0.5)
        l.opacity = 0.5
        CATransaction.commit()
        XCTAssertEqual(CATransaction.animationDuration(), 2, "restored")
        XCTAssertEqual(l.animation(forKey: "opacity")?.beginTime, 0, "not started by an inner commit")
        l.position = CGPoint(x: 20, y: 20)
        CATransaction.commit()
        XCTAssertEqual(l.animation(forKey: "opacity")?.duration, 0.5)
        XCTAssertEqual(l.animation(forKey: "position")?.duration, 2)
        XCTAssertEqual(l.animation(forKey: "opacity")?.beginTime, 1000, "started at the outermost commit")
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
        CATransaction.commit()      // unmatched: harmless
        CATransaction.commit()
    }

    /// The completion block runs when every animation added in the transaction has finished
    /// or been removed; the delegate hears start and stop.
    func testCompletionBlockAndDelegates() {
        let l = committedLayer()
        var completed = 0
        let recorder = DelegateRecorder()
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 10; a.duration = 1; a.delegate = recorder
        l.add(a, forKey: "a")
        let b = CABasicAnimation(keyPath: "opacity")
        b.fromValue = 0; b.toValue = 1; b.duration = 3
        l.add(b, forKey: "b")
        CATransaction.commit()
        XCTAssertEqual(completed, 0)
        advance(to: 1000.5)
        XCTAssertEqual(recorder.events, ["start"])
        advance(to: 1001.5)
        XCTAssertEqual(recorder.events, ["start", "stop-finished"])
        XCTAssertEqual(completed, 0, "b is still running")
        l.removeAnimation(forKey: "b")
        XCTAssertEqual(completed, 1, "b removed: all done")
        // Removal reports finished false; a transaction with no animations completes at once.
        let r2 = DelegateRecorder()
        a.delegate = r2
        l.add(a, forKey: "again")
        CATransaction.flush()
        advance(to: 1001.6)
        l.removeAnimation(forKey: "again")
        XCTAssertEqual(r2.events, ["start", "stop-removed"])
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 10 }
        CATransaction.commit()
        XCTAssertEqual(completed, 11)
    }

    /// add(_:forKey:) copies; the same key replaces; nil keys are allowed and unlisted.
    func testAddingCopiesAndReplaces() {
        let l = committedLayer()
        let a = CABasicAnimation(keyPath: "opacity")
        a.toValue = 0
        l.add(a, forKey: "fade")
        a.toValue = 1
        XCTAssertEqual(Coerce.double((l.animation(forKey: "fade") as? CABasicAnimation)?.toValue), 0, "a copy was added")
        XCTAssertFalse(l.animation(forKey: "fade") === a)
        let recorder = DelegateRecorder()
        let b = CABasicAnimation(keyPath: "opacity")
        b.delegate = recorder
        l.add(b, forKey: "other")
        CATransaction.flush()
        l.add(a, forKey: "other")
        XCTAssertEqual(recorder.events, ["stop-removed"], "replaced under the same key")
        l.add(a, forKey: nil)
        XCTAssertEqual(l.animationKeys(), ["fade", "other"])
        l.removeAllAnimations()
        XCTAssertNil(l.animationKeys())
    }

    func testBadAnimationInput() {
        let l = committedLayer()
        let nothing = CABasicAnimation(keyPath: "noSuchProperty")
        nothing.fromValue = 0; nothing.toValue = 1
        l.add(nothing, forKey: "x")
        let mismatched = CABasicAnimation(keyPath: "position")
        mismatched.fromValue = "left"; mismatched.toValue = CGColor(gray: 0, alpha: 1)
        l.add(mismatched, forKey: "y")
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0, 1, 0.5]; keyframes.keyTimes = [0, 1]
        l.add(keyframes, forKey: "z")
        CATransaction.flush()
        advance(to: 1000.1)
        let p = l.presentation()!
        XCTAssertEqual(p.position, l.position, "a mismatched value leaves the property alone")
        XCTAssertEqual(p.value(forKey: "noSuchProperty") as? Int, nil)
        XCTAssertGreaterThan(p.opacity, 0, "wrong-length keyTimes: evenly spaced instead")
        advance(to: 1010)
        XCTAssertNil(l.animationKeys(), "nothing left running")
    }
}
