import Foundation

/// Editing mode (Apple: UICollectionView.isEditing, iOS 14): every shown item the delegate
/// lets edit (`canEditItemAt`) gets the editing configuration state, so list cells show
/// their editing accessories (delete, insert, multiselect, reorder) and hide the
/// `.whenNotEditing` ones. Taps select by `allowsSelectionDuringEditing` and
/// `allowsMultipleSelectionDuringEditing` while editing.
extension UICollectionView {
    func editingDidChange() {
        closeSwipe(animated: true)
        if movement != nil { cancelInteractiveMovement() }
        for (path, cell) in shownCells { cell.editingStorage = editsItem(at: path) }
    }

    /// Whether the item at `path` is in editing mode now.
    func editsItem(at path: IndexPath) -> Bool {
        isEditing && (collectionDelegate?.collectionView(self, canEditItemAt: path) ?? true)
    }

    /// Whether a tap selects in the current mode, and whether it adds to the selection.
    var tapSelects: Bool { isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection || allowsMultipleSelection }
    var tapSelectsMany: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
}
