import Foundation
import QuartzCore

/// Asking the data source for its counts and working out heights: every row starts at its
/// estimate; a row gets its real height when it first comes into view.
extension UITableView {
    /// The height rows count at before they show: the estimate, else the fixed row height,
    /// else UIKit's 44 points.
    var baseRowEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        return rowHeight >= 0 ? rowHeight : 44
    }

    func loadIfNeeded() {
        guard needsReload || needsGeometry else { return }
        let reloading = needsReload
        needsReload = false
        needsGeometry = false
        if reloading { loadCounts() } else { reloadHeights() }
    }

    /// Asks the data source how many sections and rows there are and lays them out at their estimates.
    private func loadCounts() {
        var counts: [Int] = []
        if let ds = dataSource {
            let n = ds.numberOfSections(in: self)
            if n < 0 { Diagnostics.warn("UITableView: numberOfSections(in:) returned \(n); the table shows no sections") }
            for s in 0..<max(0, n) {
                let rows = ds.tableView(self, numberOfRowsInSection: s)
                if rows < 0 { Diagnostics.warn("UITableView: numberOfRowsInSection \(s) returned \(rows); the section shows no rows") }
                counts.append(max(0, rows))
            }
        }
        geometry.sections = counts.map { TableGeometry.Section(rows: RowHeights(count: $0, base: baseRowEstimate), headerHeight: 0, footerHeight: 0) }
        reloadHeights()
    }

    /// Works out every section's header, footer and row estimates again (measured rows
    /// are measured again when they show).
    func reloadHeights() {
        geometry.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
        for s in geometry.sections.indices {
            let count = geometry.sections[s].rows.count
            geometry.sections[s].rows = estimatedRows(section: s, count: count)
            geometry.sections[s].headerHeight = headerFooterHeight(section: s, footer: false)
            geometry.sections[s].headerPadding = headerTopPadding(headerHeight: geometry.sections[s].headerHeight)
            geometry.sections[s].footerHeight = headerFooterHeight(section: s, footer: true)
        }
        geometry.retop()
        updateContentSize()
    }

    /// A section's rows at their estimates: per row when the delegate gives them, each row's
    /// real height at once when estimating is off (`estimatedRowHeight == 0`).
    func estimatedRows(section s: Int, count: Int) -> RowHeights {
        var rows = RowHeights(count: count, base: baseRowEstimate)
        if estimatedRowHeight == 0 {
            for r in 0..<count {
                let path = IndexPath(row: r, section: s)
                rows.set(r, height: height(forRowAt: path, cell: nil) ?? measureOffscreen(path), measured: true)
            }
        } else if let d = tableDelegate {
            for r in 0..<count {
                let e = d.tableView(self, estimatedHeightForRowAt: IndexPath(row: r, section: s))
                if e > 0, e.isFinite, e != rows.base { rows.set(r, height: e, measured: false) }
            }
        }
        return rows
    }

    /// The row's height without its cell: the delegate's or `rowHeight`; nil when the cell
    /// must size itself.
    func height(forRowAt path: IndexPath, cell: UITableViewCell?) -> CGFloat? {
        let h = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if h == UITableView.automaticDimension {
            return cell.map { $0.fittingHeight(width: rowWidth) }
        }
        guard h >= 0, h.isFinite else {
            Diagnostics.warn("UITableView: height \(h) for row \(path) refused; the row gets 44 points")
            return 44
        }
        return h
    }

    /// A self-sizing row's height when estimating is off: its cell is made, measured and
    /// given back.
    func measureOffscreen(_ path: IndexPath) -> CGFloat {
        guard let ds = dataSource else { return 44 }
        let cell = ds.tableView(self, cellForRowAt: path)
        cell.bounds.size.width = rowWidth
        let h = cell.fittingHeight(width: rowWidth)
        if let id = cell.reuseIdentifier {
            if cell.superview !== self { insertCellView(cell) }
            cell.isHidden = true
            reusableCells[id, default: []].append(cell)
        }
        return h
    }

    /// A header's or footer's height: the delegate's, else fitted to its view or title.
    func headerFooterHeight(section s: Int, footer: Bool) -> CGFloat {
        let asked = footer ? (tableDelegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight)
                           : (tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight)
        if asked >= 0, asked.isFinite { return asked }
        if asked != UITableView.automaticDimension {
            Diagnostics.warn("UITableView: \(footer ? "footer" : "header") height \(asked) for section \(s) refused; fitted instead")
        }
        let grouped = style != .plain
        if let v = makeHeaderFooter(section: s, footer: footer) {
            let h = fittedHeight(of: v)
            recycleHeaderFooter(v, section: s, footer: footer)
            return h
        }
        guard grouped else { return 0 }
        // A grouped section without a title keeps UIKit's spacing: more above the first.
        if footer { return 17 }
        return s == 0 ? 35 : 18
    }

    /// The space above a section's header (iOS 15's `sectionHeaderTopPadding`): the table's
    /// value when set; none when automatic, or above a section without a header.
    func headerTopPadding(headerHeight: CGFloat) -> CGFloat {
        let p = sectionHeaderTopPadding
        guard headerHeight > 0, p >= 0, p.isFinite else { return 0 }
        return p
    }

    /// A header or footer view's height at the table's width.
    func fittedHeight(of v: UIView) -> CGFloat {
        let hf = v as? UITableViewHeaderFooterView
        if let hf, !UITableViewCell.usesConstraints(hf.contentView) {
            return hf.fittingHeight(width: bounds.width)
        }
        var h: CGFloat = 0
        if UITableViewCell.usesConstraints(v) {
            let s = v.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel)
            h = s.height.rounded(.up)
        }
        // A header with a content configuration or title and views of the app's own beside it
        // (a count on the trailing side): the configuration's content is pinned to the
        // content view's edges as in UIKit, so it holds the header open as the constraints do.
        if let hf, hf.showsOwnContent { h = max(h, hf.fittingHeight(width: bounds.width)) }
        return h > 0 ? h : v.frame.height
    }

    /// The view for a section's header or footer: the delegate's, else a standard one with
    /// the data source's title (nil when neither gives one).
    func makeHeaderFooter(section s: Int, footer: Bool) -> UIView? {
        if let v = footer ? tableDelegate?.tableView(self, viewForFooterInSection: s) : tableDelegate?.tableView(self, viewForHeaderInSection: s) {
            if let hf = v as? UITableViewHeaderFooterView { hf.tableLook = (style != .plain, footer, style == .insetGrouped ? 20 + 16 : 16) }
            return v
        }
        let title = footer ? dataSource?.tableView(self, titleForFooterInSection: s) : dataSource?.tableView(self, titleForHeaderInSection: s)
        guard let title else { return nil }
        let id = footer ? "UITableView.footer" : "UITableView.header"
        let v = reusableHeaderFooters[id]?.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: id)
        v.tableLook = (style != .plain, footer, style == .insetGrouped ? 20 + 16 : 16)
        v.textLabel?.text = style != .plain && !footer ? title.uppercased() : title
        return v
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }
}
