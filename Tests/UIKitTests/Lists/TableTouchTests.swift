import XCTest
import UIKit
import Shell
@testable import QuartzCore

/// Rows selected by touches through the headless app's seat, in UIKit's delegate order.
final class TableTouchTests: AppTestCase {
    final class Colors: UITableViewController {
        let names = (0..<40).map { "Colour \($0)" }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
            tableView.rowHeight = 44
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { TestLog.lines.append("didHighlight \(indexPath.row)") }
        override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { TestLog.lines.append("didUnhighlight \(indexPath.row)") }
        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            TestLog.lines.append("willSelect \(indexPath.row)")
            return indexPath.row == 7 ? nil : indexPath
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { TestLog.lines.append("didSelect \(indexPath.row)") }
        override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            TestLog.lines.append("willDeselect \(indexPath.row)")
            return indexPath
        }
        override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { TestLog.lines.append("didDeselect \(indexPath.row)") }
    }

    private static func tap(_ t: Double, _ y: CGFloat) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: 100, y: y))), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    nonisolated func testTapsSelectRowsInUIKitsOrder() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Colors(style: .plain) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: Self.tap(0.1, 44 * 2 + 20), duration: 0.3)
            XCTAssertEqual(TestLog.lines, ["didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2"])
            XCTAssertEqual(vc.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
            XCTAssertTrue(vc.tableView.cellForRow(at: IndexPath(row: 2, section: 0))!.isSelected)
            TestLog.lines = []
            platform.run(events: Self.tap(0.5, 44 * 4 + 20), duration: 0.7)
            XCTAssertEqual(TestLog.lines, ["didHighlight 4", "didUnhighlight 4", "willSelect 4", "willDeselect 2", "didDeselect 2", "didSelect 4"])
            // willSelect may refuse: row 7 is not selected and 4 stays.
            TestLog.lines = []
            platform.run(events: Self.tap(0.9, 44 * 7 + 20), duration: 1.1)
            XCTAssertEqual(TestLog.lines, ["didHighlight 7", "didUnhighlight 7", "willSelect 7"])
            XCTAssertEqual(vc.tableView.indexPathsForSelectedRows, [IndexPath(row: 4, section: 0)])
        }
    }

    nonisolated func testADragScrollsAndSelectsNothing() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Colors(style: .plain) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            var events = [InputEvent(time: 0.1, .touchDown(id: 1, CGPoint(x: 100, y: 300)))]
            for k in 1...10 { events.append(InputEvent(time: 0.1 + Double(k) * 0.01, .touchMotion(id: 1, CGPoint(x: 100, y: 300 - CGFloat(k) * 15)))) }
            events.append(InputEvent(time: 0.25, .touchUp(id: 1)))
            platform.run(events: events, duration: 2)
            XCTAssertGreaterThan(vc.tableView.contentOffset.y, 100)
            XCTAssertFalse(TestLog.lines.contains { $0.hasPrefix("didSelect") }, "\(TestLog.lines)")
            XCTAssertNil(vc.tableView.indexPathForSelectedRow)
            // The rows now in view have cells, laid out where the offset shows them.
            let first = vc.tableView.visibleCells.first!
            XCTAssertLessThanOrEqual(first.frame.minY, vc.tableView.contentOffset.y)
            XCTAssertGreaterThan(first.frame.maxY, vc.tableView.contentOffset.y)
        }
    }
}

/// The pattern of a settings screen: a tap selects a row, whose `didSelect` deselects it
/// with animation and reloads the old and new checked rows; the table keeps taking touches.
final class TableCheckmarkTests: AppTestCase {
    final class Choices: UITableViewController {
        var checked = 1
        let toggle = UISwitch()
        init() { super.init(style: .insetGrouped) }
        required init?(coder: NSCoder) { fatalError("not archived") }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = indexPath.row == checked ? .checkmark : .none
            cell.accessoryView = indexPath.row == 3 ? toggle : nil
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            let old = IndexPath(row: checked, section: 0)
            checked = indexPath.row
            tableView.reloadRows(at: [old, indexPath], with: .automatic)
        }
    }

    nonisolated func testDeselectingAndReloadingInDidSelectLeavesTheTableResponsive() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Choices() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            let table = vc.tableView!
            let row0 = table.rectForRow(at: IndexPath(row: 0, section: 0))
            let tap = CGPoint(x: 100, y: row0.midY - table.contentOffset.y)
            platform.run(events: [InputEvent(time: 0.1, .touchDown(id: 1, tap)), InputEvent(time: 0.15, .touchUp(id: 1))], duration: 0.6)
            XCTAssertEqual(vc.checked, 0)
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            XCTAssertEqual(cell.accessoryType, .checkmark)
            XCTAssertFalse(cell.isSelected)
            XCTAssertFalse(cell.isHighlighted)
            XCTAssertNil(table.indexPathForSelectedRow)
            let row3 = table.rectForRow(at: IndexPath(row: 3, section: 0))
            let switchPoint = CGPoint(x: row3.maxX - 40, y: row3.midY - table.contentOffset.y)
            platform.run(events: [InputEvent(time: 0.7, .touchDown(id: 1, switchPoint)), InputEvent(time: 0.75, .touchUp(id: 1))], duration: 1.2)
            XCTAssertTrue(vc.toggle.isOn, "the switch in another row takes the next tap")
        }
    }
}
