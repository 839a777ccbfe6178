import XCTest
import QuartzCore

final class Transform3DTests: XCTestCase {
    func testIdentityAndMakers() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3D()))
        let t = CATransform3DMakeTranslation(1, 2, 3)
        XCTAssertEqual([t.m41, t.m42, t.m43], [1, 2, 3], "row vectors: the translation is in the fourth row")
        let s = CATransform3DMakeScale(2, 3, 4)
        XCTAssertEqual([s.m11, s.m22, s.m33], [2, 3, 4])
        XCTAssertTrue(CATransform3DEqualToTransform(t, CATransform3DMakeTranslation(1, 2, 3)))
    }

    /// About z, CATransform3DMakeRotation equals CGAffineTransformMakeRotation.
    func testRotationAboutZMatchesAffine() {
        let r = CATransform3DMakeRotation(0.7, 0, 0, 1)
        let a = CGAffineTransform(rotationAngle: 0.7)
        assertClose(r, CATransform3DMakeAffineTransform(a))
        XCTAssertTrue(CATransform3DIsAffine(r))
        XCTAssertEqual(CATransform3DGetAffineTransform(r).b, a.b, accuracy: 1e-12)
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "a zero axis is no rotation")
    }

    /// A rotation about y turns +x toward −z: the point (1, 0, 0) goes to (cos, 0, −sin).
    func testRotationAboutYAndPerspective() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let p = r.apply(x: 1, y: 0, z: 0)
        XCTAssertEqual(p.x, 0, accuracy: 1e-12); XCTAssertEqual(p.z, -1, accuracy: 1e-12)
        XCTAssertFalse(CATransform3DIsAffine(r))
        var persp = CATransform3DIdentity
        persp.m34 = -1.0 / 500
        // A point 100 behind the plane (z = −100) has w = 1 + 100/500: it shrinks by 1/1.2.
        let q = persp.apply(x: 120, y: 0, z: -100)
        XCTAssertEqual(q.x / q.w, 100, accuracy: 1e-9)
    }

    /// CATransform3DTranslate(t, …) = translate × t: the translation happens first.
    func testTranslateScaleRotateConcatOrder() {
        let s = CATransform3DMakeScale(2, 2, 1)
        let ts = CATransform3DTranslate(s, 10, 0, 0)
        XCTAssertEqual(ts.apply(x: 0, y: 0, z: 0).x, 20, "translated then scaled")
        let st = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        XCTAssertEqual(st.apply(x: 0, y: 0, z: 0).x, 10)
        let c = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), s)
        XCTAssertEqual(c.apply(x: 1, y: 0, z: 0).x, 22, "concat(a, b): a then b")
        let r = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
        XCTAssertEqual(r.apply(x: 1, y: 0, z: 0).y, 1, accuracy: 1e-12)
    }

    func testInvert() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 0.3, 1, 1, 0)
        t.m34 = -0.002
        assertClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, 1e-9)
        let singular = CATransform3DMakeScale(0, 1, 1)
        XCTAssertEqual(CATransform3DInvert(singular), singular, "not invertible: returned unchanged")
    }
}
