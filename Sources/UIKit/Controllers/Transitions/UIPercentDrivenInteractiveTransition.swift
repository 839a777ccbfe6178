import QuartzCore

/// An interaction controller that scrubs a transition's animations by how far the user has
/// gone (Apple: UIPercentDrivenInteractiveTransition): a gesture calls `update(_:)` with the
/// fraction done, then `finish()` or `cancel()`.
///
/// As UIKit's, it drives the animator's own animations without their knowing: the animator's
/// `animateTransition(using:)` runs with the container view's layer time stopped (speed 0),
/// and `update(_:)` moves that time (`timeOffset`) to the fraction of the duration; `finish()`
/// lets the time run on at `completionSpeed`, so the animations end and their completion calls
/// `completeTransition(true)`; `cancel()` runs the time back to the start, then puts each
/// animated property back to where its animation started and takes the transition's
/// animations away, so their completion (finished false) calls `completeTransition(false)` —
/// the views end where they began, as iOS's property-animator-based interaction leaves them.
/// An animator that implements
/// `interruptibleAnimator(using:)` is driven through that animator instead: paused, scrubbed by
/// `fractionComplete`, continued or reversed.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// How fast the rest runs after `finish()` or `cancel()` (1: at the animations' own pace).
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the rest, for an interruptible animator (nil: its own).
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts paused for interaction (true) or running (false, until `pause()`).
    open var wantsInteractiveStart = true
    /// How far the transition is (0…1), as last updated.
    open private(set) var percentComplete: CGFloat = 0
    /// The animator's duration for the running transition (0 when none runs).
    open var duration: CGFloat { context.map { CGFloat(($0 as? TransitionContext)?.transitionDuration ?? 0) } ?? 0 }

    private var context: UIViewControllerContextTransitioning?
    private var interruptible: UIViewImplicitlyAnimating?
    private var capture: AnimationCapture?
    /// The container's local time at the transition's start (the animations' begin).
    private var origin: CFTimeInterval = 0

    public init() {}

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        guard let ctx = transitionContext as? TransitionContext else { return }
        if let animator = ctx.animator.interruptibleAnimatorIfAny(using: ctx) {
            interruptible = animator
            for block in ctx.takeAlongsideAnimations() { animator.addAnimations { block(ctx) } }
            if wantsInteractiveStart { animator.pauseAnimation() } else { animator.startAnimation() }
            return
        }
        let layer = ctx.containerView.layer
        ctx.savedContainerTiming = (layer.speed, layer.timeOffset, layer.beginTime)
        origin = layer.convertTime(CACurrentMediaTime(), from: nil)
        if wantsInteractiveStart {
            layer.speed = 0
            layer.timeOffset = origin
            layer.beginTime = 0
        }
        let capture = AnimationCapture()
        capture.record { ctx.runAnimator() }
        capture.beginNow()
        self.capture = capture
    }

    /// The transition shows `percentComplete` of its way (0…1).
    open func update(_ percentComplete: CGFloat) {
        guard let context, percentComplete.isFinite else { return }
        let p = min(max(percentComplete, 0), 1)
        self.percentComplete = p
        context.updateInteractiveTransition(p)
        if let interruptible {
            if interruptible.isRunning { interruptible.pauseAnimation() }
            interruptible.fractionComplete = p
        } else if let layer = containerLayer, layer.speed == 0 {
            layer.timeOffset = origin + Double(p) * Double(duration)
        }
    }

    /// Stops a transition that started running, for interaction to take it from there.
    open func pause() {
        guard let context else { return }
        if let interruptible {
            interruptible.pauseAnimation()
            percentComplete = interruptible.fractionComplete
        } else if let layer = containerLayer, layer.speed != 0 {
            let now = layer.convertTime(CACurrentMediaTime(), from: nil)
            let d = Double(duration)
            percentComplete = d > 0 ? CGFloat(min(max((now - origin) / d, 0), 1)) : 0
            layer.speed = 0
            layer.timeOffset = now
            layer.beginTime = 0
        }
        context.pauseInteractiveTransition()
    }

    /// The interaction ends and the transition runs on to its end.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        if let interruptible {
            interruptible.isReversed = false
            interruptible.continueAnimation(withTimingParameters: timingCurve, durationFactor: remainingFactor(1 - percentComplete, speed))
        } else if let layer = containerLayer {
            let shown = layer.timeOffset
            layer.speed = Float(speed)
            layer.timeOffset = shown
            layer.beginTime = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        }
        end()
    }

    /// The interaction ends and the transition runs back to its start, then completes cancelled.
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        if let interruptible {
            interruptible.isReversed = true
            interruptible.continueAnimation(withTimingParameters: timingCurve, durationFactor: remainingFactor(percentComplete, speed))
            end()
            return
        }
        guard let layer = containerLayer else { end(); return }
        // The time runs back frame by frame (stopped, so each frame shows the time set).
        let capture = self.capture, origin = self.origin
        var shown = layer.speed == 0 ? layer.timeOffset : layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.beginTime = 0
        layer.timeOffset = shown
        var last: CFTimeInterval?
        let link = CADisplayLink { link in
            let step = last.map { link.timestamp - $0 } ?? link.duration
            last = link.timestamp
            shown -= max(0, step) * Double(speed)
            guard shown > origin else {
                layer.timeOffset = origin
                link.invalidate()
                capture?.removeAll(restoringStart: true)
                return
            }
            layer.timeOffset = shown
        }
        link.add(to: .main, forMode: .common)
        end()
    }

    private var containerLayer: CALayer? { context?.containerView.layer }

    /// The duration factor for the rest of the way at `speed` (0: the animator's own time left).
    private func remainingFactor(_ left: CGFloat, _ speed: CGFloat) -> CGFloat {
        speed == 1 ? 0 : max(0.01, left / speed)
    }

    /// The interaction is over: the controller can drive another transition.
    private func end() {
        context = nil
        interruptible = nil
        capture = nil
    }
}
