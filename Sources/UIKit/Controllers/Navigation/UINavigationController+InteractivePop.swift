import QuartzCore

/// The interactive pop (UIKit's edge swipe): a drag from the window's leading edge pops the
/// top controller with a percent-driven interaction, as UIKit's own is one — the pop begins
/// with the drag (the stack changes, `willMove(toParent: nil)`, viewWillAppear and
/// viewWillDisappear), the views follow the finger, and released past half the width (or
/// flung toward the trailing side) it finishes; otherwise it runs back, the stack and the
/// appearance turn back, and the controller hears `didMove(toParent:)` again. A delegate's
/// custom pop animator is driven by the same drag when the delegate gives no interaction
/// controller of its own.
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
        let progress = min(max(0, g.translation(in: view).x * popDirection / width), 1)
        switch g.state {
        case .began:
            beginInteractivePop()
        case .changed:
            interactivePop?.update(progress)
        case .ended, .cancelled, .failed:
            guard let pop = interactivePop else { return }
            interactivePop = nil
            let fling = g.velocity(in: view).x * popDirection
            pop.update(progress)
            if g.state == .ended && (progress > 0.5 || fling > 500) { pop.finish() } else { pop.cancel() }
        default:
            break
        }
    }

    private func beginInteractivePop() {
        guard interactivePop == nil, finishTransition == nil, stack.count > 1, isAppeared, view.window != nil,
              let old = stack.last, old === shown, old.viewIfLoaded != nil else { return }
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .easeOut
        edgePopInteraction = interaction
        popViewController(animated: true)
        // The pop took the interaction only if it began a transition driven by it.
        if finishTransition != nil, old.runningTransition?.interactor === interaction { interactivePop = interaction }
    }
}
