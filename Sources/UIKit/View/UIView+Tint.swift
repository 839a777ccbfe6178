import QuartzCore

/// The tint colour (Apple: UIView.tintColor): a view without its own inherits its superview's,
/// and the top of the hierarchy has the app's tint (`UIColor.tintColor`: the accent colour). Setting it, or moving the
/// view under another tint, tells the view and every descendant that inherits it
/// (`tintColorDidChange`). With `tintAdjustmentMode` `.dimmed` (set on the view or inherited) the
/// tint is desaturated to grey, as UIKit dims the tint behind a modal presentation.
extension UIView {
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

    /// Whether any view ever set a tint or an adjustment mode: until one has, moving a view
    /// changes no view's tint and nothing is told.
    @exclusivity(unchecked) nonisolated(unsafe) package static var customTintsExist = false

    /// Tells this view and its descendants that inherit what changed: the colour, the
    /// adjustment mode, or both (a move under another superview).
    package func tintDidChangeDownward(color: Bool = true, mode: Bool = true) {
        UIView.customTintsExist = true
        CurrentTraits.with(self) { tintColorDidChange() }
        for sub in subviewStorage where color && sub.ownTintColor == nil || mode && sub.ownTintAdjustmentMode == .automatic {
            sub.tintDidChangeDownward(color: color && sub.ownTintColor == nil, mode: mode && sub.ownTintAdjustmentMode == .automatic)
        }
    }
}

extension UIColor {
    /// The grey UIKit shows a dimmed tint as: the colour's luminance, desaturated.
    var dimmedTint: UIColor {
        let c = cgColor.rgba
        let y = 0.299 * c.r + 0.587 * c.g + 0.114 * c.b
        return UIColor(white: y * 0.6 + 0.4 * 0.55, alpha: c.a)
    }
}
