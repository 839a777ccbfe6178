import XCTest
import UIKit
@testable import QuartzCore

/// convert(_:to:)/(_:from:) and hitTest(_:with:) (Apple's UIView documentation; 004 "Hit Testing").
final class GeometryHitTestTests: ViewTestCase {
    nonisolated func testConvertThroughBoundsOriginsAndTransforms() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let a = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
            let b = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
            root.addSubview(a); a.addSubview(b)
            XCTAssertEqual(b.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 115, y: 75))
            // A bounds origin scrolls the content: (30, 0) moves subviews 30 points left.
            a.bounds.origin = CGPoint(x: 30, y: 0)
            XCTAssertEqual(b.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 85, y: 75))
            XCTAssertEqual(root.convert(CGPoint(x: 85, y: 75), to: b), CGPoint(x: 5, y: 5))
            // A 90° rotation about a's centre (200, 150 in root): a's (130, 100) — its centre — stays put.
            a.bounds.origin = .zero
            a.transform = CGAffineTransform(rotationAngle: .pi / 2)
            let centre = a.convert(CGPoint(x: 100, y: 100), to: root)
            XCTAssertEqual(centre.x, 200, accuracy: 1e-9); XCTAssertEqual(centre.y, 150, accuracy: 1e-9)
            let corner = a.convert(CGPoint(x: 0, y: 0), to: root)     // top-left turns to top-right
            XCTAssertEqual(corner.x, 300, accuracy: 1e-9); XCTAssertEqual(corner.y, 50, accuracy: 1e-9)
            let back = root.convert(corner, to: a)
            XCTAssertEqual(back.x, 0, accuracy: 1e-9); XCTAssertEqual(back.y, 0, accuracy: 1e-9)
            let r = b.convert(b.bounds, to: root)
            XCTAssertEqual(r.width, 50, accuracy: 1e-9); XCTAssertEqual(r.height, 50, accuracy: 1e-9)
            // 3D: a perspective tilt maps points off the affine grid, and back again.
            a.transform = .identity
            var t = CATransform3DIdentity; t.m34 = -1 / 500
            a.transform3D = CATransform3DRotate(t, .pi / 6, 0, 1, 0)
            let p = b.convert(CGPoint(x: 0, y: 0), to: root)
            let q = root.convert(p, to: b)
            XCTAssertEqual(q.x, 0, accuracy: 1e-6); XCTAssertEqual(q.y, 0, accuracy: 1e-6)
            XCTAssertNotEqual(p, CGPoint(x: 110, y: 70))
            // nil means the window.
            let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            w.addSubview(root)
            a.transform3D = CATransform3DIdentity
            XCTAssertEqual(b.convert(CGPoint.zero, to: nil), CGPoint(x: 110, y: 70))
            XCTAssertEqual(b.convert(CGPoint(x: 110, y: 70), from: nil), .zero)
        }
    }

    nonisolated func testHitTestRules() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let front = UIView(frame: CGRect(x: 100, y: 100, width: 150, height: 150))
            let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            let outside = UIView(frame: CGRect(x: 140, y: 140, width: 50, height: 50))  // sticks out of front
            root.addSubview(back); root.addSubview(front); front.addSubview(inner); front.addSubview(outside)
            XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front, "front-most first")
            XCTAssertTrue(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === inner)
            XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
            XCTAssertTrue(root.hitTest(CGPoint(x: 260, y: 260), with: nil) === root,
                          "a point outside a view's bounds never reaches its subviews (outside sticks out of front)")
            XCTAssertNil(root.hitTest(CGPoint(x: 350, y: 10), with: nil))
            front.isHidden = true
            XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
            front.isHidden = false
            front.alpha = 0.009
            XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
            front.alpha = 0.01
            XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
            front.isUserInteractionEnabled = false
            XCTAssertTrue(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === back, "the subtree goes with it")
            XCTAssertTrue(root.point(inside: CGPoint(x: 299, y: 0), with: nil))
            XCTAssertFalse(root.point(inside: CGPoint(x: 300, y: 0), with: nil))
            // Image views and labels take no touches by default, as on iOS.
            XCTAssertFalse(UIImageView(image: nil).isUserInteractionEnabled)
            XCTAssertFalse(UILabel().isUserInteractionEnabled)
        }
    }

    nonisolated func testHitTestReadsThePresentationGeometryWhileAnimating() {
        MainActor.assumeIsolated {
            let (root, v) = committedView()       // v at (0, 0, 100, 100)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
                v.center = CGPoint(x: 250, y: 50)
            })
            commit()
            advance(to: 1000.5)                   // on screen at x 100…200
            XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 50), with: nil) === v)
            XCTAssertTrue(root.hitTest(CGPoint(x: 250, y: 50), with: nil) === root, "not yet where the model is")
            // Without .allowUserInteraction, an animating view takes no touches.
            UIView.animate(withDuration: 1, animations: { v.alpha = 0.5 })
            commit()
            advance(to: 1000.6)
            XCTAssertTrue(root.hitTest(CGPoint(x: 160, y: 50), with: nil) === root)
            advance(to: 1002)
            XCTAssertTrue(root.hitTest(CGPoint(x: 250, y: 50), with: nil) === v)
        }
    }
}
