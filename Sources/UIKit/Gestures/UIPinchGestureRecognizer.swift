import QuartzCore

/// Recognizes two fingers moving apart or together (Apple: UIPinchGestureRecognizer): `scale`
/// is their distance over the distance when they met, `velocity` its change per second.
/// Continuous; begins once the distance has changed by 5%.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { track.velocity }
    private var track = TwoTouchGesture()

    package override var isContinuous: Bool { true }

    private func distance() -> CGFloat? {
        guard let (a, b) = firstTwoTouches() else { return nil }
        let d = hypot(b.x - a.x, b.y - a.y)
        return d > 0 ? d : nil
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2, state == .possible { state = .failed; return }
        if numberOfTouches == 2 { track.begin(measure: distance(), value: scale, at: event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let u = track.update(measure: distance(), at: event.timestamp,
                                   combine: { base, d0, d in base * d / d0 }, change: { d0, d in d / d0 - 1 }) else { return }
        continueGesture(change: u.change, threshold: 0.05) { scale = u.value }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endContinuousGesture() }
    open override func reset() { track.reset(); scale = 1 }
}
