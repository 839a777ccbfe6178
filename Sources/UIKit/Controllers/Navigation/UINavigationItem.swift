import QuartzCore

/// What a navigation bar shows for one controller (Apple: UINavigationItem): its title (or a
/// title view), the buttons on each side, and the back button's title the next controller
/// shows. A controller's `navigationItem` takes the controller's `title` until given its own.
///
/// A search controller's bar shows below the title, always (`hidesSearchBarWhenScrolling` is
/// kept, not acted on). Absent: large titles, prompts and the iOS 16 title menu.
@preconcurrency @MainActor
open class UINavigationItem {
    open var title: String? { didSet { changed() } }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { changed() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The back button's title on the next controller's bar; nil is this item's title
    /// ("Back" without one).
    open var backButtonTitle: String? { didSet { changed() } }
    /// How the back button pointing here shows its title (iOS 14): this item's title (or its
    /// back title), the generic "Back", or none — the chevron alone.
    open var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { changed() } }
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
    /// The back button of the next controller's bar, its title used (its action is the pop).
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    open var hidesBackButton = false { didSet { changed() } }
    /// Whether the left items stand beside the back button rather than in its place.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// A search controller whose bar shows in the navigation bar, below the title.
    open var searchController: UISearchController? { didSet { changed() } }
    open var hidesSearchBarWhenScrolling = true

    /// The bar showing the item hears of its changes.
    /// This item's looks for its bar while it is the top item (nil: the bar's own).
    open var standardAppearance: UINavigationBarAppearance? {
        didSet { standardAppearance = standardAppearance?.copy() as? UINavigationBarAppearance; changed() }
    }
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy() as? UINavigationBarAppearance; changed() }
    }
    /// Kept, as the bar's: the bar does not follow the content's scroll edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Whether the title shows large under a bar that prefers large titles (iOS 11).
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    /// `.automatic` (the default) takes the mode of the item before it in the stack.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }
    var onChange: (() -> Void)?
    private func changed() { onChange?() }

    public init(title: String) { self.title = title }
    init() {}

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// The title the back button pointing here shows.
    var backTitle: String {
        switch backButtonDisplayMode {
        case .default: return backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
        case .generic: return backBarButtonItem?.title ?? backButtonTitle ?? "Back"
        case .minimal: return ""
        }
    }
}
