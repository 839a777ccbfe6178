import XCTest
import Foundation
import QuartzCore
import LaminaTestSupport

/// Keyframe, spring, group and transition animations, and value interpolation.
final class AnimationClassTests: AnimationTestCase {
    private func run(_ anim: CAAnimation, on l: CALayer, key: String = "a") {
        anim.duration = anim.duration > 0 ? anim.duration : 1
        l.add(anim, forKey: key)
        CATransaction.flush()
    }

    func testKeyframeValuesAndKeyTimes() {
        let l = committedLayer()
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = [0, 100, 50]
        k.keyTimes = [0, 0.8, 1]
        run(k, on: l)
        advance(to: 1000.4)
        XCTAssertEqual(presented(l, "position.x")!, 50, accuracy: 1e-6, "half way to the second key time")
        advance(to: 1000.9)
        XCTAssertEqual(presented(l, "position.x")!, 75, accuracy: 1e-6)
        k.calculationMode = .discrete
        k.keyTimes = [0, 0.5, 0.9, 1]
        MediaClock.virtualTime = 1100
        run(k, on: l)
        advance(to: 1100.6)
        XCTAssertEqual(presented(l, "position.x"), 100, "discrete: the value of the interval")
        k.calculationMode = .paced
        k.keyTimes = nil
        MediaClock.virtualTime = 1200
        run(k, on: l)
        advance(to: 1200 + 100.0 / 150)
        XCTAssertEqual(presented(l, "position.x")!, 100, accuracy: 1e-6, "paced: constant speed over 150 points")
        k.calculationMode = .cubic
        MediaClock.virtualTime = 1300
        run(k, on: l)
        advance(to: 1300.25)
        let cubic = presented(l, "position.x")!
        XCTAssertGreaterThan(cubic, 50, "the spline eases through the keyframes")
        k.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        k.calculationMode = .linear
        MediaClock.virtualTime = 1400
        run(k, on: l)
        advance(to: 1400.25)
        XCTAssertEqual(presented(l, "position.x")!, 100 * CAMediaTimingFunction(name: .easeIn).solve(0.5), accuracy: 1e-6)
    }

    /// 001 Listing 3-3: a point following a path's curves; rotationMode turns the layer along it.
    func testKeyframePath() {
        let l = committedLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let k = CAKeyframeAnimation(keyPath: "position")
        k.path = path
        k.rotationMode = .rotateAuto
        run(k, on: l)
        advance(to: 1000.25)
        XCTAssertEqual(l.presentation()!.position, CGPoint(x: 50, y: 0))
        XCTAssertEqual(presented(l, "transform.rotation.z")!, 0, accuracy: 1e-9, "heading right")
        advance(to: 1000.75)
        XCTAssertEqual(l.presentation()!.position, CGPoint(x: 100, y: 50))
        XCTAssertEqual(presented(l, "transform.rotation.z")!, .pi / 2, accuracy: 1e-9, "heading down")
        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        k.path = curve; k.rotationMode = nil
        MediaClock.virtualTime = 1100
        run(k, on: l)
        advance(to: 1100.5)
        XCTAssertEqual(l.presentation()!.position.x, 50, accuracy: 1e-9)
        XCTAssertEqual(l.presentation()!.position.y, 75, accuracy: 1e-9, "on the curve, not its chord")
    }

    func testSpring() {
        let s = CASpringAnimation(keyPath: "position.x")
        XCTAssertEqual(s.mass, 1); XCTAssertEqual(s.stiffness, 100); XCTAssertEqual(s.damping, 10); XCTAssertEqual(s.initialVelocity, 0)
        XCTAssertEqual(s.settlingDuration, 1.4, accuracy: 0.25)
        let l = committedLayer()
        s.fromValue = 0; s.toValue = 100; s.duration = s.settlingDuration
        run(s, on: l)
        advance(to: 1000.3)
        let overshoot = presented(l, "position.x")!
        XCTAssertGreaterThan(overshoot, 100, "damping 10 of 20 critical: it overshoots")
        advance(to: 1000 + s.settlingDuration - 0.01)
        XCTAssertEqual(presented(l, "position.x")!, 100, accuracy: 0.2)
    }

    /// 001 Listing 3-4: a group's duration clips its children; children run in its time.
    func testGroupClipsChildren() {
        let l = committedLayer()
        let width = CABasicAnimation(keyPath: "borderWidth")
        width.fromValue = 1; width.toValue = 10; width.duration = 4
        let color = CAKeyframeAnimation(keyPath: "borderColor")
        color.values = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        color.duration = 1
        let group = CAAnimationGroup()
        group.animations = [width, color]
        group.duration = 2
        run(group, on: l)
        advance(to: 1000.5)
        XCTAssertEqual(presented(l, "borderWidth")!, 1 + 9 * 0.125, accuracy: 1e-6)
        XCTAssertEqual(l.presentation()!.borderColor!.components![0], 0.5, accuracy: 1e-6)
        advance(to: 1001.5)
        XCTAssertEqual(l.presentation()!.borderColor, CGColor(gray: 0, alpha: 1), "the colour child has ended (model value)")
        advance(to: 1002.5)
        XCTAssertEqual(presented(l, "borderWidth"), 0, "the group ended at 2 s, clipping the 4 s child")
    }

    /// Transforms interpolate through their decomposition: a half turn passes a quarter turn
    /// at full size instead of collapsing through zero scale.
    func testTransformInterpolationTurns() {
        let l = committedLayer()
        let a = CABasicAnimation(keyPath: "transform")
        a.fromValue = CATransform3DIdentity
        a.toValue = CATransform3DMakeRotation(.pi * 0.999, 0, 0, 1)
        run(a, on: l)
        advance(to: 1000.5)
        let t = l.presentation()!.transform
        XCTAssertEqual(t.m11, cos(.pi * 0.4995), accuracy: 1e-6)
        XCTAssertEqual(t.m12, sin(.pi * 0.4995), accuracy: 1e-6)
        let scale = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        XCTAssertEqual(scale, 1, accuracy: 1e-9)
        // Scale, translation and perspective mix linearly.
        let b = CABasicAnimation(keyPath: "transform")
        var to = CATransform3DMakeScale(3, 3, 1)
        to = CATransform3DTranslate(to, 10, 20, 0)
        b.fromValue = CATransform3DIdentity; b.toValue = to
        MediaClock.virtualTime = 1100
        run(b, on: l)
        advance(to: 1100.5)
        let m = l.presentation()!.transform
        XCTAssertEqual(m.m11, 2, accuracy: 1e-6); XCTAssertEqual(m.m41, 15, accuracy: 1e-6); XCTAssertEqual(m.m42, 30, accuracy: 1e-6)
    }

    func testValueKinds() {
        let l = committedLayer()
        let a = CABasicAnimation(keyPath: "backgroundColor")
        a.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1); a.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0)
        let b = CABasicAnimation(keyPath: "bounds.size")
        b.fromValue = CGSize(width: 10, height: 10); b.toValue = CGSize(width: 30, height: 50)
        let c = CABasicAnimation(keyPath: "position")
        c.byValue = CGPoint(x: 10, y: -10)
        let d = CABasicAnimation(keyPath: "opacity")
        d.fromValue = 0.5; d.isAdditive = true
        for (i, x) in [a, b, c, d].enumerated() { x.duration = 1; l.add(x, forKey: "k\(i)") }
        CATransaction.flush()
        advance(to: 1000.5)
        let p = l.presentation()!
        XCTAssertEqual(p.backgroundColor?.components ?? [], [0.5, 0, 0.5, 0.5])
        XCTAssertEqual(p.bounds.size, CGSize(width: 20, height: 30))
        XCTAssertEqual(p.position, CGPoint(x: l.position.x + 5, y: l.position.y - 5), "by: from the current value")
        XCTAssertEqual(p.opacity, 1.25, accuracy: 1e-6, "additive: added to the model's 1")
    }

    /// A shape layer's path animates point by point; strokeEnd like any number.
    func testShapeLayerProperties() {
        let s = committedLayer { CAShapeLayer() }
        let from = CGMutablePath(); from.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let to = CGMutablePath(); to.addRect(CGRect(x: 0, y: 0, width: 30, height: 50))
        let a = CABasicAnimation(keyPath: "path")
        a.fromValue = from; a.toValue = to
        run(a, on: s)
        s.strokeEnd = 0.5          // implicit: from 1
        CATransaction.flush()
        advance(to: 1000.5)
        let p = s.presentation()!
        XCTAssertEqual(p.path?.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 30))
        XCTAssertEqual(p.strokeEnd, 0.5, "the implicit strokeEnd animation (0.25 s) is over")
        XCTAssertTrue(CAShapeLayer.self.defaultAction(forKey: "path") == nil)
    }

    /// 001 Listing 6-1 / 5-1: a fade transition shows old and new blended; push moves them.
    func testTransitionsRender() {
        let l = committedLayer()
        l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        l.actions = ["backgroundColor": NSNull()]
        let ctx = makeBitmapContext(width: 200, height: 200)
        let r = CARenderer(context: ctx)
        r.layer = root
        func frame(_ t: CFTimeInterval) { renderFrame(r, t) }
        frame(1000)
        l.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let fade = CATransition()
        fade.duration = 1
        l.add(fade, forKey: kCATransition)
        frame(1000)
        frame(1000.5)
        let mid = pixel(ctx, 50, 50)
        XCTAssertNear(mid.r, 128, 2); XCTAssertNear(mid.b, 128, 2); XCTAssertEqual(mid.a, 255, "a dissolve stays opaque")
        frame(1002)
        XCTAssertEqual(pixel(ctx, 50, 50), .blue)
        l.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let push = CATransition()
        push.type = .push; push.subtype = .fromRight; push.duration = 1
        l.add(push, forKey: kCATransition)
        frame(1002)
        frame(1002.25)
        XCTAssertEqual(pixel(ctx, 10, 50), .blue, "the old content pushed left")
        XCTAssertEqual(pixel(ctx, 90, 50), .green, "the new one coming in from the right")
    }

    /// The flip (Core Animation's "flip" type, what UIKit's `transitionFlipFromLeft` runs):
    /// the old side turns about the centre line with its left edge coming forward in
    /// perspective until edge-on, then the new side turns in, its right edge forward.
    func testFlipTransitionTurnsTheLayerOver() {
        let l = CALayer()
        l.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        l.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        l.actions = ["backgroundColor": NSNull()]
        root.addSublayer(l)
        CATransaction.flush()
        let ctx = makeBitmapContext(width: 200, height: 200)
        let r = CARenderer(context: ctx)
        r.layer = root
        renderFrame(r, 1000)
        l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let flip = CATransition()
        flip.type = CATransitionType(rawValue: "flip")
        flip.subtype = .fromLeft
        flip.duration = 1
        l.add(flip, forKey: kCATransition)
        renderFrame(r, 1000)
        renderFrame(r, 1000.25)     // 45° on
        XCTAssertEqual(pixel(ctx, 60, 45), .green, "the old side's left edge, forward, reaches above the layer's top")
        XCTAssertNotEqual(pixel(ctx, 128, 52), .green, "its right edge, back, falls short of it")
        XCTAssertNotEqual(pixel(ctx, 140, 100), .green, "turned: narrower than the layer")
        XCTAssertEqual(pixel(ctx, 100, 100), .green)
        renderFrame(r, 1000.75)     // 45° before the end
        XCTAssertEqual(pixel(ctx, 140, 45), .red, "the new side, its right edge forward")
        XCTAssertNotEqual(pixel(ctx, 72, 52), .red)
        XCTAssertEqual(pixel(ctx, 100, 100), .red)
        renderFrame(r, 1001.1)
        XCTAssertEqual(pixel(ctx, 52, 52), .red, "flat again when done")
        XCTAssertEqual(pixel(ctx, 147, 147), .red)
    }

    /// Table B-1: `contents` animates as a cross-fade.
    func testContentsCrossfade() {
        let l = committedLayer()
        l.contents = rgbaImage(width: 1, height: 1, [255, 0, 0, 255])
        CATransaction.flush()
        let ctx = makeBitmapContext(width: 200, height: 200)
        let r = CARenderer(context: ctx)
        r.layer = root
        func frame(_ t: CFTimeInterval) { renderFrame(r, t) }
        frame(1000)
        CATransaction.setAnimationDuration(1)
        l.contents = rgbaImage(width: 1, height: 1, [0, 0, 255, 255])
        frame(1000)
        frame(1000.5)
        let mid = pixel(ctx, 50, 50)
        XCTAssertNear(mid.r, 128, 2); XCTAssertNear(mid.b, 128, 2); XCTAssertEqual(mid.a, 255)
    }
}

/// A custom animatable property (Lamina's @NSManaged): the presentation copy carries the
/// animated value and, since the class asks for it, redraws with it each frame.
final class AnimatedCustomPropertyTests: AnimationTestCase {
    final class Gauge: CALayer, CALayerPresentationCopying {
        @LayerProperty("level") var level: CGFloat = 0
        nonisolated(unsafe) static var drawnLevels: [CGFloat] = []
        override init() { super.init() }
        override init(layer: Any) { super.init(layer: layer) }
        override class func needsDisplay(forKey key: String) -> Bool { key == "level" || super.needsDisplay(forKey: key) }
        override func draw(in ctx: CGContext) {
            Gauge.drawnLevels.append(level)
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
        }
    }

    func testCustomPropertyAnimatesAndRedraws() {
        let g = committedLayer { Gauge() }
        let a = CABasicAnimation(keyPath: "level")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        g.add(a, forKey: "fill")
        CATransaction.flush()           // committed at 1000: it begins then
        let ctx = makeBitmapContext(width: 200, height: 200)
        let r = CARenderer(context: ctx)
        r.layer = root
        Gauge.drawnLevels = []
        renderFrame(r, 1000.5)
        XCTAssertEqual(g.presentation()?.level ?? -1, 0.5, accuracy: 1e-9, "presentation() is a Gauge with the animated level")
        XCTAssertEqual(g.level, 0, "the model keeps its value")
        XCTAssertTrue(Gauge.drawnLevels.contains { abs($0 - 0.5) < 1e-9 }, "the presentation copy redrew at 0.5")
        XCTAssertEqual(pixel(ctx, 25, 50), .blue, "the left half is filled")
        XCTAssertEqual(pixel(ctx, 75, 50).a, 0)
    }
}
