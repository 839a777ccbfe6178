import QuartzCore

/// One open view animation block (`UIView.animate`, a keyframe block or segment,
/// `performWithoutAnimation`, a property animator running its blocks). While one is open, a
/// view's layer asks it for the action of each change: it makes the CABasicAnimation (or
/// spring) with the block's timing, from the value the layer had, and counts the animations
/// so the block's completion runs exactly once, when the last one stops — `finished` false
/// if any was interrupted (replaced by another animation of its key, or removed).
///
/// Main thread only, as views are; not isolated so that it can be a layer animation's delegate.
final class ViewAnimationContext: CAAnimationDelegate, CountsEveryStop, @unchecked Sendable {
    enum Kind {
        case animate
        /// performWithoutAnimation: changes take effect at once.
        case disabled
        /// The outer block of animateKeyframes: changes are gathered into keyframe tracks.
        case keyframes
        /// A property animator's blocks: changes are recorded for the animator to animate.
        case recording
    }

    let kind: Kind
    let duration: CFTimeInterval
    let delay: CFTimeInterval
    let options: UIView.AnimationOptions
    let timing: CAMediaTimingFunction
    /// usingSpringWithDamping: (damping ratio, initial velocity).
    let spring: (damping: CGFloat, velocity: CGFloat)?
    @exclusivity(unchecked) var completion: ((Bool) -> Void)?

    @exclusivity(unchecked) private var outstanding = 0
    @exclusivity(unchecked) private var allFinished = true
    @exclusivity(unchecked) private var closed = false
    @exclusivity(unchecked) private var blockingViews: [UIView] = []
    /// Views whose size the block changed (for `.layoutSubviews`).
    @exclusivity(unchecked) var resizedViews: [UIView] = []
    /// For keyframes: the span of the keyframe being added (relative 0…1).
    @exclusivity(unchecked) var segment: (start: Double, duration: Double) = (0, 1)
    /// Changes recorded by `.keyframes` and `.recording` contexts.
    @exclusivity(unchecked) var changes: [Change] = []
    @exclusivity(unchecked) private var endActions: [@MainActor () -> Void] = []

    struct Change {
        let layer: CALayer
        let key: String
        let from: Any?
        let to: Any?
        let span: (start: Double, duration: Double)
    }

    init(kind: Kind, duration: CFTimeInterval, delay: CFTimeInterval = 0, options: UIView.AnimationOptions = [],
         timing: CAMediaTimingFunction? = nil, spring: (CGFloat, CGFloat)? = nil, completion: ((Bool) -> Void)? = nil) {
        self.kind = kind
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.delay = delay.isFinite ? max(0, delay) : 0
        self.options = options
        self.timing = timing ?? options.curve.timingFunction
        self.spring = spring.map { (d, v) in (d.isFinite ? max(0.01, d) : 1, v.isFinite ? v : 0) }
        self.completion = completion
    }

    /// The keys a view animation block animates: UIKit's animatable view properties (frame,
    /// bounds, center, transform, alpha, backgroundColor) as the layer keys they set, and the
    /// corner radius (animated in blocks since iOS 11).
    static let animatableKeys: Set<String> = ["position", "bounds", "transform", "opacity", "backgroundColor",
                                              "cornerRadius", "anchorPoint", "zPosition",
                                              // A visual effect view's blur (its layer's own keys).
                                              "blurRadius", "saturation"]

    /// The action for a change of `key` on `view`'s layer.
    func action(for layer: CALayer, key: String, view: UIView) -> CAAction {
        guard Self.animatableKeys.contains(key), kind != .disabled else { return noLayerAction }
        let old: Any? = layer.pendingOldValue.flatMap { $0.key == key ? $0.value : nil }
        if key == "bounds", options.contains(.layoutSubviews) || kind == .keyframes, !resizedViews.contains(where: { $0 === view }) {
            resizedViews.append(view)
        }
        switch kind {
        case .keyframes, .recording:
            changes.append(Change(layer: layer, key: key, from: old, to: layer.value(forKey: key), span: segment))
            return noLayerAction
        case .disabled:
            return noLayerAction
        case .animate:
            break
        }
        let inFlight = layer.animation(forKey: key) != nil
        let from: Any?
        // What is on screen now: the last frame's presentation copy (asking `presentation()`
        // here would already see the new model value as the running animation's end).
        if options.contains(.beginFromCurrentState), inFlight, let shown = layer.renderCopy?.value(forKey: key) {
            from = shown
        } else {
            from = old
        }
        let anim = makeAnimation(key: key, on: layer)
        anim.fromValue = from
        return anim
    }

    /// A basic (or spring) animation of `key` with the block's timing, counted towards its completion.
    func makeAnimation(key: String, on layer: CALayer) -> CABasicAnimation {
        let anim: CABasicAnimation
        if let spring {
            anim = Self.springAnimation(key: key, dampingRatio: spring.damping, velocity: spring.velocity, duration: duration)
        } else {
            anim = CABasicAnimation(keyPath: key)
            anim.timingFunction = timing
        }
        anim.duration = duration
        if delay > 0 {
            anim.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            anim.fillMode = .backwards
        }
        if options.contains(.repeat) { anim.repeatCount = .infinity }
        anim.autoreverses = options.contains(.autoreverse)
        count(anim, on: layer)
        return anim
    }

    /// UIKit's spring of a damping ratio, which settles within `duration`: the natural
    /// frequency is chosen so the envelope e^(−ζω₀t) is 0.1% at the end (ω₀ = 6.9 / (ζ·d), at
    /// least one oscillation per duration). The velocity is in distances per second, as
    /// CASpringAnimation's.
    static func springAnimation(key: String, dampingRatio: CGFloat, velocity: CGFloat, duration: CFTimeInterval) -> CASpringAnimation {
        let s = CASpringAnimation(keyPath: key)
        let d = max(duration, 0.001)
        let zeta = min(dampingRatio, 1)
        let w0 = max(6.9 / (zeta * d), 2 * .pi / d)
        s.mass = 1
        s.stiffness = w0 * w0
        s.damping = 2 * dampingRatio * w0
        s.initialVelocity = velocity
        s.duration = duration
        return s
    }

    /// Counts `anim` (its delegate becomes this context) and, unless the block allows
    /// interaction, keeps the view out of hit testing while it runs.
    func count(_ anim: CAAnimation, on layer: CALayer) {
        anim.delegate = self
        outstanding += 1
        if !options.contains(.allowUserInteraction), let view = layer.delegate as? UIView {
            MainActor.assumeIsolated {
                view.interactionBlockingAnimations += 1
                blockingViews.append(view)
            }
        }
    }

    /// The block has run: with no animations, the completion runs once the transaction commits.
    func close() {
        closed = true
        if outstanding == 0 { CATransaction.afterCommit { [self] in finish() } }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if !flag { allFinished = false }
        outstanding -= 1
        guard outstanding == 0 else { return }
        // The block's animations are over: its views take touches again.
        let views = blockingViews
        blockingViews = []
        MainActor.assumeIsolated { for v in views { v.interactionBlockingAnimations -= 1 } }
        if closed { finish() }
    }

    /// Runs `action` on the main thread when the block's animations have all stopped, before
    /// its completion.
    func atEnd(_ action: @escaping @MainActor () -> Void) { endActions.append(action) }

    private func finish() {
        let actions = endActions
        endActions = []
        if !actions.isEmpty { MainActor.assumeIsolated { for action in actions { action() } } }
        guard let done = completion else { return }
        completion = nil
        done(allFinished)
    }
}
