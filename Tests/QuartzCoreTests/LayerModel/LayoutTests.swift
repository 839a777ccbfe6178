import XCTest
import QuartzCore

/// Records layout calls; optionally re-marks itself or mutates the tree while laying out.
final class RecordingLayer: CALayer {
    nonisolated(unsafe) static var log: [String] = []
    var onLayout: ((RecordingLayer) -> Void)?
    override func layoutSublayers() {
        RecordingLayer.log.append(name ?? "?")
        onLayout?(self)
        super.layoutSublayers()
    }
}

final class LayoutDelegate: CALayerDelegate {
    var calls = 0
    func layoutSublayers(of layer: CALayer) {
        calls += 1
        for sub in layer.sublayers ?? [] { sub.frame = layer.bounds.insetBy(dx: 10, dy: 10) }
    }
}

final class LayoutTests: XCTestCase {
    override func setUp() { RecordingLayer.log = [] }

    func recording(_ name: String) -> RecordingLayer { let l = RecordingLayer(); l.name = name; return l }

    /// "This method is called automatically whenever the layer bounds changes or the
    /// -setNeedsLayout method is called on the layer" (004).
    func testBoundsChangeAndSetNeedsLayoutMarkLayout() {
        let l = recording("l")
        XCTAssertTrue(l.needsLayout(), "a new layer is laid out at its first pass")
        l.layoutIfNeeded()
        XCTAssertFalse(l.needsLayout())
        RecordingLayer.log = []
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(l.needsLayout())
        l.layoutIfNeeded()
        XCTAssertFalse(l.needsLayout())
        XCTAssertEqual(RecordingLayer.log.filter { $0 == "l" }.count, 1)
        l.position = CGPoint(x: 5, y: 5)
        XCTAssertFalse(l.needsLayout(), "moving is not resizing")
        l.setNeedsLayout()
        l.layoutIfNeeded(); l.layoutIfNeeded()
        XCTAssertEqual(RecordingLayer.log.filter { $0 == "l" }.count, 2, "once per setNeedsLayout")
    }

    /// Top-down: a parent lays out before the children its layout resized.
    func testTopDownFromHighestAncestorNeedingLayout() {
        let root = recording("root"), mid = recording("mid"), leaf = recording("leaf")
        root.addSublayer(mid); mid.addSublayer(leaf)
        root.layoutIfNeeded()
        RecordingLayer.log = []
        root.onLayout = { _ in mid.bounds = CGRect(x: 0, y: 0, width: 50, height: 50) }
        leaf.setNeedsLayout()
        root.setNeedsLayout()
        leaf.layoutIfNeeded()         // climbs to root, the highest that needs layout
        XCTAssertEqual(RecordingLayer.log, ["root", "mid", "leaf"])
    }

    func testDelegateLaysOutSublayers() {
        let d = LayoutDelegate()
        let l = CALayer(), sub = CALayer()
        l.delegate = d
        l.addSublayer(sub)
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        l.layoutIfNeeded()
        XCTAssertEqual(d.calls, 1)
        XCTAssertEqual(sub.frame, CGRect(x: 10, y: 10, width: 80, height: 40))
    }

    /// Bad input: re-entrant setNeedsLayout inside layoutSublayers waits for the next pass.
    func testReentrantSetNeedsLayoutDoesNotLoop() {
        let l = recording("l")
        l.onLayout = { $0.setNeedsLayout() }
        l.setNeedsLayout()
        l.layoutIfNeeded()
        XCTAssertEqual(RecordingLayer.log, ["l"])
        XCTAssertTrue(l.needsLayout())
        l.layoutIfNeeded()
        XCTAssertEqual(RecordingLayer.log, ["l", "l"])
    }

    /// A frame's layout pass runs again while layout left layers needing it: here a later
    /// sibling's layout dirties an earlier one (a self-sizing cell resizing what holds it), which
    /// one walk down the tree has passed already. A layout that dirties itself every time is
    /// laid out a few times, not forever.
    func testTheFramesLayoutPassSettles() {
        let root = recording("root"), early = recording("early"), late = recording("late")
        root.addSublayer(early); root.addSublayer(late)
        var first = true
        late.onLayout = { _ in if first { first = false; early.setNeedsLayout() } }
        root.setNeedsLayout(); early.setNeedsLayout(); late.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(RecordingLayer.log, ["root", "early", "late"])
        XCTAssertTrue(early.needsLayout(), "one walk leaves it")
        RecordingLayer.log = []
        first = true
        root.setNeedsLayout(); early.setNeedsLayout(); late.setNeedsLayout()
        root.layoutUntilSettled()
        XCTAssertEqual(RecordingLayer.log, ["root", "early", "late", "early"])
        XCTAssertFalse(early.needsLayout())

        RecordingLayer.log = []
        late.onLayout = { $0.setNeedsLayout() }
        late.setNeedsLayout()
        root.layoutUntilSettled()
        XCTAssertEqual(RecordingLayer.log, ["late", "late", "late", "late"], "bounded")
    }

    /// Bad input: removing a layer (or adding one) while the parent lays out.
    func testMutatingTheTreeDuringLayout() {
        let root = recording("root"), a = recording("a"), b = recording("b")
        root.addSublayer(a); root.addSublayer(b)
        root.layoutIfNeeded()
        RecordingLayer.log = []
        root.onLayout = { r in
            a.removeFromSuperlayer()
            let c = RecordingLayer(); c.name = "c"
            r.addSublayer(c)
        }
        a.setNeedsLayout(); b.setNeedsLayout(); root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(RecordingLayer.log, ["root", "b", "c"], "the removed layer is skipped, the new one laid out")
    }

    /// Autoresizing: the superlayer's change is shared among the flexible parts.
    func testAutoresizingMask() {
        let parent = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretch = layer(CGRect(x: 10, y: 10, width: 80, height: 20))
        stretch.autoresizingMask = [.layerWidthSizable, .layerMaxYMargin]
        let pinnedRight = layer(CGRect(x: 70, y: 70, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.layerMinXMargin, .layerMinYMargin]
        let centred = layer(CGRect(x: 40, y: 40, width: 20, height: 20))
        centred.autoresizingMask = [.layerMinXMargin, .layerMaxXMargin]
        let fixed = layer(CGRect(x: 5, y: 5, width: 10, height: 10))
        for l in [stretch, pinnedRight, centred, fixed] { parent.addSublayer(l) }
        parent.bounds.size = CGSize(width: 200, height: 150)
        XCTAssertEqual(stretch.frame, CGRect(x: 10, y: 10, width: 180, height: 20))
        XCTAssertEqual(pinnedRight.frame, CGRect(x: 170, y: 120, width: 20, height: 20))
        XCTAssertEqual(centred.frame, CGRect(x: 90, y: 40, width: 20, height: 20), "both margins flexible: stays centred")
        XCTAssertEqual(fixed.frame, CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    /// 001 Listing 4-2, in Lamina's y-down space: attributes are numeric, so "minY" is the top.
    /// layerA 100×25 centred; layerB as wide as A, centred on it, its maxY 10 above A's minY
    /// and its minY 10 below the superlayer's minY.
    func testListing4_2ConstraintLayout() {
        let theLayer = CALayer()
        theLayer.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        theLayer.layoutManager = CAConstraintLayoutManager()
        let layerA = CALayer()
        layerA.name = "layerA"
        layerA.bounds = CGRect(x: 0, y: 0, width: 100, height: 25)
        layerA.borderWidth = 2
        layerA.addConstraint(CAConstraint(attribute: .midY, relativeTo: "superlayer", attribute: .midY))
        layerA.addConstraint(CAConstraint(attribute: .midX, relativeTo: "superlayer", attribute: .midX))
        theLayer.addSublayer(layerA)
        let layerB = CALayer()
        layerB.name = "layerB"
        layerB.borderWidth = 2
        layerB.addConstraint(CAConstraint(attribute: .width, relativeTo: "layerA", attribute: .width))
        layerB.addConstraint(CAConstraint(attribute: .midX, relativeTo: "layerA", attribute: .midX))
        layerB.addConstraint(CAConstraint(attribute: .maxY, relativeTo: "layerA", attribute: .minY, offset: -10))
        layerB.addConstraint(CAConstraint(attribute: .minY, relativeTo: "superlayer", attribute: .minY, offset: 10))
        // layerB is added before its reference is laid out? No: after, as in the listing; order must not matter.
        theLayer.insertSublayer(layerB, at: 0)
        theLayer.layoutIfNeeded()
        XCTAssertEqual(layerA.frame, CGRect(x: 100, y: 87.5, width: 100, height: 25))
        XCTAssertEqual(layerB.frame, CGRect(x: 100, y: 10, width: 100, height: 67.5),
                       "B spans from 10 below the superlayer's minY to 10 short of A's minY")
        // The layout follows the superlayer's size.
        theLayer.bounds.size = CGSize(width: 400, height: 300)
        theLayer.layoutIfNeeded()
        XCTAssertEqual(layerA.frame, CGRect(x: 150, y: 137.5, width: 100, height: 25))
        XCTAssertEqual(layerB.frame.height, 117.5)
    }

    func testConstraintScaleOffsetAndPreferredSize() {
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        parent.layoutManager = CAConstraintLayoutManager()
        let half = CALayer()
        half.addConstraint(CAConstraint(attribute: .width, relativeTo: "superlayer", attribute: .width, scale: 0.5, offset: 0))
        half.addConstraint(CAConstraint(attribute: .maxX, relativeTo: "superlayer", attribute: .maxX))
        half.addConstraint(CAConstraint(attribute: .minY, relativeTo: "superlayer", attribute: .minY, offset: 5))
        half.addConstraint(CAConstraint(attribute: .maxY, relativeTo: "superlayer", attribute: .maxY, offset: -5))
        parent.addSublayer(half)
        parent.layoutIfNeeded()
        XCTAssertEqual(half.frame, CGRect(x: 100, y: 5, width: 100, height: 90))
        XCTAssertEqual(parent.preferredFrameSize(), CGSize(width: 200, height: 100))
        // A constraint naming no sibling is ignored, not a crash.
        let lost = CALayer()
        lost.addConstraint(CAConstraint(attribute: .minX, relativeTo: "nobody", attribute: .maxX))
        parent.addSublayer(lost)
        parent.layoutIfNeeded()
        XCTAssertEqual(lost.frame, .zero)
    }

    /// Circular constraints: "the layout behavior is undefined" (001) — here it terminates.
    func testCircularConstraintsTerminate() {
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.layoutManager = CAConstraintLayoutManager()
        let a = CALayer(), b = CALayer()
        a.name = "a"; b.name = "b"
        a.addConstraint(CAConstraint(attribute: .minX, relativeTo: "b", attribute: .maxX))
        b.addConstraint(CAConstraint(attribute: .minX, relativeTo: "a", attribute: .maxX))
        parent.addSublayer(a); parent.addSublayer(b)
        parent.layoutIfNeeded()
        XCTAssertFalse(parent.needsLayout())
    }
}
