import XCTest
import UIKit
@testable import QuartzCore

/// A cell that counts how many were made and how often each is reused.
final class CountingCell: UITableViewCell {
    static var made = 0
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        Self.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("not archived") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Rows named "section.row", counts per section, titles on request; logs the calls.
@MainActor
final class NumberedRows: UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var titles = false
    var log: [String] = []
    var asked: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles ? "Section \(section)" : nil }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { log.append("shouldHighlight \(indexPath.row)"); return true }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { log.append("willSelect \(indexPath.row)"); return indexPath }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { log.append("willDeselect \(indexPath.row)"); return indexPath }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
}

extension UITableView {
    /// The text of the visible rows' labels, top to bottom.
    @MainActor var shownTexts: [String] { visibleCells.map { $0.textLabel?.text ?? "" } }
}

/// A table of `counts` rows 44 points high in a 320×440 frame, laid out.
@MainActor func numberedTable(_ counts: [Int], style: UITableView.Style = .plain, rowHeight: CGFloat = 44) -> (UITableView, NumberedRows) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = rowHeight
    let source = NumberedRows(counts)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return (table, source)
}
