import QuartzCore

/// Recognizes taps (Apple: UITapGestureRecognizer): `numberOfTapsRequired` taps of
/// `numberOfTouchesRequired` fingers, each lifted without moving more than 10 points, each
/// following the last within 0.35 s. Discrete: its action runs once, when recognized. A
/// single-tap recognizer that `require(toFail:)` a double-tap one waits for it to fail.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// How far a finger may move and still tap.
    static let allowableMovement: CGFloat = 10
    /// How long after a tap the next may begin.
    static let tapInterval: TimeInterval = 0.35

    private var taps = 0
    private var start: [ObjectIdentifier: CGPoint] = [:]
    private var maxTouches = 0
    private var generation = 0

    package override var isHoldingForMore: Bool { taps > 0 && taps < numberOfTapsRequired && state == .possible }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        generation += 1
        for t in touches { start[ObjectIdentifier(t)] = t.location(in: nil) }
        maxTouches = max(maxTouches, numberOfTouches)
        if maxTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches {
            guard let s = start[ObjectIdentifier(t)] else { continue }
            let p = t.location(in: nil)
            if hypot(p.x - s.x, p.y - s.y) > Self.allowableMovement { state = .failed; return }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        let remaining = numberOfTouches - touches.count
        guard remaining == 0 else { return }
        guard maxTouches == numberOfTouchesRequired else { state = .failed; return }
        taps += 1
        maxTouches = 0
        start = [:]
        if taps >= numberOfTapsRequired {
            state = .ended
        } else {
            let waitingFor = generation
            after(Self.tapInterval) { [weak self] in
                guard let self, self.generation == waitingFor, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func reset() {
        taps = 0; start = [:]; maxTouches = 0; generation += 1
    }
}
