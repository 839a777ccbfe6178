import XCTest
import UIKit
@testable import QuartzCore

/// Programming iOS 6, "View and Layer": "A UIView instance has an accompanying CALayer
/// instance ... the view is the layer's delegate ... the view's frame is its layer's frame".
final class ViewLayerTests: ViewTestCase {
    nonisolated func testViewStateIsTheLayersState() {
        MainActor.assumeIsolated {
            let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            XCTAssertTrue(v.layer.delegate === v)
            XCTAssertEqual(v.layer.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
            XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
            XCTAssertEqual(v.layer.position, v.center)
            v.bounds.origin = CGPoint(x: 5, y: 5)
            XCTAssertEqual(v.layer.bounds.origin, CGPoint(x: 5, y: 5))
            v.alpha = 0.25
            XCTAssertEqual(v.layer.opacity, 0.25)
            v.isHidden = true; XCTAssertTrue(v.layer.isHidden)
            v.clipsToBounds = true; XCTAssertTrue(v.layer.masksToBounds)
            v.isOpaque = true; XCTAssertTrue(v.layer.isOpaque)
            v.backgroundColor = .red
            XCTAssertEqual(v.layer.backgroundColor, UIColor.red.cgColor)
            XCTAssertEqual(v.backgroundColor, UIColor.red)
            v.contentScaleFactor = 2; XCTAssertEqual(v.layer.contentsScale, 2)
            v.transform = CGAffineTransform(rotationAngle: .pi / 2)
            XCTAssertEqual(v.layer.transform.m12, 1, accuracy: 1e-12)
            XCTAssertEqual(v.transform3D.m21, -1, accuracy: 1e-12)
            // "The view's frame is its layer's frame" under a transform too: the bounding box.
            XCTAssertEqual(v.frame.width, 50, accuracy: 1e-9)
            XCTAssertEqual(v.frame.height, 100, accuracy: 1e-9)
            let m = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.mask = m
            XCTAssertTrue(v.layer.mask === m.layer)
        }
    }

    nonisolated func testContentModeMapsToGravityAndRedraw() {
        MainActor.assumeIsolated {
            let v = UIView()
            XCTAssertEqual(v.contentMode, .scaleToFill)
            v.contentMode = .scaleAspectFit; XCTAssertEqual(v.layer.contentsGravity, .resizeAspect)
            v.contentMode = .scaleAspectFill; XCTAssertEqual(v.layer.contentsGravity, .resizeAspectFill)
            v.contentMode = .center; XCTAssertEqual(v.layer.contentsGravity, .center)
            // iOS keeps the layer's y-up gravity names: a view's "top" is the layer's "bottom".
            v.contentMode = .top; XCTAssertEqual(v.layer.contentsGravity, .bottom)
            v.contentMode = .bottomRight; XCTAssertEqual(v.layer.contentsGravity, .topRight)
            XCTAssertFalse(v.layer.needsDisplayOnBoundsChange)
            v.contentMode = .redraw
            XCTAssertTrue(v.layer.needsDisplayOnBoundsChange)
        }
    }

    nonisolated func testLayerClassMakesTheViewsLayer() {
        MainActor.assumeIsolated {
            XCTAssertTrue(ShapeView().layer is CAShapeLayer)
            XCTAssertTrue(GradientView().layer is CAGradientLayer)
            XCTAssertTrue(ScrollingView().layer is CAScrollLayer)
            let own = OwnLayerView()
            XCTAssertTrue(type(of: own.layer) == OwnLayer.self)
            XCTAssertTrue(type(of: UIView().layer) == CALayer.self)
        }
    }

    nonisolated func testNonFiniteGeometryIsRefusedAndTheOldValueKept() {
        MainActor.assumeIsolated {
            let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            v.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            XCTAssertEqual(v.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
            v.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
            XCTAssertEqual(v.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
            v.center = CGPoint(x: CGFloat.infinity, y: 0)
            XCTAssertEqual(v.center, CGPoint(x: 2.5, y: 4))
            v.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
            XCTAssertEqual(v.bounds.size, CGSize(width: 3, height: 4))
            v.alpha = .nan
            XCTAssertEqual(v.alpha, 1)
        }
    }
}

@MainActor final class ShapeView: UIView { override class var layerClass: AnyClass { CAShapeLayer.self } }
@MainActor final class GradientView: UIView { override class var layerClass: AnyClass { CAGradientLayer.self } }
@MainActor final class ScrollingView: UIView { override class var layerClass: AnyClass { CAScrollLayer.self } }
final class OwnLayer: CALayer, CALayerInstantiating {}
@MainActor final class OwnLayerView: UIView { override class var layerClass: AnyClass { OwnLayer.self } }
