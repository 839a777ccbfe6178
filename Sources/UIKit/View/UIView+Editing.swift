import QuartzCore

extension UIView {
    /// Makes the first responder in this view's subtree (a text field or text view being edited) resign;
    /// `force` makes it resign even if its delegate would keep it. True when none is left.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window = window ?? (self as? UIWindow), let responder = window.firstResponderStorage else { return true }
        guard let view = responder as? UIView, view === self || view.isDescendant(of: self) else { return true }
        if force, let field = view as? UITextField { return field.forceEndEditing() }
        if force, let textView = view as? UITextView { return textView.forceEndEditing() }
        return responder.resignFirstResponder()
    }
}
