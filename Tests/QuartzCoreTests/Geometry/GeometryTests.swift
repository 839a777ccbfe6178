import XCTest
import QuartzCore

final class LayerGeometryTests: XCTestCase {
    /// 001: "Core Animation sets the initial width and height of the layer to 0 and sets the
    /// position to (0, 0)"; the anchor defaults to the centre; contentsScale 1.
    func testDefaults() {
        let l = CALayer()
        XCTAssertEqual(l.bounds, .zero)
        XCTAssertEqual(l.position, .zero)
        XCTAssertEqual(l.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(l.contentsScale, 1)
        XCTAssertEqual(l.opacity, 1)
        XCTAssertEqual(l.contentsGravity, .resize)
        XCTAssertEqual(l.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(l.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(l.shadowRadius, 3)
        XCTAssertEqual(l.shadowOpacity, 0)
        XCTAssertEqual(l.borderColor, CGColor(gray: 0, alpha: 1))
        XCTAssertNil(l.backgroundColor)
        XCTAssertTrue(l.isDoubleSided)
        XCTAssertTrue(l.allowsGroupOpacity)
        XCTAssertEqual(l.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(l.cornerCurve, .circular)
        XCTAssertEqual(l.minificationFilter, .linear)
        XCTAssertNil(l.sublayers)
        XCTAssertNil(l.superlayer)
    }

    /// "When you get the frame, it is calculated from the bounds size along with the position
    /// and anchorPoint. When you set the frame, you set the bounds size and position." (000)
    func testFrameFromBoundsPositionAnchor() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 200, y: 200)
        XCTAssertEqual(l.frame, CGRect(x: 150, y: 175, width: 100, height: 50))
        l.anchorPoint = .zero
        XCTAssertEqual(l.frame, CGRect(x: 200, y: 200, width: 100, height: 50), "004 Figure 3.3: the position stays, the frame moves")
        l.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(l.position, CGPoint(x: 10, y: 20))
        XCTAssertEqual(l.bounds.size, CGSize(width: 30, height: 40))
        l.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        l.frame = CGRect(x: 113, y: 111, width: 132, height: 194)   // 000's lay1
        XCTAssertEqual(l.position, CGPoint(x: 179, y: 208))
    }

    /// 004 Figure 3.2: a rotated layer's frame is the axis-aligned box around it.
    func testFrameOfRotatedLayer() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 100, y: 100)
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        assertClose(l.frame, CGRect(x: 75, y: 50, width: 50, height: 100))
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        let side = 150 / 2.0.squareRoot()
        assertClose(l.frame, CGRect(x: 100 - side / 2, y: 100 - side / 2, width: side, height: side), 1e-9)
        XCTAssertEqual(l.bounds.size, CGSize(width: 100, height: 50), "the bounds do not change")
        // Setting the frame of a scaled layer inverts the scale into the bounds.
        let s = CALayer()
        s.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        s.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(s.bounds.size, CGSize(width: 50, height: 50))
        assertClose(s.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    func testAffineTransformRoundTrip() {
        let l = CALayer()
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        l.setAffineTransform(t)
        XCTAssertEqual(l.affineTransform(), t)
        XCTAssertTrue(CATransform3DIsAffine(l.transform))
    }

    /// Negative sizes are standardised (origin moved, size positive).
    func testNegativeSizesStandardised() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: -10, height: 20)
        XCTAssertEqual(l.bounds, CGRect(x: -10, y: 0, width: 10, height: 20))
        l.frame = CGRect(x: 50, y: 50, width: -20, height: -20)
        XCTAssertEqual(l.frame, CGRect(x: 30, y: 30, width: 20, height: 20))
    }

    /// Bad input: NaN and infinite geometry is refused and the layer keeps its last good value.
    func testNonFiniteGeometryRefused() {
        let l = CALayer()
        l.position = CGPoint(x: 5, y: 5)
        l.position = CGPoint(x: CGFloat.nan, y: 1)
        XCTAssertEqual(l.position, CGPoint(x: 5, y: 5))
        l.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        XCTAssertEqual(l.bounds, .zero)
        l.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        XCTAssertEqual(l.position, CGPoint(x: 5, y: 5))
        var t = CATransform3DIdentity; t.m11 = .nan
        l.transform = t
        XCTAssertTrue(CATransform3DIsIdentity(l.transform))
        l.zPosition = .infinity
        XCTAssertEqual(l.zPosition, 0)
        l.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
        XCTAssertEqual(l.anchorPoint, CGPoint(x: 0.5, y: 0.5))
    }

    /// 000 Figure 16.1: each cardinal letter (40×40) sits at the circle's centre with anchor
    /// (0.5, midY/40) and a rotation of i·π/2, so N is at the top, E right, S bottom, W left.
    func testCompassCardinalPointsPlacedByAnchor() {
        let circle = CALayer()
        circle.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        circle.position = CGPoint(x: 100, y: 100)
        var letters: [CALayer] = []
        for i in 0..<4 {
            let t = CALayer()
            t.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            t.position = CGPoint(x: circle.bounds.midX, y: circle.bounds.midY)
            let vert = circle.bounds.midY / t.bounds.height
            t.anchorPoint = CGPoint(x: 0.5, y: vert)
            t.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(i) * .pi / 2))
            circle.addSublayer(t)
            letters.append(t)
        }
        assertClose(letters[0].frame, CGRect(x: 80, y: 0, width: 40, height: 40), 1e-9, "N at the top")
        assertClose(letters[1].frame, CGRect(x: 160, y: 80, width: 40, height: 40), 1e-9, "E at the right")
        assertClose(letters[2].frame, CGRect(x: 80, y: 160, width: 40, height: 40), 1e-9, "S at the bottom")
        assertClose(letters[3].frame, CGRect(x: 0, y: 80, width: 40, height: 40), 1e-9, "W at the left")
        // The letter's own top-centre point lands on the circle's edge for every rotation.
        assertClose(circle.convert(CGPoint(x: 20, y: 0), from: letters[1]), CGPoint(x: 200, y: 100), 1e-9)
    }

    /// 004 Listing 3.2: with anchorPoint (0.5, 0.9) a hand pivots near its bottom end, at the
    /// clock's centre, instead of about its own middle (Figure 3.6 vs 3.7).
    func testClockHandsPivotOnAnchor() {
        let face = CALayer()
        face.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        let hand = CALayer()
        hand.bounds = CGRect(x: 0, y: 0, width: 10, height: 100)
        hand.anchorPoint = CGPoint(x: 0.5, y: 0.9)
        hand.position = CGPoint(x: 100, y: 100)
        face.addSublayer(hand)
        XCTAssertEqual(hand.frame, CGRect(x: 95, y: 10, width: 10, height: 100), "90 above the centre, 10 below")
        // 15 minutes: a quarter turn; the tip (5, 0) swings to the right, the pivot stays.
        hand.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        assertClose(face.convert(CGPoint(x: 5, y: 0), from: hand), CGPoint(x: 190, y: 100), 1e-9)
        assertClose(face.convert(CGPoint(x: 5, y: 90), from: hand), CGPoint(x: 100, y: 100), 1e-9)
        // Without the anchor change (Figure 3.6) the hand turns about its middle.
        let centred = CALayer()
        centred.bounds = hand.bounds
        centred.position = CGPoint(x: 100, y: 60)
        face.addSublayer(centred)
        centred.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        assertClose(face.convert(CGPoint(x: 5, y: 0), from: centred), CGPoint(x: 150, y: 60), 1e-9)
    }

    /// "The position of a layer is relative to the bounds of its superlayer" (004), with bounds
    /// origin, scale and rotation of ancestors.
    func testConversionThroughScaledParent() {
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = layer(CGRect(x: 100, y: 100, width: 100, height: 100))
        parent.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))   // about its centre (150, 150)
        let child = layer(CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSublayer(parent); parent.addSublayer(child)
        // child (0,0) is parent (10,10), 40 left/up of parent's centre → ×2 → root (70, 70).
        assertClose(root.convert(CGPoint.zero, from: child), CGPoint(x: 70, y: 70))
        assertClose(child.convert(CGPoint(x: 70, y: 70), from: root), .zero)
        assertClose(child.convert(CGPoint(x: 5, y: 5), to: nil), root.convert(root.convert(CGPoint(x: 5, y: 5), from: child), to: nil))
        assertClose(root.convert(CGRect(x: 0, y: 0, width: 20, height: 20), from: child), CGRect(x: 70, y: 70, width: 40, height: 40))
        // A bounds origin shifts what the sublayers show (CAScrollLayer's mechanism).
        parent.bounds.origin = CGPoint(x: 10, y: 10)
        assertClose(root.convert(CGPoint(x: 10, y: 10), from: child), CGPoint(x: 70, y: 70))
        // Converting to a layer of the same tree and back is the identity.
        let p = CGPoint(x: 3, y: 7)
        assertClose(child.convert(root.convert(p, from: child), from: root), p, 1e-9)
    }

    /// A layer turned 60° about y (no perspective) is seen foreshortened to cos 60° = half
    /// width; with m34 perspective in the parent's sublayerTransform the near edge grows.
    func testConversionThrough3DRotatedParent() {
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let page = layer(CGRect(x: 100, y: 100, width: 200, height: 200))
        root.addSublayer(page)
        page.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        assertClose(root.convert(CGPoint(x: 200, y: 100), from: page), CGPoint(x: 250, y: 200), 1e-9)
        assertClose(root.convert(CGPoint(x: 0, y: 100), from: page), CGPoint(x: 150, y: 200), 1e-9)
        assertClose(page.convert(CGPoint(x: 250, y: 200), from: root), CGPoint(x: 200, y: 100), 1e-9)
        var persp = CATransform3DIdentity
        persp.m34 = -1.0 / 500
        root.sublayerTransform = persp
        // The right edge swings back (z = −86.6): w = 1 + 86.6/500 → nearer the centre.
        let right = root.convert(CGPoint(x: 200, y: 100), from: page)
        let z = -100 * sin(CGFloat.pi / 3)
        XCTAssertEqual(right.x, 200 + 50 / (1 - z / 500), accuracy: 1e-9)
        let left = root.convert(CGPoint(x: 0, y: 100), from: page)
        XCTAssertEqual(left.x, 200 - 50 / (1 + z / 500), accuracy: 1e-9)
        assertClose(page.convert(right, from: root), CGPoint(x: 200, y: 100), 1e-9)
    }

    /// 004 "Flipped Geometry": sublayers of a geometry-flipped layer are positioned from the
    /// bottom of its bounds; contentsAreFlipped counts flips up the tree.
    func testGeometryFlipped() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSublayer(child)
        root.isGeometryFlipped = true
        assertClose(root.convert(CGPoint.zero, from: child), CGPoint(x: 0, y: 100))
        XCTAssertTrue(root.contentsAreFlipped())
        XCTAssertTrue(child.contentsAreFlipped())
        child.isGeometryFlipped = true
        XCTAssertFalse(child.contentsAreFlipped(), "two flips cancel")
    }

    func testConvertTime() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        child.speed = 2
        child.beginTime = 10
        XCTAssertEqual(child.convertTime(14, from: root), 8)      // (14 − 10) × 2
        XCTAssertEqual(child.convertTime(8, to: root), 14)
        XCTAssertEqual(root.convertTime(5, from: nil), 5)
        // 001 Listing 5-4: pausing with speed 0 freezes local time at timeOffset.
        child.speed = 0; child.timeOffset = 3
        XCTAssertEqual(child.convertTime(100, from: nil), 3)
    }
}
