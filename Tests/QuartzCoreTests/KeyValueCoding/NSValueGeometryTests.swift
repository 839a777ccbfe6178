import XCTest
import Foundation
@testable import QuartzCore

/// Geometry boxed in NSValue, as 001 and 002's listings pass it (001 Listing 3-2:
/// `[NSValue valueWithCATransform3D:…]`; 002: `[NSValue valueWithCGPoint:…]`), is accepted
/// wherever a layer or an animation takes a value.
final class NSValueGeometryTests: AnimationTestCase {
    func testValuesRoundTrip() {
        var t = CATransform3DMakeRotation(0.5, 0, 0, 1)
        t.m34 = -1.0 / 500
        XCTAssertTrue(CATransform3DEqualToTransform(NSValue(caTransform3D: t).caTransform3DValue, t))
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(NSValue(cgAffineTransform: a).cgAffineTransformValue, a)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue, CGPoint(x: 1, y: 2))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue, CGSize(width: 3, height: 4))
        XCTAssertEqual(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertTrue(CATransform3DIsIdentity(NSValue(cgPoint: .zero).caTransform3DValue), "another type: identity, not garbage")
    }

    func testKeyValueCodingUnboxes() {
        let l = committedLayer()
        CATransaction.setDisableActions(true)
        l.setValue(NSValue(cgPoint: CGPoint(x: 30, y: 40)), forKey: "position")
        XCTAssertEqual(l.position, CGPoint(x: 30, y: 40))
        l.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 20)), forKeyPath: "bounds")
        XCTAssertEqual(l.bounds.size, CGSize(width: 10, height: 20))
        l.setValue(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)), forKeyPath: "transform")
        XCTAssertEqual(l.transform.m11, 2)
        l.setValue(NSValue(cgSize: CGSize(width: 3, height: 4)), forKeyPath: "shadowOffset")
        XCTAssertEqual(l.shadowOffset, CGSize(width: 3, height: 4))
    }

    func testAnimationsTakeBoxedValues() {
        let l = committedLayer()
        l.position = CGPoint(x: 50, y: 50)
        CATransaction.flush()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 200))
        move.duration = 1
        l.add(move, forKey: "move")
        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.values = [NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))]
        spin.duration = 1
        l.add(spin, forKey: "spin")
        advance(to: 1000.0)
        advance(to: 1000.5)
        let p = l.presentation()!
        XCTAssertEqual(p.position.x, 50, accuracy: 0.01)
        XCTAssertEqual(p.position.y, 100, accuracy: 0.01)
        XCTAssertEqual(p.transform.m11, 2, accuracy: 0.01)
    }
}
