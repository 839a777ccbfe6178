import XCTest
import Foundation
@testable import QuartzCore

/// The render thread's side: a committed tree evaluates its animations at any time without
/// the model, and draws what the main thread would have drawn at that time.
final class RenderTreeTests: AnimationTestCase {
    private let side = 200

    /// A scene with an animation of each kind the render tree must replay: basic (struct
    /// sub-path and named timing), keyframe, spring, group, sublayer-placing keys (bounds
    /// origin, sublayerTransform), a transition, and a parent with its own speed.
    private func buildScene() -> [CALayer] {
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        func square(_ x: CGFloat, _ y: CGFloat, _ c: CGColor, in parent: CALayer? = nil) -> CALayer {
            let l = CALayer()
            l.frame = CGRect(x: x, y: y, width: 30, height: 30)
            l.backgroundColor = c
            (parent ?? root).addSublayer(l)
            return l
        }
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let green = CGColor(red: 0, green: 0.6, blue: 0, alpha: 1)
        let a = square(10, 10, red)
        let b = square(60, 10, blue)
        let holder = square(110, 10, CGColor(gray: 0.8, alpha: 1))
        holder.bounds.size = CGSize(width: 60, height: 60)
        let inner = square(5, 5, green, in: holder)
        let clipped = square(10, 110, CGColor(gray: 0.7, alpha: 1))
        clipped.bounds.size = CGSize(width: 60, height: 60)
        _ = square(20, 20, red, in: clipped)
        let spring = square(100, 120, green)
        let fast = square(150, 150, CGColor(gray: 0.5, alpha: 1))
        fast.speed = 2
        let child = square(0, 0, blue, in: fast)
        child.bounds.size = CGSize(width: 12, height: 12)
        let shadowed = square(20, 160, blue)
        shadowed.borderWidth = 3
        shadowed.shadowOffset = CGSize(width: 4, height: 4)
        let grow = square(150, 60, red)
        CATransaction.flush()

        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 25; move.toValue = 180; move.duration = 2
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        a.add(move, forKey: "move")

        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.byValue = CGFloat.pi; turn.duration = 1.5
        b.add(turn, forKey: "turn")
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [1, 0.2, 1]; fade.keyTimes = [0, 0.3, 1]; fade.duration = 1.2; fade.repeatCount = 2
        b.add(fade, forKey: "fade")

        let zoom = CABasicAnimation(keyPath: "sublayerTransform")
        zoom.toValue = CATransform3DMakeScale(1.8, 1.8, 1); zoom.duration = 1.6; zoom.autoreverses = true
        holder.add(zoom, forKey: "zoom")
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.toValue = CGColor(red: 1, green: 1, blue: 0, alpha: 1); tint.duration = 1
        inner.add(tint, forKey: "tint")

        let scroll = CABasicAnimation(keyPath: "bounds.origin")
        scroll.toValue = CGPoint(x: 15, y: 10); scroll.duration = 1.4
        scroll.fillMode = .forwards; scroll.isRemovedOnCompletion = false
        clipped.add(scroll, forKey: "scroll")
        let group = CAAnimationGroup()
        let corner = CABasicAnimation(keyPath: "cornerRadius"); corner.toValue = 20
        let border = CABasicAnimation(keyPath: "borderWidth"); border.toValue = 6
        group.animations = [corner, border]; group.duration = 1.8
        clipped.add(group, forKey: "style")

        let bounce = CASpringAnimation(keyPath: "position.y")
        bounce.fromValue = 120; bounce.toValue = 170; bounce.duration = bounce.settlingDuration
        spring.add(bounce, forKey: "bounce")

        let slide = CABasicAnimation(keyPath: "position")
        slide.fromValue = CGPoint(x: 5, y: 5); slide.toValue = CGPoint(x: 40, y: 40); slide.duration = 3
        child.add(slide, forKey: "slide")

        let push = CATransition()
        push.type = .push; push.subtype = .fromLeft; push.duration = 1
        fast.add(push, forKey: kCATransition)
        fast.backgroundColor = CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)

        // The fields a frame patches in place: shadow and border colour, radius, opacity;
        // a size (bounds, reach and placement about the anchor) and z.
        let shade = CAAnimationGroup()
        let shadowOpacity = CABasicAnimation(keyPath: "shadowOpacity"); shadowOpacity.fromValue = 0.1; shadowOpacity.toValue = 0.9
        let shadowRadius = CABasicAnimation(keyPath: "shadowRadius"); shadowRadius.fromValue = 1; shadowRadius.toValue = 8
        let shadowColor = CABasicAnimation(keyPath: "shadowColor"); shadowColor.toValue = red
        let borderColor = CABasicAnimation(keyPath: "borderColor"); borderColor.toValue = green
        shade.animations = [shadowOpacity, shadowRadius, shadowColor, borderColor]; shade.duration = 2.5
        shadowed.add(shade, forKey: "shade")
        let size = CABasicAnimation(keyPath: "bounds.size")
        size.toValue = CGSize(width: 44, height: 18); size.duration = 2; size.autoreverses = true
        grow.add(size, forKey: "size")
        let lift = CABasicAnimation(keyPath: "zPosition"); lift.toValue = 5; lift.duration = 2
        grow.add(lift, forKey: "lift")
        return [a, b, holder, inner, clipped, spring, fast, child, shadowed, grow]
    }

    private func pixels(_ renderer: SurfaceRenderer, _ box: SnapshotBox) -> [UInt8] {
        let buffer = PixelBuffer(width: side, height: side, format: .argb32)!
        renderer.beginFrame(box, map: .identity, viewport: PixelRect(x: 0, y: 0, width: side, height: side))
        renderer.render(into: buffer, region: PixelRect(x: 0, y: 0, width: side, height: side))
        renderer.endFrame()
        return Array(UnsafeRawBufferPointer(start: buffer.pointer, count: buffer.stride * side))
    }

    private func mainFrame(_ renderer: SurfaceRenderer, at t: CFTimeInterval) -> [UInt8] {
        MediaClock.virtualTime = t
        return pixels(renderer, SurfaceRenderer.prepare(root, at: t))
    }

    private func commit(at t: CFTimeInterval) -> RenderTree {
        MediaClock.virtualTime = t
        return RenderTree.commit(root, snapshot: SurfaceRenderer.prepare(root, at: t))
    }

    func testCommittedFramesMatchTheMainThreadsFrames() {
        _ = buildScene()
        let tree = commit(at: 1000)
        XCTAssertTrue(tree.isAnimating)
        let onMain = SurfaceRenderer(), onRender = SurfaceRenderer()
        var seen: [[UInt8]] = []
        for dt in [0.05, 0.37, 0.8, 1.3, 1.75, 2.4, 3.5] {
            let committed = pixels(onRender, tree.snapshot(at: 1000 + dt))
            let main = mainFrame(onMain, at: 1000 + dt)
            XCTAssertEqual(committed.count, main.count)
            let differing = zip(committed, main).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "bytes differing at +\(dt) s")
            seen.append(committed)
        }
        XCTAssertEqual(Set(seen.map { $0.hashValue }).count, seen.count, "every frame shows the animations somewhere else")
    }

    /// What each layer of a committed frame reaches (its subtree's and its painted bounds, which
    /// damage and culling read) is what the main thread measures at the same time — the render
    /// thread measures its sublayers' part as it places them (`LayerSnapshot.reach(_:adding:)`).
    func testCommittedFramesMeasureTheMainThreadsBounds() {
        _ = buildScene()
        let tree = commit(at: 1000)
        func compare(_ a: SnapshotBox, _ b: SnapshotBox, _ path: String, _ dt: Double) {
            XCTAssertEqual(a.snapshot.subtreeBounds, b.snapshot.subtreeBounds, "subtree bounds of \(path) at +\(dt) s")
            XCTAssertEqual(a.snapshot.paintedBounds, b.snapshot.paintedBounds, "painted bounds of \(path) at +\(dt) s")
            XCTAssertEqual(a.snapshot.sublayerBoxes.count, b.snapshot.sublayerBoxes.count, path)
            for (i, (x, y)) in zip(a.snapshot.sublayerBoxes, b.snapshot.sublayerBoxes).enumerated() { compare(x, y, path + "/\(i)", dt) }
        }
        var grew = false
        for dt in [0.05, 0.8, 1.3, 2.4] {
            let committed = tree.snapshot(at: 1000 + dt)
            MediaClock.virtualTime = 1000 + dt
            let main = SurfaceRenderer.prepare(root, at: 1000 + dt)
            compare(committed, main, "root", dt)
            // The sliding child of `fast` and the zoomed holder's child carry their parents' reach.
            grew = grew || committed.snapshot.sublayerBoxes.contains { $0.snapshot.subtreeBounds != $0.snapshot.bounds }
        }
        XCTAssertTrue(grew, "some layer's subtree reaches past its own bounds")
    }

    /// A layout pass that adds an animated layer (UIKit apps build views in `layoutSubviews`):
    /// the turn commits after laying out, as Apple's does, so the animation is in the tree the
    /// window sends this turn — the render thread must not keep a tree without it (it did: a
    /// resized gallery froze).
    func testAnAnimationAddedInALayoutPassReachesTheRenderThread() {
        final class Builder: CALayerDelegate {
            var built = false
            func layoutSublayers(of layer: CALayer) {
                guard !built else { return }
                built = true
                let mover = CALayer()
                mover.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                let move = CABasicAnimation(keyPath: "position.x")
                move.fromValue = 10
                move.toValue = 150
                move.duration = 1
                mover.add(move, forKey: "move")
                layer.addSublayer(mover)
            }
        }
        let builder = Builder()
        root.delegate = builder
        root.setNeedsLayout()
        MediaClock.virtualTime = 1
        SurfaceRenderer.advanceModel(root, at: 1)
        XCTAssertTrue(builder.built)
        XCTAssertTrue(RenderTree.commit(root, snapshot: LayerSnapshot.box(of: root)).isAnimating,
                      "the layout pass's animation is committed with the turn that made it")
        root.delegate = nil
    }

    func testAStalledModelDoesNotStopTheCommittedAnimations() {
        let layers = buildScene()
        let tree = commit(at: 1000)
        let renderer = SurfaceRenderer()
        let before = pixels(renderer, tree.snapshot(at: 1000.6))
        // The main thread changes everything and drops the animations, and does not commit.
        CATransaction.setDisableActions(true)
        for l in layers {
            l.removeAllAnimations()
            l.backgroundColor = CGColor(red: 0, green: 1, blue: 1, alpha: 1)
            l.position = CGPoint(x: 100, y: 100)
        }
        let after = pixels(SurfaceRenderer(), tree.snapshot(at: 1000.6))
        XCTAssertEqual(before, after, "the committed tree is what the render thread shows until the next commit")
        // The next commit shows the new model: nothing animates any more.
        let next = commit(at: 1000.7)
        XCTAssertFalse(next.isAnimating)
        XCTAssertEqual(pixels(SurfaceRenderer(), next.snapshot(at: 1000.7)), mainFrame(SurfaceRenderer(), at: 1000.7))
    }

    func testProgramsAreKeptWhileNothingChanges() {
        let layers = buildScene()
        _ = commit(at: 1000)
        let programs = layers.map { $0.renderProgram }
        XCTAssertTrue(programs[0] != nil && programs[2] != nil)
        _ = commit(at: 1000.1)
        XCTAssertTrue(zip(programs, layers.map { $0.renderProgram }).allSatisfy { $0 === $1 }, "reused while nothing changed")
        layers[0].backgroundColor = CGColor(gray: 0, alpha: 1)
        _ = commit(at: 1000.2)
        XCTAssertFalse(programs[0] === layers[0].renderProgram, "a model change makes a new program")
        XCTAssertTrue(programs[1] === layers[1].renderProgram)
    }

    /// A layer class whose animated key redraws it: asked on the main thread only.
    final class Dial: CALayer, CALayerPresentationCopying {
        @LayerProperty("turn") var turn: CGFloat = 0
        nonisolated(unsafe) static var askedOffMain = 0
        override init() { super.init() }
        override init(layer: Any) { super.init(layer: layer) }
        override class func needsDisplay(forKey key: String) -> Bool {
            if !Thread.isMainThread { askedOffMain += 1 }
            return key == "turn" || super.needsDisplay(forKey: key)
        }
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * turn, height: bounds.height))
        }
    }

    /// The app's `needsDisplay(forKey:)` is never asked from the render thread: the commit asks
    /// it, and a layer whose animated key redraws it shows the main thread's drawing.
    func testRedrawingKeysAreDecidedOnTheMainThread() {
        let dial = Dial()
        dial.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        root.addSublayer(dial)
        let other = CALayer()
        other.frame = CGRect(x: 20, y: 100, width: 30, height: 30)
        other.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(other)
        CATransaction.flush()
        let spin = CABasicAnimation(keyPath: "turn"); spin.fromValue = 0; spin.toValue = 1; spin.duration = 2
        dial.add(spin, forKey: "spin")
        let slide = CABasicAnimation(keyPath: "position.x"); slide.byValue = 50; slide.duration = 2
        other.add(slide, forKey: "slide")
        CATransaction.flush()                   // both begin at 1000
        let tree = commit(at: 1001)
        Dial.askedOffMain = 0
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var snapshots: [SnapshotBox] = []
        let thread = Thread {
            for t in [1001.1, 1001.2, 1001.3, 1001.4] { snapshots.append(tree.snapshot(at: t)) }
            done.signal()
        }
        thread.start()
        done.wait()
        XCTAssertEqual(Dial.askedOffMain, 0, "needsDisplay(forKey:) asked on the render thread")
        // The dial is the committed drawing (half turned at 1001); the plain layer moves on.
        let renderer = SurfaceRenderer()
        let last = pixels(renderer, snapshots.last!)
        func at(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * side + x) * 4; return Array(last[i..<(i + 4)]) }
        XCTAssertEqual(at(60, 40), [255, 0, 0, 255], "the dial's committed drawing: blue up to half (BGRA)")
        XCTAssertEqual(at(80, 40)[3], 0, "and nothing beyond the half it was drawn at")
        XCTAssertEqual(at(80, 115), [0, 0, 255, 255], "the plain layer slid on: x 55…85 at 1001.4 (BGRA)")
        XCTAssertEqual(at(45, 115)[3], 0, "and left where it was at the commit (x 45…75)")
    }

    /// The committed copies hold no delegate: the app's delegate (retained by its animation, as
    /// on Apple) is never released last by the render thread, and never called from it.
    func testCommittedAnimationsHoldNoDelegate() {
        final class Watcher: CAAnimationDelegate {}
        weak var gone: Watcher?
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(l)
        CATransaction.flush()
        func addGroup() {
            let watcher = Watcher()
            gone = watcher
            let group = CAAnimationGroup()
            let fade = CABasicAnimation(keyPath: "opacity"); fade.toValue = 0; fade.delegate = watcher
            group.animations = [fade]; group.duration = 5; group.delegate = watcher
            l.add(group, forKey: "g")
        }
        addGroup()
        let tree = commit(at: 1000)
        XCTAssertTrue(tree.isAnimating)
        XCTAssertNotNil(gone, "the layer's own animation holds its delegate, as on Apple")
        l.removeAllAnimations()
        AnimationEngine.shared.advance(to: 1000.1)
        withExtendedLifetime(tree) {
            XCTAssertNil(gone, "only the committed tree is left holding the animation: not the delegate")
        }
    }

    /// The render thread's frames do not depend on what the main thread does meanwhile.
    func testEvaluatesOnAnotherThreadWhileTheModelChanges() {
        let layers = buildScene()
        let tree = commit(at: 1000)
        let times = stride(from: 1000.0, through: 1002.0, by: 0.1).map { $0 }
        let frames = LockedFrames()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { [side] in
            let renderer = SurfaceRenderer()
            for t in times {
                let buffer = PixelBuffer(width: side, height: side, format: .argb32)!
                renderer.beginFrame(tree.snapshot(at: t), map: .identity, viewport: PixelRect(x: 0, y: 0, width: side, height: side))
                renderer.render(into: buffer, region: PixelRect(x: 0, y: 0, width: side, height: side))
                renderer.endFrame()
                frames.append(Array(UnsafeRawBufferPointer(start: buffer.pointer, count: buffer.stride * side)))
            }
            done.signal()
        }
        thread.start()
        var i = 0
        while done.wait(timeout: .now()) == .timedOut {
            // Model changes, committed and animated on the main thread, as an app's would be.
            let l = layers[i % layers.count]
            l.position.x += 1
            l.backgroundColor = CGColor(gray: CGFloat(i % 10) / 10, alpha: 1)
            let a = CABasicAnimation(keyPath: "opacity"); a.toValue = 0.5; a.duration = 1
            l.add(a, forKey: "o\(i % 3)")
            _ = SurfaceRenderer.prepare(root, at: 1000 + Double(i % 20) * 0.05)
            i += 1
        }
        XCTAssertEqual(frames.count, times.count)
        // Compared with a fresh evaluation of the same committed tree here, afterwards.
        let renderer = SurfaceRenderer()
        for (k, t) in times.enumerated() where k % 5 == 0 {
            let differing = zip(frames.frame(k), pixels(renderer, tree.snapshot(at: t))).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "bytes differing in the frame at \(t)")
        }
    }
}

private final class LockedFrames: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [[UInt8]] = []
    func append(_ f: [UInt8]) { lock.lock(); frames.append(f); lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return frames.count }
    func frame(_ i: Int) -> [UInt8] { lock.lock(); defer { lock.unlock() }; return frames[i] }
}
