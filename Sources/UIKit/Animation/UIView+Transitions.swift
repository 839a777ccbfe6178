import QuartzCore

/// Transition animations between a view's states (Apple: `transition(with:…)` and
/// `transition(from:to:…)`), made with a CATransition on the container's layer. Lamina offers
/// the cross-dissolve; the flip and curl styles are not provided.
extension UIView {
    /// Runs `animations` (changes to `view` and its subviews) and, with
    /// `.transitionCrossDissolve`, cross-dissolves from how the view looked before to how it
    /// looks after (without a transition option the changes just happen, as UIKit's
    /// `transitionNone`; the completion still comes after `duration`'s commit).
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let ctx = ViewAnimationContext(kind: .animate, duration: duration, options: options, completion: completion)
        CATransaction.ensureOpen()
        CATransaction.begin()
        if areAnimationsEnabled, ctx.duration > 0, options.transition == AnimationOptions.transitionCrossDissolve.transition {
            let fade = CATransition()
            fade.type = .fade
            fade.duration = ctx.duration
            fade.timingFunction = ctx.timing
            ctx.count(fade, on: view.layer)
            view.layer.add(fade, forKey: kCATransition)
        }
        if let animations {
            if options.contains(.allowAnimatedContent) {
                animationStack.append(ctx)
                animations()
                animationStack.removeLast()
            } else {
                performWithoutAnimation(animations)
            }
        }
        CATransaction.commit()
        ctx.close()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other), cross-dissolving the superview.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            Diagnostics.warn("UIView.transition(from:to:): the from view has no superview; nothing changed")
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}
