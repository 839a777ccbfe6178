import QuartzCore

/// The state of an interruptible animation (Apple: UIViewAnimatingState).
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }
/// Where an animation ended (Apple: UIViewAnimatingPosition).
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// An interruptible, scrubbable view animation (Apple: UIViewPropertyAnimator).
///
/// Its animation blocks run when it starts (or is first paused or scrubbed); their changes to
/// animatable view properties are recorded as tracks (from → to) and played as layer
/// animations. Pausing or scrubbing replaces them with a stopped copy at the fraction
/// (speed 0, `timeOffset` at that point — linear in the fraction while `scrubsLinearly`);
/// continuing adds them again from the same point of the curve, so nothing jumps.
/// Not provided: `addAnimations(_:delayFactor:)` and `continueAnimation(withTimingParameters:durationFactor:)`
/// (Lamina has no UITimingCurveProvider).
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    @exclusivity(unchecked) public private(set) var delay: TimeInterval = 0
    private let timing: CAMediaTimingFunction
    private let spring: (CGFloat, CGFloat)?
    @exclusivity(unchecked) public private(set) var state = UIViewAnimatingState.inactive
    /// Scrubbing (`fractionComplete` while paused) follows time linearly, not the curve.
    @exclusivity(unchecked) open var scrubsLinearly = true
    /// Stays active at the end (instead of finishing) so it can be scrubbed back.
    @exclusivity(unchecked) open var pausesOnCompletion = false

    @exclusivity(unchecked) private var blocks: [() -> Void] = []
    @exclusivity(unchecked) private var completions: [(UIViewAnimatingPosition) -> Void] = []
    @exclusivity(unchecked) private var tracks: [ViewAnimationContext.Change] = []
    @exclusivity(unchecked) private var ranBlocks = false
    @exclusivity(unchecked) private var running = false
    /// Where in the curve's time (0…1) the animation is: kept while paused, computed while running.
    @exclusivity(unchecked) private var timeFraction: Double = 0
    @exclusivity(unchecked) private var startedAt: CFTimeInterval = 0
    @exclusivity(unchecked) private var generation = 0
    @exclusivity(unchecked) private var reversed = false

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        timing = curve.timingFunction; spring = nil
        if let animations { blocks.append(animations) }
    }
    public init(duration: TimeInterval, controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        timing = CAMediaTimingFunction(controlPoints: Float(p1.x), Float(p1.y), Float(p2.x), Float(p2.y)); spring = nil
        if let animations { blocks.append(animations) }
    }
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        timing = CAMediaTimingFunction(name: .linear); spring = (ratio, 0)
        if let animations { blocks.append(animations) }
    }

    /// An animator already running (UIKit's `runningPropertyAnimator`).
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                               options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                               completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let a = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { a.addCompletion(completion) }
        a.startAnimation(afterDelay: delay)
        return a
    }

    public var isRunning: Bool { running }
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            let wasRunning = running
            if state == .active { freeze() }
            reversed = newValue
            if wasRunning { play() } else if state == .active { showPaused() }
        }
    }

    /// How far the animation is (0…1 of its duration). Setting it scrubs an animator that is
    /// not running: with `scrubsLinearly` the views show that fraction of the way (linear),
    /// else that point of the timing curve.
    open var fractionComplete: CGFloat {
        get { CGFloat(running ? currentTimeFraction() : reported) }
        set {
            guard newValue.isFinite, !running else { return }
            prepareIfNeeded()
            let f = Double(min(max(newValue, 0), 1))
            reported = f
            timeFraction = scrubsLinearly ? curveTime(showing: f) : f
            showPaused()
        }
    }
    /// The fraction `fractionComplete` reports while not running.
    @exclusivity(unchecked) private var reported: Double = 0

    open func addAnimations(_ animation: @escaping () -> Void) {
        if ranBlocks { record(animation); if state == .active { running ? play() : showPaused() } } else { blocks.append(animation) }
    }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    open func startAnimation() { startAnimation(afterDelay: 0) }
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { Diagnostics.warn("UIViewPropertyAnimator.startAnimation on a stopped animator: ignored"); return }
        self.delay = delay.isFinite ? max(0, delay) : 0
        prepareIfNeeded()
        play()
    }
    open func pauseAnimation() {
        guard state != .stopped else { return }
        prepareIfNeeded()
        if running { freeze() }
        showPaused()
    }
    /// Stops where it is: the shown values become the model's. With `withoutFinishing` false
    /// the animator waits in `.stopped` for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if running { freeze() }
        // The values shown now become the model values.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for t in tracks {
            let shown = t.layer.presentation()?.value(forKey: t.key)
            t.layer.removeAnimation(forKey: t.key)
            if let shown { t.layer.setValue(shown, forKey: t.key) }
        }
        CATransaction.commit()
        generation += 1
        state = .stopped
        if withoutFinishing { state = .inactive; tracks = [] }
    }
    /// Ends a stopped animator with its views at `position` and runs the completions.
    open func finishAnimation(at position: UIViewAnimatingPosition) {
        guard state == .stopped else { Diagnostics.warn("UIViewPropertyAnimator.finishAnimation needs a stopped animator"); return }
        settle(at: position)
    }

    // MARK: Playing

    private func prepareIfNeeded() {
        guard !ranBlocks else { return }
        ranBlocks = true
        state = .active
        for b in blocks { record(b) }
        blocks = []
    }

    /// Runs a block recording its changes (the model takes the end values at once, as UIKit).
    private func record(_ block: () -> Void) {
        let ctx = ViewAnimationContext(kind: .recording, duration: duration)
        CATransaction.begin()
        UIView.animationStack.append(ctx)
        block()
        UIView.animationStack.removeLast()
        CATransaction.commit()
        for c in ctx.changes {
            if let i = tracks.firstIndex(where: { $0.layer === c.layer && $0.key == c.key }) {
                tracks[i] = ViewAnimationContext.Change(layer: c.layer, key: c.key, from: tracks[i].from, to: c.to, span: (0, 1))
            } else {
                tracks.append(c)
            }
        }
    }

    /// The animation's point on its timeline (0…1): moving while running, else where it stopped.
    private func currentTimeFraction() -> Double {
        guard running, duration > 0 else { return timeFraction }
        let progressed = max(0, CACurrentMediaTime() - startedAt - delay) / duration
        return reversed ? max(0, timeFraction - progressed) : min(1, timeFraction + progressed)
    }

    /// The curve time whose value is `f` (the timing curve inverted by bisection).
    private func curveTime(showing f: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<48 { let mid = (lo + hi) / 2; if curveValue(mid) < f { lo = mid } else { hi = mid } }
        return (lo + hi) / 2
    }

    private func curveValue(_ t: Double) -> Double { timing.solve(t) }

    /// Adds the tracks' animations running from `timeFraction` to the end (or start, reversed).
    private func play() {
        generation += 1
        let gen = generation
        running = true
        state = .active
        startedAt = CACurrentMediaTime()
        let remaining = duration * (reversed ? timeFraction : 1 - timeFraction)
        let done = AnimatorStop { [weak self] finished in
            MainActor.assumeIsolated {
                guard let self, self.generation == gen, finished else { return }
                self.running = false
                self.timeFraction = self.reversed ? 0 : 1
                if self.pausesOnCompletion { self.showPaused() } else { self.settle(at: self.reversed ? .start : .end) }
            }
        }
        CATransaction.ensureOpen()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for t in tracks {
            let anim: CABasicAnimation
            if let spring {
                let ctx = ViewAnimationContext(kind: .animate, duration: remaining, spring: spring)
                anim = ctx.makeAnimation(key: t.key, on: t.layer)
                anim.delegate = nil
            } else {
                anim = CABasicAnimation(keyPath: t.key)
                anim.timingFunction = timing
                anim.duration = duration
                // Start part-way through the curve: the same point the pause showed.
                anim.timeOffset = duration * (reversed ? 1 - timeFraction : timeFraction)
            }
            anim.fromValue = reversed ? t.to : t.from
            anim.toValue = reversed ? t.from : t.to
            if delay > 0 {
                anim.beginTime = t.layer.convertTime(CACurrentMediaTime(), from: nil) + delay
                anim.fillMode = .backwards
            }
            anim.delegate = done
            done.count += 1
            t.layer.add(anim, forKey: t.key)
        }
        CATransaction.commit()
        if tracks.isEmpty { CATransaction.afterCommit { done.animationDidStop(CAAnimation(), finished: true) } }
    }

    /// Stops the running animations where they are (remembering the point).
    private func freeze() {
        timeFraction = currentTimeFraction()
        reported = timeFraction
        running = false
        generation += 1
    }

    /// Shows the tracks stopped at `timeFraction` of the curve (speed 0 at that time offset).
    private func showPaused() {
        generation += 1
        running = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for track in tracks {
            let anim = CABasicAnimation(keyPath: track.key)
            anim.fromValue = reversed ? track.to : track.from
            anim.toValue = reversed ? track.from : track.to
            anim.duration = max(duration, 0.001)
            anim.timingFunction = timing
            anim.speed = 0
            anim.timeOffset = anim.duration * (reversed ? 1 - timeFraction : timeFraction)
            anim.fillMode = .both
            track.layer.add(anim, forKey: track.key)
        }
        CATransaction.commit()
    }

    /// The end: the model at `position`'s values, animations removed, completions run once.
    private func settle(at position: UIViewAnimatingPosition) {
        generation += 1
        running = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for t in tracks {
            t.layer.removeAnimation(forKey: t.key)
            switch position {
            case .end: if let v = t.to { t.layer.setValue(v, forKey: t.key) }
            case .start: if let v = t.from { t.layer.setValue(v, forKey: t.key) }
            case .current: break
            }
        }
        CATransaction.commit()
        state = .inactive
        tracks = []
        ranBlocks = false
        timeFraction = 0
        reported = position == .end ? 1 : 0
        reversed = false
        let run = completions
        completions = []
        for c in run { c(position) }
    }
}

/// Counts one play's animations and reports when they have all stopped.
private final class AnimatorStop: CAAnimationDelegate, @unchecked Sendable {
    @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) private var allFinished = true
    private let done: (Bool) -> Void
    init(_ done: @escaping (Bool) -> Void) { self.done = done }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if !flag { allFinished = false }
        count -= 1
        if count <= 0 { done(allFinished) }
    }
}
