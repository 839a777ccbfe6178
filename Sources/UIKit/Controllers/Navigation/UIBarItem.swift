import Foundation

/// What the items of navigation bars, toolbars and tab bars share (Apple: UIBarItem): a
/// title and image, whether the item can be used, a tag, and title text attributes per
/// control state — `.font` and `.foregroundColor` are drawn — which `appearance()` can set
/// for every item of a class.
@preconcurrency @MainActor
open class UIBarItem: NSObject, UIAppearance {
    open var title: String? { didSet { barItemDidChange() } }
    open var image: UIImage? { didSet { barItemDidChange() } }
    /// Apple's image for a phone in landscape; a Lamina window is never a phone in
    /// landscape, so it is kept and `image` is shown.
    open var landscapeImagePhone: UIImage?
    /// The image the large content viewer shows (kept: no such viewer on the desktop).
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero { didSet { barItemDidChange() } }
    open var isEnabled = true { didSet { barItemDidChange() } }
    open var tag = 0

    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    /// The title's attributes in a state (`.normal`, `.highlighted`, `.disabled`, `.selected`
    /// for tab bar items); states without their own take the normal state's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        barItemDidChange()
        appearanceDidSet("titleTextAttributes.\(state.rawValue)") { $0.setTitleTextAttributes(attributes, for: state) }
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// The attributes drawn in `state`: its own, else the normal state's.
    func shownTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue] ?? titleAttributesByState[UIControl.State.normal.rawValue]
    }

    /// The bar showing the item hears of its changes (subclasses tell it).
    func barItemDidChange() {}

    // MARK: Appearance

    /// Whether this item is an appearance proxy (of which rule), and what was set on it.
    var appearanceRule: Int?
    var explicitAppearance: Set<String> = []
    /// The proxies' settings were applied (once, as the item was first shown in a bar).
    var appearanceApplied = false

    /// An appearance property was set: a proxy records it; an item keeps it over proxies.
    func appearanceDidSet(_ key: String, _ apply: @escaping @MainActor (UIBarItem) -> Void) {
        guard !BarItemAppearance.applying else { return }
        if let rule = appearanceRule { BarItemAppearance.record(key, apply, in: rule) } else if BarItemAppearance.isActive { explicitAppearance.insert(key) }
    }

    public static func appearance() -> Self { BarItemAppearance.proxy(of: self, containers: [], traits: nil) }
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        BarItemAppearance.proxy(of: self, containers: containerTypes, traits: nil)
    }
    public static func appearance(for trait: UITraitCollection) -> Self { BarItemAppearance.proxy(of: self, containers: [], traits: trait) }
    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        BarItemAppearance.proxy(of: self, containers: containerTypes, traits: trait)
    }
}
