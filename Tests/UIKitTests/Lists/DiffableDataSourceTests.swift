import XCTest
import UIKit
import LaminaTestSupport
@testable import QuartzCore

/// Snapshots and the table's diffable data source (Apple: NSDiffableDataSourceSnapshot,
/// UITableViewDiffableDataSource).
final class DiffableDataSourceTests: ViewTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    nonisolated func testSnapshotEditing() {
        var s = Snapshot()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([10, 11])
        XCTAssertEqual(s.itemIdentifiers(inSection: "b"), [10, 11], "no section named: the last one")
        s.insertItems([0], beforeItem: 1)
        s.insertItems([4], afterItem: 3)
        XCTAssertEqual(s.itemIdentifiers(inSection: "a"), [0, 1, 2, 3, 4])
        s.moveItem(0, afterItem: 10)
        XCTAssertEqual(s.itemIdentifiers, [1, 2, 3, 4, 10, 0, 11])
        XCTAssertEqual(s.sectionIdentifier(containingItem: 0), "b")
        XCTAssertEqual(s.indexOfItem(10), 4)
        s.deleteItems([2, 11])
        XCTAssertEqual(s.numberOfItems, 5)
        s.insertSections(["top"], beforeSection: "a")
        XCTAssertEqual(s.sectionIdentifiers, ["top", "a", "b"])
        s.moveSection("top", afterSection: "b")
        XCTAssertEqual(s.sectionIdentifiers, ["a", "b", "top"])
        XCTAssertEqual(s.indexOfSection("b"), 1)
        XCTAssertEqual(s.sectionIdentifier(containingItem: 10), "b", "items follow their moved section")
        s.deleteSections(["a"])
        XCTAssertEqual(s.itemIdentifiers, [10, 0])
        XCTAssertNil(s.indexOfItem(1))
        // Duplicates are refused by name, the rest kept.
        s.appendItems([10, 99], toSection: "top")
        XCTAssertEqual(s.itemIdentifiers(inSection: "top"), [99])
        XCTAssertTrue(Diagnostics.hasWarned("NSDiffableDataSourceSnapshot.appendItems: item identifiers must be unique; 10 is already in the snapshot"))
        var empty = Snapshot()
        empty.appendItems([1])
        XCTAssertEqual(empty.numberOfItems, 0)
        XCTAssertTrue(Diagnostics.hasWarned("NSDiffableDataSourceSnapshot.appendItems: there are no sections"))
    }

    @MainActor static func table() -> (UITableView, UITableViewDiffableDataSource<String, Int>) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "n")
        table.rowHeight = 20
        let source = UITableViewDiffableDataSource<String, Int>(tableView: table) { table, path, n in
            let cell = table.dequeueReusableCell(withIdentifier: "n", for: path)
            cell.textLabel?.text = "\(n)"
            return cell
        }
        return (table, source)
    }

    nonisolated func testApplyingUpdatesTheTableAndKeepsTheCellsOfItemsThatStay() {
        MainActor.assumeIsolated {
            let (table, source) = Self.table()
            var s = Snapshot()
            s.appendSections(["main"])
            s.appendItems(Array(0..<8))
            source.apply(s, animatingDifferences: false)
            table.layoutIfNeeded()
            XCTAssertEqual(table.shownTexts, (0..<8).map(String.init))
            let cellOf5 = table.cellForRow(at: IndexPath(row: 5, section: 0))
            s.deleteItems([1, 2])
            s.moveItem(5, beforeItem: 0)
            s.appendItems([100])
            source.apply(s)
            table.layoutIfNeeded()
            XCTAssertEqual(table.shownTexts, ["5", "0", "3", "4", "6", "7", "100"])
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOf5, "5's cell moved with it")
            XCTAssertEqual(source.itemIdentifier(for: IndexPath(row: 2, section: 0)), 3)
            XCTAssertEqual(source.indexPath(for: 100), IndexPath(row: 6, section: 0))
            XCTAssertEqual(source.snapshot().itemIdentifiers, [5, 0, 3, 4, 6, 7, 100])
            // Reconfiguring asks the provider again for the same cell.
            var r = source.snapshot()
            r.reconfigureItems([3])
            source.apply(r)
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) != nil)
        }
    }

    /// Random edits of random snapshots: whatever the difference, the table ends showing the
    /// new snapshot, with no "Invalid update".
    nonisolated func testRandomDifferencesLandOnTheNewSnapshot() {
        MainActor.assumeIsolated {
            var rng = SplitMix(seed: 7)
            let (table, source) = Self.table()
            var s = Snapshot()
            s.appendSections(["s0", "s1", "s2"])
            var next = 0
            for name in ["s0", "s1", "s2"] {
                s.appendItems((0..<12).map { _ in next += 1; return next }, toSection: name)
            }
            source.apply(s, animatingDifferences: false)
            for round in 0..<60 {
                var t = source.snapshot()
                for _ in 0..<Int(rng.next() % 6) {
                    let all = t.itemIdentifiers
                    switch rng.next() % 7 {
                    case 5:
                        next += 1
                        t.insertSections(["x\(next)"], beforeSection: t.sectionIdentifiers[Int(rng.next() % UInt64(t.numberOfSections))])
                        t.appendItems([next], toSection: "x\(next)")
                    case 6 where t.numberOfSections > 1:
                        t.deleteSections([t.sectionIdentifiers[Int(rng.next() % UInt64(t.numberOfSections))]])
                    case 0 where !all.isEmpty: t.deleteItems([all[Int(rng.next() % UInt64(all.count))]])
                    case 1 where !all.isEmpty:
                        next += 1
                        t.insertItems([next], beforeItem: all[Int(rng.next() % UInt64(all.count))])
                    case 2 where all.count > 1:
                        let a = all[Int(rng.next() % UInt64(all.count))], b = all[Int(rng.next() % UInt64(all.count))]
                        if a != b { t.moveItem(a, afterItem: b) }
                    case 3:
                        next += 1
                        t.appendItems([next], toSection: t.sectionIdentifiers[Int(rng.next() % UInt64(t.numberOfSections))])
                    default:
                        if !all.isEmpty { t.reloadItems([all[Int(rng.next() % UInt64(all.count))]]) }
                    }
                }
                source.apply(t, animatingDifferences: rng.next() % 2 == 0)
                table.layoutIfNeeded()
                XCTAssertEqual(table.shownTexts, t.itemIdentifiers.map(String.init), "round \(round)")
            }
            XCTAssertFalse(Diagnostics.hasWarned("UITableView: Invalid update"))
        }
    }
}
