import QuartzCore

/// The animations UIKit provides (Apple: UIView.SystemAnimation): `.delete`, views shrinking
/// and fading away and then taken out of their superviews.
extension UIView {
    public enum SystemAnimation: UInt, Sendable { case delete = 0 }

    /// Runs `animation` on `views`, `parallelAnimations` alongside in the same animation, and
    /// `completion` after: for `.delete` each view fades while shrinking a little, is removed
    /// from its superview at the end, and gets its alpha and transform back (a view put back
    /// in a hierarchy shows as before).
    public static func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                               animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let before = views.map { ($0.alpha, $0.transform) }
        UIView.animate(withDuration: 0.3, delay: 0, options: options, animations: {
            for v in views {
                v.alpha = 0
                v.transform = v.transform.scaledBy(x: 0.8, y: 0.8)
            }
            parallelAnimations?()
        }, completion: { finished in
            for (v, (alpha, transform)) in zip(views, before) {
                v.removeFromSuperview()
                UIView.performWithoutAnimation {
                    v.alpha = alpha
                    v.transform = transform
                }
            }
            completion?(finished)
        })
    }
}
