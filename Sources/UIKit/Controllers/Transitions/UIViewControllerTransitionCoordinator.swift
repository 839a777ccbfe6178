import QuartzCore

/// What a transition is, as its coordinator tells it (Apple:
/// UIViewControllerTransitionCoordinatorContext): a controller transition (push, pop,
/// presentation, tab change — TransitionContext.swift) or a window resize, which the
/// compositor does at once (not animated, not interactive, never cancelled).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    /// The rotation the transition applies (identity: a resize does not rotate).
    var targetTransform: CGAffineTransform { get }
    /// The view the transition happens in (the window, for a resize).
    var containerView: UIView { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a transition and code after it (Apple:
/// UIViewControllerTransitionCoordinator), as `viewWillTransition(to:with:)` receives it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// `animation` runs once the views have their new size (inside the transition's animation
    /// when it is animated), `completion` after the transition. Returns whether they will run.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The coordinator of a window resize: the window's controllers are told before the window
/// takes its new size; the alongside blocks run after it has, and laid out; then the completions.
@MainActor
final class WindowResizeCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(window: UIView) { containerView = window }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// A resize is never interactive: the handler is not called.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// After the window took its size: the alongside blocks (without animation, as the resize
    /// has none), then the completions.
    func finish() {
        containerView.layoutIfNeeded()
        let blocks = alongside, done = completions
        alongside = []; completions = []
        UIView.performWithoutAnimation { for b in blocks { b(self) } }
        for c in done { c(self) }
    }
}

extension UIViewControllerTransitionCoordinator {
    /// Without a completion (Apple's `completion` defaults to nil).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
