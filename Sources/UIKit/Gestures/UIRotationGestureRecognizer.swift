import QuartzCore

/// Recognizes two fingers turning (Apple: UIRotationGestureRecognizer): `rotation` in radians
/// (clockwise positive, on the y-down screen) since they met, `velocity` in radians per
/// second. Continuous; begins once they have turned by 0.1 radian.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { track.velocity }
    private var track = TwoTouchGesture()

    package override var isContinuous: Bool { true }

    private func angle() -> CGFloat? {
        guard let (a, b) = firstTwoTouches() else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// The turn from `a0` to `a`, the short way round.
    private static func turn(_ a0: CGFloat, _ a: CGFloat) -> CGFloat {
        var t = a - a0
        while t > .pi { t -= 2 * .pi }
        while t < -.pi { t += 2 * .pi }
        return t
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2, state == .possible { state = .failed; return }
        if numberOfTouches == 2 { track.begin(measure: angle(), value: rotation, at: event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let u = track.update(measure: angle(), at: event.timestamp,
                                   combine: { base, a0, a in base + Self.turn(a0, a) }, change: Self.turn) else { return }
        continueGesture(change: u.change, threshold: 0.1) { rotation = u.value }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endContinuousGesture() }
    open override func reset() { track.reset(); rotation = 0 }
}
