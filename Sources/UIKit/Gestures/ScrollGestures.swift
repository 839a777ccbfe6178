import QuartzCore

/// Which scrolling a pan recognizer turns into pans (Apple: UIScrollTypeMask): a mouse
/// wheel's steps (`discrete`) and a touchpad's smooth scrolling (`continuous`).
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

extension UIGestureRecognizer {
    /// A gesture made by the pointer's wheel rather than touches: each step is a change, and
    /// it ends once no step has come for 0.15 s.
    func scrollStep(_ apply: () -> Void) {
        scrollGeneration &+= 1
        let mine = scrollGeneration
        apply()
        switch state {
        case .possible: state = .began
        case .began, .changed: state = .changed
        default: return
        }
        fireOutsideTouches()
        after(0.15) { [weak self] in
            guard let self, self.scrollGeneration == mine, self.state == .began || self.state == .changed else { return }
            self.state = .ended
            self.fireOutsideTouches()
            self.resetNow()
        }
    }

    /// Calls the targets for a state reached without touches (the window's arbiter is not
    /// involved: no touches to share or cancel).
    func fireOutsideTouches() {
        guard pendingStateChange else { return }
        pendingStateChange = false
        if state != .failed { sendActions() }
    }
}

/// The wheel over a view: with Control held, a pinch (each detent zooms by 10%, as
/// Ctrl+wheel does in desktop apps); else a pan for recognizers that allow its scroll type.
/// Offered to the recognizers of the view under the pointer and its ancestors; the first
/// that takes it has it.
@MainActor
enum WheelRouting {
    /// `notches`: the wheel's detents (a wheel's step; nil for a touchpad's continuous scroll).
    static func deliver(at p: CGPoint, dx: CGFloat, dy: CGFloat, notches: CGPoint?, control: Bool, in window: UIWindow) -> Bool {
        let discrete = notches != nil
        var v = window.hitTest(p, with: nil)
        while let view = v {
            for g in view.gestureRecognizerStorage where g.isEnabled {
                if control, let pinch = g as? UIPinchGestureRecognizer {
                    let detents = dy / 40
                    pinch.scrollStep { pinch.scale *= pow(1.1, -detents) }
                    return true
                }
                if !control, let pan = g as? UIPanGestureRecognizer,
                   pan.allowedScrollTypesMask.contains(discrete ? .discrete : .continuous) {
                    pan.scrollStep { pan.scrolled(by: CGPoint(x: dx, y: dy), at: p, notches: notches) }
                    return true
                }
            }
            v = view.superview
        }
        return false
    }
}
