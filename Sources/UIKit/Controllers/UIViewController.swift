import QuartzCore

/// Manages a view and its lifecycle (Apple: UIViewController): the view is made on first use
/// (`loadView`, then `viewDidLoad`), told when it appears and disappears, and when its
/// subviews are laid out; controllers nest as children. The controller follows its view in
/// the responder chain.
@MainActor
open class UIViewController: UIResponder {
    private var viewStorage: UIView?
    public private(set) var nibName: String?
    public private(set) var nibBundle: Bundle?
    open var title: String?
    /// The size the controller would like its view to have.
    open var preferredContentSize: CGSize = .zero

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    /// Whether the view is in a window and was told it appeared.
    package var isAppeared = false

    /// Lamina has no nib files: `nibName` and `bundle` are kept for code that passes them.
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName; nibBundle = bundle
        super.init()
    }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The controller's view, made by `loadView` the first time it is asked for.
    open var view: UIView! {
        get { loadViewIfNeeded(); return viewStorage }
        set {
            viewStorage?.viewControllerStorage = nil
            viewStorage = newValue
            newValue?.viewControllerStorage = self
        }
    }
    public var viewIfLoaded: UIView? { viewStorage }
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Makes the view: a plain UIView by default. Override to make your own (set `view`).
    open func loadView() { view = UIView() }

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
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Around the view's own `layoutSubviews`, in each layout pass that lays it out.
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    // MARK: Children

    open func addChild(_ child: UIViewController) {
        guard child !== self else { return }
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }
    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Its view's superview: the controller sits between its view and the view's container.
    open override var next: UIResponder? { viewStorage?.superview }

    // MARK: Appearance (driven by the window)

    package func appear() {
        guard !isAppeared else { return }
        viewWillAppear(false)
        isAppeared = true
        viewDidAppear(false)
        for c in children where c.viewIfLoaded?.window != nil { c.appear() }
    }

    package func disappear() {
        guard isAppeared else { return }
        viewWillDisappear(false)
        isAppeared = false
        viewDidDisappear(false)
        for c in children { c.disappear() }
    }
}
