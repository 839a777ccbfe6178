import XCTest
import UIKit

/// Key-value observing of views as iOS code does it: a view's geometry and visibility, a scroll
/// view's offset, and a table's content size (the table sized to its rows).
final class ViewKeyValueObservingTests: ViewTestCase {
    nonisolated func testGeometryAlphaAndHiddenAreObservable() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            var frames: [CGRect] = [], sizes: [CGSize] = [], alphas: [CGFloat] = [], hidden: [Bool] = []
            let observations = [
                view.observe(\.frame, options: [.new]) { _, c in frames.append(c.newValue!) },
                view.observe(\.bounds, options: [.new]) { _, c in sizes.append(c.newValue!.size) },
                view.observe(\.alpha, options: [.new]) { _, c in alphas.append(c.newValue!) },
                view.observe(\.isHidden, options: [.old, .new]) { _, c in hidden.append(c.newValue!) },
            ]
            view.center = CGPoint(x: 100, y: 100)
            view.bounds.size = CGSize(width: 60, height: 40)
            view.alpha = 0.25
            view.isHidden = true
            XCTAssertEqual(frames.last, CGRect(x: 70, y: 80, width: 60, height: 40))
            XCTAssertEqual(frames.first, CGRect(x: 50, y: 75, width: 100, height: 50), "the move alone")
            XCTAssertEqual(sizes, [CGSize(width: 60, height: 40)], "a move leaves the bounds as they were")
            XCTAssertEqual(alphas, [0.25])
            XCTAssertEqual(hidden, [true])
            observations.forEach { $0.invalidate() }
            view.alpha = 1
            XCTAssertEqual(alphas, [0.25])
        }
    }

    nonisolated func testAScrollViewsOffsetAndContentSize() {
        MainActor.assumeIsolated {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scroll.contentSize = CGSize(width: 200, height: 1000)
            var offsets: [CGPoint] = [], sizes: [CGSize] = [], insets = 0
            let a = scroll.observe(\.contentOffset, options: [.new]) { _, c in offsets.append(c.newValue!) }
            let b = scroll.observe(\.contentSize, options: [.old, .new]) { _, c in
                XCTAssertEqual(c.oldValue, CGSize(width: 200, height: 1000))
                sizes.append(c.newValue!)
            }
            let c = scroll.observe(\.contentInset) { _, _ in insets += 1 }
            scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
            scroll.contentSize = CGSize(width: 200, height: 1200)
            scroll.contentSize = CGSize(width: 200, height: 1200)      // unchanged: not told
            scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            XCTAssertEqual(offsets, [CGPoint(x: 0, y: 300)])
            XCTAssertEqual(sizes, [CGSize(width: 200, height: 1200)])
            XCTAssertEqual(insets, 1)
            _ = (a, b, c)
        }
    }

    nonisolated func testATableSizedToItsRowsByObservingItsContentSize() {
        MainActor.assumeIsolated {
            let rows = NumberedRows([3])
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.rowHeight = 44
            table.dataSource = rows
            container.addSubview(table)
            // The common iOS pattern: a table in a card, as tall as its rows.
            let observation = table.observe(\.contentSize, options: [.new]) { table, change in
                table.frame.size.height = change.newValue!.height
            }
            container.layoutIfNeeded()
            XCTAssertEqual(table.frame.height, 132)
            rows.counts = [5]
            table.reloadData()
            container.layoutIfNeeded()
            XCTAssertEqual(table.frame.height, 220)
            observation.invalidate()
        }
    }
}
