import XCTest
import UIKit
@testable import QuartzCore

/// An inset-grouped table's look as rows come and go and headers carry the app's views
/// (Apple: UITableView.Style.insetGrouped, UITableViewHeaderFooterView).
final class TableInsetGroupedTests: ViewTestCase {
    /// A header view the app configures (`defaultContentConfiguration`) and adds a count
    /// label of its own to, pinned to the trailing margin and centred vertically.
    final class CountedHeader: UITableViewHeaderFooterView {
        let count = UILabel()
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            count.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(count)
            NSLayoutConstraint.activate([
                count.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                count.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class Tasks: NSObject, UITableViewDataSource, UITableViewDelegate {
        var sections = [["Buy milk", "Call mom", "Write report"], ["Plan trip", "Read book", "Fix bike"]]
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let h = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as! CountedHeader
            var c = h.defaultContentConfiguration()
            c.text = section == 0 ? "Today" : "Later"
            h.contentConfiguration = c
            h.count.text = "\(sections[section].count)"
            return h
        }
    }

    @MainActor private static func labels(in v: UIView) -> [UILabel] {
        v.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? labels(in: $0) }
    }

    @MainActor private static func makeTable() -> (UITableView, Tasks) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 700), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "task")
        table.register(CountedHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        let tasks = Tasks()
        table.delegate = tasks
        table.dataSource = tasks
        table.layoutIfNeeded()
        return (table, tasks)
    }

    /// The header sizes to its configuration (the app's view beside it determines no height),
    /// shows, and its title and the app's margin-pinned view line up with the rows' text.
    nonisolated func testAConfiguredHeaderWithTheAppsOwnViewShowsAtItsConfigurationsHeight() {
        MainActor.assumeIsolated {
            let (table, tasks) = Self.makeTable()
            defer { withExtendedLifetime(tasks) {} }
            let header = table.headerView(forSection: 1) as? CountedHeader
            XCTAssertNotNil(header, "the header is shown")
            let rect = table.rectForHeader(inSection: 1)
            XCTAssertGreaterThan(rect.height, 30, "as tall as a grouped header's title needs: \(rect)")
            XCTAssertEqual(header?.frame, rect)
            guard let header else { return }
            header.layoutIfNeeded()
            guard let row = table.cellForRow(at: IndexPath(row: 0, section: 1)), let rowLabel = row.textLabel else {
                return XCTFail("no row: \(table.visibleCells)")
            }
            row.layoutIfNeeded()
            let rowText = rowLabel.convert(rowLabel.bounds, to: table)
            let titleText = Self.labels(in: header).first { $0.text == "LATER" || $0.text == "Later" }
            XCTAssertNotNil(titleText)
            if let titleText {
                XCTAssertEqual(titleText.convert(titleText.bounds, to: table).minX, rowText.minX, accuracy: 0.5,
                               "the title starts where the rows' text does")
            }
            XCTAssertEqual(header.count.convert(header.count.bounds, to: table).maxX, 390 - 36, accuracy: 0.5,
                           "the app's count sits on the trailing margin, as far in as the rows' content")
        }
    }

    /// A row that becomes first or last of its section by a change elsewhere gets the corners
    /// of its new place, as does the row that stops being first or last.
    nonisolated func testCornersFollowTheRowsPlaceAfterAMoveAndADeletion() {
        MainActor.assumeIsolated {
            let (table, tasks) = Self.makeTable()
            func corners(_ s: Int, _ r: Int) -> CACornerMask? {
                guard let c = table.cellForRow(at: IndexPath(row: r, section: s)) else { return nil }
                return c.layer.cornerRadius == 0 ? [] : c.layer.maskedCorners
            }
            let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            XCTAssertEqual(corners(1, 0), top)
            // "Write report" moves to the top of the second section.
            tasks.sections[1].insert(tasks.sections[0].remove(at: 2), at: 0)
            table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 1))
            table.layoutIfNeeded()
            XCTAssertEqual(corners(0, 1), bottom, "Call mom is now last of the first section")
            XCTAssertEqual(corners(1, 0), top, "the moved row is first of the second")
            XCTAssertEqual(corners(1, 1), [], "Plan trip is no longer first: square")
            // The last row goes: the one above it becomes last.
            tasks.sections[1].removeLast()
            table.deleteRows(at: [IndexPath(row: 3, section: 1)], with: .none)
            table.layoutIfNeeded()
            XCTAssertEqual(corners(1, 2), bottom)
            XCTAssertEqual(table.headerView(forSection: 1).map { ($0 as! CountedHeader).count.text }, "3",
                           "the shown header keeps the count it was given (no reload asked)")
        }
    }
}
