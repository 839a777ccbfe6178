import QuartzCore

extension UIViewController {
    /// The coordinator of the transition this controller is in — a push or pop, a presentation
    /// or dismissal, a tab change — or, when it is in none, its parent's; nil when no
    /// transition runs. Ask for it in `viewWillAppear(_:)`/`viewWillDisappear(_:)` to animate
    /// alongside the transition or to act when it ends (and learn whether it was cancelled).
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var c: UIViewController? = self
        while let vc = c {
            if let t = vc.runningTransition, !t.isComplete { return t }
            c = vc.parent
        }
        return nil
    }
}
