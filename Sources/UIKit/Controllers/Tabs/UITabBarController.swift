import QuartzCore

/// What a tab bar controller tells its delegate (Apple: UITabBarControllerDelegate), and where
/// it asks for a custom tab change: an animator (nil: the views switch at once) and an
/// interaction controller to drive it.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// Controllers side by side as tabs, the selected one's view shown over a tab bar (Apple:
/// UITabBarController). A tap on a tab asks the delegate, selects it and tells the delegate;
/// setting `selectedIndex` or `selectedViewController` in code selects without asking. The
/// outgoing controller's viewWillDisappear/viewDidDisappear and the incoming one's
/// viewWillAppear/viewDidAppear come around the switch. The tab bar covers the children's
/// safe-area bottom (a child laid out to its `safeAreaLayoutGuide` ends above it).
///
/// A tab change on screen is animated by the delegate's animator when it gives one
/// (Transitions/): the children's views live in a transition view under the bar, its
/// `containerView`; a cancelled interactive change keeps the old tab selected.
///
/// Absent: the More tab past five controllers (every tab shows, narrower) and customizing.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    public let tabBar = UITabBar()
    open weak var delegate: UITabBarControllerDelegate?

    private var controllers: [UIViewController] = []
    private var selected: Int = NSNotFound
    /// The controller whose view is shown.
    private var shown: UIViewController?
    /// The superview of the children's views, under the bar: a tab change's container.
    let transitionView = UIView()
    /// Ends the running tab change at once.
    private var finishTransition: (() -> Void)?

    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let previous = selectedViewController
        for c in controllers where !new.contains(where: { $0 === c }) {
            c.willMove(toParent: nil)
            if c !== shown { c.removeFromParent() }
        }
        for c in new where !controllers.contains(where: { $0 === c }) {
            addChild(c)
            c.didMove(toParent: self)
        }
        controllers = new
        tabBar.items = new.map(\.tabBarItem)
        // The selection stays on its controller when it is still a tab, else the first.
        let keep = previous.flatMap { p in new.firstIndex { $0 === p } }
        selected = keep ?? (new.isEmpty ? NSNotFound : 0)
        showSelected()
    }

    /// The selected tab's index (`NSNotFound` with no tabs); out of range selects nothing.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard controllers.indices.contains(newValue) else { return }
            selected = newValue
            showSelected()
        }
    }

    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(selected) ? controllers[selected] : nil }
        set {
            guard let newValue, let i = controllers.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = i
        }
    }

    // MARK: View and appearance

    open override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.delegate = self
        transitionView.frame = view.bounds
        view.addSubview(transitionView)
        view.addSubview(tabBar)
        showSelected()
    }

    /// The tab bar controller tells its shown child of appearance itself (tab switches).
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

    /// The bar above the controller's own safe-area bottom, its background reaching down
    /// over it; the shown child's view over the whole view, its safe-area bottom covered.
    private func layoutBarAndContent() {
        guard let v = viewIfLoaded else { return }
        let bottom = v.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: v.bounds.minX, y: v.bounds.maxY - bottom - UITabBar.height, width: v.bounds.width, height: UITabBar.height)
        tabBar.backgroundExtension = bottom
        let covered = UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.height, right: 0)
        for c in controllers where c.containerSafeAreaInsets != covered { c.containerSafeAreaInsets = covered }
        transitionView.frame = v.bounds
        shown?.viewIfLoaded?.frame = v.bounds
    }

    /// Shows the selected controller's view in place of the shown one, with appearance
    /// callbacks — through the delegate's animator when it gives one and the tabs are on screen.
    private func showSelected() {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard isViewLoaded else { return }
        finishTransition?()
        let old = shown, new = selectedViewController
        guard old !== new else { return }
        var context: TransitionContext?
        if isAppeared, view.window != nil, let old, let new, let oldView = old.viewIfLoaded, oldView.superview === transitionView,
           let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new) {
            context = TransitionContext(container: transitionView, animated: true, style: .none, from: old, to: new,
                                        fromView: oldView, toView: new.view, animator: animator,
                                        interactor: delegate?.tabBarController(self, interactionControllerFor: animator))
        }
        let animated = context != nil
        context?.register(self, old, new)
        if isAppeared {
            old?.beginAppearanceTransition(false, animated: animated)
            new?.beginAppearanceTransition(true, animated: animated)
        }
        shown = new
        if !animated { old?.viewIfLoaded?.removeFromSuperview() }
        if let new, let newView = new.view {
            new.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.height, right: 0)
            newView.frame = view.bounds
            // A custom animator adds the incoming view itself.
            if !animated { transitionView.addSubview(newView) }
            newView.layoutIfNeeded()
            if isAppeared, !animated { new.viewIsAppearing(false) }
        }
        guard let context, let old, let new else { return endTabChange(from: old, to: new, animated: false, completed: true) }
        if let v = old.viewIfLoaded { context.initialFrames[ObjectIdentifier(old)] = v.frame }
        context.finalFrames[ObjectIdentifier(new)] = view.bounds
        context.settle = { [weak self] completed in
            guard let self else { return }
            finishTransition = nil
            if completed {
                old.viewIfLoaded?.removeFromSuperview()
                if let v = new.viewIfLoaded, v.superview !== transitionView { transitionView.addSubview(v) }
            } else {
                new.viewIfLoaded?.removeFromSuperview()
                if let v = old.viewIfLoaded, v.superview !== transitionView { transitionView.addSubview(v) }
                shown = old
                if let i = controllers.firstIndex(where: { $0 === old }) { selected = i }
                tabBar.selectedItem = old.tabBarItem
            }
        }
        context.finish = { [weak self] completed in self?.endTabChange(from: old, to: new, animated: true, completed: completed) }
        finishTransition = { [weak context] in context?.completeTransition(true) }
        context.start()
        if isAppeared, new.viewIfLoaded?.window != nil { new.viewIsAppearing(true) }
    }

    /// The appearance callbacks' ends (turned back first when the change was cancelled); a
    /// controller that left the tabs while shown leaves its parent.
    private func endTabChange(from old: UIViewController?, to new: UIViewController?, animated: Bool, completed: Bool) {
        if isAppeared {
            if !completed {
                new?.beginAppearanceTransition(false, animated: animated)
                old?.beginAppearanceTransition(true, animated: animated)
            }
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
        if completed, let old, !controllers.contains(where: { $0 === old }), old.parent === self { old.removeFromParent() }
    }

    /// A child was given a new tab item: the bar shows it.
    func tabItemsChanged() {
        tabBar.items = controllers.map(\.tabBarItem)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    // MARK: UITabBarDelegate

    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let i = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let c = controllers[i]
        guard delegate?.tabBarController(self, shouldSelect: c) ?? true else {
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        selectedIndex = i
        delegate?.tabBarController(self, didSelect: c)
    }
}
