import XCTest
@testable import QuartzCore
import LaminaTestSupport

/// Every change that alters what is drawn damages what it covered and covers: hiding and
/// showing, opacity to and from 0, removal, reordering among siblings, group opacity — the
/// frame drawn from the damage alone equals a fresh render, byte for byte, after each one
/// (001 "Layer Trees Reflect Different Aspects of the Animation State": the render tree shows
/// the model's state).
final class VisibilityDamageTests: XCTestCase {
    private let size = (width: 120, height: 100)

    private func scene() -> (root: CALayer, a: CALayer, b: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        root.backgroundColor = color(1, 1, 1)
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 10, y: 10, width: 60, height: 50)
        a.backgroundColor = color(0.9, 0.2, 0.2)
        b.frame = CGRect(x: 40, y: 30, width: 60, height: 50)
        b.backgroundColor = color(0.2, 0.3, 0.9)
        let child = CALayer()
        child.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        child.backgroundColor = color(0.1, 0.8, 0.2)
        b.addSublayer(child)
        root.addSublayer(a)
        root.addSublayer(b)
        return (root, a, b)
    }

    /// Draws the frame at `time` from the damage into `ctx`, and requires it equal to a fresh
    /// render of the same tree at the same time.
    private func frame(_ r: CARenderer, _ ctx: CGContext, _ root: CALayer, at time: CFTimeInterval = 0, _ step: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        r.beginFrame(atTime: time, timeStamp: nil)
        _ = r.updateBounds()
        r.render()
        r.endFrame()
        let fresh = makeBitmapContext(width: size.width, height: size.height)
        let f = CARenderer(context: fresh)
        f.layer = root
        f.beginFrame(atTime: time, timeStamp: nil); f.render(); f.endFrame()
        let same = memcmp(ctx.data!, fresh.data!, ctx.bytesPerRow * ctx.height) == 0
        if !same {
            _ = writeArtifact(ctx.makeImage()!, "visibility-damage-\(step)")
            _ = writeArtifact(fresh.makeImage()!, "visibility-damage-\(step)-fresh")
        }
        XCTAssertTrue(same, "\(step): the frame drawn from the damage differs from a fresh render", file: file, line: line)
    }

    func testEveryVisibilityChangeRepaintsWhatTheLayerCovered() {
        let (root, a, b) = scene()
        let ctx = makeBitmapContext(width: size.width, height: size.height)
        let r = CARenderer(context: ctx)
        r.layer = root
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        frame(r, ctx, root, "first")
        let steps: [(String, () -> Void)] = [
            ("hide", { b.isHidden = true }),
            ("show", { b.isHidden = false }),
            ("hide-parent-of-child", { b.isHidden = true }),
            ("show-again", { b.isHidden = false }),
            ("opacity-0", { a.opacity = 0 }),
            ("opacity-1", { a.opacity = 1 }),
            ("z-above", { a.zPosition = 1 }),
            ("z-back", { a.zPosition = 0 }),
            ("reinsert-below", { a.removeFromSuperlayer(); root.insertSublayer(a, above: b) }),
            ("group-opacity", { b.opacity = 0.5; b.allowsGroupOpacity = false }),
            ("group-opacity-on", { b.allowsGroupOpacity = true }),
            ("remove", { b.removeFromSuperlayer() }),
            ("add-back", { root.addSublayer(b) }),
        ]
        for (name, change) in steps {
            change()
            frame(r, ctx, root, name)
        }
        CATransaction.commit()
    }

    /// Hidden through its implicit action (animatable, discrete: shown until the action ends),
    /// and after the animation is removed: drawn hidden then, for good.
    func testHidingThroughTheImplicitActionRepaintsWhenItEnds() {
        MediaClock.virtualTime = 100
        defer { MediaClock.virtualTime = nil }
        let (root, _, b) = scene()
        let ctx = makeBitmapContext(width: size.width, height: size.height)
        let r = CARenderer(context: ctx)
        r.layer = root
        CATransaction.flush()
        frame(r, ctx, root, at: 100, "first")
        b.isHidden = true                        // with its implicit 0.25 s action
        CATransaction.flush()
        for (i, t) in [100.1, 100.2, 100.3, 100.4].enumerated() {
            MediaClock.virtualTime = t
            frame(r, ctx, root, at: t, "implicit-\(i)")
        }
        XCTAssertTrue(b.presentation()?.isHidden ?? b.isHidden)
        b.isHidden = false
        CATransaction.flush()
        frame(r, ctx, root, at: 100.45, "shown")
        b.isHidden = true
        CATransaction.flush()
        b.removeAllAnimations()
        frame(r, ctx, root, at: 100.5, "removed-animation")
        frame(r, ctx, root, at: 100.6, "later")
    }
}
