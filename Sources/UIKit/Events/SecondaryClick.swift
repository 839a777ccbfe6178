import QuartzCore

/// A secondary click (the pointer's right button), as iPadOS takes one from a mouse or
/// trackpad: the menu a long press would show opens at once — a context menu interaction's,
/// a table row's or collection item's, a button's `menu` — and on text, the edit menu (Cut,
/// Copy, Paste, Select All, each disabled where it cannot act). The innermost view under the
/// pointer with one wins; a click on nothing with a menu does nothing.
@MainActor enum SecondaryClick {
    static func deliver(at p: CGPoint, in window: UIWindow) {
        var v = window.hitTest(p, with: nil)
        while let view = v {
            let local = view.convert(p, from: window)
            for case let interaction as UIContextMenuInteraction in view.interactions where interaction.presentMenu(at: local) { return }
            if let table = view as? UITableView, table.contextMenuPress?.present(at: local) == true { return }
            if let collection = view as? UICollectionView, collection.contextMenuPress?.present(at: local) == true { return }
            if let control = view as? UIControl, control.isEnabled, let menu = control.menuForPresentation {
                control.presentMenu(menu)
                return
            }
            if let field = view as? UITextField, field.isEnabled { showEditMenu(for: field, editable: true); return }
            if let text = view as? UITextView, text.isSelectable || text.isEditable { showEditMenu(for: text, editable: text.isEditable); return }
            v = view.superview
        }
    }

    /// The edit menu of a text field or view, which becomes first responder for it.
    private static func showEditMenu<T: UIView & UITextInput>(for text: T, editable: Bool) {
        if !text.isFirstResponder { _ = text.becomeFirstResponder() }
        let menu = UIMenu(children: standardEditActions(for: text, editable: editable))
        MenuPresentation.present(menu, from: text) { action in action.handler(action) }
    }

    /// Cut, Copy, Paste and Select All for a text input, each disabled where it cannot act.
    static func standardEditActions<T: UIView & UITextInput>(for text: T, editable: Bool) -> [UIMenuElement] {
        let selected = text.selectedTextRange.map { !$0.isEmpty } ?? false
        let hasText = text.offset(from: text.beginningOfDocument, to: text.endOfDocument) > 0
        func item(_ title: String, _ enabled: Bool, _ act: @escaping (T) -> Void) -> UIAction {
            UIAction(title: title, attributes: enabled ? [] : .disabled) { [weak text] _ in if let text { act(text) } }
        }
        return [
            item("Cut", editable && selected) { $0.cut(nil) },
            item("Copy", selected) { $0.copy(nil) },
            item("Paste", editable && UIPasteboard.general.hasStrings) { $0.paste(nil) },
            item("Select All", hasText) { $0.selectAll(nil) },
        ]
    }

    /// The standard edit actions of the text input a view is (none for other views).
    static func standardEditActions(for view: UIView) -> [UIMenuElement] {
        if let field = view as? UITextField { return standardEditActions(for: field, editable: field.isEnabled) }
        if let text = view as? UITextView { return standardEditActions(for: text, editable: text.isEditable) }
        return []
    }
}
