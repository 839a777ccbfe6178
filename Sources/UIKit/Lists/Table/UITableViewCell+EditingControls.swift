import Foundation
import QuartzCore

/// The controls a row shows beyond its content: the editing control at its leading edge and
/// the delete confirmation (a swipe's buttons: `SwipeActionButtons`).
extension UITableViewCell: SwipeableCell {
    /// The table says whether the row shows its reorder grip (editing, and the row can move).
    func showReorderControl(_ shown: Bool) {
        guard shown != (reorderControl != nil) else { return }
        if shown {
            let grip = TableCellReorderControl()
            addSubview(grip)
            reorderControl = grip
        } else {
            reorderControl?.removeFromSuperview()
            reorderControl = nil
        }
        setNeedsLayout()
    }

    /// The table says which control the row shows in editing mode.
    func showEditingControl(_ style: EditingStyle, animated: Bool) {
        guard style != editingStyleShown || (editingControl == nil) != (style == .none) else { return }
        editingStyleShown = style
        editingControl?.removeFromSuperview()
        editingControl = nil
        if style != .none {
            let c = TableCellEditingControl(style: style)
            c.addAction(UIAction { [unowned self] _ in self.editingControlTapped() }, for: .touchUpInside)
            addSubview(c)
            editingControl = c
        }
        setNeedsLayout()
    }

    func editingControlTapped() {
        guard let table = superview as? UITableView, let path = table.indexPath(for: self) else { return }
        table.editingControlTapped(at: path)
    }

    func showDeleteConfirmation(title: String) {
        guard deleteConfirmation == nil else { return }
        let b = UIButton(type: .custom)
        b.setTitle(title, for: .normal)
        b.setTitleColor(.white, for: .normal)
        b.backgroundColor = .systemRed
        b.addAction(UIAction { [unowned self] _ in
            guard let table = self.superview as? UITableView, let path = table.indexPath(for: self) else { return }
            table.deleteConfirmed(at: path)
        }, for: .touchUpInside)
        addSubview(b)
        deleteConfirmation = b
        setNeedsLayout()
    }

    func hideDeleteConfirmation() {
        deleteConfirmation?.removeFromSuperview()
        deleteConfirmation = nil
        setNeedsLayout()
    }
}
