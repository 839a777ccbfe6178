import QuartzCore

/// The interactive pop (UIKit's edge swipe): a drag from the window's leading edge moves the
/// top controller's view with the finger and the one below in from a third of the width
/// behind; released past half the width (or flung toward the trailing side) it pops,
/// otherwise it slides back. Appearance callbacks come as UIKit's do: viewWillAppear and
/// viewWillDisappear when the drag begins, the did- pair when it ends — reversed (the
/// incoming one disappearing again) when it is cancelled.
extension UINavigationController {
    func installInteractivePop() {
        let g = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        g.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        g.addTarget(self) { [weak self] r in self?.interactivePopMoved(r as! UIScreenEdgePanGestureRecognizer) }
        view.addGestureRecognizer(g)
        interactivePopGestureRecognizer = g
    }

    private var popDirection: CGFloat { view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1 }

    private func interactivePopMoved(_ g: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        switch g.state {
        case .began:
            beginInteractivePop()
        case .changed:
            guard let pop = interactivePop else { return }
            let progress = min(max(0, g.translation(in: view).x * popDirection / width), 1)
            place(pop, progress: progress)
        case .ended, .cancelled, .failed:
            guard let pop = interactivePop else { return }
            let progress = min(max(0, g.translation(in: view).x * popDirection / width), 1)
            let fling = g.velocity(in: view).x * popDirection
            let completes = g.state == .ended && (progress > 0.5 || fling > 500)
            let remaining = completes ? 1 - progress : progress
            UIView.animate(withDuration: 0.35 * Double(max(0.2, remaining)), delay: 0, options: [.curveEaseOut], animations: {
                self.place(pop, progress: completes ? 1 : 0)
            }, completion: { _ in self.endInteractivePop(pop, completed: completes) })
        default:
            break
        }
    }

    private func beginInteractivePop() {
        guard interactivePop == nil, finishTransition == nil, stack.count > 1, isAppeared, view.window != nil,
              let old = stack.last, old === shown, let oldView = old.viewIfLoaded else { return }
        let new = stack[stack.count - 2]
        interactivePop = (old, new)
        new.beginAppearanceTransition(true, animated: true)
        old.beginAppearanceTransition(false, animated: true)
        guard let newView = new.view else { return }
        new.containerSafeAreaInsets = coveredInsets(for: new)
        place(newView)
        view.insertSubview(newView, belowSubview: oldView)
        newView.layoutIfNeeded()
        new.viewIsAppearing(true)
        UIView.performWithoutAnimation { place((old, new), progress: 0) }
    }

    /// The two views at `progress` (0: the top one in place, 1: popped).
    private func place(_ pop: (old: UIViewController, new: UIViewController), progress: CGFloat) {
        let width = view.bounds.width
        pop.old.viewIfLoaded?.transform = CGAffineTransform(translationX: popDirection * width * progress, y: 0)
        pop.new.viewIfLoaded?.transform = CGAffineTransform(translationX: -popDirection * width / 3 * (1 - progress), y: 0)
    }

    private func endInteractivePop(_ pop: (old: UIViewController, new: UIViewController), completed: Bool) {
        interactivePop = nil
        pop.old.viewIfLoaded?.transform = .identity
        pop.new.viewIfLoaded?.transform = .identity
        guard completed else {
            pop.new.beginAppearanceTransition(false, animated: true)
            pop.old.beginAppearanceTransition(true, animated: true)
            pop.new.viewIfLoaded?.removeFromSuperview()
            pop.new.endAppearanceTransition()
            pop.old.endAppearanceTransition()
            return
        }
        delegate?.navigationController(self, willShow: pop.new, animated: true)
        if stack.last === pop.old { stack.removeLast() }
        pop.old.willMove(toParent: nil)
        shown = pop.new
        navigationBar.setItems(stack.map(\.navigationItem), animated: true)
        toolbar.setItems(pop.new.toolbarItems, animated: true)
        pop.old.viewIfLoaded?.removeFromSuperview()
        pop.old.endAppearanceTransition()
        pop.new.endAppearanceTransition()
        settleChildren()
        delegate?.navigationController(self, didShow: pop.new, animated: true)
    }
}
