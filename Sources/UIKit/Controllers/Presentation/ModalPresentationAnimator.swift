import QuartzCore

/// UIKit's own presentation and dismissal, as an animator like any other: the presented view
/// slides up from below the window (`coverVertical`) or fades in (the other transition
/// styles), the sheet's dimming view fading with it; a dismissal the reverse. It runs the
/// coordinator's alongside animations inside its own block.
@MainActor
final class ModalPresentationAnimator: UIViewControllerAnimatedTransitioning, RunsAlongsideAnimations {
    private unowned let presentation: ModalPresentation
    let presenting: Bool

    init(presentation: ModalPresentation, presenting: Bool) {
        self.presentation = presentation
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { ModalPresentation.duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let view = context.view(forKey: presenting ? .to : .from), let window = context.containerView.window else {
            context.completeTransition(true)
            return
        }
        let presentation = self.presentation, presenting = self.presenting
        if presenting { UIView.performWithoutAnimation { presentation.placeOffscreen(view, in: window) } }
        UIView.animate(withDuration: ModalPresentation.duration, delay: 0, options: [presenting ? .curveEaseOut : .curveEaseIn], animations: {
            if presenting { presentation.placeOnscreen(view, in: window) } else { presentation.placeOffscreen(view, in: window) }
            (context as? TransitionContext)?.performAlongsideAnimations()
        }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
