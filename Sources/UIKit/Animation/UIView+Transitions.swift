import QuartzCore

/// Transition animations between a view's states (Apple: `transition(with:…)` and
/// `transition(from:to:…)`), made with a CATransition on the container's layer: the
/// cross-dissolve and the four flips; the curl styles are not provided.
extension UIView {
    /// Runs `animations` (changes to `view` and its subviews) and, with a transition option,
    /// goes from how the view looked before to how it looks after: cross-dissolved, or turned
    /// over about its centre line (`.transitionFlipFromLeft`/`Right`/`Top`/`Bottom`). Without
    /// one the changes just happen, as UIKit's `transitionNone`; the completion still comes
    /// after `duration`'s commit.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let ctx = ViewAnimationContext(kind: .animate, duration: duration, options: options, completion: completion)
        CATransaction.ensureOpen()
        CATransaction.begin()
        if areAnimationsEnabled, ctx.duration > 0, let (type, subtype) = transitionStyle(options) {
            let change = CATransition()
            change.type = type
            change.subtype = subtype
            change.duration = ctx.duration
            change.timingFunction = ctx.timing
            ctx.count(change, on: view.layer)
            view.layer.add(change, forKey: kCATransition)
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

    /// The Core Animation transition an option asks for; nil for none (or a curl).
    private static func transitionStyle(_ options: AnimationOptions) -> (CATransitionType, CATransitionSubtype?)? {
        switch options.transition {
        case AnimationOptions.transitionCrossDissolve.transition: return (.fade, nil)
        case AnimationOptions.transitionFlipFromLeft.transition: return (.flip, .fromLeft)
        case AnimationOptions.transitionFlipFromRight.transition: return (.flip, .fromRight)
        case AnimationOptions.transitionFlipFromTop.transition: return (.flip, .fromTop)
        case AnimationOptions.transitionFlipFromBottom.transition: return (.flip, .fromBottom)
        default: return nil
        }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other), with the superview's
    /// transition (a cross-dissolve or a flip).
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
