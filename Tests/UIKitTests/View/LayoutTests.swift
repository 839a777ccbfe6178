import XCTest
import UIKit

/// The layout cycle and UIKit's autoresizing (Apple: layoutSubviews, setNeedsLayout,
/// layoutIfNeeded, UIView.AutoresizingMask).
final class LayoutTests: ViewTestCase {
    nonisolated func testLayoutRunsTopDownOncePerPass() {
        MainActor.assumeIsolated {
            var order: [String] = []
            @MainActor func view(_ name: String) -> RecordingView {
                let v = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                v.name = name; v.layoutLog = { order.append($0) }
                return v
            }
            let root = view("root"), mid = view("mid"), leaf = view("leaf")
            root.addSubview(mid); mid.addSubview(leaf)
            root.layoutIfNeeded()
            XCTAssertEqual(order, ["root", "mid", "leaf"], "new views lay out once, parents first")
            order = []
            leaf.setNeedsLayout(); root.setNeedsLayout(); leaf.setNeedsLayout()
            leaf.layoutIfNeeded()                  // from the highest ancestor that needs it
            XCTAssertEqual(order, ["root", "leaf"])
            root.layoutIfNeeded()
            XCTAssertEqual(order, ["root", "leaf"], "nothing left to lay out")
            order = []
            mid.bounds.size = CGSize(width: 50, height: 50)   // a size change schedules layout
            XCTAssertTrue(mid.layer.needsLayout())
            mid.center = CGPoint(x: 5, y: 5)                   // a move does not
            root.layoutIfNeeded()
            // A view whose size changed lays out its superview too (UIKit).
            XCTAssertEqual(order, ["root", "mid"])
            // The render path lays out before it draws.
            order = []
            mid.setNeedsLayout()
            _ = render(root, width: 10, height: 10)
            XCTAssertEqual(order, ["mid"])
            // A size change made by the superview's own layout does not lay it out again.
            order = []
            root.onLayout = { mid.bounds.size = CGSize(width: 60, height: 60) }
            root.setNeedsLayout()
            root.layoutIfNeeded()
            XCTAssertEqual(order, ["root", "mid"])
            XCTAssertFalse(root.layer.needsLayout())
        }
    }

    nonisolated func testAutoresizingSharesTheChangeInProportion() {
        MainActor.assumeIsolated {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let child = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
            parent.addSubview(child)
            // Width flexible with both margins: left 20, width 100, right 80 share +200 as 20:100:80.
            child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            parent.frame.size.width = 400
            XCTAssertEqual(child.frame.origin.x, 40, accuracy: 1e-9)
            XCTAssertEqual(child.frame.width, 200, accuracy: 1e-9)
            // Only the width: it takes all of it.
            child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            parent.frame.size = CGSize(width: 300, height: 150)
            XCTAssertEqual(child.frame, CGRect(x: 40, y: 10, width: 100, height: 100))
            // Only the left margin: the view keeps its right margin.
            child.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
            parent.frame.size = CGSize(width: 400, height: 200)
            XCTAssertEqual(child.frame, CGRect(x: 140, y: 60, width: 100, height: 100))
            // Margin and size flexible: 140:100 of +(−240) … in proportion (not AppKit's halves).
            child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
            parent.frame.size.width = 160
            XCTAssertEqual(child.frame.origin.x, 140 - 240 * 140 / 240, accuracy: 1e-9)
            XCTAssertEqual(child.frame.width, 100 - 240 * 100 / 240, accuracy: 1e-9)
            // autoresizesSubviews off: nothing follows.
            parent.autoresizesSubviews = false
            let before = child.frame
            parent.frame.size.width = 500
            XCTAssertEqual(child.frame, before)
        }
    }

    nonisolated func testSizeThatFitsSizeToFitAndIntrinsicSize() {
        MainActor.assumeIsolated {
            let v = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
            XCTAssertEqual(v.sizeThatFits(CGSize(width: 1, height: 1)), CGSize(width: 30, height: 40))
            XCTAssertEqual(v.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            let fitting = FittingView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
            fitting.sizeToFit()
            XCTAssertEqual(fitting.frame, CGRect(x: 5, y: 5, width: 64, height: 12))
            XCTAssertEqual(v.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            v.layoutIfNeeded()
            v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            XCTAssertEqual(v.layoutMargins, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            XCTAssertTrue(v.layer.needsLayout(), "new margins lay the view out again")
        }
    }
}

@MainActor final class FittingView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 64, height: 12) }
}
