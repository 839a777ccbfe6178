import XCTest
import QuartzCore
import LaminaTestSupport

/// CAReplicatorLayer (003 "CAReplicatorLayer", Listings 6.8 and 6.9; Apple's documentation):
/// "it works by drawing one or more duplicate copies of each of its sublayers, applying a
/// different transform to each duplicate ... The transform is applied incrementally, with each
/// instance positioned relative to the previous one."
final class ReplicatorLayerTests: XCTestCase {
    /// Listing 6.8 with a 500×500 replicator at (100, 0) in a 700×800 root (the ring reaches
    /// beyond the replicator's bounds): a white square at (100, 100, 100, 100), ten
    /// instances, each turned π/5 about a point 200 points below the replicator's centre
    /// (translate, rotate, translate back), each 0.1 less blue and green than the last.
    func ring() -> (root: CALayer, replicator: CAReplicatorLayer) {
        let root = layer(CGRect(x: 0, y: 0, width: 700, height: 800))
        root.backgroundColor = color(0, 0, 0)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 100, y: 0, width: 500, height: 500)
        root.addSublayer(replicator)
        replicator.instanceCount = 10
        var transform = CATransform3DIdentity
        transform = CATransform3DTranslate(transform, 0, 200, 0)
        transform = CATransform3DRotate(transform, .pi / 5, 0, 0, 1)
        transform = CATransform3DTranslate(transform, 0, -200, 0)
        replicator.instanceTransform = transform
        replicator.instanceBlueOffset = -0.1
        replicator.instanceGreenOffset = -0.1
        let square = layer(CGRect(x: 100, y: 100, width: 100, height: 100))
        square.backgroundColor = color(1, 1, 1)
        replicator.addSublayer(square)
        return (root, replicator)
    }

    /// Where instance k puts the square's centre in the root: (250, 150) turned k·36° about
    /// (350, 450), clockwise on the y-down screen (x' = x cos − y sin, y' = x sin + y cos about the pivot).
    func centre(_ k: Int) -> (Int, Int) {
        let a = Double(k) * .pi / 5, x = 250.0 - 350, y = 150.0 - 450
        return (Int((350 + x * cos(a) - y * sin(a)).rounded()), Int((450 + x * sin(a) + y * cos(a)).rounded()))
    }

    func testRingOfTenWithColourShift() {
        let (root, replicator) = ring()
        let ctx = flippedContext(700, 800)
        root.render(in: ctx)
        writeArtifact(ctx.makeImage()!, "replicator-ring")
        for k in 0..<10 {
            let (x, y) = centre(k)
            let p = pixel(ctx, x, y)
            let gb = Int((max(0, 1 - 0.1 * Double(k)) * 255).rounded())
            XCTAssertEqual(p.r, 255, "instance \(k) at (\(x), \(y))")
            XCTAssertNear(p.g, gb, 1, "instance \(k): green shifted \(k) times")
            XCTAssertNear(p.b, gb, 1, "instance \(k): blue shifted \(k) times")
        }
        XCTAssertEqual(pixel(ctx, 350, 450), .black, "the middle of the ring is empty")
        // Only the real sublayer exists: instances are drawn, not made.
        XCTAssertEqual(replicator.sublayers?.count, 1)
        let (x1, y1) = centre(1)         // inside the replicator's bounds, on instance 1 only
        XCTAssertTrue(root.hitTest(CGPoint(x: x1, y: y1)) === replicator, "hit testing sees only the real sublayer")
        XCTAssertTrue(root.hitTest(CGPoint(x: 250, y: 150)) === replicator.sublayers![0])
    }

    func testInstanceColourMultipliesAndOffsetsClamp() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 20))
        let r = CAReplicatorLayer()
        r.frame = root.bounds
        r.anchorPoint = .zero
        r.position = .zero
        root.addSublayer(r)
        let cell = layer(CGRect(x: 0, y: 0, width: 10, height: 20))
        cell.backgroundColor = color(1, 1, 1)
        r.addSublayer(cell)
        r.instanceCount = 10
        r.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        r.instanceColor = CGColor(red: 0.5, green: 1, blue: 1, alpha: 1)
        r.instanceRedOffset = 0.2        // 0.5, 0.7, 0.9, 1 (clamped), 1 …
        r.instanceAlphaOffset = -0.25    // 1, 0.75, 0.5, 0.25, 0 (clamped: not drawn) …
        let ctx = flippedContext(100, 20)
        root.render(in: ctx)
        XCTAssertNear(pixel(ctx, 5, 10).r, 128, 1)
        XCTAssertEqual(pixel(ctx, 5, 10).a, 255)
        let second = pixel(ctx, 15, 10)
        XCTAssertNear(second.a, 191, 1, "alpha 0.75")
        XCTAssertNear(second.r, Int(0.7 * 0.75 * 255), 2, "premultiplied red 0.7")
        XCTAssertNear(pixel(ctx, 35, 10).r, Int(1.0 * 0.25 * 255), 2, "red clamped at 1, alpha 0.25")
        XCTAssertEqual(pixel(ctx, 45, 10), .clear, "alpha clamped at 0: nothing")
        XCTAssertEqual(pixel(ctx, 95, 10), .clear)
    }

    /// Listing 6.9: two instances, the second moved below and flipped, its alpha 0.4.
    func testReflection() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 100))
        root.backgroundColor = color(1, 1, 1)
        let r = CAReplicatorLayer()
        r.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.addSublayer(r)
        let top = layer(CGRect(x: 0, y: 0, width: 40, height: 20)); top.backgroundColor = color(1, 0, 0)
        let bottom = layer(CGRect(x: 0, y: 20, width: 40, height: 20)); bottom.backgroundColor = color(0, 0, 1)
        r.addSublayer(top); r.addSublayer(bottom)
        r.instanceCount = 2
        var t = CATransform3DIdentity
        t = CATransform3DTranslate(t, 0, r.bounds.height + 2, 0)
        t = CATransform3DScale(t, 1, -1, 0)
        r.instanceTransform = t
        r.instanceAlphaOffset = -0.6
        let ctx = flippedContext(40, 100)
        root.render(in: ctx)
        writeArtifact(ctx.makeImage()!, "replicator-reflection")
        XCTAssertEqual(pixel(ctx, 20, 10), .red)
        XCTAssertEqual(pixel(ctx, 20, 30), .blue)
        XCTAssertEqual(pixel(ctx, 20, 41), .white, "a 2-point gap")
        // Mirrored: blue first (42…62), then red (62…82), at 40% over white.
        let blueish = pixel(ctx, 20, 50), reddish = pixel(ctx, 20, 75)
        XCTAssertNear(blueish.b, 255, 1); XCTAssertNear(blueish.r, 153, 2)
        XCTAssertNear(reddish.r, 255, 1); XCTAssertNear(reddish.b, 153, 2)
        XCTAssertEqual(pixel(ctx, 20, 90), .white)
    }

    func testBadInputIsCappedOrRefused() {
        let r = CAReplicatorLayer()
        r.instanceCount = 1_000_000_000
        XCTAssertEqual(r.instanceCount, CAReplicatorLayer.maxInstanceCount)
        r.instanceCount = -3
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        r.frame = root.bounds
        root.addSublayer(r)
        let cell = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        cell.backgroundColor = color(1, 0, 0)
        r.addSublayer(cell)
        let ctx = flippedContext(20, 20)
        root.render(in: ctx)
        XCTAssertEqual(pixel(ctx, 10, 10), .clear, "no instances: nothing drawn")
        let good = CATransform3DMakeTranslation(1, 2, 3)
        r.instanceTransform = good
        var bad = good; bad.m41 = .nan
        r.instanceTransform = bad
        XCTAssertEqual(r.instanceTransform.m43, 3, "a NaN transform is refused, the old one kept")
        XCTAssertEqual(r.value(forKey: "instanceCount") as? Int, -3)
        r.setValue(4, forKey: "instanceCount")
        XCTAssertEqual(r.instanceCount, 4)
        XCTAssertEqual(CAReplicatorLayer.defaultValue(forKey: "instanceColor") as! CGColor, CGColor.white)
    }

    /// A window's frame redraws every place an instance was and is.
    func testMovingTheSublayerDamagesEveryInstance() {
        let (root, replicator) = ring()
        let ctx = makeBitmapContext(width: 700, height: 800)
        let r = CARenderer(context: ctx)
        r.layer = root
        r.beginFrame(atTime: 0, timeStamp: nil); r.render(); r.endFrame()
        CATransaction.begin(); CATransaction.setDisableActions(true)
        replicator.sublayers![0].backgroundColor = color(0, 1, 0)
        CATransaction.commit()
        r.beginFrame(atTime: 1, timeStamp: nil)
        let damage = r.updateBounds()
        r.render(); r.endFrame()
        for k in 0..<10 {
            let (x, y) = centre(k)
            XCTAssertTrue(damage.contains(CGPoint(x: x, y: y)), "instance \(k) repainted")
            XCTAssertEqual(pixel(ctx, x, y).r, 0, "instance \(k) is green now")
            XCTAssertNear(pixel(ctx, x, y).g, Int((max(0, 1 - 0.1 * Double(k)) * 255).rounded()), 1, "green, shifted \(k) times")
        }
    }
}

/// A parent's bounds origin scrolls its sublayers (Programming iOS 6, "CAScrollLayer": changing
/// the bounds origin moves the content); their snapshots are reused, not rebuilt, yet each
/// frame shows them where the new origin puts them.
final class BoundsOriginFrameTests: XCTestCase {
    func testScrollingByTheBoundsOriginRedrawsTheMovedContent() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = color(1, 1, 1)
        let clip = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        clip.masksToBounds = true
        root.addSublayer(clip)
        let item = layer(CGRect(x: 10, y: 10, width: 20, height: 20))
        item.backgroundColor = color(1, 0, 0)
        clip.addSublayer(item)
        let ctx = makeBitmapContext(width: 100, height: 100)
        let r = CARenderer(context: ctx)
        r.layer = root
        r.beginFrame(atTime: 0, timeStamp: nil); r.render(); r.endFrame()
        XCTAssertEqual(pixel(ctx, 15, 15), .red)
        let before = item.cachedSnapshot
        CATransaction.begin(); CATransaction.setDisableActions(true)
        clip.bounds.origin = CGPoint(x: -40, y: -30)
        CATransaction.commit()
        r.beginFrame(atTime: 1, timeStamp: nil)
        let damage = r.updateBounds()
        r.render(); r.endFrame()
        XCTAssertTrue(item.cachedSnapshot === before, "the sublayer's snapshot is reused")
        XCTAssertEqual(pixel(ctx, 15, 15), .white, "the old place repainted")
        XCTAssertEqual(pixel(ctx, 55, 45), .red, "shown at (50, 40) now")
        XCTAssertTrue(damage.contains(CGPoint(x: 55, y: 45)) && damage.contains(CGPoint(x: 15, y: 15)))
        // A geometry-flipped parent places its sublayers from its bounds: they are rebuilt.
        clip.isGeometryFlipped = true
        r.beginFrame(atTime: 2, timeStamp: nil); r.render(); r.endFrame()
        let flipped = item.cachedSnapshot
        CATransaction.begin(); CATransaction.setDisableActions(true)
        clip.bounds.origin = .zero
        CATransaction.commit()
        r.beginFrame(atTime: 3, timeStamp: nil); r.render(); r.endFrame()
        XCTAssertFalse(item.cachedSnapshot === flipped)
        XCTAssertEqual(pixel(ctx, 15, 75), .red, "flipped: 10 points up from the bottom")
    }
}

/// preservesDepth (Apple: CAReplicatorLayer): instances keep their depth — drawn back to front
/// by z — instead of in instance order.
final class ReplicatorDepthTests: XCTestCase {
    func testPreservesDepthDrawsInstancesBackToFront() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 50))
        let r = CAReplicatorLayer()
        r.frame = root.bounds
        root.addSublayer(r)
        let cell = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        cell.backgroundColor = color(1, 1, 1)
        r.addSublayer(cell)
        r.instanceCount = 2
        r.instanceTransform = CATransform3DMakeTranslation(20, 0, -10)   // the second one behind
        r.instanceBlueOffset = -1; r.instanceGreenOffset = -1            // and red
        var ctx = flippedContext(100, 50)
        root.render(in: ctx)
        XCTAssertEqual(pixel(ctx, 30, 20), .red, "flattened: the second instance on top")
        r.preservesDepth = true
        XCTAssertEqual(r.value(forKey: "preservesDepth") as? Bool, true)
        ctx = flippedContext(100, 50)
        root.render(in: ctx)
        XCTAssertEqual(pixel(ctx, 30, 20), .white, "by depth: the first instance (z 0) in front of the second (z −10)")
        XCTAssertEqual(pixel(ctx, 50, 20), .red)
    }
}

/// `instanceDelay` (Apple's documentation: "the delay, in seconds, between replicated
/// copies"), on the main thread and on a window's render thread.
final class ReplicatorDelayTests: XCTestCase {
    /// Three instances 100 points apart; the square's y animates 0 → 100 over 1 s from media
    /// time 1; instance i runs it i × 0.5 s later (Apple: `instanceDelay`).
    func delayedRow() -> (root: CALayer, replicator: CAReplicatorLayer) {
        MediaClock.virtualTime = 1
        let root = layer(CGRect(x: 0, y: 0, width: 320, height: 140))
        root.backgroundColor = color(0, 0, 0)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(100, 0, 0)
        replicator.instanceDelay = 0.5
        root.addSublayer(replicator)
        let square = layer(CGRect(x: 10, y: 0, width: 20, height: 20))
        square.backgroundColor = color(1, 1, 1)
        replicator.addSublayer(square)
        let a = CABasicAnimation(keyPath: "position.y")
        a.fromValue = 10; a.toValue = 110; a.duration = 1
        a.beginTime = 1
        square.add(a, forKey: "drop")
        CATransaction.flush()
        return (root, replicator)
    }

    /// Where each instance's square is at media time 1.75: 75 and 25 points down, the third
    /// not started (its model place, y 0…20).
    func assertDelayedRow(_ probe: (Int, Int) -> RGBA8, _ path: String) {
        XCTAssertEqual(probe(20, 85), .white, "\(path): instance 0 at 0.75 s")
        XCTAssertEqual(probe(20, 15), .black, "\(path): instance 0 left the top")
        XCTAssertEqual(probe(120, 35), .white, "\(path): instance 1 at 0.25 s")
        XCTAssertEqual(probe(120, 85), .black, "\(path): instance 1 not that far yet")
        XCTAssertEqual(probe(220, 10), .white, "\(path): instance 2 not begun")
        XCTAssertEqual(probe(220, 60), .black)
    }

    func testInstanceDelayShiftsEachInstancesAnimations() {
        let (root, replicator) = delayedRow()
        defer { MediaClock.virtualTime = nil; replicator.sublayers?[0].removeAllAnimations() }
        XCTAssertEqual(CAReplicatorLayer.defaultValue(forKey: "instanceDelay") as? Double, 0)
        let ctx = flippedContext(320, 140)
        let r = CARenderer(context: ctx)
        r.layer = root
        MediaClock.virtualTime = 1.75
        r.beginFrame(atTime: 1.75, timeStamp: nil); r.render(); r.endFrame()
        writeArtifact(ctx.makeImage()!, "replicator-instance-delay")
        assertDelayedRow({ pixel(ctx, $0, $1) }, "main thread")

        // A window's render thread, from the committed tree at its own frame time.
        let tree = RenderTree.commit(root, snapshot: SurfaceRenderer.prepare(root, at: 1.1))
        let frame = tree.snapshot(at: 1.75)
        let out = flippedContext(320, 140)
        let renderer = SurfaceRenderer()
        let all = PixelRect(x: 0, y: 0, width: 320, height: 140)
        renderer.beginFrame(frame, map: .identity, viewport: all)
        renderer.render(into: out.surface, region: all)
        renderer.endFrame()
        assertDelayedRow({ pixel(out, $0, $1) }, "render thread")
        replicator.instanceDelay = .nan
        XCTAssertEqual(replicator.instanceDelay, 0.5, "non-finite refused")
    }
}
