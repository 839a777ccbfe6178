import QuartzCore

extension UIViewController {
    /// `transition(from:to:duration:options:animations:completion:)`: both must be children of
    /// this controller (UIKit raises otherwise, and so does Lamina); the incoming view goes in
    /// above the outgoing one, which leaves when the animation ends.
    func transitionChildren(from: UIViewController, to: UIViewController, duration: TimeInterval,
                            options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        precondition(from.parent === self && to.parent === self,
                     "transition(from:to:…): both \(type(of: from)) and \(type(of: to)) must be children of \(type(of: self))")
        guard let fromView = from.viewIfLoaded, let container = fromView.superview else {
            Diagnostics.warn("transition(from:to:…): \(type(of: from))'s view is not in a superview; nothing changed")
            completion?(false)
            return
        }
        let toView: UIView = to.view
        let forwards = isAppeared && shouldAutomaticallyForwardAppearanceMethods
        let animated = duration > 0
        from.inChildTransition = true
        to.inChildTransition = true
        if forwards {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        let end = { (finished: Bool) in
            fromView.removeFromSuperview()
            from.inChildTransition = false
            to.inChildTransition = false
            if forwards {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            completion?(finished)
        }
        if options.transition != 0 {
            UIView.transition(with: container, duration: duration, options: options, animations: {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.isHidden = true
                animations?()
            }, completion: { finished in
                fromView.isHidden = false
                end(finished)
            })
            if forwards { to.viewIsAppearing(animated) }
        } else {
            container.insertSubview(toView, aboveSubview: fromView)
            if forwards { to.viewIsAppearing(animated) }
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: end)
        }
    }
}
