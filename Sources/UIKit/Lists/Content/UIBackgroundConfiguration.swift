import QuartzCore

/// A cell's background: a colour, a corner radius, insets, a stroke or a custom view, with
/// the highlighted and selected looks of a list (Apple: UIBackgroundConfiguration).
/// (Sendable unchecked: a button configuration carries one; its custom view is used on the
/// main thread only.)
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var customView: UIView?
    /// The colour a highlighted or selected list cell shows.
    static let selectedColor = UIColor.systemGray4

    public init() {}

    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a.backgroundColor == b.backgroundColor && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets
            && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset
            && a.customView === b.customView
    }
    public func hash(into h: inout Hasher) {
        h.combine(backgroundColor); h.combine(cornerRadius); h.combine(strokeColor); h.combine(strokeWidth)
        h.combine(customView.map(ObjectIdentifier.init))
    }

    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainCell() -> UIBackgroundConfiguration { with(.systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration { with(.secondarySystemGroupedBackground) }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { with(.systemBackground) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { with(.clear) }

    private static func with(_ color: UIColor) -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration()
        c.backgroundColor = color
        return c
    }

    /// The configuration for `state`: a highlighted or selected list cell turns grey.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let s = state as? UICellConfigurationState, s.isHighlighted || s.isSelected else { return self }
        var c = self
        c.backgroundColor = Self.selectedColor
        return c
    }
}
