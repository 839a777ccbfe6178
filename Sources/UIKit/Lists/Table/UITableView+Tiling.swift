import Foundation
import QuartzCore

/// Keeping cells for exactly the rows in view: rows scrolled in get a cell from the data
/// source (measured the first time, if self-sizing); rows scrolled out give theirs back to
/// the reuse queue. Headers and footers likewise, a plain table's headers pinned to the top
/// while their section is in view.
extension UITableView {
    func tile() {
        backgroundView?.frame = bounds
        if let v = tableHeaderView { v.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight) }
        if let v = tableFooterView {
            v.frame = CGRect(x: 0, y: geometry.sectionsBottom, width: bounds.width, height: geometry.tableFooterHeight)
        }
        recycleCellsOutOfView()
        var first: IndexPath?, last: IndexPath?
        if dataSource != nil, let start = geometry.firstRow(below: bounds.minY) {
            var s = start.section, r = start.row
            while s < geometry.sections.count {
                if r >= geometry.sections[s].rows.count { s += 1; r = 0; continue }
                let path = IndexPath(row: r, section: s)
                if geometry.rowSpan(s, r).y >= bounds.maxY { break }
                var restyle = false
                let cell: UITableViewCell
                if let c = shownCells[path] { cell = c } else { cell = showCell(at: path); restyle = true }
                place(cell, at: path, restyle: restyle)
                if first == nil { first = path }
                last = path
                r += 1
            }
        }
        recycleCells(outside: first, last)
        tileHeadersAndFooters()
        if isPrefetchingEnabled, prefetchDataSource != nil { prefetch(around: first, last) }
        updateContentSize()
    }

    /// Before new rows get cells, the cells of rows now wholly out of view are given back,
    /// so a jump reuses them rather than making a second screenful.
    private func recycleCellsOutOfView() {
        guard !shownCells.isEmpty else { return }
        leavingScratch.removeAll(keepingCapacity: true)
        for (path, cell) in shownCells {
            guard isValid(path) else { leavingScratch.append((path, cell)); continue }
            let span = geometry.rowSpan(path.section, path.row)
            if span.y + span.height <= bounds.minY || span.y >= bounds.maxY { leavingScratch.append((path, cell)) }
        }
        for (path, cell) in leavingScratch {
            shownCells[path] = nil
            recycle(cell, at: path)
        }
        leavingScratch.removeAll(keepingCapacity: true)
    }

    private func recycleCells(outside first: IndexPath?, _ last: IndexPath?) {
        guard !shownCells.isEmpty else { return }
        leavingScratch.removeAll(keepingCapacity: true)
        for (path, cell) in shownCells {
            if let first, let last, path >= first, path <= last { continue }
            leavingScratch.append((path, cell))
        }
        for (path, cell) in leavingScratch {
            shownCells[path] = nil
            recycle(cell, at: path)
        }
        leavingScratch.removeAll(keepingCapacity: true)
    }

    /// Makes the cell of a row coming into view and, the first time, works out its height.
    private func showCell(at path: IndexPath) -> UITableViewCell {
        let measured = geometry.sections[path.section].rows.isMeasured(path.row)
        if !measured, let h = height(forRowAt: path, cell: nil) { setMeasuredHeight(h, at: path) }
        let cell = dataSource!.tableView(self, cellForRowAt: path)
        if cell.superview !== self { insertCellView(cell) }
        if let i = departingCells.firstIndex(where: { $0 === cell }) { departingCells.remove(at: i) }
        cell.isHidden = false
        if !geometry.sections[path.section].rows.isMeasured(path.row) {
            UIView.performWithoutAnimation {
                cell.bounds.size = CGSize(width: rowWidth, height: geometry.rowSpan(path.section, path.row).height)
            }
            setMeasuredHeight(cell.fittingHeight(width: rowWidth), at: path)
        }
        cell.setSelected(selectedRows.contains(path), animated: false)
        configureEditing(cell, at: path, animated: false)
        shownCells[path] = cell
        prefetchWindow.shown(path)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    }

    /// Records a row's real height. A row above the top of the view that changes height
    /// moves the offset with it, so what is in view stays where it is.
    func setMeasuredHeight(_ h: CGFloat, at path: IndexPath) {
        let old = geometry.rowSpan(path.section, path.row)
        geometry.setHeight(h, section: path.section, row: path.row, measured: true)
        let delta = h - old.height
        guard delta != 0 else { return }
        updateContentSize()
        if old.y < bounds.minY { shiftContent(by: delta) }
    }

    func insertCellView(_ cell: UITableViewCell) {
        insertSubview(cell, at: backgroundView == nil ? 0 : 1)
    }

    /// Puts a cell at its row; a new or moved cell also gets its separator, corners and
    /// background for its place in the section.
    func place(_ cell: UITableViewCell, at path: IndexPath, restyle: Bool) {
        let span = geometry.rowSpan(path.section, path.row)
        let frame = CGRect(x: rowInset, y: span.y, width: rowWidth, height: span.height)
        let moved = cell.frame != frame
        if moved { cell.frame = frame }
        if cell.tableIndexInset != sectionIndexWidth { cell.tableIndexInset = sectionIndexWidth }
        let count = geometry.sections[path.section].rows.count
        let isFirst = path.row == 0, isLast = path.row == count - 1
        let placement: UInt8 = 4 | (isFirst ? 1 : 0) | (isLast ? 2 : 0)
        guard restyle || moved || cell.tablePlacement != placement else { return }
        cell.tablePlacement = placement
        cell.separator.isHidden = separatorStyle == .none || (style != .plain && isLast)
        cell.separatorTint = separatorColor ?? .separator
        cell.separator.backgroundColor = cell.resolvedColor(cell.separatorTint)
        cell.tableSeparatorInset = separatorInset
        if !cell.backgroundColorSet, cell.backgroundConfiguration == nil {
            cell.setTableBackground(style == .plain ? .systemBackground : .secondarySystemGroupedBackground)
        }
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners.isEmpty ? .all : corners
            cell.clipsToBounds = !corners.isEmpty
        }
    }

    /// A cell leaves view: hidden and queued for reuse under its identifier (a cell without
    /// one is dropped).
    func recycle(_ cell: UITableViewCell, at path: IndexPath) {
        if touchedRow == path { touchedRow = nil; cell.setHighlighted(false, animated: false) }
        cell.isHidden = true
        if let id = cell.reuseIdentifier {
            reusableCells[id, default: []].append(cell)
        } else {
            cell.removeFromSuperview()
        }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }

    // MARK: Headers and footers

    private func tileHeadersAndFooters() {
        let top = bounds.minY, bottom = bounds.maxY
        var lo = 0, hi = -1
        if let a = geometry.section(at: top), let b = geometry.section(at: bottom) { lo = a; hi = b }
        if hi >= lo {
            for s in lo...hi {
                let sec = geometry.sections[s]
                if sec.headerHeight > 0 {
                    var y = sec.headerTop
                    if style == .plain {
                        y = min(max(sec.headerTop, top + adjustedContentInset.top), sec.top + sec.height - sec.headerHeight)
                    }
                    showHeaderFooter(section: s, footer: false, frame: CGRect(x: 0, y: y, width: bounds.width, height: sec.headerHeight))
                }
                if sec.footerHeight > 0 {
                    let natural = sec.top + sec.height - sec.footerHeight
                    var y = natural
                    if style == .plain { y = max(sec.rowsTop, min(natural, bottom - adjustedContentInset.bottom - sec.footerHeight)) }
                    showHeaderFooter(section: s, footer: true, frame: CGRect(x: 0, y: y, width: bounds.width, height: sec.footerHeight))
                }
            }
        }
        for footer in [false, true] {
            let shown = footer ? shownFooters : shownHeaders
            for (s, v) in shown {
                let height = geometry.sections.indices.contains(s) ? (footer ? geometry.sections[s].footerHeight : geometry.sections[s].headerHeight) : 0
                if s >= lo, s <= hi, height > 0, v.frame.maxY > top, v.frame.minY < bottom { continue }
                if footer { shownFooters[s] = nil } else { shownHeaders[s] = nil }
                recycleHeaderFooter(v, section: s, footer: footer)
            }
        }
    }

    private func showHeaderFooter(section s: Int, footer: Bool, frame: CGRect) {
        guard frame.maxY > bounds.minY, frame.minY < bounds.maxY else { return }
        if let v = footer ? shownFooters[s] : shownHeaders[s] {
            if v.frame != frame { v.frame = frame }
            bringSubviewToFrontIfNeeded(v)
            return
        }
        guard let v = makeHeaderFooter(section: s, footer: footer) else { return }
        v.isHidden = false
        v.frame = frame
        if v.superview !== self { addSubview(v) } else { bringSubviewToFront(v) }
        if footer { shownFooters[s] = v } else { shownHeaders[s] = v }
        if footer { tableDelegate?.tableView(self, willDisplayFooterView: v, forSection: s) } else { tableDelegate?.tableView(self, willDisplayHeaderView: v, forSection: s) }
    }

    /// Headers stay above the rows scrolling under them.
    private func bringSubviewToFrontIfNeeded(_ v: UIView) {
        guard style == .plain, subviews.last !== v else { return }
        let index = subviews.lastIndex { $0 === v } ?? 0
        if subviews[(index + 1)...].contains(where: { $0 is UITableViewCell && !$0.isHidden }) { bringSubviewToFront(v) }
    }

    func recycleHeaderFooter(_ v: UIView, section: Int, footer: Bool) {
        if let hf = v as? UITableViewHeaderFooterView, let id = hf.reuseIdentifier {
            hf.isHidden = true
            reusableHeaderFooters[id, default: []].append(hf)
        } else {
            v.removeFromSuperview()
        }
    }

    // MARK: Prefetching

    /// Tells the prefetch data source of the rows just beyond those in view (`PrefetchWindow`).
    private func prefetch(around first: IndexPath?, _ last: IndexPath?) {
        guard let p = prefetchDataSource, let first, let last else { return }
        let (fresh, stale) = prefetchWindow.update(first: first, last: last, step: step, isShown: { shownCells[$0] != nil })
        if !stale.isEmpty { p.tableView(self, cancelPrefetchingForRowsAt: stale) }
        if !fresh.isEmpty { p.tableView(self, prefetchRowsAt: fresh) }
    }

    /// The row after (or before) `path` across sections.
    func step(_ path: IndexPath, by d: Int) -> IndexPath? {
        var s = path.section, r = path.row + d
        while s >= 0, s < geometry.sections.count {
            if r >= 0, r < geometry.sections[s].rows.count { return IndexPath(row: r, section: s) }
            s += d
            guard s >= 0, s < geometry.sections.count else { return nil }
            r = d > 0 ? 0 : geometry.sections[s].rows.count - 1
        }
        return nil
    }
}
