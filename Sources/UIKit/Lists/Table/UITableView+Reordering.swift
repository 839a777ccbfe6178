import Foundation
import QuartzCore

/// A row dragged by its reorder control in editing mode: it follows the finger above the
/// others, which slide out of the way of the place it would drop into (the delegate's
/// `targetIndexPathForMoveFromRowAt` may redirect it); let go, the data source hears
/// `moveRowAt` to move its item, the table moves the row, and it settles into its place.
struct RowReorder {
    var from: IndexPath
    var to: IndexPath
    let cell: UITableViewCell
    /// The finger's height above the row's top when it took hold.
    let grab: CGFloat
    let height: CGFloat
}

extension UITableView {
    static func isReorderGrip(_ view: UIView) -> Bool {
        var v: UIView? = view
        while let current = v {
            if current is TableCellReorderControl { return true }
            v = current.superview
        }
        return false
    }

    func beginReorder(of cell: UITableViewCell, at y: CGFloat) {
        guard reordering == nil, editingStorage, let path = indexPath(for: cell) else { return }
        if swipe != nil { closeSwipe(animated: false) }
        reordering = RowReorder(from: path, to: path, cell: cell, grab: y - cell.frame.minY, height: cell.frame.height)
        // Lifted above its neighbours.
        cell.layer.zPosition = 100
        cell.layer.shadowOpacity = 0.2
        cell.layer.shadowRadius = 6
        cell.layer.shadowOffset = .zero
    }

    func moveReorder(to y: CGFloat) {
        guard var r = reordering else { return }
        let top = min(max(0, y - r.grab), max(0, contentSize.height - r.height))
        UIView.performWithoutAnimation { r.cell.frame.origin.y = top }
        // The row under the dragged row's middle is where it would go.
        let middle = CGPoint(x: bounds.midX, y: top + r.height / 2)
        if var proposed = rowPath(near: middle) {
            if let d = tableDelegate { proposed = d.tableView(self, targetIndexPathForMoveFromRowAt: r.from, toProposedIndexPath: proposed) }
            if proposed != r.to, isValidReorderTarget(proposed, from: r.from) {
                r.to = proposed
                reordering = r
                UIView.animate(withDuration: 0.2) { self.makeRoom(for: r) }
            }
        }
        reordering = r
    }

    func endReorder() {
        guard let r = reordering else { return }
        reordering = nil
        let lifted = r.cell.frame
        // The rows take their new places (the others are already shown there), then the
        // dragged one settles into its slot.
        // The model moves first, so a move between sections finds the counts it expects.
        if r.to != r.from { dataSource?.tableView(self, moveRowAt: r.from, to: r.to) }
        UIView.performWithoutAnimation {
            for cell in shownCells.values { cell.transform = .identity }
            // (A data source that reloaded the table in `moveRowAt` already shows the new order.)
            if r.to != r.from, !needsReload { moveRow(at: r.from, to: r.to) }
            layoutIfNeeded()
        }
        let slot = r.cell.frame
        UIView.performWithoutAnimation { r.cell.frame = lifted }
        UIView.animate(withDuration: 0.2, animations: { r.cell.frame = slot }) { _ in
            r.cell.layer.zPosition = 0
            r.cell.layer.shadowOpacity = 0
        }
    }

    /// The path of the row at `point`, or the nearest end of a section when it is between rows.
    private func rowPath(near point: CGPoint) -> IndexPath? {
        if let p = indexPathForRow(at: point) { return p }
        let sections = numberOfSections
        guard sections > 0 else { return nil }
        if point.y <= 0 { return IndexPath(row: 0, section: 0) }
        let last = sections - 1, rows = numberOfRows(inSection: last)
        if point.y >= contentSize.height, rows > 0 { return IndexPath(row: rows - 1, section: last) }
        return nil
    }

    /// A target inside the table: a row of the same section, or a place in another (its
    /// rows, or just past its last).
    private func isValidReorderTarget(_ p: IndexPath, from: IndexPath) -> Bool {
        guard p.section >= 0, p.section < numberOfSections, p.row >= 0 else { return false }
        let rows = numberOfRows(inSection: p.section)
        return p.section == from.section ? p.row < rows : p.row <= rows
    }

    /// Shifts the rows between the dragged row's old and new places by its height, leaving
    /// a gap where it would drop.
    private func makeRoom(for r: RowReorder) {
        for (path, cell) in shownCells where cell !== r.cell {
            var shift: CGFloat = 0
            if r.from < r.to, path > r.from, path <= r.to { shift = -r.height }
            if r.to < r.from, path >= r.to, path < r.from { shift = r.height }
            cell.transform = shift == 0 ? .identity : CGAffineTransform(translationX: 0, y: shift)
        }
    }
}
