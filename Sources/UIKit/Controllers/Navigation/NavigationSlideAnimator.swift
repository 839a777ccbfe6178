import QuartzCore

/// UIKit's own push and pop, as an animator like any other: the new view slides in from the
/// trailing edge over the old one, which moves a third of the way out; a pop the reverse. It
/// runs the coordinator's alongside animations inside its own block. Linear while an
/// interaction drives it (the edge swipe: the view stays under the finger), ease-in-out
/// otherwise.
@MainActor
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning, RunsAlongsideAnimations {
    static let duration: TimeInterval = 0.35
    let pushing: Bool

    init(pushing: Bool) { self.pushing = pushing }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let oldView = context.view(forKey: .from), let newView = context.view(forKey: .to) else {
            context.completeTransition(true)
            return
        }
        let container = context.containerView
        let width = container.bounds.width
        let leading: CGFloat = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let pushing = self.pushing
        UIView.performWithoutAnimation {
            newView.transform = CGAffineTransform(translationX: leading * (pushing ? width : -width / 3), y: 0)
        }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [context.isInteractive ? .curveLinear : .curveEaseInOut], animations: {
            newView.transform = .identity
            oldView.transform = CGAffineTransform(translationX: leading * (pushing ? -width / 3 : width), y: 0)
            (context as? TransitionContext)?.performAlongsideAnimations()
        }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
