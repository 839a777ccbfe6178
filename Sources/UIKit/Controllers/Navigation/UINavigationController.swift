import QuartzCore

/// What a navigation controller tells its delegate (Apple: UINavigationControllerDelegate),
/// and where it asks for a custom push or pop: an animator for the operation (nil: UIKit's
/// slide) and an interaction controller to drive it.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// A stack of controllers, the top one's view shown under a navigation bar (Apple:
/// UINavigationController). A push slides the new view in from the trailing edge over the
/// old one, which moves a third of the way out; a pop slides it back. The stack changes at
/// once (`viewControllers`, `topViewController` read the new stack during the animation);
/// the views and the appearance callbacks follow UIKit's order — the incoming controller's
/// `viewWillAppear` and the outgoing one's `viewWillDisappear` as the transition begins, their
/// `viewDidDisappear`/`viewDidAppear` when it ends — and the delegate hears `willShow` and
/// `didShow`. Touches are held off while a transition runs; a push or pop during one ends it
/// first. The bar's back button pops.
///
/// The children's views reach under the bar, which covers their safe area's top (a child
/// laid out to its `safeAreaLayoutGuide` starts below the bar, as on iOS).
/// With `isToolbarHidden` false, a toolbar along the bottom shows the top controller's
/// `toolbarItems` and covers the children's safe area's bottom.
/// A drag from the leading edge pops interactively (`interactivePopGestureRecognizer`).
///
/// The delegate may give a push or pop its own animator and interaction controller
/// (Transitions/): the children's views live in a transition view under the bars — the
/// animator's `containerView` — and UIKit's slide is itself such an animator
/// (NavigationSlideAnimator.swift), so the controllers in a push or pop see a
/// `transitionCoordinator` either way. A cancelled interactive transition puts the stack back.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// What a transition does to the stack (Apple: UINavigationController.Operation).
    public enum Operation: Int, Sendable { case none, push, pop }

    public let navigationBar = UINavigationBar()
    /// The toolbar shown while `isToolbarHidden` is false.
    public let toolbar = UIToolbar()
    open weak var delegate: UINavigationControllerDelegate?

    var stack: [UIViewController] = []
    /// The controller whose view is shown (the top, once a transition has begun).
    var shown: UIViewController?
    /// The drag from the leading edge that pops the top controller (UINavigationController+InteractivePop.swift).
    public internal(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    /// The edge swipe's interaction while the finger is down.
    var interactivePop: UIPercentDrivenInteractiveTransition?
    /// Children pushed whose `didMove(toParent:)` waits for their transition's end.
    private var arriving: [UIViewController] = []
    /// Ends the running transition at once (the views at their final places).
    var finishTransition: (() -> Void)?
    /// The superview of the children's views, under the bars: a transition's container.
    let transitionView = UIView()
    /// The stack as the last transition left it: what a cancelled one returns to.
    private var settledStack: [UIViewController] = []
    /// Popped controllers a cancelled transition put back, told so once it has settled.
    private var restoredChildren: [UIViewController] = []
    /// The edge swipe's interaction, waiting for the pop it starts (UINavigationController+InteractivePop.swift).
    var edgePopInteraction: UIPercentDrivenInteractiveTransition?
    private var barHidden = false
    private var toolbarHidden = true
    /// `hidesBarsOnSwipe` and `hidesBarsOnTap` (UINavigationController+BarHiding.swift).
    let barHiding = BarHiding()
    public static let hideShowBarDuration: CGFloat = 0.2

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The stack

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    open var topViewController: UIViewController? { stack.last }
    /// The top controller (Lamina presents no modal controllers over it).
    open var visibleViewController: UIViewController? { stack.last }

    /// Pushing a controller already in the stack traps, as UIKit raises.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(!stack.contains { $0 === viewController },
                     "UINavigationController: pushing \(type(of: viewController)) that is already in the stack is not supported")
        addChild(viewController)
        arriving.append(viewController)
        stack.append(viewController)
        transition(pushing: true, animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.removeLast()
        popped.willMove(toParent: nil)
        transition(pushing: false, animated: animated)
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; nil when it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(i + 1)...])
        guard !popped.isEmpty else { return [] }
        stack.removeSubrange((i + 1)...)
        for c in popped { c.willMove(toParent: nil) }
        transition(pushing: false, animated: animated)
        return popped
    }

    /// Replaces the stack: a new top slides in as a push, a top already below as a pop.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let old = stack
        for c in old where !viewControllers.contains(where: { $0 === c }) { c.willMove(toParent: nil) }
        for c in viewControllers where !old.contains(where: { $0 === c }) {
            addChild(c)
            arriving.append(c)
        }
        stack = viewControllers
        let pushing = viewControllers.last.map { top in !old.contains { $0 === top } } ?? false
        transition(pushing: pushing, animated: animated)
    }

    // MARK: The bar

    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard isViewLoaded else { return }
        if animated, view.window != nil {
            navigationBar.isHidden = false
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: {
                self.navigationBar.alpha = hidden ? 0 : 1
            }, completion: { _ in
                self.navigationBar.isHidden = self.barHidden
                self.navigationBar.alpha = 1
            })
        } else {
            navigationBar.isHidden = hidden
        }
        layoutBarAndContent()
    }

    // MARK: The toolbar

    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar (fading when animated); the children's safe areas follow.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        guard isViewLoaded else { return }
        if animated, view.window != nil {
            toolbar.isHidden = false
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: {
                self.toolbar.alpha = hidden ? 0 : 1
            }, completion: { _ in
                self.toolbar.isHidden = self.toolbarHidden
                self.toolbar.alpha = 1
            })
        } else {
            toolbar.isHidden = hidden
        }
        layoutBarAndContent()
    }

    /// A controller's toolbar items changed: shown when it is the top one.
    func toolbarItemsDidChange(of controller: UIViewController, animated: Bool) {
        guard controller === topViewController else { return }
        toolbar.setItems(controller.toolbarItems, animated: animated)
    }

    // MARK: View and appearance

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.isHidden = barHidden
        transitionView.frame = view.bounds
        view.addSubview(transitionView)
        view.addSubview(navigationBar)
        toolbar.isHidden = toolbarHidden
        view.addSubview(toolbar)
        installInteractivePop()
        installBarHiding()
        transition(pushing: true, animated: false)
    }

    /// The navigation controller tells its shown child of appearance itself, so that a
    /// transition's callbacks come in UIKit's order.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        shown?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        shown?.viewIsAppearing(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        shown?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        shown?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        shown?.endAppearanceTransition()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutBarAndContent()
    }

    /// The bar below the controller's own safe-area top, its background reaching up over it;
    /// the shown child's view over the whole view, its safe area's top covered by the bar.
    private func layoutBarAndContent() {
        guard let v = viewIfLoaded else { return }
        transitionView.frame = v.bounds
        let top = v.safeAreaInsets.top
        navigationBar.frame = CGRect(x: v.bounds.minX, y: v.bounds.minY + top, width: v.bounds.width, height: navigationBar.barHeight)
        navigationBar.backgroundExtension = top
        let bottom = v.safeAreaInsets.bottom
        toolbar.frame = CGRect(x: v.bounds.minX, y: v.bounds.maxY - bottom - UIToolbar.height, width: v.bounds.width, height: UIToolbar.height)
        toolbar.backgroundExtension = bottom
        for c in stack {
            let covered = coveredInsets(for: c)
            if c.containerSafeAreaInsets != covered { c.containerSafeAreaInsets = covered }
        }
        if let child = shown?.viewIfLoaded { place(child) }
    }

    /// What the bars cover of a child's view: the title row and its item's search bar, the toolbar.
    func coveredInsets(for c: UIViewController) -> UIEdgeInsets {
        let bars = barInsets(for: c), extends = extendedEdges(of: c)
        return UIEdgeInsets(top: extends.top ? bars.top : 0, left: 0, bottom: extends.bottom ? bars.bottom : 0, right: 0)
    }

    /// The heights of the bars shown over a child: the title row and its search bar, the toolbar.
    private func barInsets(for c: UIViewController) -> UIEdgeInsets {
        let search = c.navigationItem.searchController.map { _ in CGFloat(52) } ?? 0
        let index = stack.firstIndex { $0 === c } ?? stack.count
        let large = UINavigationBar.showsLargeTitle(at: index, of: stack.map(\.navigationItem) + [c.navigationItem],
                                                    prefers: navigationBar.prefersLargeTitles) ? UINavigationBar.largeTitleHeight : 0
        return UIEdgeInsets(top: barHidden ? 0 : UINavigationBar.height + large + search, left: 0,
                            bottom: toolbarHidden ? 0 : UIToolbar.height, right: 0)
    }

    /// Whether a child's view reaches under the top and bottom bars: as its
    /// `edgesForExtendedLayout` says, and under an opaque bar only with
    /// `extendedLayoutIncludesOpaqueBars` (UIKit's rule).
    private func extendedEdges(of c: UIViewController) -> (top: Bool, bottom: Bool) {
        (c.edgesForExtendedLayout.contains(.top) && (navigationBar.isTranslucent || c.extendedLayoutIncludesOpaqueBars),
         c.edgesForExtendedLayout.contains(.bottom) && (toolbar.isTranslucent || c.extendedLayoutIncludesOpaqueBars))
    }

    /// A child's view fills the controller's, placed by bounds and centre (a transition moves
    /// it by its transform).
    func place(_ child: UIView) {
        guard let v = viewIfLoaded else { return }
        var frame = CGRect(origin: .zero, size: v.bounds.size)
        // A child that does not extend under a bar starts below it (or ends above it).
        if let c = child.next as? UIViewController {
            let bars = barInsets(for: c), extends = extendedEdges(of: c)
            if !extends.top, bars.top > 0 {
                let top = v.safeAreaInsets.top + bars.top
                frame.origin.y += top
                frame.size.height -= top
            }
            if !extends.bottom, bars.bottom > 0 { frame.size.height -= v.safeAreaInsets.bottom + bars.bottom }
        }
        frame.size.height = max(0, frame.size.height)
        // The size alone: a scroll view's bounds origin is its content offset, kept.
        if child.bounds.size != frame.size { child.bounds.size = frame.size }
        child.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    // MARK: Transitions

    /// Children off the stack leave; those pushed are told they arrived.
    func settleChildren() {
        for c in children where !stack.contains(where: { $0 === c }) { c.removeFromParent() }
        let arrived = arriving.filter { a in stack.contains { $0 === a } }
        arriving = []
        for c in arrived { c.didMove(toParent: self) }
    }

    /// Shows the stack's top in place of the shown controller: the bar's items follow, the
    /// views move by the delegate's animator or UIKit's slide when animated (and the controller
    /// is on screen), callbacks in UIKit's order.
    private func transition(pushing: Bool, animated: Bool) {
        let edgePop = edgePopInteraction
        edgePopInteraction = nil
        guard isViewLoaded else { settleChildren(); settledStack = stack; return }
        finishTransition?()
        let old = shown, new = stack.last
        var context: TransitionContext?
        if animated, isAppeared, view.window != nil, let old, let new, old !== new,
           let oldView = old.viewIfLoaded, oldView.superview === transitionView {
            let custom = delegate?.navigationController(self, animationControllerFor: pushing ? .push : .pop, from: old, to: new)
            let animator = custom ?? NavigationSlideAnimator(pushing: pushing)
            let interactor = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) } ?? (pushing ? nil : edgePop)
            context = TransitionContext(container: transitionView, animated: true, style: .none, from: old, to: new,
                                        fromView: oldView, toView: new.view, animator: animator, interactor: interactor)
        }
        let animate = context != nil
        // UIKit's own slide puts the incoming view in; a custom animator adds it itself.
        let custom = context.map { !($0.animator is NavigationSlideAnimator) } ?? false
        // An interactive transition changes the bars when it completes.
        let interactive = context?.interactor != nil
        if !interactive {
            navigationBar.setItems(stack.map(\.navigationItem), animated: animate)
            toolbar.setItems(new?.toolbarItems, animated: animate)
        }
        context?.register(self, old, new)
        if old !== new {
            if let new { delegate?.navigationController(self, willShow: new, animated: animate) }
            if isAppeared {
                new?.beginAppearanceTransition(true, animated: animate)
                old?.beginAppearanceTransition(false, animated: animate)
            }
            shown = new
            if let new, let newView = new.view {
                new.containerSafeAreaInsets = coveredInsets(for: new)
                place(newView)
                if !custom {
                    if !pushing, let oldView = old?.viewIfLoaded, oldView.superview === transitionView {
                        transitionView.insertSubview(newView, belowSubview: oldView)
                    } else {
                        transitionView.addSubview(newView)
                    }
                }
                newView.layoutIfNeeded()
                if isAppeared, !custom { new.viewIsAppearing(animate) }
            }
        }
        guard let context, let old, let new else {
            settleTransition(from: old, to: new, completed: true)
            endAppearance(from: old, to: new, animated: false, completed: true)
            return
        }
        if let oldView = old.viewIfLoaded { context.initialFrames[ObjectIdentifier(old)] = oldView.frame }
        if let newView = new.viewIfLoaded { context.finalFrames[ObjectIdentifier(new)] = newView.frame }
        context.settle = { [weak self] completed in self?.settleTransition(from: old, to: new, completed: completed) }
        context.finish = { [weak self] completed in self?.endAppearance(from: old, to: new, animated: true, completed: completed) }
        finishTransition = { [weak context] in context?.completeTransition(true) }
        // Touches wait for a running transition; an interactive one needs them.
        if !interactive { view.isUserInteractionEnabled = false }
        context.start()
        if custom, isAppeared, new.viewIfLoaded?.window != nil { new.viewIsAppearing(true) }
    }

    /// The views and the stack at a transition's end: the outgoing view gone; or, cancelled,
    /// the incoming one gone and the stack as it was.
    private func settleTransition(from old: UIViewController?, to new: UIViewController?, completed: Bool) {
        finishTransition = nil
        view.isUserInteractionEnabled = true
        old?.viewIfLoaded?.transform = .identity
        new?.viewIfLoaded?.transform = .identity
        if completed {
            if let oldView = old?.viewIfLoaded, old !== shown { oldView.removeFromSuperview() }
            if let newView = new?.viewIfLoaded, newView.superview !== transitionView { transitionView.addSubview(newView) }
            settledStack = stack
        } else {
            if old !== new, let newView = new?.viewIfLoaded { newView.removeFromSuperview() }
            if let oldView = old?.viewIfLoaded, oldView.superview !== transitionView { transitionView.addSubview(oldView) }
            shown = old
            restoredChildren = settledStack.filter { c in !stack.contains { $0 === c } }
            stack = settledStack
            arriving.removeAll { a in !stack.contains { $0 === a } }
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
            toolbar.setItems(shown?.toolbarItems, animated: false)
        }
    }

    /// The appearance callbacks' ends and the delegate's `didShow`; cancelled, the two
    /// controllers' appearance turns back first (the incoming one disappears again).
    /// Then the children settle: those off the stack leave, those pushed (or, cancelled,
    /// popped and put back) hear they arrived.
    private func endAppearance(from old: UIViewController?, to new: UIViewController?, animated: Bool, completed: Bool) {
        if completed {
            if old !== new, isAppeared || old?.appearance == .disappearing {
                old?.endAppearanceTransition()
                new?.endAppearanceTransition()
            }
        } else if old !== new, isAppeared {
            new?.beginAppearanceTransition(false, animated: animated)
            old?.beginAppearanceTransition(true, animated: animated)
            new?.endAppearanceTransition()
            old?.endAppearanceTransition()
        }
        settleChildren()
        let restored = restoredChildren
        restoredChildren = []
        for c in restored { c.didMove(toParent: self) }
        if completed, old !== new, let new { delegate?.navigationController(self, didShow: new, animated: animated) }
    }
}
