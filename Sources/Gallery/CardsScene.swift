import QuartzCore

/// Issue "Real motion at half GTK's cost": `count` cards (120×80, corner radius 12, shadow
/// offset (0, 4), radius 3, black at 50%, background at 85% alpha) gliding across the window
/// at 60–180 points a second each — a few pixels per frame, almost never whole ones — and
/// bouncing off its edges. `scripts/race` races it against the same scene in GTK4
/// (`scripts/cards-gtk4.py`, which places the cards by the same formula).
///
/// `.animations` moves each card by two repeating, autoreversing CABasicAnimations (x and y);
/// `.displayLink` sets every card's position itself on each frame. Both show the same
/// picture at the same time.
public struct CardsScene: AnimationScene, TickingScene {
    public enum Motion: String, Sendable { case animations, displayLink }

    public let count: Int
    public let motion: Motion
    public init(count: Int = 100, motion: Motion = .animations) {
        self.count = max(0, count)
        self.motion = motion
    }

    public var name: String { motion == .animations ? "cards" : "cards-display-link" }
    public var summary: String {
        "\(count) rounded, shadowed, translucent cards moving by fractional pixels "
            + (motion == .animations ? "(repeating CABasicAnimations)" : "(positions set by a CADisplayLink)")
    }
    public var preferredSize: CGSize { CGSize(width: 1280, height: 720) }
    /// Every frame, at the frame's own time (only `.displayLink` has anything to do).
    public var tickInterval: Double { 0 }
    public var ticks: Bool { motion == .displayLink }

    static let cardSize = CGSize(width: 120, height: 80)

    /// Card `i`'s start, speed and colour: a fixed pseudo-random sequence (the GTK4 twin
    /// computes the same numbers).
    struct Card {
        var start: CGPoint      // top-left corner at time 0
        var velocity: CGVector  // points per second
        var hue: CGFloat
        init(_ i: Int, in size: CGSize) {
            var state = UInt32(truncatingIfNeeded: i &* 2_654_435_761 &+ 12345)
            func next() -> CGFloat {    // xorshift32, in [0, 1)
                state ^= state << 13; state ^= state >> 17; state ^= state << 5
                return CGFloat(state) / 4_294_967_296
            }
            let range = CardsScene.range(in: size)
            start = CGPoint(x: next() * range.width, y: next() * range.height)
            let speed = 60 + next() * 120, angle = next() * 2 * .pi
            velocity = CGVector(dx: speed * cos(angle), dy: speed * sin(angle))
            hue = next()
        }
    }

    /// How far a card's top-left corner can travel on each axis.
    static func range(in size: CGSize) -> CGSize {
        CGSize(width: max(1, size.width - cardSize.width), height: max(1, size.height - cardSize.height))
    }

    /// Where a card starting at `start` moving at `v` along an axis of length `range` is after
    /// `t` seconds, bouncing off both ends (a triangle wave).
    static func bounce(_ start: CGFloat, _ v: CGFloat, _ range: CGFloat, _ t: Double) -> CGFloat {
        let period = 2 * range
        var p = (start + v * CGFloat(t)).truncatingRemainder(dividingBy: period)
        if p < 0 { p += period }
        return p > range ? period - p : p
    }

    public func makeAnimatedRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(0.93, 0.93, 0.95)
        let range = Self.range(in: size)
        for i in 0..<count {
            let card = Card(i, in: size)
            let layer = CALayer()
            layer.bounds = CGRect(origin: .zero, size: Self.cardSize)
            layer.cornerRadius = 12
            layer.backgroundColor = TiledScene.color(hue: card.hue, light: 0.6).copy(alpha: 0.85)
            layer.shadowOffset = CGSize(width: 0, height: 4)
            layer.shadowRadius = 3
            layer.shadowOpacity = 0.5
            layer.shadowColor = rgb(0, 0, 0)
            root.addSublayer(layer)
            place(layer, card, range, time: 0)
            if motion == .animations {
                layer.add(Self.glide(card.start.x, card.velocity.dx, range.width, key: "position.x"), forKey: "x")
                layer.add(Self.glide(card.start.y, card.velocity.dy, range.height, key: "position.y"), forKey: "y")
            }
        }
        return root
    }

    /// The axis's bounce as one animation: from one end to the other at the card's speed,
    /// autoreversing forever, started as far into its cycle as the card's start.
    static func glide(_ start: CGFloat, _ v: CGFloat, _ range: CGFloat, key: String) -> CABasicAnimation {
        let half = cardSize.width / 2, offset = key == "position.x" ? half : cardSize.height / 2
        let a = CABasicAnimation(keyPath: key)
        a.fromValue = offset
        a.toValue = offset + range
        a.duration = Double(range / max(abs(v), 1e-3))
        a.autoreverses = true
        a.repeatCount = .infinity
        // Time 0 of the cycle is the card at 0 moving forwards: a card at `start` moving
        // forwards is `start / v` in; moving backwards, as far past the far end.
        a.timeOffset = Double(v >= 0 ? start / v : (2 * range - start) / -v)
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        return a
    }

    private func place(_ layer: CALayer, _ card: Card, _ range: CGSize, time: Double) {
        layer.position = CGPoint(x: Self.bounce(card.start.x, card.velocity.dx, range.width, time) + Self.cardSize.width / 2,
                                 y: Self.bounce(card.start.y, card.velocity.dy, range.height, time) + Self.cardSize.height / 2)
    }

    /// `.displayLink`: every card where it is at `time` (model values, actions off).
    public func update(_ root: CALayer, time: Double) {
        guard motion == .displayLink, let layers = root.sublayers else { return }
        let range = Self.range(in: root.bounds.size)
        for (i, layer) in layers.enumerated() {
            place(layer, Card(i, in: root.bounds.size), range, time: time)
        }
    }

    public func tick(_ root: CALayer, time: Double) {
        guard motion == .displayLink else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        update(root, time: time)
        CATransaction.commit()
    }
}
