import QuartzCore

/// Recognizes two fingers moving apart or together (Apple: UIPinchGestureRecognizer): `scale`
/// is their distance over the distance when they met, `velocity` its change per second.
/// Continuous; begins once the distance has changed by 5%.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open private(set) var velocity: CGFloat = 0
    private var startDistance: CGFloat?
    private var base: CGFloat = 1
    private var lastSample: (scale: CGFloat, time: TimeInterval)?

    package override var isContinuous: Bool { true }

    private func distance() -> CGFloat? {
        guard numberOfTouches >= 2 else { return nil }
        let a = location(ofTouch: 0, in: nil), b = location(ofTouch: 1, in: nil)
        return hypot(b.x - a.x, b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2, state == .possible { state = .failed; return }
        if numberOfTouches == 2, let d = distance(), d > 0 { startDistance = d; base = scale; lastSample = (scale, event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let d0 = startDistance, let d = distance() else { return }
        let s = base * d / d0
        if let last = lastSample, event.timestamp > last.time { velocity = (s - last.scale) / CGFloat(event.timestamp - last.time) }
        lastSample = (s, event.timestamp)
        switch state {
        case .possible:
            guard abs(d / d0 - 1) >= 0.05 else { return }
            scale = s
            state = .began
        case .began, .changed:
            scale = s
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() { startDistance = nil; velocity = 0; lastSample = nil; scale = 1 }
}
