import QuartzCore

/// Manages a view and its lifecycle (Apple: UIViewController): the view is made on first use
/// (`loadView`, then `viewDidLoad`), told when it appears and disappears, and when its
/// subviews are laid out; controllers nest as children. The controller follows its view in
/// the responder chain.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var viewStorage: UIView?
    public private(set) var nibName: String?
    public private(set) var nibBundle: Bundle?
    /// Setting it sets the navigation item's title too, as UIKit's does.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            if let item = tabBarItemStorage, item.titleFollowsController { item.title = title; item.titleFollowsController = true }
        }
    }
    /// The controller's tab item, made on first use (`tabBarItem`).
    var tabBarItemStorage: UITabBarItem?
    /// The controller's bar item, made on first use (`navigationItem`).
    var navigationItemStorage: UINavigationItem?
    /// The edges of the view that reach under a container's translucent bars (all by
    /// default); a navigation controller places a child without `.top` below its bar.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view reaches under opaque bars too.
    open var extendedLayoutIncludesOpaqueBars = false
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(of: self, animated: false) }
    }
    /// The size the controller would like its view to have.
    open var preferredContentSize: CGSize = .zero
    /// Room the controller's view keeps clear of content beyond what covers it (Apple: for
    /// a toolbar of the app's own, say); its safe area and those of its subviews grow by it.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { coveredInsetsChanged(from: oldValue + containerSafeAreaInsets) }
    }
    /// What a container's bars cover of the view (a navigation controller's bar): added to
    /// its safe area as `additionalSafeAreaInsets` are, without changing that property.
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { coveredInsetsChanged(from: additionalSafeAreaInsets + oldValue) }
    }
    /// All that covers the view: what the app adds and what containers' bars cover.
    var coveredInsets: UIEdgeInsets { additionalSafeAreaInsets + containerSafeAreaInsets }
    private func coveredInsetsChanged(from old: UIEdgeInsets) {
        let now = coveredInsets
        guard now != old else { return }
        if old == .zero { UIViewController.safeAreaSources += 1 }
        if now == .zero { UIViewController.safeAreaSources -= 1 }
        viewIfLoaded?.safeAreaDidChangeInSubtree()
    }
    /// The view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// The controller's traits changed (its view's window crossed a size class, or scale).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the view's leading and trailing margins are at least `systemMinimumLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.effectiveMarginsMayHaveChanged() } }
    }

    /// The view's margins as its guides last took them (`effectiveMarginsMayHaveChanged`).
    var appliedLayoutMargins: UIEdgeInsets?

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    /// Lamina has no nib files: `nibName` and `bundle` are kept for code that passes them.
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName; nibBundle = bundle
        super.init()
    }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// A controller from an archive (NSCoding's initializer, required of subclasses that add a
    /// designated initializer, as in UIKit). Lamina has no storyboards: nothing is read from
    /// the coder.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Called on objects loaded from a nib or storyboard (Apple); Lamina loads none, so it is
    /// never called for you.
    open func awakeFromNib() {}

    /// The controller's view, made by `loadView` the first time it is asked for.
    open var view: UIView! {
        get { loadViewIfNeeded(); return viewStorage }
        set {
            viewStorage?.viewControllerStorage = nil
            viewStorage = newValue
            newValue?.viewControllerStorage = self
            if UIView.styleOverridesExist { newValue?.interfaceStyleMayHaveChanged() }
        }
    }
    /// `overrideUserInterfaceStyle`'s value (Traits/UIView+InterfaceStyle.swift).
    var overrideStyleStorage = UIUserInterfaceStyle.unspecified
    /// Handlers registered for trait changes (Traits/UITraitChangeObservable.swift).
    var traitRegistrations: TraitRegistrations?
    public var viewIfLoaded: UIView? { viewStorage }
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Makes the view: a plain UIView the size of the screen, as UIKit's (a window's root
    /// controller then has it sized to the window). Override to make your own (set `view`).
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    public func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil {
            // A loadView that sets no view: UIKit would fail later; here the controller gets
            // an empty view and a message that names the problem.
            Diagnostics.warn("\(type(of: self)).loadView() did not set a view; an empty UIView is used")
            view = UIView()
        }
        viewDidLoad()
    }

    // MARK: Lifecycle callbacks

    open func viewDidLoad() {}

    /// Updates `contentUnavailableConfiguration` for `state` (iOS 17); the default does nothing
    /// (Controllers/ContentUnavailable/).
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
    var unavailableConfigurationStorage: (any UIContentConfiguration)?
    var unavailableViewStorage: UIView?

    /// Whether the controller's content is being edited (Apple); `setEditing(_:animated:)`
    /// changes it, and a table view controller passes it on to its table.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var editingStorage = false
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        editButtonItemStorage?.editingDidChange(editing)
    }
    /// The Edit/Done item, made on first use (`editButtonItem`).
    var editButtonItemStorage: UIBarButtonItem?

    // MARK: Presentation state (Controllers/Presentation)

    /// How the controller is shown when presented; `.automatic` is a page sheet, as on iOS 13+.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// How it comes on screen when presented.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether the controller refuses the user's dismissal of its sheet by dragging it down.
    open var isModalInPresentation = false
    /// Whether a search controller active inside this controller covers only this controller's
    /// view (a tab bar around it stays usable) rather than the window. Modal context styles
    /// (`.currentContext`) still cover the window (see the README's differences).
    open var definesPresentationContext = false
    /// The controller this one presents, and the one presenting this one.
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    /// This controller's presentation while it is presented.
    var presentation: ModalPresentation?
    /// The sheet controller, made on first use (`sheetPresentationController`).
    var sheetStorage: UISheetPresentationController?
    /// The presentation controller of a style other than a sheet's (Presentation/UIPresentationController.swift).
    var plainPresentationStorage: UIPresentationController?
    /// In its parent's `transition(from:to:…)`: the transition calls its appearance methods.
    var inChildTransition = false
    /// The popover controller, made on first use while the style is `.popover`.
    var popoverStorage: UIPopoverPresentationController?
    /// The transition this controller is in, while it runs (`transitionCoordinator`).
    var runningTransition: TransitionContext?
    /// Where a presentation of this controller gets its custom animators and presentation
    /// controller (Apple: weak, as here — keep the delegate alive yourself).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    open func viewWillAppear(_ animated: Bool) {}
    /// Between `viewWillAppear` and `viewDidAppear`, once the view is in the window with its
    /// size, safe area and traits, before its subviews are laid out (Apple, iOS 13+).
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Around the view's own `layoutSubviews`, in each layout pass that lays it out.
    open func viewWillLayoutSubviews() {}
    /// The controller's part of the update-constraints pass, instead of its view's
    /// `updateConstraints` (which UIViewController's own calls): add or change constraints,
    /// then call super.
    open func updateViewConstraints() { view.updateConstraints() }
    open func viewDidLayoutSubviews() {}
    /// The view's container is about to change size to `size` (a window resize): the default
    /// passes it on to the children, each with the same size — call super (Apple:
    /// UIContentContainer).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for c in children { c.viewWillTransition(to: size, with: coordinator) }
    }

    // MARK: Status bar
    // A Lamina window has no status bar (the desktop's panels are not the app's), so nothing
    // reads these; they are here because controllers override them, as on iOS.

    /// The status bar's look over this controller: the default.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar hides over this controller.
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar preferences apply instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether the home indicator may hide (there is none on a desktop).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// Edges whose system gestures wait for the app's own (a desktop window has none).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// Asks UIKit to read the status bar preferences again (there is no status bar to update).
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Orientations
    // A Lamina window is an iPad app sharing the screen (multitasking): its orientation
    // follows its shape as the user resizes it, and iPadOS does not lock or rotate such an app
    // by these preferences, so nothing here reads them either. They are here because
    // controllers override them, as on iOS.

    /// The orientations this controller supports: all on the iPad idiom (UIKit's default there).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .phone ? .allButUpsideDown : .all
    }
    /// The orientation a full-screen presentation prefers: the window's current one.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        let o = viewIfLoaded?.window?.windowScene?.interfaceOrientation ?? .portrait
        return o == .unknown ? .portrait : o
    }
    open var shouldAutorotate: Bool { true }
    /// Asks UIKit to read `supportedInterfaceOrientations` again (iOS 16; a window that
    /// follows its shape has nothing to update).
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    // MARK: Children

    open func addChild(_ child: UIViewController) {
        guard child !== self else { return }
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }
    /// Adds `child` with its view filling this controller's, following it as it resizes (a
    /// picker that wraps its own navigation controller).
    package func embedFilling(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }
    /// Shows `vc` the way this controller's container does: a navigation controller pushes it.
    open func show(_ vc: UIViewController, sender: Any?) { showInContainer(vc) }
    /// Replaces one child's view with another's in the first's superview, animating
    /// `animations` (and the transition style in `options`, a cross-dissolve or a flip), the
    /// first view removed at the end; their appearance callbacks come around it when this
    /// controller forwards them (Controllers/UIViewController+ChildTransition.swift).
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                         options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        transitionChildren(from: fromViewController, to: toViewController, duration: duration, options: options,
                           animations: animations, completion: completion)
    }
    /// Shows `vc` as the detail of the split view controller this one is in; outside one it
    /// is presented modally, as UIKit does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController { split.showDetailViewController(vc, sender: sender) } else { present(vc, animated: true) }
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Its view's superview: the controller sits between its view and the view's container.
    open override var next: UIResponder? { viewStorage?.superview }

    // MARK: Appearance (driven by the window and the view hierarchy)

    /// Where the controller's view is in appearing or disappearing (UIKit's appearance states).
    package enum Appearance { case disappeared, appearing, appeared, disappearing }
    package private(set) var appearance = Appearance.disappeared
    /// Whether the view is in a window and was told it appeared (or is being told so).
    package var isAppeared: Bool { appearance == .appeared || appearance == .appearing }

    /// Tells the controller its view is about to appear (`viewWillAppear`) or disappear
    /// (`viewWillDisappear`); `endAppearanceTransition` ends it (Apple). A container that
    /// does not forward appearance automatically calls these for its children.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(animated)
        }
    }

    /// Ends the transition begun: `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing: appearance = .appeared; viewDidAppear(false)
        case .disappearing: appearance = .disappeared; viewDidDisappear(false)
        default: break
        }
    }

    /// Whether children hear of appearance changes of this controller's view on their own
    /// (Apple: true; a container returning false calls the appearance transitions itself).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The view appears now (its window was shown with it), in UIKit's order over the
    /// controller and the children it forwards to: every `viewWillAppear` (parent first),
    /// every `viewIsAppearing`, the layout pass, then every `viewDidAppear` — so
    /// `viewDidAppear` reads laid-out frames (and animates from them).
    package func appear() {
        guard appearance != .appeared else { return }
        forEachAppearing { $0.beginAppearanceTransition(true, animated: false) }
        forEachAppearing { $0.viewIsAppearing(false) }
        if let v = viewIfLoaded { (v.window ?? v).layoutIfNeeded() }
        forEachAppearing { $0.endAppearanceTransition() }
    }

    /// Every `viewWillDisappear`, then every `viewDidDisappear`, parent first.
    package func disappear() {
        guard appearance != .disappeared else { return }
        var tree: [UIViewController] = []
        collectForwarded(into: &tree, shownOnly: false)
        for c in tree { c.beginAppearanceTransition(false, animated: false) }
        for c in tree { c.endAppearanceTransition() }
    }

    /// Begins the appearance transition of this controller and the children it forwards to
    /// (those shown, when appearing), parent first: a presentation's start.
    package func beginTreeAppearance(_ isAppearing: Bool, animated: Bool) {
        var tree: [UIViewController] = []
        collectForwarded(into: &tree, shownOnly: isAppearing)
        for c in tree { c.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// `viewIsAppearing` of the appearing controllers of the tree.
    package func treeViewIsAppearing(animated: Bool) {
        var tree: [UIViewController] = []
        collectForwarded(into: &tree, shownOnly: true)
        for c in tree where c.appearance == .appearing { c.viewIsAppearing(animated) }
    }

    /// Ends the tree's transitions, parent first: a presentation's end.
    package func endTreeAppearance() {
        var tree: [UIViewController] = []
        collectForwarded(into: &tree, shownOnly: false)
        for c in tree { c.endAppearanceTransition() }
    }

    /// This controller and, depth first, the children it forwards appearance to whose views
    /// are in a window.
    private func forEachAppearing(_ body: (UIViewController) -> Void) {
        var tree: [UIViewController] = []
        collectForwarded(into: &tree, shownOnly: true)
        for c in tree { body(c) }
    }

    private func collectForwarded(into tree: inout [UIViewController], shownOnly: Bool) {
        tree.append(self)
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for c in children where !shownOnly || c.viewIfLoaded?.window != nil { c.collectForwarded(into: &tree, shownOnly: shownOnly) }
    }

    /// Its view is about to enter (or leave) a shown window through the view hierarchy: a
    /// child controller hears it as UIKit forwards it (`addSubview` of the child's view to a
    /// view on screen brings viewWillAppear and viewDidAppear; `removeFromSuperview`, the
    /// disappear pair).
    package func viewWillMove(toShownWindow shown: Bool) {
        guard let p = parent, p.shouldAutomaticallyForwardAppearanceMethods, !inChildTransition else { return }
        if shown { if p.isAppeared { beginAppearanceTransition(true, animated: false) } } else { beginAppearanceTransition(false, animated: false) }
    }

    package func viewDidMoveWindow() {
        // A container that forwards appearance itself (a navigation controller mid-push)
        // ends its children's transitions when it chooses.
        guard let p = parent, p.shouldAutomaticallyForwardAppearanceMethods, !inChildTransition else { return }
        if appearance == .appearing { viewIsAppearing(false) }
        endAppearanceTransition()
    }
}

extension UIEdgeInsets {
    /// Insets side by side: what two sources cover together.
    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
