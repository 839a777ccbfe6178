import QuartzCore

/// One view-controller transition in flight — a push or pop, a presentation or dismissal, a tab
/// change — seen from both sides: the context its animator and interaction controller get
/// (UIViewControllerContextTransitioning) and the coordinator the controllers in it get from
/// `transitionCoordinator` (UIViewControllerTransitionCoordinator).
///
/// The owner (navigation controller, presentation, tab bar controller) makes it with the views
/// and frames of both sides, registers it on the controllers, begins their appearance
/// transitions (where `viewWillAppear` may add alongside animations), then calls `start()`.
/// The animator — UIKit's own or the app's — animates and calls `completeTransition(_:)`; the
/// owner's `settle` then puts the views and its state in order for a finished or cancelled
/// transition, the coordinator's completions run, then the owner's `finish` (the appearance
/// callbacks' ends), and the animator hears `animationEnded(_:)`.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let animator: UIViewControllerAnimatedTransitioning
    let interactor: UIViewControllerInteractiveTransitioning?
    private let controllers: (from: UIViewController?, to: UIViewController?)
    /// The views the animator moves (a presentation sets them once its presentation
    /// controller has made its views).
    var fromView: UIView?, toView: UIView?
    /// Start and end frames of the controllers' views, in the container's coordinates.
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]

    /// The owner's part of the end: views and state for a finished (true) or cancelled transition.
    var settle: ((Bool) -> Void)?
    /// The owner's last part, after the coordinator's completions: the appearance callbacks' ends.
    var finish: ((Bool) -> Void)?
    /// The container's layer timing as it was before an interaction paused it, restored at the end.
    var savedContainerTiming: (speed: Float, timeOffset: CFTimeInterval, beginTime: CFTimeInterval)?

    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private(set) var isComplete = false
    private var started = false
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Controllers whose `transitionCoordinator` is this transition while it runs.
    private var registered: [UIViewController] = []

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle,
         from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?,
         animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        controllers = (from, to)
        self.fromView = fromView
        self.toView = toView
        self.animator = animator
        self.interactor = interactor
    }

    /// The controllers in the transition answer `transitionCoordinator` with it until it ends.
    func register(_ controllers: UIViewController?...) {
        for c in controllers {
            guard let c, !registered.contains(where: { $0 === c }) else { continue }
            c.runningTransition = self
            registered.append(c)
        }
    }

    // MARK: UIViewControllerContextTransitioning

    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? controllers.from : key == .to ? controllers.to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromView : key == .to ? toView : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() { interactionEnded(cancelled: false) }
    func cancelInteractiveTransition() { interactionEnded(cancelled: true) }

    func pauseInteractiveTransition() {
        guard !isComplete, !isInteractive else { return }
        isInteractive = true
        for h in interactionHandlers { h(self) }
    }

    private func interactionEnded(cancelled: Bool) {
        guard !isComplete else { return }
        transitionWasCancelled = cancelled
        guard isInteractive else { return }
        isInteractive = false
        for h in interactionHandlers { h(self) }
    }

    /// The animator's animations are over. A second call does nothing.
    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        if !didComplete { transitionWasCancelled = true }
        if let t = savedContainerTiming {
            let layer = containerView.layer
            layer.speed = t.speed
            layer.timeOffset = t.timeOffset
            layer.beginTime = t.beginTime
            savedContainerTiming = nil
        }
        settle?(didComplete)
        let done = completions
        completions = []
        alongside = []
        for c in done { c(self) }
        for c in registered where c.runningTransition === self { c.runningTransition = nil }
        registered = []
        finish?(didComplete)
        animator.animationEnded(didComplete)
    }

    // MARK: Running

    /// Begins the transition: the interaction controller takes it when there is one, else the
    /// animator animates; the alongside animations join in.
    func start() {
        guard !started else { return }
        started = true
        if let interactor {
            isInteractive = interactor.wantsInteractiveStart
            initiallyInteractive = isInteractive
            interactor.startInteractiveTransition(self)
        } else {
            runAnimator()
        }
    }

    /// The animator's `animateTransition(using:)`, then the alongside animations: inside
    /// UIKit's own animators' block, or in a block of the transition's duration after a
    /// custom animator's (as UIKit runs them).
    func runAnimator() {
        animator.animateTransition(using: self)
        guard !(animator is RunsAlongsideAnimations) else { return }
        let blocks = alongside
        alongside = []
        guard !blocks.isEmpty, !isComplete else { return }
        UIView.animate(withDuration: isAnimated ? transitionDuration : 0, delay: 0, options: [completionCurve.option], animations: {
            for b in blocks { b(self) }
        })
    }

    /// The alongside animations not run yet, for an interaction controller to run its way.
    func takeAlongsideAnimations() -> [(UIViewControllerTransitionCoordinatorContext) -> Void] {
        defer { alongside = [] }
        return alongside
    }

    /// For UIKit's own animators: the alongside animations, called inside their animation block.
    func performAlongsideAnimations() {
        let blocks = alongside
        alongside = []
        for b in blocks { b(self) }
    }

    // MARK: UIViewControllerTransitionCoordinator

    var isCancelled: Bool { transitionWasCancelled }
    var isInterruptible: Bool { animator.interruptibleAnimatorIfAny(using: self) != nil }
    var transitionDuration: TimeInterval {
        let d = animator.transitionDuration(using: self)
        return d.isFinite ? max(0, d) : 0
    }
    var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }

    /// Before the transition starts, `animation` joins its animations; while it runs, it runs
    /// at once in a block of the time left; after the end nothing runs and the answer is false.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        guard !isComplete else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if !started {
            alongside.append(animation)
        } else {
            let left = transitionDuration * Double(1 - percentComplete)
            UIView.animate(withDuration: isAnimated ? left : 0, delay: 0, options: [completionCurve.option], animations: { animation(self) })
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// `handler` runs each time the transition stops or starts being driven by interaction.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !isComplete else { return }
        interactionHandlers.append(handler)
    }
}

/// UIKit's own animators run the coordinator's alongside animations inside their own block.
@MainActor protocol RunsAlongsideAnimations: AnyObject {}

extension UIView.AnimationCurve {
    /// The animation option of the same curve (options carry it in bits 16–19).
    var option: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: UInt(rawValue) << 16) }
}
