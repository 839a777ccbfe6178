import XCTest
import QuartzCore

/// Behaviour found by checks against Apple's QuartzCore where Lamina had differed.
final class AppleDeviationTests: XCTestCase {
    /// A layer's own timeline is infinite: `duration` and its default value are ∞, not 0.
    func testLayerDurationIsInfinite() {
        XCTAssertEqual(CALayer().duration, .infinity)
        XCTAssertEqual(CALayer.defaultValue(forKey: "duration") as? Double, .infinity)
        XCTAssertEqual(CALayer().value(forKey: "duration") as? Double, .infinity)
        // Animations keep theirs at 0 (their default of 0.25 s comes from the transaction).
        XCTAssertEqual(CABasicAnimation().duration, 0)
    }

    /// affineTransform() of a transform that is not affine is the identity.
    func testAffineTransformOfANonAffineTransformIsTheIdentity() {
        let l = CALayer()
        var p = CATransform3DMakeRotation(0.3, 0, 0, 1)
        l.transform = p
        XCTAssertEqual(l.affineTransform(), CGAffineTransform(rotationAngle: 0.3))
        p.m34 = -1 / 500
        l.transform = p
        XCTAssertEqual(l.affineTransform(), .identity, "perspective")
        l.transform = CATransform3DMakeRotation(0.3, 1, 0, 0)
        XCTAssertEqual(l.affineTransform(), .identity, "a rotation about x")
        l.setAffineTransform(CGAffineTransform(translationX: 4, y: 5))
        XCTAssertEqual(l.affineTransform(), CGAffineTransform(translationX: 4, y: 5))
    }
}
