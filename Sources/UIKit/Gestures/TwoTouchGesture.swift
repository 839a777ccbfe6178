import QuartzCore

/// What the two-finger recognizers (pinch, rotation) share: a measure of the two touches taken
/// when they meet, the gesture's value from how that measure has changed, and its velocity.
struct TwoTouchGesture {
    private(set) var velocity: CGFloat = 0
    private var start: CGFloat?
    private var base: CGFloat = 0
    private var last: (value: CGFloat, time: TimeInterval)?

    /// Two touches are down: the measure counts from `measure`, the value goes on from `value`.
    mutating func begin(measure: CGFloat?, value: CGFloat, at time: TimeInterval) {
        guard let measure else { return }
        start = measure; base = value; last = (value, time)
    }

    /// The value for the touches' `measure` now — `combine(base, start, measure)` — and how
    /// much the measure changed (`change(start, measure)`), the velocity updated; nil before
    /// two touches have met.
    mutating func update(measure: CGFloat?, at time: TimeInterval, combine: (CGFloat, CGFloat, CGFloat) -> CGFloat,
                         change: (CGFloat, CGFloat) -> CGFloat) -> (value: CGFloat, change: CGFloat)? {
        guard let s = start, let m = measure else { return nil }
        let v = combine(base, s, m)
        if let l = last, time > l.time { velocity = (v - l.value) / CGFloat(time - l.time) }
        last = (v, time)
        return (v, change(s, m))
    }

    mutating func reset() { self = TwoTouchGesture() }
}

extension UIGestureRecognizer {
    /// A continuous gesture's touches lifted: it ends if it began, else it fails.
    func endContinuousGesture() {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    /// A continuous gesture's value moved: it begins once `change` reaches `threshold`,
    /// then changes; `apply` sets the value when it does.
    func continueGesture(change: CGFloat, threshold: CGFloat, apply: () -> Void) {
        switch state {
        case .possible:
            guard abs(change) >= threshold else { return }
            apply()
            state = .began
        case .began, .changed:
            apply()
            state = .changed
        default: break
        }
    }
}

extension UIGestureRecognizer {
    /// The first two touches' locations in window coordinates; nil with fewer than two.
    func firstTwoTouches() -> (CGPoint, CGPoint)? {
        guard numberOfTouches >= 2 else { return nil }
        return (location(ofTouch: 0, in: nil), location(ofTouch: 1, in: nil))
    }
}
