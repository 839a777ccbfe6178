import XCTest
@testable import QuartzCore
import LaminaTestSupport

/// `LayerLook.describes(_:)` answers what `LayerLook(l) ==` answers without making a look (the
/// shadowed-background sprite's cache hit): for every field, a change is seen, and a move is not.
final class LayerLookTests: XCTestCase {
    private func base() -> LayerSnapshot {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 20, width: 64, height: 48)
        l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        l.cornerRadius = 6
        l.shadowOpacity = 0.5
        l.shadowRadius = 4
        CATransaction.flush()
        return LayerSnapshot.of(l)
    }

    func testEveryStoredFieldIsCompared() {
        XCTAssertEqual(Mirror(reflecting: LayerLook(base())).children.count, LayerLook.describedFields,
                       "LayerLook gained or lost a field: compare it in describes(_:) and update describedFields")
    }

    func testAChangeToAnyFieldIsSeenAndAMoveIsNot() {
        let s = base()
        let look = LayerLook(s)
        XCTAssertTrue(look.describes(s))
        let image = rgbaImage(width: 2, height: 2, [UInt8](repeating: 200, count: 16))
        let shapeLayer = CAShapeLayer()
        shapeLayer.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let gradientLayer = CAGradientLayer()
        gradientLayer.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        CATransaction.flush()
        let shape = LayerSnapshot.of(shapeLayer).shape, gradient = LayerSnapshot.of(gradientLayer).gradient
        XCTAssertNotNil(shape); XCTAssertNotNil(gradient)
        let changes: [(String, (inout LayerSnapshot) -> Void)] = [
            ("bounds", { $0.bounds.size.width += 1 }), ("opacity", { $0.opacity = 0.5 }),
            ("masksToBounds", { $0.masksToBounds.toggle() }), ("isDoubleSided", { $0.isDoubleSided.toggle() }),
            ("mask", { $0.maskBoxes = [SnapshotBox(s)] }), ("shouldRasterize", { $0.shouldRasterize.toggle() }),
            ("rasterizationScale", { $0.rasterizationScale = 2 }),
            ("backgroundColor", { $0.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }),
            ("cornerRadius", { $0.cornerRadius = 7 }), ("maskedCorners", { $0.maskedCorners = [.layerMinXMinYCorner] }),
            ("borderWidth", { $0.borderWidth = 2 }), ("borderColor", { $0.borderColor = CGColor(gray: 0.5, alpha: 1) }),
            ("contents", { $0.contents = image }), ("contentsRect", { $0.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1) }),
            ("contentsCenter", { $0.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }),
            ("contentsGravity", { $0.contentsGravity = .center }), ("contentsScale", { $0.contentsScale = 3 }),
            ("minificationFilter", { $0.minificationFilter = .nearest }),
            ("magnificationFilter", { $0.magnificationFilter = .nearest }),
            ("shadowColor", { $0.shadowColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }),
            ("shadowOpacity", { $0.shadowOpacity = 0.6 }), ("shadowOffset", { $0.shadowOffset = CGSize(width: 1, height: 1) }),
            ("shadowRadius", { $0.shadowRadius = 5 }),
            ("shadowPath", { $0.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil) }),
            ("shape", { $0.shape = shape }), ("gradient", { $0.gradient = gradient }),
            ("contentsFade", { $0.contentsFade = (from: image, progress: 0.3) }),
            ("transition", { $0.transition = TransitionState(from: SnapshotBox(s), type: .fade, subtype: nil, progress: 0.4) }),
        ]
        for (name, change) in changes {
            var changed = s
            change(&changed)
            XCTAssertNotEqual(look, LayerLook(changed), "\(name): the change is part of the look")
            XCTAssertFalse(look.describes(changed), "\(name): describes(_:) misses the change")
            // And the other way: a look made with the change describes the changed snapshot only.
            XCTAssertTrue(LayerLook(changed).describes(changed), "\(name)")
            XCTAssertFalse(LayerLook(changed).describes(s), "\(name)")
        }
        var moved = s
        moved.toParent = PlaneMap.translation(x: 3.5, y: -2)
        XCTAssertTrue(look.describes(moved), "a move is not a change of look")
        var fadeDone = s
        fadeDone.contentsFade = (from: image, progress: 0.3)
        fadeDone.contentsFade = nil
        XCTAssertTrue(look.describes(fadeDone), "rare parts emptied again: the same look")
    }
}
