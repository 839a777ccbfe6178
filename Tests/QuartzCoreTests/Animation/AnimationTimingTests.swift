import XCTest
import QuartzCore
import LaminaTestSupport

/// Media timing: timing functions, fill modes, repeats, speed, hierarchical time (001
/// "Customizing the Timing of an Animation", "How Layer Hierarchies Affect Animations").
final class AnimationTimingTests: AnimationTestCase {
    func testNamedTimingFunctionsHaveApplesControlPoints() {
        func points(_ n: CAMediaTimingFunctionName) -> [Float] {
            let f = CAMediaTimingFunction(name: n)
            var out: [Float] = []
            for i in 0..<4 { var v: [Float] = [0, 0]; f.getControlPoint(at: i, values: &v); out += v }
            return out
        }
        XCTAssertEqual(points(.linear), [0, 0, 0, 0, 1, 1, 1, 1])
        XCTAssertEqual(points(.easeIn), [0, 0, 0.42, 0, 1, 1, 1, 1])
        XCTAssertEqual(points(.easeOut), [0, 0, 0, 0, 0.58, 1, 1, 1])
        XCTAssertEqual(points(.easeInEaseOut), [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        XCTAssertEqual(points(.default), [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
    }

    /// Solved to within 1e-6 of the curve for any input: checked against the curve sampled
    /// densely by its parameter.
    func testTimingFunctionIsSolvedAccurately() {
        for f in [CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .default),
                  CAMediaTimingFunction(controlPoints: 0.9, -0.5, 0.1, 1.5), CAMediaTimingFunction(controlPoints: 1, 0, 0, 1)] {
            var c1: [Float] = [0, 0], c2: [Float] = [0, 0]
            f.getControlPoint(at: 1, values: &c1); f.getControlPoint(at: 2, values: &c2)
            var worst = 0.0
            for i in 0...2000 {
                let t = Double(i) / 2000, u = 1 - t
                let x = 3 * u * u * t * Double(c1[0]) + 3 * u * t * t * Double(c2[0]) + t * t * t
                let y = 3 * u * u * t * Double(c1[1]) + 3 * u * t * t * Double(c2[1]) + t * t * t
                worst = max(worst, abs(f.solve(x) - y))
            }
            XCTAssertLessThan(worst, 1e-6, "\(f)")
        }
        XCTAssertEqual(CAMediaTimingFunction(name: .easeIn).solve(0.5), 0.3153, accuracy: 1e-3)
    }

    private func move(_ l: CALayer, configure: (CABasicAnimation) -> Void = { _ in }) {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 100; a.duration = 1
        configure(a)
        l.add(a, forKey: "move")
        CATransaction.flush()
    }

    /// Explicit animations never change the model (001: "you must also update the layer's property").
    func testPresentationFollowsTheAnimationAndTheModelStays() {
        let l = committedLayer()
        l.position = CGPoint(x: 7, y: 50)
        move(l)
        XCTAssertEqual(l.animation(forKey: "move")?.beginTime, 1000, "beginTime 0 became the commit time")
        advance(to: 1000.25)
        XCTAssertEqual(presented(l, "position.x")!, 25, accuracy: 1e-9)
        XCTAssertEqual(l.position.x, 7)
        XCTAssertTrue(l.presentation()?.model() === l)
        advance(to: 1001.5)
        XCTAssertEqual(presented(l, "position.x"), 7, "removed on completion: back to the model")
        XCTAssertNil(l.animation(forKey: "move"))
    }

    /// The presentation puts back what last frame's animations set before applying this
    /// frame's, also when the list of animations changes between frames (the keys a frame
    /// sets are recorded again only then).
    func testChangingTheAnimationsBetweenFramesRestoresWhatTheOldOnesSet() {
        let l = committedLayer()
        l.position = CGPoint(x: 10, y: 20)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2; fade.toValue = 0.2; fade.duration = 10
        l.add(fade, forKey: "fade")
        CATransaction.flush()
        advance(to: 1000.1)
        XCTAssertEqual(presented(l, "opacity")!, 0.2, accuracy: 1e-6)
        l.removeAnimation(forKey: "fade")
        let nudge = CABasicAnimation(keyPath: "position.x")
        nudge.byValue = 10; nudge.duration = 1
        l.add(nudge, forKey: "nudge")
        CATransaction.flush()
        for (t, x) in [(1000.35, 12.5), (1000.6, 15.0), (1000.85, 17.5), (1001.0, 19.0)] {
            advance(to: t)
            // What `presentation()` answers and what the renderer draws (the engine's copy).
            for shown in [l.presentation(), l.renderCopy] {
                XCTAssertEqual(shown?.opacity ?? 0, 1, accuracy: 1e-6, "the removed fade's value is gone at \(t)")
                XCTAssertEqual(shown?.position.x ?? 0, x, accuracy: 1e-6, "by-value from the model, not from last frame, at \(t)")
            }
        }
        let tint = CABasicAnimation(keyPath: "cornerRadius")
        tint.toValue = 8; tint.duration = 1
        l.add(tint, forKey: "corner")
        CATransaction.flush()
        advance(to: 1001.15)
        advance(to: 1001.25)
        for shown in [l.presentation(), l.renderCopy] {
            XCTAssertEqual(shown?.position.x ?? 0, 10, accuracy: 1e-6, "the finished nudge leaves the model's value")
            XCTAssertEqual(shown?.cornerRadius ?? 0, 8 * 0.25, accuracy: 1e-6)
        }
    }

    func testFillModes() {
        let l = committedLayer()
        l.position = CGPoint(x: 7, y: 0)
        move(l) { $0.beginTime = 1010; $0.fillMode = .backwards; $0.isRemovedOnCompletion = false }
        advance(to: 1005)
        XCTAssertEqual(presented(l, "position.x"), 0, "backwards: the first value before it starts")
        advance(to: 1012)
        XCTAssertEqual(presented(l, "position.x"), 7, "not filled forwards: the model after")
        l.removeAllAnimations()
        move(l) { $0.beginTime = 1020; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false }
        advance(to: 1015)
        XCTAssertEqual(presented(l, "position.x"), 7, "not filled backwards: the model before")
        advance(to: 1030)
        XCTAssertEqual(presented(l, "position.x"), 100, "forwards: the last value after")
        XCTAssertNotNil(l.animation(forKey: "move"), "kept: isRemovedOnCompletion is false")
    }

    /// 001: "a repeat count of 1.5" ends half way; autoreverse ends where it began.
    func testRepeatsAndAutoreverse() {
        let l = committedLayer()
        move(l) { $0.repeatCount = 1.5; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false }
        advance(to: 1001.25)
        XCTAssertEqual(presented(l, "position.x")!, 25, accuracy: 1e-9, "second repeat")
        advance(to: 1003)
        XCTAssertEqual(presented(l, "position.x")!, 50, accuracy: 1e-9, "1.5 repeats end half way")
        l.removeAllAnimations()
        MediaClock.virtualTime = 1100
        move(l) { $0.autoreverses = true; $0.repeatCount = 1; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false }
        advance(to: 1101.5)
        XCTAssertEqual(presented(l, "position.x")!, 50, accuracy: 1e-9, "on the way back")
        advance(to: 1105)
        XCTAssertEqual(presented(l, "position.x")!, 0, accuracy: 1e-9, "autoreversed: ends at the start")
        l.removeAllAnimations()
        MediaClock.virtualTime = 1200
        move(l) { $0.repeatCount = .infinity }
        advance(to: 1200 + 1e6 + 0.5)
        XCTAssertEqual(presented(l, "position.x")!, 50, accuracy: 1e-3, "infinite repeats never end")
        XCTAssertNotNil(l.animation(forKey: "move"))
    }

    /// 002's spinning layer: `cumulative` with repeats keeps turning instead of jumping back.
    func testCumulativeRepeats() {
        let l = committedLayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.byValue = CGFloat.pi / 2; spin.duration = 1; spin.repeatCount = 4; spin.isCumulative = true
        l.add(spin, forKey: "spin")
        CATransaction.flush()
        advance(to: 1002.5)
        // 2.5 quarter turns = 5π/4, read back from the matrix as −3π/4.
        XCTAssertEqual(presented(l, "transform.rotation.z")!, -CGFloat.pi * 3 / 4, accuracy: 1e-6)
        XCTAssertEqual(l.presentation()!.transform.m11, cos(5 * .pi / 4), accuracy: 1e-9)
    }

    /// Speed, timeOffset and the layer's own time (001 Listing 5-4: pausing and resuming).
    func testPauseAndResumeLikeListing5_4() {
        let l = committedLayer()
        move(l) { $0.duration = 10 }
        advance(to: 1004)
        // pauseLayer:
        let pausedTime = l.convertTime(CACurrentMediaTime(), from: nil)
        l.speed = 0
        l.timeOffset = pausedTime
        advance(to: 1020)
        XCTAssertEqual(presented(l, "position.x")!, 40, accuracy: 1e-6, "frozen while paused")
        // resumeLayer:
        let paused = l.timeOffset
        l.speed = 1; l.timeOffset = 0; l.beginTime = 0
        let sincePause = l.convertTime(CACurrentMediaTime(), from: nil) - paused
        l.beginTime = sincePause
        advance(to: 1021)
        XCTAssertEqual(presented(l, "position.x")!, 50, accuracy: 1e-6, "resumed where it stopped")
    }

    /// The same pause and resume on screen: the render thread's frames stop with the layer's
    /// speed and timeOffset and go on from the paused frame — for the layer's own animation
    /// and for a sublayer's (a parent's time is its sublayers' time).
    func testPauseAndResumeReachTheRenderedFrames() {
        let parent = committedLayer()
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        parent.addSublayer(l)
        CATransaction.flush()
        let ctx = makeBitmapContext(width: 200, height: 100)
        let r = CARenderer(context: ctx)
        r.layer = root
        renderFrame(r, 1000)
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 5; a.toValue = 105; a.duration = 10
        l.add(a, forKey: "move")
        CATransaction.flush()
        func redAt(_ x: Int) -> Bool { pixel(ctx, x, 5) == .red }
        renderFrame(r, 1004)
        XCTAssertTrue(redAt(45), "40 points along at 4 s")
        // Pause the parent (which pauses the sublayer's animation).
        let pausedTime = parent.convertTime(CACurrentMediaTime(), from: nil)
        parent.speed = 0
        parent.timeOffset = pausedTime
        CATransaction.flush()
        renderFrame(r, 1006)
        XCTAssertTrue(redAt(45), "still 40 points along 2 s later")
        XCTAssertFalse(redAt(65))
        // Resume: on from where it stopped.
        let paused = parent.timeOffset
        parent.speed = 1; parent.timeOffset = 0; parent.beginTime = 0
        parent.beginTime = parent.convertTime(CACurrentMediaTime(), from: nil) - paused
        CATransaction.flush()
        renderFrame(r, 1007)
        XCTAssertTrue(redAt(55), "50 points along 1 s after resuming")
        XCTAssertFalse(redAt(75))
    }

    /// A layer's speed multiplies into its sublayers' animations.
    func testHierarchicalSpeed() {
        let parent = committedLayer()
        let child = CALayer()
        parent.addSublayer(child)
        CATransaction.flush()
        parent.speed = 2
        MediaClock.virtualTime = 1000
        move(child)
        advance(to: 1000.25)
        XCTAssertEqual(presented(child, "position.x")!, 50, accuracy: 1e-6, "twice as fast")
    }

    func testBadTiming() {
        let l = committedLayer()
        move(l) { $0.duration = -3 }
        XCTAssertEqual(l.animation(forKey: "move")?.duration, 0.25, "a duration of 0 or less takes the transaction's")
        move(l) { $0.speed = 0 }
        advance(to: 1010)
        XCTAssertEqual(presented(l, "position.x"), 0, "speed 0 holds the start (timeOffset 0)")
        move(l) { $0.beginTime = .nan; $0.timeOffset = .nan }
        advance(to: 1011)
        XCTAssertEqual(presented(l, "position.x"), l.position.x, "timing that is not a number: the animation applies nothing, the model shows")
        l.removeAllAnimations()
        XCTAssertNil(l.animationKeys())
    }
}
