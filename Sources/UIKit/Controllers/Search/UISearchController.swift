import QuartzCore

/// What a search controller asks its updater (Apple: UISearchResultsUpdating).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search became active or inactive, or its text changed.
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate (Apple: UISearchControllerDelegate); all optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search bar and what it shows while searching (Apple: UISearchController). Put its
/// `searchBar` in a navigation item (`navigationItem.searchController`) or in a view (a
/// table's header). Beginning to edit the bar makes the controller active: the delegate
/// hears `willPresent`/`didPresent`, the bar shows Cancel (`automaticallyShowsCancelButton`),
/// and the window below the bar is covered — dimmed while `obscuresBackgroundDuringPresentation`
/// (a tap on the dimming ends the search), and by the `searchResultsController`'s view once
/// there is text (or always, with `showsSearchResultsController`). The updater's
/// `updateSearchResults(for:)` runs on activation, on each change of the text and on the
/// end. Cancel (or `isActive = false`) clears the text, ends editing and uncovers the window.
///
/// Differences: the search UI is shown over the window below the bar (over the view of the
/// nearest controller that `definesPresentationContext`, when one does) rather than presented
/// modally (`presentingViewController` stays nil); `hidesNavigationBarDuringPresentation` is kept, and the bar keeps its title
/// row while searching. Absent: scope bars, search suggestions and tokens.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    public let searchResultsController: UIViewController?
    public let searchBar = UISearchBar()
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    open var obscuresBackgroundDuringPresentation = true { didSet { updateCover() } }
    /// iOS 9's name for `obscuresBackgroundDuringPresentation`.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation } set { obscuresBackgroundDuringPresentation = newValue }
    }
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsSearchResultsController = true
    /// Shows the results controller while active even without text.
    open var showsSearchResultsController = false { didSet { updateCover() } }

    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue { activate() } else { deactivate() }
        }
    }
    private var active = false
    private let dimming = UIView()
    private var shown = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUpSearch()
    }

    public convenience init() { self.init(searchResultsController: nil) }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        setUpSearch()
    }

    private func setUpSearch() {
        searchBar.searchController = self
        searchBar.sizeToFit()
        if let results = searchResultsController {
            addChild(results)
            results.didMove(toParent: self)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = nil
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self) { [weak self] _ in self?.isActive = false })
        view.addSubview(dimming)
    }

    // MARK: Activation

    private func activate() {
        delegate?.willPresentSearchController(self)
        active = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        updateCover()
        delegate?.didPresentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func deactivate() {
        delegate?.willDismissSearchController(self)
        active = false
        searchBar.text = ""
        _ = searchBar.searchTextField.forceEndEditing()
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        updateCover()
        delegate?.didDismissSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarDidBeginEditing() { if !active { activate() } }

    func searchTextDidChange() {
        updateCover()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarCancelled() { isActive = false }

    // MARK: The cover below the bar

    /// Whether the results controller shows now.
    private var showsResults: Bool {
        guard active, searchResultsController != nil else { return false }
        return showsSearchResultsController || (automaticallyShowsSearchResultsController && !(searchBar.text ?? "").isEmpty)
    }

    /// Shows, updates or takes away the view covering the window below the bar.
    private func updateCover() {
        let wanted = active && (obscuresBackgroundDuringPresentation || showsResults)
        guard wanted, let window = searchBar.window else {
            if shown { hideCover() }
            return
        }
        // Over the context controller's view, just above it among its siblings (bars around
        // it, like a tab bar, stay on top); else over the window.
        let contextView = presentationContext?.viewIfLoaded
        let host: UIView = contextView?.superview ?? window
        let top = searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), to: host).y
        let area = contextView.map { $0.frame } ?? host.bounds
        let frame = CGRect(x: area.minX, y: max(top, area.minY), width: area.width, height: max(0, area.maxY - max(top, area.minY)))
        if !shown {
            beginAppearanceTransition(true, animated: false)
            view.frame = frame
            if let contextView, contextView.superview === host { host.insertSubview(view, aboveSubview: contextView) } else { host.addSubview(view) }
            shown = true
            endAppearanceTransition()
        } else if view.frame != frame {
            view.frame = frame
        }
        dimming.frame = view.bounds
        dimming.isHidden = !obscuresBackgroundDuringPresentation || showsResults
        if let results = searchResultsController {
            if showsResults {
                if results.view.superview !== view {
                    results.view.frame = view.bounds
                    results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    view.addSubview(results.view)
                }
            } else if results.isViewLoaded, results.view.superview === view {
                results.view.removeFromSuperview()
            }
        }
    }

    /// The controller showing the bar (a navigation controller's top one for its bar's search
    /// controller) or, going up from it, the first that defines the presentation context.
    private var presentationContext: UIViewController? {
        var r: UIResponder? = searchBar.next
        while let x = r, !(x is UIViewController) { r = x.next }
        var vc = r as? UIViewController
        if let nav = vc as? UINavigationController, let top = nav.topViewController, top.navigationItem.searchController === self { vc = top }
        while let c = vc, !c.definesPresentationContext { vc = c.parent }
        return vc
    }

    private func hideCover() {
        beginAppearanceTransition(false, animated: false)
        searchResultsController?.viewIfLoaded?.removeFromSuperview()
        view.removeFromSuperview()
        shown = false
        endAppearanceTransition()
    }
}
