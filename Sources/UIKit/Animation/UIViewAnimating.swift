import QuartzCore

/// What an interruptible animation can do (Apple: UIViewAnimating): start, pause, scrub,
/// reverse, stop and finish. `UIViewPropertyAnimator` is the one UIKit provides; a custom
/// transition's `interruptibleAnimator(using:)` returns one.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An interruptible animation that takes more animations and completions while it runs, and
/// continues with new timing (Apple: UIViewImplicitlyAnimating). Apple's optional
/// `addAnimations(_:delayFactor:)` is not a requirement here (no animator of Lamina's has it).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
