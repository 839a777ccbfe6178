import QuartzCore

/// Recognizes a press held still (Apple: UILongPressGestureRecognizer): `minimumPressDuration`
/// (0.5 s) without moving more than `allowableMovement` (10 points). Continuous: began when
/// the time is up, changed as it moves, ended when it lifts.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    private var start: CGPoint?
    private var generation = 0

    package override var isContinuous: Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= numberOfTouchesRequired else { fail(); return }
        guard numberOfTouches == numberOfTouchesRequired, state == .possible else { return }
        start = location(in: nil)
        generation += 1
        let waitingFor = generation
        after(max(0, minimumPressDuration)) { [weak self] in
            guard let self, self.generation == waitingFor, self.state == .possible, self.numberOfTouches > 0 else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let s = start {
                let p = location(in: nil)
                if hypot(p.x - s.x, p.y - s.y) > allowableMovement { fail() }
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endContinuousGesture() }

    private func fail() { if state == .possible { state = .failed } }
    open override func reset() { start = nil; generation += 1 }
}
