import QuartzCore

/// A button for a navigation bar (Apple: UIBarButtonItem): a title, an image, a custom view,
/// or one of the system items, with an action. The bar makes the button it shows from it.
///
/// Swift on Linux has no selectors: the action is a closure, given with `target:action:` (the
/// target is not retained and only names the item's owner, as UIKit's) or as a `UIAction`.
/// The system items that iOS draws as symbols show their names' short forms in text ("+" for
/// `add`); `flexibleSpace` and `fixedSpace` take room and show nothing.
/// Absent: toolbars and `UIBarButtonItemGroup`.
/// `appearance()` proxies set `tintColor` and title text attributes for every item (or those
/// in a kind of bar: `appearance(whenContainedInInstancesOf: [UINavigationBar.self])`, and in
/// a `UISearchBar` for its Cancel button), applied when a bar first shows the item.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain = 0, done = 2 }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// What the bar shows for the item: the word UIKit shows, or a short form of its symbol.
        var shownTitle: String {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .add: return "+"
            case .flexibleSpace, .fixedSpace: return ""
            case .compose: return "Compose"
            case .reply: return "Reply"
            case .action: return "Share"
            case .organize: return "Organize"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .refresh: return "Refresh"
            case .stop: return "Stop"
            case .camera: return "Camera"
            case .trash: return "Delete"
            case .play: return "Play"
            case .pause: return "Pause"
            case .rewind: return "Rewind"
            case .fastForward: return "Forward"
            case .undo: return "Undo"
            case .redo: return "Redo"
            case .close: return "Close"
            }
        }
    }

    open var style: Style = .plain { didSet { changed() } }
    /// The button's colour; nil is the bar's tint.
    open var tintColor: UIColor? {
        didSet {
            changed()
            if BarItemAppearance.isActive || appearanceRule != nil {
                appearanceDidSet("tintColor") { [tintColor] in ($0 as? UIBarButtonItem)?.tintColor = tintColor }
            }
        }
    }
    /// A view shown in place of a button.
    open var customView: UIView? { didSet { changed() } }
    /// The room a `fixedSpace` item takes (and a button's width when not 0).
    open var width: CGFloat = 0 { didSet { changed() } }
    open var primaryAction: UIAction? { didSet { changed() } }
    /// The closure form of UIKit's target–action pair.
    open var action: ((UIBarButtonItem) -> Void)?
    open weak var target: AnyObject?
    public private(set) var systemItem: SystemItem?
    /// A menu shown by a tap when the item has no action (a pull-down item), else by a long press.
    open var menu: UIMenu? { didSet { changed() } }

    /// The bar showing the item hears of its changes.
    var onChange: (() -> Void)?
    /// The view a bar shows for the item now (a popover's anchor).
    weak var barView: UIView?
    /// The bar is told, except of what appearance proxies set while it makes the item's view.
    private func changed() { if !BarItemAppearance.applying { onChange?() } }
    override func barItemDidChange() { changed() }

    public override init() { super.init() }

    public convenience init(title: String?, style: Style, target: AnyObject?, action: ((UIBarButtonItem) -> Void)?) {
        self.init()
        self.title = title; self.style = style; self.target = target; self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: ((UIBarButtonItem) -> Void)?) {
        self.init()
        self.image = image; self.style = style; self.target = target; self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: ((UIBarButtonItem) -> Void)?) {
        self.init()
        self.systemItem = systemItem
        style = systemItem == .done ? .done : .plain
        self.target = target; self.action = action
    }

    /// iOS 14's form: a title and image, or an action supplying them.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.menu = menu
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.menu = menu
        self.primaryAction = primaryAction
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// iOS 14's spaces.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// The title shown: the item's own, else its system item's.
    var shownTitle: String? { title ?? systemItem?.shownTitle }

    /// A tap on the item's button: its action, then its primary action, as UIKit runs them.
    func perform() {
        guard isEnabled else { return }
        action?(self)
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
        }
    }
}
