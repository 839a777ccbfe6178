import XCTest
import GLKit

/// GLKit's math against values worked by hand and against its own identities.
final class GLKMathTests: XCTestCase {
    private func assertEqual(_ a: GLKMatrix4, _ b: GLKMatrix4, accuracy: Float = 1e-5, file: StaticString = #filePath, line: UInt = #line) {
        for i in 0..<16 { XCTAssertEqual(a[i], b[i], accuracy: accuracy, "element \(i)", file: file, line: line) }
    }

    func testNamedElementsAreColumnMajor() {
        let m = GLKMatrix4MakeTranslation(1, 2, 3)
        XCTAssertEqual(m.m30, 1); XCTAssertEqual(m.m31, 2); XCTAssertEqual(m.m32, 3)
        XCTAssertEqual(m.m.12, 1)
        XCTAssertEqual(GLKMatrix4GetColumn(m, 3).y, 2)
        XCTAssertEqual(GLKMatrix4GetRow(m, 0).w, 1)
    }

    func testTranslateThenRotateMovesAPoint() {
        // Rotate 90° about z, then translate by (10, 0, 0): (1, 0, 0) → (0, 1, 0) → (10, 1, 0).
        let m = GLKMatrix4RotateZ(GLKMatrix4MakeTranslation(10, 0, 0), .pi / 2)
        let p = GLKMatrix4MultiplyVector3WithTranslation(m, GLKVector3Make(1, 0, 0))
        XCTAssertEqual(p.x, 10, accuracy: 1e-5); XCTAssertEqual(p.y, 1, accuracy: 1e-5); XCTAssertEqual(p.z, 0, accuracy: 1e-5)
    }

    func testRotationAboutAnAxisMatchesTheAxisRotations() {
        assertEqual(GLKMatrix4MakeRotation(0.7, 1, 0, 0), GLKMatrix4MakeXRotation(0.7))
        assertEqual(GLKMatrix4MakeRotation(0.7, 0, 2, 0), GLKMatrix4MakeYRotation(0.7))
        assertEqual(GLKMatrix4MakeRotation(0.7, 0, 0, 1), GLKMatrix4MakeZRotation(0.7))
    }

    func testInverseTimesMatrixIsIdentity() {
        let m = GLKMatrix4Scale(GLKMatrix4Rotate(GLKMatrix4MakeTranslation(3, -2, 5), 1.1, 1, 2, 3), 2, 3, 0.5)
        var ok = false
        let inv = GLKMatrix4Invert(m, &ok)
        XCTAssertTrue(ok)
        assertEqual(GLKMatrix4Multiply(m, inv), GLKMatrix4Identity)
        let singular = GLKMatrix4MakeScale(1, 0, 1)
        assertEqual(GLKMatrix4Invert(singular, &ok), GLKMatrix4Identity)
        XCTAssertFalse(ok)
        let m3 = GLKMatrix4GetMatrix3(m)
        let product = GLKMatrix3Multiply(m3, GLKMatrix3Invert(m3, &ok))
        for i in 0..<9 { XCTAssertEqual(product[i], i % 4 == 0 ? 1 : 0, accuracy: 1e-5) }
    }

    /// gluPerspective's matrix: the near plane maps to z −1, the far to +1.
    func testPerspectiveMapsNearAndFarPlanes() {
        let p = GLKMatrix4MakePerspective(GLKMathDegreesToRadians(90), 2, 1, 10)
        XCTAssertEqual(p.m00, 0.5, accuracy: 1e-6); XCTAssertEqual(p.m11, 1, accuracy: 1e-6)
        XCTAssertEqual(GLKMatrix4MultiplyAndProjectVector3(p, GLKVector3Make(0, 0, -1)).z, -1, accuracy: 1e-5)
        XCTAssertEqual(GLKMatrix4MultiplyAndProjectVector3(p, GLKVector3Make(0, 0, -10)).z, 1, accuracy: 1e-5)
        let o = GLKMatrix4MakeOrtho(0, 100, 0, 50, -1, 1)
        let c = GLKMatrix4MultiplyVector4(o, GLKVector4Make(100, 50, 0, 1))
        XCTAssertEqual(c.x, 1, accuracy: 1e-6); XCTAssertEqual(c.y, 1, accuracy: 1e-6)
    }

    func testLookAtPutsTheEyeAtTheOriginLookingDownMinusZ() {
        let v = GLKMatrix4MakeLookAt(0, 0, 5, 0, 0, 0, 0, 1, 0)
        assertEqual(v, GLKMatrix4MakeTranslation(0, 0, -5))
        let side = GLKMatrix4MakeLookAt(5, 0, 0, 0, 0, 0, 0, 1, 0)
        let p = GLKMatrix4MultiplyVector3WithTranslation(side, GLKVector3Make(0, 0, 0))
        XCTAssertEqual(p.z, -5, accuracy: 1e-5)
    }

    func testVectors() {
        let a = GLKVector3Make(1, 2, 3), b = GLKVector3Make(4, 5, 6)
        XCTAssertEqual(GLKVector3DotProduct(a, b), 32)
        let c = GLKVector3CrossProduct(GLKVector3Make(1, 0, 0), GLKVector3Make(0, 1, 0))
        XCTAssertEqual(c.z, 1)
        XCTAssertEqual(GLKVector3Length(GLKVector3Normalize(b)), 1, accuracy: 1e-6)
        var v = GLKVector4Make(1, 2, 3, 4)
        v.a = 9
        XCTAssertEqual(v.w, 9)
        XCTAssertEqual(GLKVector3Lerp(a, b, 0.5).y, 3.5)
        XCTAssertEqual(GLKMathRadiansToDegrees(.pi), 180, accuracy: 1e-4)
    }
}
