import XCTest
import CoreGraphics

/// Elements as (type, points) for comparison.
func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
    var out: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { e in
        let n: Int
        switch e.pointee.type {
        case .moveToPoint, .addLineToPoint: n = 1
        case .addQuadCurveToPoint: n = 2
        case .addCurveToPoint: n = 3
        case .closeSubpath: n = 0
        }
        out.append((e.pointee.type, (0..<n).map { e.pointee.points[$0] }))
    }
    return out
}

func assertClose(_ a: CGPoint, _ b: CGPoint, _ accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
}

final class PathBuildingTests: XCTestCase {
    func testElementsAreReturnedAsAdded() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 20, y: 0))
        p.addCurve(to: CGPoint(x: 0, y: 20), control1: CGPoint(x: 15, y: 20), control2: CGPoint(x: 5, y: 20))
        p.closeSubpath()
        let e = elements(p)
        XCTAssertEqual(e.map(\.0), [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        XCTAssertEqual(e[2].1, [CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 10)])
        XCTAssertEqual(e[3].1.last, CGPoint(x: 0, y: 20))
        XCTAssertEqual(p.currentPoint, CGPoint(x: 0, y: 0), "a close returns to the subpath's start")
        XCTAssertFalse(p.isEmpty)
        XCTAssertTrue(CGMutablePath().isEmpty)
        XCTAssertEqual(CGMutablePath().currentPoint, .zero)
    }

    func testTransformAppliesToAddedPoints() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 1, y: 1), transform: CGAffineTransform(scaleX: 10, y: 10))
        p.addLine(to: CGPoint(x: 2, y: 1), transform: CGAffineTransform(translationX: 5, y: 0))
        XCTAssertEqual(elements(p).map(\.1), [[CGPoint(x: 10, y: 10)], [CGPoint(x: 7, y: 1)]])
    }

    /// CGPathAddRect: move to the origin, then lines counter to the origin corner, then close.
    func testAddRectElements() {
        let p = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        XCTAssertEqual(elements(p).map(\.1), [[CGPoint(x: 1, y: 2)], [CGPoint(x: 4, y: 2)], [CGPoint(x: 4, y: 6)],
                                              [CGPoint(x: 1, y: 6)], []])
        var r = CGRect.zero
        XCTAssertTrue(p.isRect(&r))
        XCTAssertEqual(r, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertFalse(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil).isRect(nil))
    }

    func testAddLinesAndRects() {
        let p = CGMutablePath()
        p.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 0)])
        XCTAssertEqual(elements(p).map(\.0), [.moveToPoint, .addLineToPoint, .addLineToPoint])
        p.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        XCTAssertEqual(elements(p).filter { $0.0 == .closeSubpath }.count, 2)
    }

    /// Apple's ellipse: "a complete subpath… starts with a move-to and ends with a close",
    /// four curves from (maxX, midY) through (midX, maxY), (minX, midY), (midX, minY).
    func testEllipseStartsAtMaxXAndRunsTowardIncreasingAngle() {
        let p = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let e = elements(p)
        XCTAssertEqual(e.map(\.0), [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath])
        assertClose(e[0].1[0], CGPoint(x: 20, y: 5))
        assertClose(e[1].1[2], CGPoint(x: 10, y: 10))
        assertClose(e[2].1[2], CGPoint(x: 0, y: 5))
        assertClose(e[3].1[2], CGPoint(x: 10, y: 0))
        // A Bézier quarter circle stays within 0.03% of the true radius.
        let mid = PathGeometryProbe.cubicMidpoint(e[1].1, from: e[0].1[0])
        let dx = (mid.x - 10) / 10, dy = (mid.y - 5) / 5
        XCTAssertEqual((dx * dx + dy * dy).squareRoot(), 1, accuracy: 3e-4)
    }

    func testRoundedRectCornersAndClamping() {
        let p = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 10, transform: nil)
        XCTAssertEqual(p.boundingBoxOfPath.integral, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertFalse(p.contains(CGPoint(x: 0.5, y: 0.5)), "the corner is cut")
        XCTAssertTrue(p.contains(CGPoint(x: 5, y: 25)))
        XCTAssertEqual(elements(p).filter { $0.0 == .addCurveToPoint }.count, 4)
        // Corner sizes beyond half the rect are clamped (Apple asserts): a 20×20 with 50 is a circle.
        let circle = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 50, cornerHeight: 50, transform: nil)
        XCTAssertFalse(circle.contains(CGPoint(x: 2, y: 2)))
        XCTAssertTrue(circle.contains(CGPoint(x: 10, y: 1)))
    }

    /// clockwise is in Apple's y-up sense: false = increasing angle.
    func testArcDirection() {
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(ccw.boundingBoxOfPath.minY, 0, accuracy: 1e-9)   // quarter through +y only
        assertClose(ccw.currentPoint, CGPoint(x: 0, y: 10))
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // The long way round: three quarters, through -y and -x.
        XCTAssertEqual(cw.boundingBoxOfPath.minY, -10, accuracy: 1e-9)
        XCTAssertEqual(cw.boundingBoxOfPath.minX, -10, accuracy: 1e-9)
        assertClose(cw.currentPoint, CGPoint(x: 0, y: 10))
    }

    func testArcAddsLineFromCurrentPointAndFullCircle() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: -50, y: 0))
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let e = elements(p)
        XCTAssertEqual(e[1].0, .addLineToPoint)
        assertClose(e[1].1[0], CGPoint(x: 10, y: 0))
        XCTAssertEqual(p.boundingBoxOfPath.minX, -50, accuracy: 1e-9)
        XCTAssertEqual(p.boundingBoxOfPath.maxY, 10, accuracy: 1e-9)
        let rel = CGMutablePath()
        rel.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: -.pi)
        assertClose(rel.currentPoint, CGPoint(x: -1, y: 0))
        XCTAssertEqual(rel.boundingBoxOfPath.minY, -1, accuracy: 1e-9)
    }

    /// CGPathAddArcToPoint: tangent to both lines, preceded by a line to the first tangent point.
    func testTangentArc() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        let e = elements(p)
        assertClose(e[1].1[0], CGPoint(x: 80, y: 0))
        assertClose(p.currentPoint, CGPoint(x: 100, y: 20))
        // Collinear: just a line to tangent1End.
        let q = CGMutablePath()
        q.move(to: .zero)
        q.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        XCTAssertEqual(q.currentPoint, CGPoint(x: 10, y: 0))
    }

    func testLineWithoutCurrentPointIsIgnoredAndLineAfterCloseStartsAtSubpathStart() {
        let p = CGMutablePath()
        p.addLine(to: CGPoint(x: 5, y: 5))
        XCTAssertTrue(p.isEmpty)
        p.move(to: CGPoint(x: 1, y: 1)); p.addLine(to: CGPoint(x: 2, y: 1)); p.closeSubpath()
        p.addLine(to: CGPoint(x: 3, y: 3))
        let e = elements(p)
        XCTAssertEqual(e[3].0, .moveToPoint)
        XCTAssertEqual(e[3].1, [CGPoint(x: 1, y: 1)])
    }

    /// boundingBox includes control points; boundingBoxOfPath does not. Empty: null.
    func testBoundingBoxes() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        XCTAssertEqual(p.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(p.boundingBoxOfPath.height, 75, accuracy: 1e-9)   // B(0.5).y = 3/4 · 100
        XCTAssertTrue(CGMutablePath().boundingBox.isNull)
        XCTAssertTrue(CGMutablePath().boundingBoxOfPath.isNull)
    }

    func testEqualityCopiesAndAddPath() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        XCTAssertEqual(a, CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil))
        XCTAssertNotEqual(a, CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 6), transform: nil))
        let m = a.mutableCopy()!
        m.addLine(to: CGPoint(x: 9, y: 9))
        XCTAssertNotEqual(m, a)
        var t = CGAffineTransform(translationX: 10, y: 0)
        XCTAssertEqual(a.copy(using: &t)?.boundingBox, CGRect(x: 10, y: 0, width: 5, height: 5))
        let c = CGMutablePath()
        c.addPath(a, transform: CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(c.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// Bad input: NaN and infinite coordinates are refused, the path stays finite and usable.
    func testNonFinitePointsAreDropped() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
        p.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: CGFloat.infinity, y: 0), control2: .zero)
        p.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        p.addLine(to: CGPoint(x: 10, y: 0))
        XCTAssertEqual(elements(p).count, 2)
        XCTAssertFalse(p.contains(CGPoint(x: CGFloat.nan, y: 0)))
        XCTAssertEqual(p.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 0))
    }
}

enum PathGeometryProbe {
    static func cubicMidpoint(_ pts: [CGPoint], from p0: CGPoint) -> CGPoint {
        let (c1, c2, p3) = (pts[0], pts[1], pts[2])
        return CGPoint(x: 0.125 * p0.x + 0.375 * c1.x + 0.375 * c2.x + 0.125 * p3.x,
                       y: 0.125 * p0.y + 0.375 * c1.y + 0.375 * c2.y + 0.125 * p3.y)
    }
}
