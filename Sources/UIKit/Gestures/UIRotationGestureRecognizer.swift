import QuartzCore

/// Recognizes two fingers turning (Apple: UIRotationGestureRecognizer): `rotation` in radians
/// (clockwise positive, on the y-down screen) since they met, `velocity` in radians per
/// second. Continuous; begins once they have turned by 0.1 radian.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open private(set) var velocity: CGFloat = 0
    private var startAngle: CGFloat?
    private var base: CGFloat = 0
    private var lastSample: (rotation: CGFloat, time: TimeInterval)?

    package override var isContinuous: Bool { true }

    private func angle() -> CGFloat? {
        guard numberOfTouches >= 2 else { return nil }
        let a = location(ofTouch: 0, in: nil), b = location(ofTouch: 1, in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2, state == .possible { state = .failed; return }
        if numberOfTouches == 2, let a = angle() { startAngle = a; base = rotation; lastSample = (rotation, event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let a0 = startAngle, let a = angle() else { return }
        var turn = a - a0
        while turn > .pi { turn -= 2 * .pi }
        while turn < -.pi { turn += 2 * .pi }
        let r = base + turn
        if let last = lastSample, event.timestamp > last.time { velocity = (r - last.rotation) / CGFloat(event.timestamp - last.time) }
        lastSample = (r, event.timestamp)
        switch state {
        case .possible:
            guard abs(turn) >= 0.1 else { return }
            rotation = r
            state = .began
        case .began, .changed:
            rotation = r
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() { startAngle = nil; velocity = 0; lastSample = nil; rotation = 0 }
}
