import XCTest
@testable import QuartzCore

final class HierarchyTests: XCTestCase {
    func testAddInsertReplaceRemove() {
        let root = CALayer()
        let a = layer(.zero, name: "a"), b = layer(.zero, name: "b"), c = layer(.zero, name: "c"), d = layer(.zero, name: "d")
        root.addSublayer(a)
        root.addSublayer(c)
        root.insertSublayer(b, above: a)
        root.insertSublayer(d, at: 0)
        XCTAssertEqual(root.sublayers?.map(\.name), ["d", "a", "b", "c"])
        XCTAssertTrue(a.superlayer === root)
        let e = layer(.zero, name: "e")
        root.insertSublayer(e, below: c)
        XCTAssertEqual(root.sublayers?.map(\.name), ["d", "a", "b", "e", "c"])
        let f = layer(.zero, name: "f")
        root.replaceSublayer(b, with: f)
        XCTAssertEqual(root.sublayers?.map(\.name), ["d", "a", "f", "e", "c"])
        XCTAssertNil(b.superlayer)
        e.removeFromSuperlayer()
        XCTAssertEqual(root.sublayers?.map(\.name), ["d", "a", "f", "c"])
        root.insertSublayer(layer(.zero, name: "g"), below: nil)
        XCTAssertEqual(root.sublayers?.first?.name, "g", "below nil: at the bottom")
        root.insertSublayer(layer(.zero, name: "h"), at: 99)
        XCTAssertEqual(root.sublayers?.last?.name, "h", "an index past the end appends")
    }

    /// "If the sublayer you are inserting is already in another layer hierarchy, it is removed
    /// from that hierarchy first" (001 Table 4-1); re-adding to the same parent moves it.
    func testMovingBetweenParents() {
        let p1 = CALayer(), p2 = CALayer(), x = CALayer(), y = CALayer()
        p1.addSublayer(x); p1.addSublayer(y)
        p2.addSublayer(x)
        XCTAssertEqual(p1.sublayers?.count, 1)
        XCTAssertTrue(x.superlayer === p2)
        p2.addSublayer(y)
        XCTAssertNil(p1.sublayers, "no sublayers: nil, as Apple's")
        p2.addSublayer(x)
        XCTAssertTrue(p2.sublayers![1] === x, "re-adding moves it to the top")
        XCTAssertEqual(p2.sublayers?.count, 2)
        // Brought to the top without a message (`UIView.bringSubviewToFront` does this).
        let p3 = CALayer()
        for _ in 0..<7 { p3.addSublayer(CALayer()) }
        let first = p3.sublayers![0]
        p3.addSublayer(first)
        XCTAssertTrue(p3.sublayers!.last === first)
        XCTAssertFalse(Diagnostics.hasWarned("insertSublayer(_:at: 7) beyond 6"))
        p3.insertSublayer(CALayer(), at: 9)
        XCTAssertTrue(Diagnostics.hasWarned("insertSublayer(_:at: 9) beyond 7 sublayers"), "a real overrun still says so")
    }

    /// "Unlike a view's subviews property, a layer's sublayers property is writable… To remove
    /// all of a layer's sublayers, set its sublayers property to nil." (000)
    func testSublayersSettable() {
        let root = CALayer(), a = CALayer(), b = CALayer()
        root.sublayers = [a, b]
        XCTAssertTrue(a.superlayer === root && b.superlayer === root)
        root.sublayers = nil
        XCTAssertNil(root.sublayers)
        XCTAssertNil(a.superlayer)
    }

    /// Bad input: adding a layer to itself or to a descendant is refused, never a hang.
    func testCyclesRefused() {
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.addSublayer(child); child.addSublayer(grandchild)
        grandchild.addSublayer(root)
        XCTAssertNil(root.superlayer)
        root.addSublayer(root)
        XCTAssertEqual(root.sublayers?.count, 1)
        child.insertSublayer(root, above: grandchild)
        XCTAssertNil(root.superlayer)
        // A layer's own mask into its own tree is refused too.
        let m = CALayer()
        root.mask = m
        grandchild.addSublayer(m)
        XCTAssertTrue(root.mask === m)
        XCTAssertNil(grandchild.sublayers)
        root.mask = root
        XCTAssertTrue(root.mask === m, "a layer cannot mask itself")
        grandchild.mask = root
        XCTAssertTrue(grandchild.mask == nil, "nor be the mask of its descendant")
    }

    /// The mask: taken out of its tree, reports the masked layer as superlayer, never listed.
    func testMaskRelationship() {
        let tree = CALayer(), m = CALayer(), target = CALayer()
        tree.addSublayer(m)
        target.mask = m
        XCTAssertNil(tree.sublayers, "assigning a layer in a tree takes it out")
        XCTAssertTrue(m.superlayer === target)
        XCTAssertNil(target.sublayers)
        m.removeFromSuperlayer()
        XCTAssertNil(target.mask, "removing the mask from its superlayer unmasks")
        let other = CALayer()
        target.mask = m
        other.mask = m
        XCTAssertNil(target.mask, "a mask serves one layer")
        XCTAssertTrue(m.superlayer === other)
    }

    /// Superlayer references are weak: a dropped tree is freed.
    func testDroppedTreeIsFreed() {
        weak var weakRoot: CALayer?
        weak var weakChild: CALayer?
        do {
            let root = CALayer(), child = CALayer()
            root.addSublayer(child)
            root.mask = CALayer()
            weakRoot = root; weakChild = child
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakChild)
    }

    /// 000: "all sublayers with the same zPosition are drawn in the order they are listed…
    /// lower zPosition siblings are drawn before higher" — a stable sort.
    func testDrawingOrderIsStableSortByZPosition() {
        let root = CALayer()
        let names = ["a", "b", "c", "d", "e"]
        let z: [CGFloat] = [0, 1, 0, -1, 1]
        for (n, zp) in zip(names, z) { let l = layer(.zero, name: n); l.zPosition = zp; root.addSublayer(l) }
        XCTAssertEqual(root.sublayersInDrawingOrder.map(\.name), ["d", "a", "c", "b", "e"])
    }
}

final class HitTestingTests: XCTestCase {
    /// contains(_:) uses the layer's own bounds, half-open.
    func testContainsIsHalfOpen() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertTrue(l.contains(CGPoint(x: 99.9, y: 99.9)))
        XCTAssertFalse(l.contains(CGPoint(x: 100, y: 100)))
        XCTAssertTrue(l.contains(.zero))
        XCTAssertFalse(l.contains(CGPoint(x: -0.1, y: 5)))
    }

    /// 004 Listing 3.5: hitTest takes a point in the superlayer's space and returns the deepest layer.
    func testDeepestLayerAndNilOutside() {
        let view = layer(CGRect(x: 0, y: 0, width: 320, height: 480))
        let white = layer(CGRect(x: 60, y: 140, width: 200, height: 200))
        let blue = layer(CGRect(x: 50, y: 50, width: 100, height: 100))
        view.addSublayer(white); white.addSublayer(blue)
        XCTAssertTrue(white.hitTest(CGPoint(x: 160, y: 240)) === blue)
        XCTAssertTrue(white.hitTest(CGPoint(x: 70, y: 150)) === white)
        XCTAssertNil(white.hitTest(CGPoint(x: 10, y: 10)), "outside the outermost layer: nil")
        XCTAssertTrue(view.hitTest(CGPoint(x: 160, y: 240)) === blue)
    }

    /// 004: "the order of testing is based strictly on the order of layers within the layer
    /// tree. The zPosition … can affect the apparent order … but not the order in which touches
    /// will be processed."
    func testHitTestingIgnoresZPosition() {
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let green = layer(CGRect(x: 0, y: 0, width: 100, height: 100), name: "green")
        let red = layer(CGRect(x: 50, y: 50, width: 100, height: 100), name: "red")
        root.addSublayer(green); root.addSublayer(red)
        green.zPosition = 1     // Listing 3.3: green now draws in front
        XCTAssertEqual(root.sublayersInDrawingOrder.last?.name, "green")
        XCTAssertEqual(root.hitTest(CGPoint(x: 75, y: 75))?.name, "red", "red is later in the array: it wins the touch")
    }

    func testTransformsMasksToBoundsAndHidden() {
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = layer(CGRect(x: 50, y: 50, width: 100, height: 100), name: "box")
        let outside = layer(CGRect(x: 90, y: 90, width: 50, height: 50), name: "outside")  // sticks out of box
        root.addSublayer(box); box.addSublayer(outside)
        XCTAssertEqual(root.hitTest(CGPoint(x: 185, y: 185))?.name, "outside", "sublayers outside the bounds still hit")
        box.masksToBounds = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 185, y: 185)) === root)
        box.masksToBounds = false
        outside.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 185, y: 185)) === root, "hidden layers are not hit")
        outside.isHidden = false
        box.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        // The box's corner (50, 50) rotated 45° about (100, 100) moves to (100, 29.3): no longer inside.
        XCTAssertTrue(root.hitTest(CGPoint(x: 55, y: 55)) === root)
        XCTAssertEqual(root.hitTest(CGPoint(x: 100, y: 35))?.name, "box")
    }

    /// Hit testing prunes subtrees whose bounds cannot contain the point.
    func testPruningVisitsOnlyCandidatePaths() {
        let root = layer(CGRect(x: 0, y: 0, width: 1000, height: 1000))
        for i in 0..<10 {
            let column = layer(CGRect(x: CGFloat(i) * 100, y: 0, width: 100, height: 1000))
            for j in 0..<10 { column.addSublayer(layer(CGRect(x: 0, y: CGFloat(j) * 100, width: 100, height: 100))) }
            root.addSublayer(column)
        }
        var visited = 0
        let hit = root.hitTest(CGPoint(x: 555, y: 555), visited: &visited)
        XCTAssertTrue(hit?.superlayer === root.sublayers![5])
        XCTAssertLessThanOrEqual(visited, 1 + 10 + 10, "root, its 10 columns, and one column's 10 cells at most")
    }

    /// A parent that goes away while its sublayer (or mask) lives on leaves it with no
    /// superlayer, as Apple's: the back pointers are not owning, and the owner clears them.
    func testSuperlayerClearedWhenTheParentGoes() {
        let child = CALayer(), mask = CALayer()
        do {
            let parent = CALayer()
            parent.addSublayer(child)
            parent.mask = mask
            XCTAssertTrue(child.superlayer === parent)
            XCTAssertTrue(mask.superlayer === parent)
        }
        XCTAssertNil(child.superlayer)
        XCTAssertNil(mask.superlayer)
        let other = CALayer()
        other.addSublayer(child)
        XCTAssertTrue(child.superlayer === other)
        XCTAssertEqual(child.convert(CGPoint(x: 1, y: 1), to: nil), CGPoint(x: 1, y: 1))
    }
}
