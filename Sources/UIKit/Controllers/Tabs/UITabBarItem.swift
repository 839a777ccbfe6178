import QuartzCore

/// A tab of a tab bar (Apple: UITabBarItem): a title and an image (shown as a template in the
/// bar's tint when selected, gray otherwise, unless made `.alwaysOriginal`), a badge, a tag.
/// A controller's `tabBarItem` takes the controller's title until given its own.
///
/// The system items show their names as titles without iOS's symbols.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }
    }

    open override var title: String? { didSet { titleFollowsController = false } }
    /// The image while selected; nil uses `image`.
    open var selectedImage: UIImage? { didSet { changed() } }
    /// A red badge's text at the image's top trailing corner; nil shows none.
    open var badgeValue: String? { didSet { changed() } }
    open var badgeColor: UIColor? {
        didSet {
            changed()
            if BarItemAppearance.isActive || appearanceRule != nil {
                appearanceDidSet("badgeColor") { [badgeColor] in ($0 as? UITabBarItem)?.badgeColor = badgeColor }
            }
        }
    }
    /// The tab bar's look while this item is selected (nil: the bar's own).
    open var standardAppearance: UITabBarAppearance? {
        didSet { standardAppearance = standardAppearance?.copy() as? UITabBarAppearance; changed() }
    }
    /// Kept, as the bar's: the bar does not follow the content's scroll edge.
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// Whether the title is still the controller's (`UIViewController.title` sets it).
    var titleFollowsController = false
    var onChange: (() -> Void)?
    /// The bar is told, except of what appearance proxies set while it makes the item's view.
    private func changed() { if !BarItemAppearance.applying { onChange?() } }
    override func barItemDidChange() { changed() }

    public override init() { super.init() }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title; self.image = image; self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title; self.image = image; self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.title = systemItem.title; self.tag = tag
    }
}
