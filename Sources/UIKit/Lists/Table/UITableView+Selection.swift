import Foundation
import QuartzCore

/// Highlighting and selecting rows, by touch (UIKit's order: shouldHighlight → didHighlight
/// when the touch lands; didUnhighlight → willSelect → didSelect when it lifts on the same
/// row; a drag that scrolls cancels it) and by code (no delegate calls, as in UIKit).
extension UITableView {
    /// The first selected row, if any.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    /// The selected rows in order (nil when none is).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row without telling the delegate; in single selection the others are
    /// deselected. A scroll position other than `.none` brings the row into view.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for p in selectedRows { deselectRow(at: p, animated: animated) }
            return
        }
        guard isValid(indexPath) else {
            Diagnostics.warn("UITableView.selectRow(at: \(indexPath)): no such row")
            return
        }
        if !allowsMultipleSelection {
            for p in selectedRows where p != indexPath { deselectRow(at: p, animated: animated) }
        }
        selectedRows.insert(indexPath)
        shownCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without telling the delegate (the grey fades when animated).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        shownCells[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: By touch

    func beginTouch(at point: CGPoint) {
        if dismissDeleteConfirmation() { return }
        if swipe != nil { closeSwipe(animated: true); return }
        if editingStorage, !allowsSelectionDuringEditing { return }
        guard allowsSelection || allowsMultipleSelection, let path = indexPathForRow(at: point), let cell = shownCells[path] else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        touchedRow = path
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: path)
    }

    func endTouch(selecting: Bool) {
        guard let path = touchedRow else { return }
        touchedRow = nil
        shownCells[path]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: path)
        guard selecting else { return }
        if allowsMultipleSelection, selectedRows.contains(path) {
            userDeselect(path)
        } else {
            userSelect(path)
        }
    }

    private func userSelect(_ asked: IndexPath) {
        var chosen: IndexPath? = asked
        if let d = tableDelegate { chosen = d.tableView(self, willSelectRowAt: asked) }
        guard let path = chosen, isValid(path) else { return }
        if !allowsMultipleSelection {
            for p in selectedRows.sorted() where p != path { userDeselect(p) }
        }
        selectedRows.insert(path)
        shownCells[path]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: path)
    }

    private func userDeselect(_ asked: IndexPath) {
        var chosen: IndexPath? = asked
        if let d = tableDelegate { chosen = d.tableView(self, willDeselectRowAt: asked) }
        guard let path = chosen, selectedRows.contains(path) else { return }
        deselectRow(at: path, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: path)
    }

    // MARK: Scrolling to rows

    /// Scrolls so the row sits at `position` (`.none`: the least scroll that shows it). Rows
    /// on the way are measured as they show, so the table aims again once they have.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard isValid(indexPath) else {
            Diagnostics.warn("UITableView.scrollToRow(at: \(indexPath)): no such row")
            return
        }
        if animated {
            // A row known only by its estimate (one just inserted, say) is measured first, so
            // the scroll ends with all of it in view.
            if !geometry.sections[indexPath.section].rows.isMeasured(indexPath.row) {
                setMeasuredHeight(height(forRowAt: indexPath, cell: nil) ?? measureOffscreen(indexPath), at: indexPath)
            }
            setContentOffset(offset(showing: indexPath, at: position), animated: true)
            return
        }
        // The target moves while the rows around it are measured: aim until it stays put.
        for _ in 0..<4 {
            let target = offset(showing: indexPath, at: position)
            if target == contentOffset { break }
            setContentOffset(target, animated: false)
            layoutIfNeeded()
        }
    }

    /// The offset that puts a row at a position, within the scrollable range.
    func offset(showing path: IndexPath, at position: ScrollPosition) -> CGPoint {
        let rect = rectForRow(at: path)
        let inset = adjustedContentInset
        // Under a pinned header in a plain table.
        let pinned = style == .plain ? geometry.sections[path.section].headerHeight : 0
        let visibleTop = contentOffset.y + inset.top + pinned, visibleBottom = contentOffset.y + bounds.height - inset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = rect.minY - inset.top - pinned
        case .middle: y = rect.midY - (inset.top + pinned + bounds.height - inset.bottom) / 2
        case .bottom: y = rect.maxY - bounds.height + inset.bottom
        case .none:
            if rect.minY < visibleTop { y = rect.minY - inset.top - pinned } else if rect.maxY > visibleBottom { y = rect.maxY - bounds.height + inset.bottom }
        }
        return clamped(CGPoint(x: contentOffset.x, y: y))
    }
}
