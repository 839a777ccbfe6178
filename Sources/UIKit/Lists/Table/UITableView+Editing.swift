import Foundation
import QuartzCore

/// Editing mode: a delete control on each editable row, which asks for confirmation (a red
/// Delete button at the trailing edge) before the data source is told to `commit` the
/// delete; an insert control commits at once. The data source changes its model and deletes
/// (or inserts) the row, as in UIKit.
extension UITableView {
    func configureEditing(_ cell: UITableViewCell, at path: IndexPath, animated: Bool) {
        var style = UITableViewCell.EditingStyle.none
        if editingStorage, dataSource?.tableView(self, canEditRowAt: path) ?? false {
            style = tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
        }
        cell.showEditingControl(style, animated: animated)
        cell.showReorderControl(editingStorage && (cell.showsReorderControl || dataSource?.tableView(self, canMoveRowAt: path) ?? false))
        if confirmingRow != path { cell.hideDeleteConfirmation() }
        if cell.isEditing != editingStorage { cell.setEditing(editingStorage, animated: animated) }
    }

    func editingControlTapped(at path: IndexPath) {
        guard let cell = shownCells[path] else { return }
        switch cell.editingStyleShown {
        case .delete:
            if confirmingRow == path {
                confirmingRow = nil
                cell.hideDeleteConfirmation()
                return
            }
            if let old = confirmingRow { shownCells[old]?.hideDeleteConfirmation() }
            confirmingRow = path
            let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
            cell.showDeleteConfirmation(title: title)
            UIView.animate(withDuration: 0.2) { cell.layoutIfNeeded() }
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: path)
        case .none:
            break
        }
    }

    func deleteConfirmed(at path: IndexPath) {
        confirmingRow = nil
        shownCells[path]?.hideDeleteConfirmation()
        dataSource?.tableView(self, commit: .delete, forRowAt: path)
    }

    /// A tap elsewhere while a Delete confirmation shows puts it away.
    func dismissDeleteConfirmation() -> Bool {
        guard let row = confirmingRow else { return false }
        confirmingRow = nil
        shownCells[row]?.hideDeleteConfirmation()
        return true
    }
}
