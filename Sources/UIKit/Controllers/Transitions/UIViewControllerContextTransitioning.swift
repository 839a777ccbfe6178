import QuartzCore

/// The two controllers of a transition (Apple: UITransitionContextViewControllerKey): the one
/// on screen as it begins (`from`) and the one on screen when it ends (`to`).
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The two views a transition's animator moves (Apple: UITransitionContextViewKey).
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What UIKit hands a custom transition's animator and interaction controller (Apple:
/// UIViewControllerContextTransitioning, "Customizing the Transition Animations"): the
/// container view the transition happens in, the controllers and views on each side, their
/// start and end frames, and the calls that report progress and the end.
///
/// The animator adds the incoming view to `containerView` (UIKit does not), animates, and
/// calls `completeTransition(_:)` when its animations end — with
/// `!transitionWasCancelled` for an interactive transition. UIKit then takes the outgoing
/// view away (or the incoming one, cancelled) and sends the appearance callbacks.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The superview of the views in the transition.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it now.
    var isInteractive: Bool { get }
    /// Whether the interaction ended by cancelling (the transition goes back).
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// The interaction controller reports how far it is (0…1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition goes on to its end.
    func finishInteractiveTransition()
    /// The interaction ended and the transition goes back to its start.
    func cancelInteractiveTransition()
    /// The transition stops running and waits for interaction (an interruptible animator).
    func pauseInteractiveTransition()
    /// The animator's animations are over: `didComplete` false leaves things as they were.
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view the animator moves for that side: nil where the animator must leave it alone
    /// (the presenter's view under a presentation that keeps it on screen).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation the transition applies (identity: Lamina's windows do not rotate).
    var targetTransform: CGAffineTransform { get }
    /// Where the controller's view is as the transition begins (zero when it is not on screen).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where the controller's view is to be when it ends (zero when it leaves the screen).
    func finalFrame(for vc: UIViewController) -> CGRect
}
