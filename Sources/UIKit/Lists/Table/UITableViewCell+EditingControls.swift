import Foundation
import QuartzCore

/// The controls a row shows beyond its content: the editing control at its leading edge, the
/// delete confirmation, and the buttons of swipe actions in the edge a swipe uncovers.
extension UITableViewCell {
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

    /// Puts a swiped row's action buttons in the edge it uncovers; `tapped` gets the index
    /// of the action whose button was tapped.
    func showSwipeActions(_ actions: [UIContextualAction], trailing: Bool, tapped: @escaping (Int) -> Void) {
        removeSwipeActions()
        swipeTrailing = trailing
        for (i, a) in actions.enumerated() {
            let b = UIButton(type: .custom)
            b.setTitle(a.title, for: .normal)
            b.setTitleColor(.white, for: .normal)
            b.backgroundColor = a.backgroundColor
            b.clipsToBounds = true
            b.addAction(UIAction { _ in tapped(i) }, for: .touchUpInside)
            let text = b.titleLabel?.sizeThatFits(CGSize(width: 1000, height: 100)).width ?? 0
            insertSubview(b, at: 0)
            swipeButtons.append((b, max(74, text + 30)))
        }
        setNeedsLayout()
    }

    func removeSwipeActions() {
        for (b, _) in swipeButtons { b.removeFromSuperview() }
        swipeButtons = []
        swipeOffset = 0
    }

    /// The action buttons share the uncovered edge in proportion to their widths, the first
    /// action outermost.
    func layoutSwipeActions(in b: CGRect) {
        guard !swipeButtons.isEmpty else { return }
        let revealed = abs(swipeOffset), total = swipeActionsWidth
        var edge = swipeTrailing ? b.width : 0
        for (button, width) in swipeButtons {
            let w = total > 0 ? width * revealed / total : 0
            button.frame = swipeTrailing ? CGRect(x: edge - w, y: 0, width: w, height: b.height)
                                         : CGRect(x: edge, y: 0, width: w, height: b.height)
            edge += swipeTrailing ? -w : w
        }
    }

    func hideDeleteConfirmation() {
        deleteConfirmation?.removeFromSuperview()
        deleteConfirmation = nil
        setNeedsLayout()
    }
}
