import QuartzCore

/// The state of an interruptible animation (Apple: UIViewAnimatingState).
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }
/// Where an animation ended (Apple: UIViewAnimatingPosition).
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// An interruptible, scrubbable view animation (Apple: UIViewPropertyAnimator).
///
/// Its animation blocks run when it starts (or is first paused or scrubbed); their changes to
/// animatable view properties are recorded as tracks (from → to) and played as layer
/// animations along the animator's timeline. Pausing or scrubbing replaces them with a
/// stopped copy at the fraction (speed 0, `timeOffset` at that point — linear in the fraction
/// while `scrubsLinearly`); continuing adds them again from the same point of the curve, so
/// nothing jumps. A spring cannot take up its motion part-way, and a curve that
/// `continueAnimation(withTimingParameters:durationFactor:)` gives applies to the rest of the
/// way only: both play a segment from the values shown then to the end (or the start,
/// reversed). Views stay interactive while it runs (`isUserInteractionEnabled`, true).
/// Not provided: `addAnimations(_:delayFactor:)`.
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    @exclusivity(unchecked) public private(set) var delay: TimeInterval = 0
    /// The timing the animator was made with.
    public let timingParameters: UITimingCurveProvider?
    /// The timeline's pacing: what pausing and scrubbing show (linear under a spring).
    private let timing: CAMediaTimingFunction
    private enum Curve { case cubic(CAMediaTimingFunction), spring(UISpringTimingParameters) }
    /// The timeline's curve, and the curve playing now (a continuation may have replaced it).
    private let timelineCurve: Curve
    @exclusivity(unchecked) private var curve: Curve
    @exclusivity(unchecked) public private(set) var state = UIViewAnimatingState.inactive
    /// Scrubbing (`fractionComplete` while paused) follows time linearly, not the curve.
    @exclusivity(unchecked) open var scrubsLinearly = true
    /// Stays active at the end (instead of finishing) so it can be scrubbed back.
    @exclusivity(unchecked) open var pausesOnCompletion = false
    /// Whether the animating views take touches (UIKit's default, true: Lamina never blocks them).
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    /// Whether it can be paused, scrubbed and reversed (all of Lamina's can).
    @exclusivity(unchecked) open var isInterruptible = true

    @exclusivity(unchecked) private var blocks: [() -> Void] = []
    @exclusivity(unchecked) private var completions: [(UIViewAnimatingPosition) -> Void] = []
    @exclusivity(unchecked) private var tracks: [ViewAnimationContext.Change] = []
    @exclusivity(unchecked) private var ranBlocks = false
    @exclusivity(unchecked) private var running = false
    /// Where in the curve's time (0…1) the animation is — of the timeline, or of the segment:
    /// kept while paused, computed while running.
    @exclusivity(unchecked) private var timeFraction: Double = 0
    @exclusivity(unchecked) private var startedAt: CFTimeInterval = 0
    @exclusivity(unchecked) private var generation = 0
    @exclusivity(unchecked) private var reversed = false
    /// A segment playing instead of the timeline: the values shown when it began (one per
    /// track), the fraction complete then, and its duration. It runs towards the end, or the
    /// start when reversed.
    @exclusivity(unchecked) private var segment: (starts: [Any?], fraction: Double, duration: TimeInterval)?

    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        timingParameters = parameters
        if let spring = parameters.springTimingParameters {
            timelineCurve = .spring(spring)
            timing = CAMediaTimingFunction(name: .linear)
        } else {
            let f = parameters.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
            timelineCurve = .cubic(f)
            timing = f
        }
        curve = timelineCurve
    }
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { blocks.append(animations) }
    }
    public convenience init(duration: TimeInterval, controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: p1, controlPoint2: p2))
        if let animations { blocks.append(animations) }
    }
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
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
            if state == .active, running { freeze() }
            // A segment, or a spring part-way, turns round from what is shown.
            let turnsFromShown = segment != nil || (isSpring && timeFraction > 0 && timeFraction < 1)
            if state == .active, turnsFromShown { rebase(duration: nil, towardsStart: newValue) }
            reversed = newValue
            if wasRunning { play() } else if state == .active { showPaused() }
        }
    }

    /// How far the animation is (0…1 of its duration). Setting it scrubs an animator that is
    /// not running: with `scrubsLinearly` the views show that fraction of the way (linear),
    /// else that point of the timing curve. Scrubbing returns a continued animator to its
    /// own timeline and curve.
    open var fractionComplete: CGFloat {
        get { CGFloat(running ? overall(currentTimeFraction()) : reported) }
        set {
            guard newValue.isFinite, !running else { return }
            prepareIfNeeded()
            let f = Double(min(max(newValue, 0), 1))
            segment = nil
            curve = timelineCurve
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

    /// Resumes a paused animator for the rest of the way, optionally with new timing, over
    /// `durationFactor` × `duration` (0: the time the rest of the original animation had
    /// left) — what an interactive animation does when the finger lifts (Apple:
    /// UIViewImplicitlyAnimating). The curve applies from the values shown now.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else {
            Diagnostics.warn("UIViewPropertyAnimator.continueAnimation needs an active (paused) animator: ignored")
            return
        }
        if running { freeze() }
        let factor = durationFactor.isFinite ? max(0, Double(durationFactor)) : 0
        if parameters == nil, factor == 0, segment == nil {
            delay = 0
            play()
            return
        }
        rebase(duration: factor > 0 ? duration * factor : nil, towardsStart: reversed)
        if let parameters {
            if let spring = parameters.springTimingParameters { curve = .spring(spring) }
            else { curve = .cubic(parameters.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)) }
        }
        delay = 0
        play()
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
        if withoutFinishing { state = .inactive; tracks = []; segment = nil; curve = timelineCurve }
    }
    /// Ends a stopped animator with its views at `position` and runs the completions.
    open func finishAnimation(at position: UIViewAnimatingPosition) {
        guard state == .stopped else { Diagnostics.warn("UIViewPropertyAnimator.finishAnimation needs a stopped animator"); return }
        settle(at: position)
    }

    // MARK: Playing

    private var isSpring: Bool { if case .spring = curve { return true } else { return false } }

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
                if var s = segment { s.starts[i] = c.to; segment = s }
            } else {
                tracks.append(c)
                if var s = segment { s.starts.append(c.from); segment = s }
            }
        }
    }

    /// The time one pass of the timeline (or the segment) takes: a physical spring's own
    /// settling time, else the animator's duration.
    private var passDuration: TimeInterval {
        if let s = segment { return s.duration }
        if case .spring(let p) = curve, case .physical = p.motion { return springAnimation(p, key: "", 0).settlingDuration }
        return duration
    }

    /// The animation's point on its timeline or segment (0…1): moving while running, else
    /// where it stopped. A segment always runs forwards.
    private func currentTimeFraction() -> Double {
        let d = passDuration
        guard running, d > 0 else { return timeFraction }
        let progressed = max(0, CACurrentMediaTime() - startedAt - delay) / d
        return reversed && segment == nil ? max(0, timeFraction - progressed) : min(1, timeFraction + progressed)
    }

    /// The fraction complete at time fraction `f` of the timeline or the segment.
    private func overall(_ f: Double) -> Double {
        guard let s = segment else { return f }
        return s.fraction + ((reversed ? 0 : 1) - s.fraction) * f
    }

    /// The curve time whose value is `f` (the timing curve inverted by bisection).
    private func curveTime(showing f: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<48 { let mid = (lo + hi) / 2; if curveValue(mid) < f { lo = mid } else { hi = mid } }
        return (lo + hi) / 2
    }

    private func curveValue(_ t: Double) -> Double { timing.solve(t) }

    /// The rest of the way (towards the start, or the end) becomes a segment from the values
    /// shown now, lasting `d` (nil: the time the timeline has left that way). Called stopped
    /// (`freeze` first), in the direction played so far.
    private func rebase(duration d: TimeInterval?, towardsStart: Bool) {
        // The fraction complete as reported (a scrub's is the fraction of the way shown); the
        // time left is the timeline's.
        let fraction = reported, time = overall(timeFraction)
        let starts = tracks.map { t in t.layer.presentation()?.value(forKey: t.key) ?? (reversed ? t.to : t.from) }
        let left = duration * (towardsStart ? time : 1 - time)
        segment = (starts, fraction, max(0, d ?? left))
        timeFraction = 0
    }

    /// A spring animation of `key` with the animator's spring.
    private func springAnimation(_ p: UISpringTimingParameters, key: String, _ d: TimeInterval) -> CASpringAnimation {
        switch p.motion {
        case .ratio(let r):
            return ViewAnimationContext.springAnimation(key: key, dampingRatio: r, velocity: p.scalarVelocity, duration: d)
        case .physical(let m, let k, let c):
            let s = CASpringAnimation(keyPath: key)
            s.mass = m; s.stiffness = k; s.damping = c
            s.initialVelocity = p.scalarVelocity
            s.duration = s.settlingDuration
            return s
        }
    }

    /// Adds the tracks' animations running from `timeFraction` to the end (or start, reversed).
    private func play() {
        // A spring starts its motion only at the beginning of a pass.
        if isSpring, segment != nil ? timeFraction > 0 : (reversed ? timeFraction < 1 : timeFraction > 0) {
            rebase(duration: nil, towardsStart: reversed)
        }
        generation += 1
        let gen = generation
        running = true
        state = .active
        startedAt = CACurrentMediaTime()
        let d = passDuration
        let done = AnimatorStop { [weak self] finished in
            MainActor.assumeIsolated {
                guard let self, self.generation == gen, finished else { return }
                self.running = false
                self.timeFraction = self.segment != nil ? 1 : self.reversed ? 0 : 1
                self.reported = self.reversed ? 0 : 1
                if self.pausesOnCompletion { self.showPaused() } else { self.settle(at: self.reversed ? .start : .end) }
            }
        }
        CATransaction.ensureOpen()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (i, t) in tracks.enumerated() {
            let anim: CABasicAnimation
            switch curve {
            case .spring(let p):
                anim = springAnimation(p, key: t.key, d)
            case .cubic(let f):
                anim = CABasicAnimation(keyPath: t.key)
                anim.timingFunction = f
                anim.duration = d
                // Start part-way through the curve: the same point the pause showed.
                anim.timeOffset = d * (reversed && segment == nil ? 1 - timeFraction : timeFraction)
            }
            if let s = segment {
                anim.fromValue = s.starts[i]
                anim.toValue = reversed ? t.from : t.to
            } else {
                anim.fromValue = reversed ? t.to : t.from
                anim.toValue = reversed ? t.from : t.to
            }
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
        reported = overall(timeFraction)
        running = false
        generation += 1
    }

    /// Shows the tracks stopped at `timeFraction` of the timeline or segment (speed 0 at that
    /// time offset; a spring's segment shows its straight way).
    private func showPaused() {
        generation += 1
        running = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (i, track) in tracks.enumerated() {
            let anim = CABasicAnimation(keyPath: track.key)
            if let s = segment {
                anim.fromValue = s.starts[i]
                anim.toValue = reversed ? track.from : track.to
                anim.duration = max(s.duration, 0.001)
                if case .cubic(let f) = curve { anim.timingFunction = f }
                anim.timeOffset = anim.duration * timeFraction
            } else {
                anim.fromValue = reversed ? track.to : track.from
                anim.toValue = reversed ? track.from : track.to
                anim.duration = max(duration, 0.001)
                anim.timingFunction = timing
                anim.timeOffset = anim.duration * (reversed ? 1 - timeFraction : timeFraction)
            }
            anim.speed = 0
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
        segment = nil
        curve = timelineCurve
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
