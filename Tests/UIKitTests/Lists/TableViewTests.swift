import XCTest
@testable import UIKit
@testable import QuartzCore

/// UITableView's data source pattern, reuse, geometry and queries (Apple: UITableView,
/// "Filling a table with data").
final class TableViewTests: ViewTestCase {
    nonisolated func testOnlyTheRowsInViewHaveCellsAndCellsAreReused() {
        MainActor.assumeIsolated {
            CountingCell.made = 0
            let (table, source) = numberedTable([1000])
            XCTAssertEqual(table.shownTexts, (0..<10).map { "0.\($0)" }, "440 points show rows 0–9")
            XCTAssertEqual(CountingCell.made, 10)
            XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 44_000))
            // Scrolling a row at a time: each row coming in takes the cell of the row that left.
            for step in 1...100 {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 44)
                table.layoutIfNeeded()
            }
            XCTAssertEqual(table.shownTexts, (100..<110).map { "0.\($0)" })
            XCTAssertLessThanOrEqual(CountingCell.made, 12, "never more cells than the rows in view plus two")
            let reuses = table.visibleCells.map { ($0 as! CountingCell).reuses }.reduce(0, +)
            XCTAssertGreaterThan(reuses, 80, "each row after the first screen reused a cell")
            XCTAssertEqual(source.asked.count, 110, "cellForRowAt once per row shown")
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 105, section: 0))?.frame, CGRect(x: 0, y: 105 * 44, width: 320, height: 44))
            XCTAssertNil(table.cellForRow(at: IndexPath(row: 5, section: 0)), "rows out of view have no cell")
            // A half-row offset shows 11 rows.
            table.contentOffset.y += 22
            table.layoutIfNeeded()
            XCTAssertEqual(table.indexPathsForVisibleRows?.count, 11)
        }
    }

    nonisolated func testGeometryOfSectionsWithTitles() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.rowHeight = 44
            let source = NumberedRows([2, 3, 1])
            source.titles = true
            table.dataSource = source
            table.layoutIfNeeded()
            XCTAssertEqual(table.numberOfSections, 3)
            XCTAssertEqual(table.numberOfRows(inSection: 1), 3)
            // Plain titled headers are 28 points: 28 + 2·44, 28 + 3·44, 28 + 44.
            XCTAssertEqual(table.contentSize.height, 3 * 28 + 6 * 44)
            XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 116, width: 320, height: 28))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 1)), CGRect(x: 0, y: 144 + 88, width: 320, height: 44))
            XCTAssertEqual(table.rect(forSection: 2), CGRect(x: 0, y: 276, width: 320, height: 72))
            XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 150)), IndexPath(row: 0, section: 1))
            XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 120)), "over a header")
            XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 400)), "below the last row")
            XCTAssertEqual(table.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 320, height: 60)),
                           [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
            XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "Section 0")
            XCTAssertEqual(table.headerView(forSection: 2)?.frame, CGRect(x: 0, y: 276, width: 320, height: 28))
            // Bad index paths are refused with a message, not a crash.
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 9, section: 0)), .zero)
            XCTAssertTrue(Diagnostics.hasWarned("UITableView.rectForRow(at: [0, 9]): no such row"))
        }
    }

    nonisolated func testSectionHeaderTopPaddingOpensSpaceAboveEachHeader() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.rowHeight = 44
            let source = NumberedRows([2, 3, 1])
            source.titles = true
            table.dataSource = source
            XCTAssertEqual(table.sectionHeaderTopPadding, UITableView.automaticDimension)
            table.sectionHeaderTopPadding = 10
            table.layoutIfNeeded()
            // Each section: 10 of padding, then its 28-point header and its rows.
            XCTAssertEqual(table.contentSize.height, 3 * (10 + 28) + 6 * 44)
            XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 38 + 88 + 10, width: 320, height: 28))
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)), CGRect(x: 0, y: 38 + 88 + 38, width: 320, height: 44))
            XCTAssertEqual(table.rect(forSection: 1), CGRect(x: 0, y: 126, width: 320, height: 38 + 132))
            XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 10)
            XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 130)), "over the padding")
            table.sectionHeaderTopPadding = 0
            table.layoutIfNeeded()
            XCTAssertEqual(table.rectForHeader(inSection: 1).minY, 116, "no padding: as automatic")
        }
    }

    nonisolated func testPlainHeadersStayAtTheTopWhileTheirSectionScrolls() {
        MainActor.assumeIsolated {
            let (table, source) = numberedTable([20, 20])
            source.titles = true
            table.reloadData()
            table.layoutIfNeeded()
            table.contentOffset.y = 300
            table.layoutIfNeeded()
            XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 300, "pinned to the top of the view")
            // Section 0 ends at 28 + 880 = 908: its header is pushed up by the next one.
            table.contentOffset.y = 900
            table.layoutIfNeeded()
            XCTAssertEqual(table.headerView(forSection: 0)?.frame.maxY, 908)
            XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 908)
            // Headers are above the rows passing under them.
            let header = table.headerView(forSection: 1)!
            let headerIndex = table.subviews.firstIndex { $0 === header }!
            let cellIndexes = table.visibleCells.map { cell in table.subviews.firstIndex { $0 === cell }! }
            XCTAssertTrue(cellIndexes.allSatisfy { $0 < headerIndex })
        }
    }

    nonisolated func testARegisteredSubclassIsMadeThroughItsOwnInitializer() {
        MainActor.assumeIsolated {
            final class StyledCell: UITableViewCell {
                let badge = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                    badge.text = "new"
                    contentView.addSubview(badge)
                }
                required init?(coder: NSCoder) { fatalError("not archived") }
            }
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            table.register(StyledCell.self, forCellReuseIdentifier: "styled")
            let cell = table.dequeueReusableCell(withIdentifier: "styled", for: IndexPath(row: 0, section: 0))
            XCTAssertTrue(cell is StyledCell)
            XCTAssertEqual((cell as? StyledCell)?.badge.text, "new")
            XCTAssertNotNil(cell.detailTextLabel, "the subclass's own style")
            XCTAssertEqual(cell.reuseIdentifier, "styled")
            XCTAssertEqual(cell.bounds.width, 320, "sized to the row")
            XCTAssertNil(table.dequeueReusableCell(withIdentifier: "never registered"))
            table.register(UIView.self, forCellReuseIdentifier: "view")
            XCTAssertTrue(Diagnostics.hasWarned("UITableView.register: UIView is not a UITableViewCell subclass"))
        }
    }

    nonisolated func testAMillionRowsCostWhatTheScreenfulCosts() {
        MainActor.assumeIsolated {
            CountingCell.made = 0
            let (table, source) = numberedTable([1_000_000], rowHeight: UITableView.automaticDimension)
            XCTAssertEqual(table.contentSize.height, 44_000_000, "unmeasured rows count at UIKit's 44-point estimate")
            XCTAssertEqual(source.asked.count, 10)
            table.scrollToRow(at: IndexPath(row: 999_999, section: 0), at: .bottom, animated: false)
            XCTAssertEqual(table.visibleCells.last?.textLabel?.text, "0.999999")
            XCTAssertEqual(table.contentOffset.y + table.bounds.height, table.contentSize.height, "the last row at the bottom")
            table.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
            XCTAssertEqual(table.visibleCells.first?.textLabel?.text, "0.500000")
            XCTAssertEqual(table.visibleCells.first?.frame.minY, table.contentOffset.y)
            XCTAssertLessThanOrEqual(CountingCell.made, 12)
            XCTAssertLessThanOrEqual(source.asked.count, 40, "only the rows shown on the way were asked for")
        }
    }

    nonisolated func testSelectionByCodeTellsNoDelegate() {
        MainActor.assumeIsolated {
            let (table, source) = numberedTable([30])
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0))!.isSelected)
            table.selectRow(at: IndexPath(row: 15, section: 0), animated: false, scrollPosition: .middle)
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 15, section: 0)], "single selection")
            let rect = table.rectForRow(at: IndexPath(row: 15, section: 0))
            XCTAssertEqual(rect.midY - table.contentOffset.y, 220, accuracy: 0.5, "scrolled to the middle")
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 15, section: 0))!.isSelected)
            table.allowsMultipleSelection = true
            table.selectRow(at: IndexPath(row: 14, section: 0), animated: false, scrollPosition: .none)
            XCTAssertEqual(table.indexPathsForSelectedRows?.count, 2)
            table.deselectRow(at: IndexPath(row: 15, section: 0), animated: true)
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 14, section: 0)])
            XCTAssertEqual(source.log, [], "code selection tells no delegate")
            // A reused cell shows its new row's selection, not its old one's.
            table.contentOffset.y = 0
            table.layoutIfNeeded()
            XCTAssertFalse(table.visibleCells.contains { $0.isSelected })
        }
    }

    nonisolated func testScrollPositions() {
        MainActor.assumeIsolated {
            let (table, source) = numberedTable([100])
            defer { withExtendedLifetime(source) {} }
            let row = IndexPath(row: 50, section: 0)
            table.scrollToRow(at: row, at: .top, animated: false)
            XCTAssertEqual(table.contentOffset.y, 2200)
            table.scrollToRow(at: row, at: .bottom, animated: false)
            XCTAssertEqual(table.contentOffset.y, 2244 - 440)
            table.scrollToRow(at: row, at: .none, animated: false)
            XCTAssertEqual(table.contentOffset.y, 2244 - 440, "already in view: no scroll")
            table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
            XCTAssertEqual(table.contentOffset.y, 4400 - 440, "never past the end")
        }
    }

    nonisolated func testPrefetchingAsksAheadAndCancelsRowsLeftBehind() {
        MainActor.assumeIsolated {
            final class Prefetcher: UITableViewDataSourcePrefetching {
                var fetched: [IndexPath] = [], cancelled: [IndexPath] = []
                func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { fetched += indexPaths }
                func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
            }
            let (table, source) = numberedTable([1000])
            defer { withExtendedLifetime(source) {} }
            let p = Prefetcher()
            table.prefetchDataSource = p
            table.setNeedsLayout()
            table.layoutIfNeeded()
            XCTAssertEqual(Set(p.fetched), Set((10..<20).map { IndexPath(row: $0, section: 0) }), "the ten rows below the view")
            table.contentOffset.y = 44 * 500
            table.layoutIfNeeded()
            XCTAssertTrue(p.cancelled.contains(IndexPath(row: 15, section: 0)), "rows left behind unshown are cancelled")
            XCTAssertTrue(p.fetched.contains(IndexPath(row: 515, section: 0)))
            XCTAssertTrue(p.fetched.contains(IndexPath(row: 495, section: 0)), "and the rows above")
        }
    }

    /// Separators start at the table's `separatorInset` (its colour from `separatorColor`);
    /// a cell's own inset wins, and one past the row's width hides the cell's separator (the
    /// usual `.greatestFiniteMagnitude` trick) without a complaint.
    nonisolated func testSeparatorInsetsAndTheHiddenSeparatorTrick() {
        MainActor.assumeIsolated {
            let (table, source) = numberedTable([3])
            defer { withExtendedLifetime(source) {} }
            table.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 20)
            table.reloadData()
            table.layoutIfNeeded()
            let cells = table.visibleCells.map { $0 as! CountingCell }
            XCTAssertEqual(cells[0].separator.frame.minX, 60)
            XCTAssertEqual(cells[0].separator.frame.maxX, 300)
            cells[1].separatorInset = UIEdgeInsets(top: 0, left: .greatestFiniteMagnitude, bottom: 0, right: 0)
            cells[1].layoutIfNeeded()
            XCTAssertEqual(cells[1].separator.frame.width, 0, "hidden")
            XCTAssertEqual(cells[1].separator.frame.minX, 320, "placed at the row's end, not refused as a non-finite position")
        }
    }

    /// UIKit's way to resize the table's header view: change its frame, assign it again.
    nonisolated func testReassigningTheHeaderViewReadsItsNewHeight() {
        MainActor.assumeIsolated {
            let (table, source) = numberedTable([3])
            defer { withExtendedLifetime(source) {} }
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 30))
            table.tableHeaderView = header
            table.layoutIfNeeded()
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 30)
            header.frame.size.height = 70
            table.tableHeaderView = header
            table.layoutIfNeeded()
            XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 320, height: 70), "as wide as the table, as tall as it was made")
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 70, "the rows moved down")
            XCTAssertEqual(table.contentSize.height, 70 + 3 * 44)
            table.tableHeaderView = nil
            table.layoutIfNeeded()
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 0)
        }
    }

    nonisolated func testATableViewControllerSubclassOverridesTheProtocolMethods() {
        MainActor.assumeIsolated {
            final class Fruits: UITableViewController {
                let fruits = ["Apple", "Banana", "Cherry"]
                var selected: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
                    cell.textLabel?.text = fruits[indexPath.row]
                    cell.accessoryType = .disclosureIndicator
                    return cell
                }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    selected.append(fruits[indexPath.row])
                    tableView.deselectRow(at: indexPath, animated: true)
                }
            }
            let vc = Fruits(style: .insetGrouped)
            vc.view.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
            vc.view.layoutIfNeeded()
            XCTAssertEqual(vc.tableView.style, .insetGrouped)
            XCTAssertEqual(vc.tableView.shownTexts, ["Apple", "Banana", "Cherry"])
            let first = vc.tableView.visibleCells[0]
            XCTAssertEqual(first.frame.minX, 20, "inset grouped rows are inset")
            XCTAssertEqual(first.frame.minY, 35, "below UIKit's top spacing of a grouped table")
            XCTAssertLessThan(first.contentView.frame.width, first.bounds.width - 20, "the disclosure indicator takes room")
            XCTAssertEqual(first.layer.cornerRadius, 10)
        }
    }
}
