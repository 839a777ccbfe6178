import XCTest
import CoreGraphics

/// A five-pointed star drawn in one stroke: even-odd leaves the pentagon hole, winding fills it.
func star(center: CGPoint, radius: CGFloat) -> CGPath {
    let p = CGMutablePath()
    for i in 0..<5 {
        let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
        let pt = CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
    }
    p.closeSubpath()
    return p
}

final class PathQueryTests: XCTestCase {
    func testContainsWithBothFillRules() {
        let s = star(center: CGPoint(x: 50, y: 50), radius: 40)
        XCTAssertTrue(s.contains(CGPoint(x: 50, y: 50), using: .winding))
        XCTAssertFalse(s.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        XCTAssertTrue(s.contains(CGPoint(x: 50, y: 15), using: .evenOdd), "a point of the star")
        XCTAssertFalse(s.contains(CGPoint(x: 5, y: 5), using: .winding))
    }

    func testContainsImplicitlyClosesAndHonoursTransform() {
        let open = CGMutablePath()
        open.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        XCTAssertTrue(open.contains(CGPoint(x: 8, y: 2)))
        XCTAssertFalse(open.contains(CGPoint(x: 2, y: 8)))
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        XCTAssertTrue(square.contains(CGPoint(x: 25, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
        XCTAssertFalse(square.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
    }

    func testContainsCurve() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        XCTAssertTrue(circle.contains(CGPoint(x: 50, y: 1)))
        XCTAssertFalse(circle.contains(CGPoint(x: 10, y: 10)))   // outside the arc near the corner
        XCTAssertTrue(circle.contains(CGPoint(x: 15, y: 15)))    // 35.4 from the centre < 50
    }

    /// The stroked copy fills exactly the stroke's area: half the width either side, caps and joins.
    func testStrokedCopyButtSquareRoundCaps() {
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        let butt = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(butt.contains(CGPoint(x: 50, y: 4.9)))
        XCTAssertFalse(butt.contains(CGPoint(x: 50, y: 5.1)))
        XCTAssertFalse(butt.contains(CGPoint(x: -1, y: 0)))
        let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(square.contains(CGPoint(x: -4.9, y: 4.9)))
        XCTAssertTrue(square.contains(CGPoint(x: 104.9, y: -4.9)))
        XCTAssertFalse(square.contains(CGPoint(x: -5.1, y: 0)))
        let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(round.contains(CGPoint(x: -4.9, y: 0)))
        XCTAssertFalse(round.contains(CGPoint(x: -4, y: 4)), "outside the round cap's circle")
        XCTAssertEqual(round.boundingBoxOfPath.minX, -5, accuracy: 0.01)
    }

    /// Miter joins reach 1/sin(θ/2) · w/2 from the corner until the miter limit turns them to bevels.
    func testStrokedCopyJoins() {
        let corner = CGMutablePath()
        corner.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let miter = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(miter.contains(CGPoint(x: 104.9, y: -4.9)), "the miter fills the outer corner")
        let bevel = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        XCTAssertFalse(bevel.contains(CGPoint(x: 104.5, y: -4.5)))
        XCTAssertTrue(bevel.contains(CGPoint(x: 101, y: -1)))
        let round = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        XCTAssertTrue(round.contains(CGPoint(x: 103, y: -3)))     // 4.24 from the corner
        XCTAssertFalse(round.contains(CGPoint(x: 104.5, y: -4.5)))
        // A 90° corner needs a miter ratio of √2 ≈ 1.414: a limit of 1.4 bevels it.
        let limited = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
        XCTAssertFalse(limited.contains(CGPoint(x: 104.5, y: -4.5)))
    }

    func testDashedCopySplitsIntoOnIntervals() {
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 5])
        let moves = elements(dashed).filter { $0.0 == .moveToPoint }.map { $0.1[0].x }
        XCTAssertEqual(moves, [0, 15, 30, 45, 60, 75, 90])
        XCTAssertEqual(dashed.currentPoint.x, 100, accuracy: 1e-9)
        // The phase shifts the pattern: 3 into the first dash.
        let shifted = line.copy(dashingWithPhase: 3, lengths: [10, 5])
        XCTAssertEqual(elements(shifted)[1].1[0].x, 7, accuracy: 1e-9)
        // An odd count repeats: [10] is 10 on, 10 off.
        XCTAssertEqual(elements(line.copy(dashingWithPhase: 0, lengths: [10])).filter { $0.0 == .moveToPoint }.count, 5)
    }

    func testDashedCurveKeepsCurves() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let dashed = circle.copy(dashingWithPhase: 0, lengths: [20, 20])
        let e = elements(dashed)
        XCTAssertTrue(e.contains { $0.0 == .addCurveToPoint })
        // Circumference 314.16 → 8 whole dashes (the 8th ends at 300) — every point on the circle.
        XCTAssertEqual(e.filter { $0.0 == .moveToPoint }.count, 8)
        for (_, pts) in e { if let p = pts.last { XCTAssertEqual(hypot(p.x - 50, p.y - 50), 50, accuracy: 0.05) } }
    }

    /// Bad dash patterns (zeros only, negatives, empty) leave the path undashed, never hang.
    func testBadDashPatterns() {
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        for pattern: [CGFloat] in [[], [0, 0], [-1, 5], [.nan, 2]] {
            XCTAssertEqual(line.copy(dashingWithPhase: 0, lengths: pattern), line, "\(pattern)")
        }
        // Zero-length dashes make dots: subpaths of no length (a round cap draws them).
        let dots = line.copy(dashingWithPhase: 0, lengths: [0, 10])
        XCTAssertEqual(elements(dots).filter { $0.0 == .moveToPoint }.count, 10, "dots at 0, 10, … 90")
    }
}
