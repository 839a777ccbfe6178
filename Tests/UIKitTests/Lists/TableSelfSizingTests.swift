import XCTest
@testable import UIKit
@testable import QuartzCore

/// Rows sized by their cells' constraints (Apple: "Self-sizing table view cells": pin the
/// content to the content view's edges, leave `rowHeight` at `automaticDimension`).
final class TableSelfSizingTests: ViewTestCase {
    final class NoteCell: UITableViewCell {
        let body = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            body.numberOfLines = 0
            body.font = .systemFont(ofSize: 17)
            body.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(body)
            NSLayoutConstraint.activate([
                body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
        }
        required init?(coder: NSCoder) { fatalError("not archived") }
    }

    @MainActor final class Notes: UITableViewDataSource {
        var notes: [String]
        init(_ notes: [String]) { self.notes = notes }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
            cell.body.text = notes[indexPath.row]
            return cell
        }
    }

    static let long = String(repeating: "A note long enough to wrap onto more lines. ", count: 4)

    nonisolated func testRowsTakeTheHeightTheirConstraintsGive() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            table.register(NoteCell.self, forCellReuseIdentifier: "note")
            let notes = Notes(["Short", Self.long, "Short again"])
            table.dataSource = notes
            table.layoutIfNeeded()
            let heights = table.visibleCells.map(\.frame.height)
            let probe = UILabel()
            probe.numberOfLines = 0
            probe.text = "Short"
            let one = probe.sizeThatFits(CGSize(width: 288, height: 10_000)).height
            probe.text = Self.long
            let many = probe.sizeThatFits(CGSize(width: 288, height: 10_000)).height
            XCTAssertGreaterThan(many, 3 * one, "the long note wraps")
            XCTAssertEqual(heights[0], (one + 20).rounded(.up))
            XCTAssertEqual(heights[1], (many + 20).rounded(.up))
            // The rows stack without gaps and the content ends at the last row.
            let frames = table.visibleCells.map(\.frame)
            XCTAssertEqual(frames[1].minY, frames[0].maxY)
            XCTAssertEqual(frames[2].minY, frames[1].maxY)
            XCTAssertEqual(table.contentSize.height, frames[2].maxY)
            // The label inside is laid out by the engine at the cell's width.
            let cell = table.visibleCells[1] as! NoteCell
            XCTAssertEqual(cell.body.frame, CGRect(x: 16, y: 10, width: 288, height: cell.bounds.height - 20))
        }
    }

    /// UIKit's way to grow a row in place: change the cell's content (or the delegate's
    /// height), then an empty `performBatchUpdates` (or `beginUpdates`/`endUpdates`): the
    /// rows in view are asked again and the rows below move down.
    nonisolated func testAnEmptyBatchAnimatesRowsToTheirNewHeights() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            table.register(NoteCell.self, forCellReuseIdentifier: "note")
            let notes = Notes(["Short", "Short", "Short"])
            table.dataSource = notes
            table.layoutIfNeeded()
            let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! NoteCell
            var done = false
            table.performBatchUpdates({ cell.body.text = Self.long }, completion: { done = $0 })
            let after = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
            XCTAssertGreaterThan(after, 2 * before, "the row grew to its cell's new content")
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, after, "the next row moved down")
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell, "the same cell, not reloaded")
            XCTAssertTrue(done)
            notes.notes[0] = Self.long
            // The delegate's heights likewise, by beginUpdates/endUpdates.
            final class Tall: NSObject, UITableViewDelegate {
                var tall: Int?
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { indexPath.row == tall ? 120 : 44 }
            }
            let delegate = Tall()
            table.delegate = delegate
            table.reloadData()
            table.layoutIfNeeded()
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).height, 44)
            delegate.tall = 2
            table.beginUpdates()
            table.endUpdates()
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).height, 120)
            XCTAssertEqual(table.contentSize.height, 44 + 44 + 120)
        }
    }

    /// A row just inserted is known only by its estimate; an animated scroll to it measures
    /// it first, so the scroll ends with all of it in view (a chat's new message).
    nonisolated func testAnAnimatedScrollToANewRowAimsAtItsRealHeight() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            table.register(NoteCell.self, forCellReuseIdentifier: "note")
            table.estimatedRowHeight = 44
            let notes = Notes((0..<20).map { "Note \($0)" })
            table.dataSource = notes
            table.layoutIfNeeded()
            notes.notes.append(Self.long)
            let path = IndexPath(row: 20, section: 0)
            table.insertRows(at: [path], with: .none)
            table.scrollToRow(at: path, at: .bottom, animated: true)
            let probe = UILabel()
            probe.numberOfLines = 0
            probe.text = Self.long
            let expected = (probe.sizeThatFits(CGSize(width: 288, height: 10_000)).height + 20).rounded(.up)
            XCTAssertGreaterThan(expected, 60)
            XCTAssertEqual(table.rectForRow(at: path).height, expected, "measured before the scroll was aimed")
            XCTAssertEqual(table.contentSize.height, table.rectForRow(at: path).maxY)
        }
    }

    nonisolated func testRowsMeasuredAboveTheViewDoNotMoveWhatIsInView() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            table.register(NoteCell.self, forCellReuseIdentifier: "note")
            table.estimatedRowHeight = 44
            let notes = Notes((0..<200).map { $0 % 3 == 0 ? Self.long : "Row \($0)" })
            table.dataSource = notes
            table.layoutIfNeeded()
            // Jump into the middle (rows above are still estimates), then scroll up a little.
            table.contentOffset.y = 44 * 100
            table.layoutIfNeeded()
            let anchor = table.visibleCells[2]
            let before = anchor.frame.minY - table.contentOffset.y
            for _ in 0..<10 {
                table.contentOffset.y -= 20
                table.layoutIfNeeded()
            }
            let after = anchor.frame.minY - table.contentOffset.y
            XCTAssertEqual(after - before, 200, accuracy: 0.5, "scrolled 200 points, whatever the rows above measured")
        }
    }

    /// The pattern of most custom cells: a stack of labels pinned to the content view's
    /// margins. The stack makes its constraints in `updateConstraints`, which UIKit runs
    /// before it measures the cell.
    final class StackCell: UITableViewCell {
        let title = UILabel(), detail = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            detail.numberOfLines = 0
            let stack = UIStackView(arrangedSubviews: [title, detail])
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: margins.topAnchor),
                stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("not archived") }
    }

    nonisolated func testAStackInTheMarginsSizesItsRow() {
        MainActor.assumeIsolated {
            let cell = StackCell(style: .default, reuseIdentifier: nil)
            cell.title.text = "Title"
            cell.detail.text = Self.long
            let m = cell.contentView.layoutMargins
            let width = cell.contentWidth(forCellWidth: 320) - m.left - m.right
            let title = cell.title.sizeThatFits(CGSize(width: width, height: 10_000)).height
            let detail = cell.detail.sizeThatFits(CGSize(width: width, height: 10_000)).height
            XCTAssertGreaterThan(detail, 2 * title, "the detail wraps")
            XCTAssertEqual(cell.fittingHeight(width: 320), (m.top + title + 4 + detail + m.bottom).rounded(.up), accuracy: 1)
        }
    }

    nonisolated func testClassicCellsSelfSizeToTheirLabels() {
        MainActor.assumeIsolated {
            let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
            plain.textLabel?.text = "Title"
            XCTAssertEqual(plain.fittingHeight(width: 320), 44, "a one-line cell keeps UIKit's 44")
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            XCTAssertEqual(cell.fittingHeight(width: 320), 58, accuracy: 3, "two lines and UIKit's 11-point margins")
            cell.textLabel?.numberOfLines = 0
            cell.textLabel?.text = Self.long
            XCTAssertGreaterThan(cell.fittingHeight(width: 320), 80, "wrapping text makes the row taller")
            var config = cell.defaultContentConfiguration()
            config.text = Self.long
            config.secondaryText = "Secondary"
            cell.contentConfiguration = config
            XCTAssertGreaterThan(cell.fittingHeight(width: 320), 100)
        }
    }
}
