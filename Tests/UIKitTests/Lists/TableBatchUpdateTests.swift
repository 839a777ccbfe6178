import XCTest
import UIKit
@testable import QuartzCore

/// Inserting, deleting, moving and reloading rows (Apple: "Inserting and deleting rows and
/// sections", `performBatchUpdates(_:completion:)`).
final class TableBatchUpdateTests: ViewTestCase {
    /// Rows named by the strings of the model.
    @MainActor final class Words: UITableViewDataSource {
        var sections: [[String]]
        init(_ sections: [[String]]) { self.sections = sections }
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "w", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
    }

    @MainActor static func table(_ words: Words) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "w")
        table.rowHeight = 44
        table.dataSource = words
        table.layoutIfNeeded()
        return table
    }

    nonisolated func testABatchCarriesCellsAndSelectionToTheirNewRows() {
        MainActor.assumeIsolated {
            let words = Words([["a", "b", "c", "d", "e"]])
            let table = Self.table(words)
            let cellD = table.cellForRow(at: IndexPath(row: 3, section: 0))!
            table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
            var finished: Bool?
            table.performBatchUpdates({
                words.sections[0] = ["new", "a", "c", "d", "e", "last"]
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 5, section: 0)], with: .automatic)
            }, completion: { finished = $0 })
            table.layoutIfNeeded()
            XCTAssertEqual(table.shownTexts, ["new", "a", "c", "d", "e", "last"])
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellD, "d's cell moved with it")
            XCTAssertEqual(cellD.frame.minY, 3 * 44)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0), "the selection followed d")
            XCTAssertEqual(table.contentSize.height, 6 * 44)
            XCTAssertEqual(finished, true)
        }
    }

    nonisolated func testMovesAndReloads() {
        MainActor.assumeIsolated {
            let words = Words([["a", "b", "c"], ["x", "y"]])
            let table = Self.table(words)
            let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            words.sections = [["b", "c"], ["x", "a", "y"]]
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
            table.layoutIfNeeded()
            XCTAssertEqual(table.shownTexts, ["b", "c", "x", "a", "y"])
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 1)) === cellA)
            words.sections[1][0] = "X!"
            table.reloadRows(at: [IndexPath(row: 0, section: 1)], with: .none)
            table.layoutIfNeeded()
            XCTAssertEqual(table.shownTexts, ["b", "c", "X!", "a", "y"])
            words.sections.remove(at: 0)
            table.deleteSections(IndexSet(integer: 0), with: .fade)
            table.layoutIfNeeded()
            XCTAssertEqual(table.shownTexts, ["X!", "a", "y"])
            XCTAssertEqual(table.numberOfSections, 1)
            words.sections.insert(["top"], at: 0)
            table.insertSections(IndexSet(integer: 0), with: .top)
            table.layoutIfNeeded()
            XCTAssertEqual(table.shownTexts, ["top", "X!", "a", "y"])
        }
    }

    nonisolated func testCountsThatDisagreeWithTheBatchAreReportedAndTheTableReloads() {
        MainActor.assumeIsolated {
            let words = Words([["a", "b", "c"]])
            let table = Self.table(words)
            // Two rows added to the model, one insertion told.
            words.sections[0] += ["d", "e"]
            var finished: Bool?
            table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade) }, completion: { finished = $0 })
            XCTAssertTrue(Diagnostics.hasWarned("UITableView: Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)"))
            XCTAssertEqual(finished, false)
            table.layoutIfNeeded()
            XCTAssertEqual(table.shownTexts, ["a", "b", "c", "d", "e"], "nothing stale: the table shows the model")
            // An index path out of range is named.
            table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
            XCTAssertTrue(Diagnostics.hasWarned("UITableView: Invalid update: attempt to delete, reload or move row 9 from section 0, which only contains 5 rows before the update."))
            table.layoutIfNeeded()
            XCTAssertEqual(table.shownTexts.count, 5)
        }
    }

    nonisolated func testDeletedRowsAnimateOutInAWindow() {
        MainActor.assumeIsolated {
            let words = Words([["a", "b", "c", "d"]])
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
            let table = UITableView(frame: window.bounds)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "w")
            table.rowHeight = 44
            table.dataSource = words
            window.addSubview(table)
            window.isHidden = false
            table.layoutIfNeeded()
            commit()
            let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            let cellC = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            words.sections[0].remove(at: 1)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
            commit()
            XCTAssertEqual(cellC.frame.minY, 44, "c's model frame is final")
            XCTAssertNotNil(cellC.layer.animation(forKey: "position"), "c slides up")
            XCTAssertFalse(cellB.isHidden, "b is still leaving")
            XCTAssertEqual(cellB.frame.minX, -320, "to the left")
            advance(to: 1000.5)
            XCTAssertTrue(cellB.isHidden, "b's cell went back to the reuse queue when it was gone")
            XCTAssertEqual(table.shownTexts, ["a", "c", "d"])
        }
    }
}
