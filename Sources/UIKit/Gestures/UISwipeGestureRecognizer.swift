import QuartzCore

/// Recognizes a quick stroke in one direction (Apple: UISwipeGestureRecognizer): at least 50
/// points along `direction` within 0.5 s, straying no more than half as far across it.
/// Discrete.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1), left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4), down = Direction(rawValue: 8)
    }
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5

    private var start: (point: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if numberOfTouches == numberOfTouchesRequired { start = (location(in: nil), event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let s = start else { return }
        if event.timestamp - s.time > Self.maximumDuration { state = .failed; return }
        let p = location(in: nil)
        let dx = p.x - s.point.x, dy = p.y - s.point.y
        let checks: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        for (d, along, across) in checks where direction.contains(d) {
            if along >= Self.minimumDistance, abs(across) <= along / 2 { state = .ended; return }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() { start = nil }
}
