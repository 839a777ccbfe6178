import XCTest
@testable import UIKit
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

/// Rows swiped to show their actions, through the seat.
final class TableSwipeTests: AppTestCase {
    final class Mail: UITableViewController {
        var items = ["Alpha", "Bravo", "Charlie", "Delta"]
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "m")
            tableView.rowHeight = 44
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "m", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                TestLog.lines.append("delete \(self.items[indexPath.row])")
                self.items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in TestLog.lines.append("flag"); done(true) }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { TestLog.lines.append("didSelect \(indexPath.row)") }
    }

    nonisolated func testSwipeOpensActionsAndAnActionRuns() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Mail(style: .plain) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            let bravo = vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
            platform.run(events: sidewaysDrag(0.1, from: CGPoint(x: 250, y: 66), by: -120), duration: 0.8)
            XCTAssertEqual(vc.tableView.contentOffset.y, 0, "a sideways drag does not scroll")
            XCTAssertEqual(bravo.swipeActionsWidth, 74 + 86, "Flag at UIKit's 74-point minimum, Delete fitted to its title")
            XCTAssertEqual(bravo.contentView.frame.minX, -160, "open: the two actions show")
            XCTAssertFalse(TestLog.lines.contains { $0.hasPrefix("didSelect") })
            // Flag is the inner button (actions go from the edge inwards): x 160…234.
            platform.run(events: [InputEvent(time: 1.0, .touchDown(id: 1, CGPoint(x: 200, y: 66))), InputEvent(time: 1.05, .touchUp(id: 1))], duration: 1.5)
            XCTAssertEqual(TestLog.lines, ["flag"])
            XCTAssertEqual(bravo.contentView.frame.minX, 0, "the row closed when the action completed")
            // Open again and delete.
            platform.run(events: sidewaysDrag(1.6, from: CGPoint(x: 250, y: 66), by: -120), duration: 2.3)
            platform.run(events: [InputEvent(time: 2.4, .touchDown(id: 1, CGPoint(x: 300, y: 66))), InputEvent(time: 2.45, .touchUp(id: 1))], duration: 3.2)
            XCTAssertEqual(TestLog.lines, ["flag", "delete Bravo"])
            XCTAssertEqual(vc.tableView.visibleCells.map { $0.textLabel?.text ?? "" }, ["Alpha", "Charlie", "Delta"])
            // A short drag closes again; a tap elsewhere selects nothing while a row is open.
            platform.run(events: sidewaysDrag(3.3, from: CGPoint(x: 250, y: 22), by: -30), duration: 4.0)
            XCTAssertEqual(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX, 0)
        }
    }
}
