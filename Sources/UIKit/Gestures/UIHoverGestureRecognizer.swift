import QuartzCore

/// Recognizes the pointer over its view without a button down (Apple:
/// UIHoverGestureRecognizer): began when it enters the view, changed as it moves there, ended
/// when it leaves (or the pointer leaves the window). Continuous.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    package override var isContinuous: Bool { true }
    /// Where the pointer is, in window coordinates, while it hovers.
    package var pointer: CGPoint?

    open override func location(in view: UIView?) -> CGPoint {
        guard let p = pointer else { return super.location(in: view) }
        guard let view, let w = self.view?.window, view !== w else { return p }
        return view.convert(p, from: w)
    }
}

/// Hover: the pointer's position without a button is offered to the hover recognizers of the
/// view under it and its ancestors.
@MainActor
final class HoverTracker {
    private var hovering: [UIHoverGestureRecognizer] = []

    func pointer(at p: CGPoint?, in window: UIWindow?) {
        var now: [UIHoverGestureRecognizer] = []
        if let p, let window {
            var v = window.hitTest(p, with: nil)
            while let view = v {
                for case let g as UIHoverGestureRecognizer in view.gestureRecognizerStorage where g.isEnabled { now.append(g) }
                v = view.superview
            }
        }
        for g in hovering where !now.contains(where: { $0 === g }) {
            if g.state == .began || g.state == .changed { g.state = .ended; fire(g) }
            g.pointer = nil
            g.resetNow()
        }
        for g in now {
            g.pointer = p
            switch g.state {
            case .possible: g.state = .began
            case .began, .changed: g.state = .changed
            default: continue
            }
            fire(g)
        }
        hovering = now
    }

    private func fire(_ g: UIGestureRecognizer) {
        guard g.pendingStateChange else { return }
        g.pendingStateChange = false
        if g.state != .failed { g.sendActions() }
    }
}
