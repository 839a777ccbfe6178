import QuartzCore

/// A tab bar's look (Apple: UITabBarAppearance): the bar's background and shadow, and its
/// items' colours, fonts and badges in each state. Lamina lays tabs out stacked (image over
/// title), so `stackedLayoutAppearance` is the one shown; the inline ones are kept.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning = ItemPositioning.automatic
    open var stackedItemSpacing: CGFloat = 0
    open var stackedItemWidth: CGFloat = 0

    public required init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let t = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = UITabBarItemAppearance(copying: t.stackedLayoutAppearance)
        inlineLayoutAppearance = UITabBarItemAppearance(copying: t.inlineLayoutAppearance)
        compactInlineLayoutAppearance = UITabBarItemAppearance(copying: t.compactInlineLayoutAppearance)
        selectionIndicatorTintColor = t.selectionIndicatorTintColor
        selectionIndicatorImage = t.selectionIndicatorImage
        stackedItemPositioning = t.stackedItemPositioning
        stackedItemSpacing = t.stackedItemSpacing
        stackedItemWidth = t.stackedItemWidth
    }
}

/// A tab item's look in each state (Apple: UITabBarItemAppearance).
@preconcurrency @MainActor
open class UITabBarItemAppearance {
    public enum Style: Int, Sendable { case stacked, inline, compactInline }
    public let normal: UITabBarItemStateAppearance
    public let selected: UITabBarItemStateAppearance
    public let disabled: UITabBarItemStateAppearance
    public let focused: UITabBarItemStateAppearance

    public init(style: Style = .stacked) {
        normal = UITabBarItemStateAppearance(); selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance(); focused = UITabBarItemStateAppearance()
    }

    init(copying other: UITabBarItemAppearance) {
        normal = other.normal.copied(); selected = other.selected.copied()
        disabled = other.disabled.copied(); focused = other.focused.copied()
    }

    /// iOS's look: every state's settings cleared (the bar's tint and grays apply).
    open func configureWithDefault(for style: Style) {
        for s in [normal, selected, disabled, focused] { s.reset() }
    }

    open func copy() -> Any { UITabBarItemAppearance(copying: self) }
}

/// A tab item's look in one state (Apple: UITabBarItemStateAppearance).
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
    /// `.foregroundColor` colours the title (else the icon colour does); `.font` sets it.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    /// The image's colour (a template image), and the title's when it names none.
    public var iconColor: UIColor?
    public var badgePositionAdjustment = UIOffset.zero
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgeTitlePositionAdjustment = UIOffset.zero

    init() {}

    func reset() {
        titleTextAttributes = [:]; titlePositionAdjustment = .zero; iconColor = nil
        badgePositionAdjustment = .zero; badgeBackgroundColor = nil; badgeTextAttributes = [:]; badgeTitlePositionAdjustment = .zero
    }

    func copied() -> UITabBarItemStateAppearance {
        let c = UITabBarItemStateAppearance()
        c.titleTextAttributes = titleTextAttributes; c.titlePositionAdjustment = titlePositionAdjustment
        c.iconColor = iconColor; c.badgePositionAdjustment = badgePositionAdjustment
        c.badgeBackgroundColor = badgeBackgroundColor; c.badgeTextAttributes = badgeTextAttributes
        c.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return c
    }
}
