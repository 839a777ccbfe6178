import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// Rows moved by their reorder control in editing mode, through the headless app's seat:
/// the dragged row follows the finger, the data source hears `moveRowAt`, the table shows
/// the new order; the delegate may redirect the drop.
final class TableReorderTests: AppTestCase {
    final class Chores: UITableViewController {
        var items = (0..<12).map { "Chore \($0)" }
        var fixedFirst = false
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
            tableView.rowHeight = 44
            setEditing(true, animated: false)
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row != 11 }
        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            TestLog.lines.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
            items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
        override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                                toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
            fixedFirst && proposedDestinationIndexPath.row == 0 ? IndexPath(row: 1, section: 0) : proposedDestinationIndexPath
        }
    }

    private static func drag(from fromY: CGFloat, to toY: CGFloat, at t: Double) -> [InputEvent] {
        gripDrag(x: 320 - 22, from: fromY, to: toY, at: t)
    }

    nonisolated func testARowDraggedByItsGripMoves() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Chores(style: .plain) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let table = vc.tableView!
            platform.run(events: [], duration: 0.05)
            XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 1, section: 0))?.reorderControl, "a movable row shows its grip")
            XCTAssertNil(table.cellForRow(at: IndexPath(row: 11, section: 0))?.reorderControl, "canMoveRowAt false: no grip")
            // Row 1 dragged down over row 3 (the frame mid-drag kept as an artifact to look at).
            var midDrag: CGImage?
            platform.run(events: Self.drag(from: 44 + 22, to: 3 * 44 + 22, at: 0.1), duration: 1.2) { _, t, image in
                if midDrag == nil, t >= 0.45 { midDrag = image }
            }
            if let midDrag { _ = writeArtifact(midDrag, "table-reorder-mid-drag") }
            XCTAssertEqual(TestLog.lines, ["move 1 to 3"])
            XCTAssertEqual(Array(vc.items.prefix(5)), ["Chore 0", "Chore 2", "Chore 3", "Chore 1", "Chore 4"])
            for row in 0..<5 {
                let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
                XCTAssertEqual(cell?.textLabel?.text, vc.items[row], "row \(row) shows its item")
                XCTAssertEqual(cell?.frame.minY, CGFloat(row) * 44, "row \(row) in its place")
                XCTAssertEqual(cell?.transform, .identity)
            }
            XCTAssertEqual(table.contentOffset.y, 0, "the drag did not scroll the table")
        }
    }

    nonisolated func testTheDelegateRedirectsTheDrop() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Chores(style: .plain) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            vc.fixedFirst = true
            platform.run(events: Self.drag(from: 4 * 44 + 22, to: 10, at: 0.1), duration: 1.2)
            XCTAssertEqual(TestLog.lines, ["move 4 to 1"], "row 0 stays first")
            XCTAssertEqual(Array(vc.items.prefix(3)), ["Chore 0", "Chore 4", "Chore 1"])
        }
    }

    nonisolated func testRowsThatCannotMoveShowNoGripUnlessTheCellAsks() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let source = StaticRows(count: 3)
            table.dataSource = source
            table.layoutIfNeeded()
            table.setEditing(true, animated: false)
            XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0))?.reorderControl)
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            cell.showsReorderControl = true
            table.setEditing(false, animated: false)
            table.setEditing(true, animated: false)
            XCTAssertNotNil(cell.reorderControl, "the cell's showsReorderControl shows it")
            table.setEditing(false, animated: false)
            cell.layoutIfNeeded()
            XCTAssertTrue(cell.reorderControl?.isHidden ?? true, "only in editing mode")
        }
    }
}

private final class StaticRows: UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
