import QuartzCore

/// Recognizes a drag (Apple: UIPanGestureRecognizer): it begins once the touches have moved
/// 10 points, then reports its translation from where they started and its velocity, until
/// they lift. Continuous: its actions run at began, each change, and the end.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// The scrolling (wheel, touchpad) this recognizer also turns into pans; none by default.
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    /// The pan is made by scrolling, not touches (the last step's delta in `scrollDelta`).
    public private(set) var isScrollPan = false
    package private(set) var scrollDelta: CGPoint = .zero
    /// The wheel detents of the last step (nil: a continuous scroll, a touchpad's).
    package private(set) var scrollNotches: CGPoint?
    static let hysteresis: CGFloat = 10

    private var origin: CGPoint?          // window coordinates, where the pan's translation counts from
    private var current: CGPoint = .zero
    /// Recent centroid positions with their times, for the velocity.
    private var samples: [(point: CGPoint, time: TimeInterval)] = []
    /// When the touches last changed (moved or lifted).
    private var latestEventTime: TimeInterval = 0

    package override var isContinuous: Bool { true }

    /// How far the touches have moved since the pan began, in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let a = convert(origin, to: view), b = convert(current, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Resets the translation: what it reads now becomes `translation` (in `view`'s coordinates).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let b = convert(current, to: view)
        let a = CGPoint(x: b.x - translation.x, y: b.y - translation.y)
        origin = convertToWindow(a, from: view)
    }

    /// Points per second over the last 0.1 s of movement, in `view`'s coordinates. Touches held
    /// still that long (then lifted) have none: the content does not fly off.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, latestEventTime - last.time <= 0.1,
              let first = samples.first(where: { last.time - $0.time <= 0.1 }),
              last.time > first.time else { return .zero }
        let a = convert(first.point, to: view), b = convert(last.point, to: view)
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
    }

    private func convert(_ p: CGPoint, to target: UIView?) -> CGPoint {
        guard let target, let w = self.view?.window ?? target.window, target !== w else { return p }
        return target.convert(p, from: w)
    }
    private func convertToWindow(_ p: CGPoint, from source: UIView?) -> CGPoint {
        guard let source, let w = self.view?.window ?? source.window, source !== w else { return p }
        return source.convert(p, to: w)
    }

    private func centroid() -> CGPoint { location(in: nil) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches {
            if state == .possible { state = .failed } else { for t in touches { ignore(t, for: event) } }
            return
        }
        let p = centroid()
        if state == .possible {
            origin = origin ?? p
        } else if let o = origin {
            // A finger added mid-pan: keep the translation continuous.
            origin = CGPoint(x: o.x + p.x - current.x, y: o.y + p.y - current.y)
        }
        current = p
        samples.append((p, event.timestamp))
        latestEventTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let p = centroid()
        current = p
        samples.append((p, event.timestamp))
        latestEventTime = event.timestamp
        if samples.count > 32 { samples.removeFirst(samples.count - 32) }
        switch state {
        case .possible:
            guard let o = origin, numberOfTouches >= minimumNumberOfTouches,
                  hypot(p.x - o.x, p.y - o.y) >= Self.hysteresis else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        latestEventTime = max(latestEventTime, event.timestamp)
        let left = numberOfTouches - touches.count
        if left <= 0 || left < minimumNumberOfTouches {
            if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
            return
        }
        // Fewer fingers: the centroid jumps; keep the translation continuous.
        let stay = trackedTouches.filter { !touches.contains($0) }
        guard !stay.isEmpty, let o = origin else { return }
        let ps = stay.map { $0.location(in: nil) }
        let p = CGPoint(x: ps.map(\.x).reduce(0, +) / CGFloat(ps.count), y: ps.map(\.y).reduce(0, +) / CGFloat(ps.count))
        origin = CGPoint(x: o.x + p.x - current.x, y: o.y + p.y - current.y)
        current = p
    }

    open override func reset() {
        origin = nil; samples = []; current = .zero; isScrollPan = false; scrollDelta = .zero; latestEventTime = 0
    }

    /// A scroll step of `delta` (positive: what is further down/right comes into view): the
    /// pan's translation moves the other way, as a finger dragging the content would.
    package func scrolled(by delta: CGPoint, at p: CGPoint, notches: CGPoint? = nil) {
        scrollNotches = notches
        if state == .possible || !isScrollPan {
            origin = p; current = p; samples = []; isScrollPan = true
        }
        scrollDelta = delta
        current = CGPoint(x: current.x - delta.x, y: current.y - delta.y)
        samples.append((current, CACurrentMediaTime()))
        latestEventTime = CACurrentMediaTime()
    }
}
