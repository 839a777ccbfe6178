import XCTest
import UIKit

/// UIView's hierarchy (Apple's UIView documentation, "Managing the view hierarchy"), with
/// its layers kept in step (000 "View and Layer": "the view's subviews' layers are the
/// layer's sublayers").
final class HierarchyTests: ViewTestCase {
    nonisolated func testSubviewLayersFollowTheSubviewsOrderAroundPlainSublayers() {
        MainActor.assumeIsolated {
            let root = UIView()
            let a = UIView(), b = UIView(), c = UIView()
            let plain = CALayer()
            root.addSubview(a)
            root.layer.addSublayer(plain)
            root.addSubview(b)
            XCTAssertEqual(root.layer.sublayers!.map(ObjectIdentifier.init), [a.layer, plain, b.layer].map(ObjectIdentifier.init))
            root.insertSubview(c, at: 1)                    // below b's layer, above the plain one
            XCTAssertTrue(root.subviews == [a, c, b])
            XCTAssertEqual(root.layer.sublayers!.map(ObjectIdentifier.init), [a.layer, plain, c.layer, b.layer].map(ObjectIdentifier.init))
            root.sendSubviewToBack(b)
            XCTAssertTrue(root.subviews == [b, a, c])
            XCTAssertTrue(root.layer.sublayers!.first === b.layer)
            root.bringSubviewToFront(b)
            XCTAssertTrue(root.subviews == [a, c, b])
            XCTAssertTrue(root.layer.sublayers!.last === b.layer)
            root.exchangeSubview(at: 0, withSubviewAt: 2)
            XCTAssertTrue(root.subviews == [b, c, a])
            XCTAssertEqual(root.layer.sublayers!.map(ObjectIdentifier.init), [b.layer, plain, c.layer, a.layer].map(ObjectIdentifier.init))
            root.insertSubview(a, belowSubview: b)
            XCTAssertTrue(root.subviews == [a, b, c])
            root.insertSubview(a, aboveSubview: c)
            XCTAssertTrue(root.subviews == [b, c, a])
            a.removeFromSuperview()
            XCTAssertNil(a.superview)
            XCTAssertNil(a.layer.superlayer)
            XCTAssertTrue(root.subviews == [b, c])
            XCTAssertTrue(plain.superlayer === root.layer, "a plain sublayer stays")
        }
    }

    nonisolated func testCallbacksInUIKitsOrder() {
        MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let log = RecordingView(); log.name = "log"
            let parent = RecordingView(); parent.name = "parent"; parent.sink = log
            let child = RecordingView(); child.name = "child"; child.sink = log
            let other = RecordingView(); other.name = "other"; other.sink = log
            window.addSubview(other)
            parent.addSubview(child)
            XCTAssertEqual(log.log, ["other.willMoveToSuperview(view)", "other.willMoveToWindow(window)", "other.didMoveToWindow",
                                     "other.didMoveToSuperview",
                                     "child.willMoveToSuperview(view)", "child.didMoveToSuperview", "parent.didAddSubview"])
            log.log = []
            window.addSubview(parent)       // the subtree moves into the window: both hear of it
            XCTAssertEqual(log.log, ["parent.willMoveToSuperview(view)", "parent.willMoveToWindow(window)", "child.willMoveToWindow(window)",
                                     "parent.didMoveToWindow", "child.didMoveToWindow", "parent.didMoveToSuperview"])
            XCTAssertTrue(child.window === window)
            log.log = []
            other.addSubview(child)         // moving between superviews in the same window
            XCTAssertEqual(log.log, ["child.willMoveToSuperview(view)", "parent.willRemoveSubview", "child.didMoveToSuperview", "other.didAddSubview"])
            log.log = []
            child.removeFromSuperview()
            XCTAssertEqual(log.log, ["other.willRemoveSubview", "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)",
                                     "child.didMoveToWindow", "child.didMoveToSuperview"])
            XCTAssertNil(child.window)
        }
    }

    nonisolated func testAViewCannotBecomeItsOwnAncestor() {
        MainActor.assumeIsolated {
            let a = UIView(), b = UIView(), c = UIView()
            a.addSubview(b); b.addSubview(c)
            c.addSubview(a)
            XCTAssertNil(a.superview)
            XCTAssertTrue(c.subviews.isEmpty)
            a.addSubview(a)
            XCTAssertTrue(a.subviews == [b])
            XCTAssertTrue(c.isDescendant(of: a))
            XCTAssertFalse(a.isDescendant(of: c))
        }
    }

    nonisolated func testViewWithTagSearchesDepthFirstFromItself() {
        MainActor.assumeIsolated {
            let a = UIView(), b = UIView(), c = UIView(), d = UIView()
            a.addSubview(b); b.addSubview(c); a.addSubview(d)
            c.tag = 7; d.tag = 7
            XCTAssertTrue(a.viewWithTag(7) === c)
            XCTAssertTrue(a.viewWithTag(0) === a)
            XCTAssertNil(d.viewWithTag(8))
            XCTAssertTrue(c.next === b)
        }
    }

    nonisolated func testRemovingAViewInsideItsSuperviewsLayout() {
        MainActor.assumeIsolated {
            let parent = RemovingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let kids = (0..<3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
            kids.forEach(parent.addSubview)
            kids.forEach { $0.setNeedsLayout() }
            parent.setNeedsLayout()
            parent.layoutIfNeeded()
            XCTAssertTrue(parent.subviews == [kids[0], kids[2]])
            XCTAssertNil(kids[1].superview)
        }
    }
}

@MainActor final class RemovingView: UIView {
    override func layoutSubviews() { if subviews.count == 3 { subviews[1].removeFromSuperview() } }
}

extension Array where Element == UIView {
    @MainActor static func == (l: [UIView], r: [UIView]) -> Bool { l.count == r.count && zip(l, r).allSatisfy { $0 === $1 } }
}
