import XCTest
import CoreGraphics

final class GeometryTests: XCTestCase {
    func testVector() {
        XCTAssertEqual(CGVector(dx: 1, dy: 2).dx, 1)
        XCTAssertEqual(CGVector.zero, CGVector(dx: 0, dy: 0))
    }

    /// Apple: CGPointApplyAffineTransform / CGSizeApplyAffineTransform ignore nothing / the translation.
    func testPointAndSizeApplying() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 23))
        XCTAssertEqual(CGSize(width: 1, height: 1).applying(t), CGSize(width: 2, height: 3))
    }

    /// CGRectApplyAffineTransform: "the smallest rectangle that contains the transformed corner points".
    func testRectApplyingRotationGivesBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50)
        let out = r.applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(out.minX, -50, accuracy: 1e-9)
        XCTAssertEqual(out.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(out.width, 50, accuracy: 1e-9)
        XCTAssertEqual(out.height, 100, accuracy: 1e-9)
        XCTAssertTrue(CGRect.null.applying(t45).isNull)
    }
    private let t45 = CGAffineTransform(rotationAngle: .pi / 4)

    func testRectIntegralAndStandardized() {
        XCTAssertEqual(CGRect(x: 0.5, y: 0.2, width: 1, height: 1).integral, CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(CGRect(x: 10, y: 10, width: -5, height: -5).standardized, CGRect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertTrue(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    }
}
