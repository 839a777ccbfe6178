import QuartzCore

/// Bars hidden by the user's gestures (Apple: `hidesBarsOnSwipe`, `hidesBarsOnTap`): an
/// upward swipe hides the navigation bar (and the toolbar, when it has items), a downward
/// one shows them again; a tap the content does not handle shows or hides them. Both
/// recognizers work beside the content's own (a scroll view still scrolls).
extension UINavigationController {
    /// Hides the bars on an upward swipe and shows them on a downward one.
    public var hidesBarsOnSwipe: Bool {
        get { barHiding.onSwipe }
        set { barHiding.onSwipe = newValue; if isViewLoaded { barHideOnSwipeGestureRecognizer.isEnabled = newValue } }
    }

    /// Shows or hides the bars on a tap nothing else takes.
    public var hidesBarsOnTap: Bool {
        get { barHiding.onTap }
        set { barHiding.onTap = newValue; if isViewLoaded { barHideOnTapGestureRecognizer.isEnabled = newValue } }
    }

    /// The recognizer behind `hidesBarsOnSwipe` (installed on the controller's view).
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHiding.swipe(for: self) }
    /// The recognizer behind `hidesBarsOnTap`.
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHiding.tap(for: self) }

    /// The recognizers asked for before the view loaded go on it now.
    func installBarHiding() {
        if barHiding.onSwipe { _ = barHideOnSwipeGestureRecognizer }
        if barHiding.onTap { _ = barHideOnTapGestureRecognizer }
    }

    /// Hides or shows both bars; the toolbar follows only when it has items to show.
    func setBarsHidden(_ hidden: Bool) {
        setNavigationBarHidden(hidden, animated: true)
        if !(topViewController?.toolbarItems ?? []).isEmpty { setToolbarHidden(hidden, animated: true) }
    }
}

/// The bar-hiding recognizers of one navigation controller, made when first asked for.
@MainActor
final class BarHiding: NSObject, UIGestureRecognizerDelegate {
    var onSwipe = false, onTap = false
    private var swipeRecognizer: UIPanGestureRecognizer?, tapRecognizer: UITapGestureRecognizer?
    /// How far a swipe moves before the bars follow it.
    static let threshold: CGFloat = 20

    func swipe(for nav: UINavigationController) -> UIPanGestureRecognizer {
        if let g = swipeRecognizer { return g }
        let g = UIPanGestureRecognizer(target: nil, action: nil)
        g.cancelsTouchesInView = false
        g.delegate = self
        g.isEnabled = onSwipe
        g.addTarget(nil) { [weak nav] r in
            guard let nav, r.state == .changed || r.state == .ended, let view = nav.viewIfLoaded else { return }
            let dy = (r as! UIPanGestureRecognizer).translation(in: view).y
            if dy < -Self.threshold, !nav.isNavigationBarHidden { nav.setBarsHidden(true) }
            if dy > Self.threshold, nav.isNavigationBarHidden { nav.setBarsHidden(false) }
        }
        nav.view.addGestureRecognizer(g)
        swipeRecognizer = g
        return g
    }

    func tap(for nav: UINavigationController) -> UITapGestureRecognizer {
        if let g = tapRecognizer { return g }
        let g = UITapGestureRecognizer(target: nil, action: nil)
        g.cancelsTouchesInView = false
        g.delegate = self
        g.isEnabled = onTap
        g.addTarget(nil) { [weak nav] _ in
            guard let nav else { return }
            nav.setBarsHidden(!nav.isNavigationBarHidden)
        }
        nav.view.addGestureRecognizer(g)
        tapRecognizer = g
        return g
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        true
    }

    /// A tap on a control, or on the bars themselves, is theirs.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard gestureRecognizer === tapRecognizer else { return true }
        var v = touch.view
        while let view = v {
            if view is UIControl || view is UINavigationBar || view is UIToolbar { return false }
            v = view.superview
        }
        return true
    }
}
