import XCTest
import UIKit
import Shell
@testable import QuartzCore

/// Editing mode by taps through the seat: the delete control asks for confirmation, the
/// Delete button commits, the data source deletes the row (Apple: "Inserting and deleting
/// rows", `tableView(_:commit:forRowAt:)`).
final class TableEditingTests: AppTestCase {
    final class Groceries: UITableViewController {
        var items = ["Milk", "Eggs", "Bread", "Butter"]
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "g")
            tableView.rowHeight = 44
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "g", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            TestLog.lines.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
            guard editingStyle == .delete else { return }
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { TestLog.lines.append("didSelect \(indexPath.row)") }
    }

    private static func tap(_ t: Double, _ p: CGPoint) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, p)), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    nonisolated func testDeleteControlConfirmationAndCommit() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Groceries(style: .plain) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            vc.setEditing(true, animated: false)
            XCTAssertTrue(vc.tableView.isEditing)
            platform.run(events: [], duration: 0.1)
            let first = vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
            let eggs = vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
            XCTAssertEqual(first.contentView.frame.minX, 0, "row 0 cannot be edited: no control, no indent")
            XCTAssertEqual(eggs.contentView.frame.minX, 38, "an editable row's content moves over for its control")
            // Tapping a row in editing mode selects nothing; the delete control asks to confirm.
            platform.run(events: Self.tap(0.2, CGPoint(x: 200, y: 66)), duration: 0.4)
            XCTAssertFalse(TestLog.lines.contains("didSelect 1"))
            platform.run(events: Self.tap(0.5, CGPoint(x: 27, y: 66)), duration: 0.7)
            XCTAssertTrue(eggs.showingDeleteConfirmation)
            XCTAssertEqual(TestLog.lines, [], "nothing committed before confirming")
            platform.run(events: Self.tap(0.9, CGPoint(x: 290, y: 66)), duration: 1.6)
            XCTAssertEqual(TestLog.lines, ["commit delete 1"])
            XCTAssertEqual(vc.tableView.visibleCells.map { $0.textLabel?.text ?? "" }, ["Milk", "Bread", "Butter"])
            // Leaving editing mode puts the controls away.
            vc.setEditing(false, animated: false)
            platform.run(events: [], duration: 1.7)
            XCTAssertEqual(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.frame.minX, 0)
        }
    }
}
