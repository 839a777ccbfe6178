import QuartzCore

/// A custom transition's animations (Apple: UIViewControllerAnimatedTransitioning): returned
/// by a transitioning delegate (presentations), a navigation controller's delegate (push and
/// pop) or a tab bar controller's delegate (tab changes).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the animations take: what a percent-driven interaction scrubs through.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Adds the incoming view to the container, animates, and calls `completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// An interruptible animator for the transition (optional in Apple's protocol): when an
    /// animator implements it, a `UIPercentDrivenInteractiveTransition` drives this animator
    /// (pausing, scrubbing `fractionComplete`, continuing or reversing it) instead of the
    /// container's layer time. Return the same animator for the whole transition.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    /// The transition is over (optional in Apple's protocol); `transitionCompleted` false when cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented: Apple's optional method is absent from such an animator (calling it
    /// traps there), and UIKit drives the container's layer time instead.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        NoInterruptibleAnimator(owner: self)
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An interaction that drives a transition (Apple: UIViewControllerInteractiveTransitioning).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// The transition begins: from here the interaction reports its progress to the context.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest runs once the interaction ends (1: the remaining duration as is).
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (false: it starts running, and may be
    /// paused into interaction later).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// What the default `interruptibleAnimator(using:)` returns: UIKit asks for it only to learn
/// the animator has none; code that uses it traps, as calling the absent method does on iOS.
@MainActor
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    private let owner: String
    init(owner: AnyObject) { self.owner = String(describing: type(of: owner)) }
    private func absent() -> Never { fatalError("\(owner) does not implement interruptibleAnimator(using:)") }
    var state: UIViewAnimatingState { absent() }
    var isRunning: Bool { absent() }
    var isReversed: Bool { get { absent() } set { absent() } }
    var fractionComplete: CGFloat { get { absent() } set { absent() } }
    func startAnimation() { absent() }
    func startAnimation(afterDelay delay: TimeInterval) { absent() }
    func pauseAnimation() { absent() }
    func stopAnimation(_ withoutFinishing: Bool) { absent() }
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) { absent() }
    func addAnimations(_ animation: @escaping () -> Void) { absent() }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { absent() }
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) { absent() }
}

extension UIViewControllerAnimatedTransitioning {
    /// The animator's interruptible animator, when it has one.
    func interruptibleAnimatorIfAny(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating? {
        let a = interruptibleAnimator(using: context)
        return a is NoInterruptibleAnimator ? nil : a
    }
}
