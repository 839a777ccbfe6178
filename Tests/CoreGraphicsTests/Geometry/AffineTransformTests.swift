import XCTest
import CoreGraphics

final class AffineTransformTests: XCTestCase {
    func assertEqual(_ a: CGAffineTransform, _ b: CGAffineTransform, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(a.a, b.a), (a.b, b.b), (a.c, b.c), (a.d, b.d), (a.tx, b.tx), (a.ty, b.ty)] {
            XCTAssertEqual(x, y, accuracy: 1e-9, "\(a) ≠ \(b)", file: file, line: line)
        }
    }

    func testInitializersMatchAppleMatrices() {
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertTrue(CGAffineTransform().isIdentity)
        XCTAssertEqual(CGAffineTransform(translationX: 3, y: 4), CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
        XCTAssertEqual(CGAffineTransform(scaleX: 2, y: 5), CGAffineTransform(2, 0, 0, 5, 0, 0))
        // CGAffineTransformMakeRotation: [cos sin -sin cos 0 0]
        assertEqual(CGAffineTransform(rotationAngle: .pi / 2), CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        XCTAssertFalse(CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    /// Apple: "t1.concatenating(t2)" applies t1 then t2.
    func testConcatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 2), move = CGAffineTransform(translationX: 10, y: 0)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)), CGPoint(x: 12, y: 2))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)), CGPoint(x: 22, y: 2))
    }

    /// translatedBy/scaledBy/rotated prepend: the new operation happens first, then the receiver.
    func testTranslatedScaledRotatedPrepend() {
        let base = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(CGPoint.zero.applying(base.translatedBy(x: 5, y: 5)), CGPoint(x: 10, y: 15))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)),
                       CGPoint(x: 7, y: 2))
        let r = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(r)
        XCTAssertEqual(p.x, 10, accuracy: 1e-9); XCTAssertEqual(p.y, 1, accuracy: 1e-9)
    }

    func testInversion() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        assertEqual(t.concatenating(t.inverted()), .identity)
        // "If the affine transform passed in parameter t cannot be inverted, the affine transform is returned unchanged."
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        XCTAssertEqual(singular.inverted(), singular)
    }
}
