import Foundation

/// A table's rows swipe to the actions its delegate gives (none while editing).
extension UITableView: RowSwiping {
    func swipeableCell(at row: IndexPath) -> SwipeableCell? { shownCells[row] }
    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func swipeConfiguration(forRowAt row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard !editingStorage, let d = tableDelegate else { return nil }
        return trailing ? d.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
                        : d.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
    }
}
