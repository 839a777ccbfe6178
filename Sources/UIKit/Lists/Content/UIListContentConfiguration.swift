import QuartzCore

/// The content of a standard list row or header: an image, a text and a secondary text,
/// with their styles and spacing (Apple: UIListContentConfiguration). A cell's
/// `defaultContentConfiguration()` starts from the cell's style; `makeContentView()` makes
/// the `UIListContentView` that lays it out.
public struct UIListContentConfiguration: UIContentConfiguration, @MainActor Hashable {
    /// How one of the texts looks.
    public struct TextProperties: Hashable {
        public enum TextTransform: Int, Hashable, Sendable { case none, uppercase, lowercase, capitalized }
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many lines as the text needs.
        public var numberOfLines = 0
        public var transform = TextTransform.none
        init(font: UIFont, color: UIColor) { self.font = font; self.color = color }
    }
    /// How the image looks.
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// Zero: no limit.
        public var maximumSize = CGSize.zero
        /// The room kept for the image even when it is smaller, so texts of rows align.
        public var reservedLayoutSize = CGSize.zero
        public init() {}
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Text and secondary text on one line (the value cell), rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false

    init(text: TextProperties, secondary: TextProperties) {
        textProperties = text
        secondaryTextProperties = secondary
    }

    /// A row: body text.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
                                   secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel))
    }
    /// A row with a subtitle under its text.
    public static func subtitleCell() -> UIListContentConfiguration {
        var c = cell()
        c.secondaryTextProperties.font = .systemFont(ofSize: 15)
        return c
    }
    /// A row with a value at its trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        var c = cell()
        c.secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
        c.secondaryTextProperties.alignment = .right
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }
    /// A sidebar row (`UICollectionLayoutListConfiguration(appearance: .sidebar)`): body text,
    /// its image in the tint colour.
    public static func sidebarCell() -> UIListContentConfiguration {
        var c = cell()
        c.imageProperties.tintColor = .tintColor
        return c
    }
    /// A sidebar row with a secondary text under it.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        var c = sidebarCell()
        c.secondaryTextProperties.font = .systemFont(ofSize: 15)
        return c
    }
    /// A sidebar row for a list whose rows carry accessories (the same look here).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { sidebarSubtitleCell() }
    /// A sidebar's section header.
    public static func sidebarHeader() -> UIListContentConfiguration { groupedHeader() }
    /// A list header's and footer's look for a plain list (Apple's `header()`/`footer()`: the
    /// default header and footer styles, which are the plain ones).
    public static func header() -> UIListContentConfiguration { plainHeader() }
    public static func footer() -> UIListContentConfiguration { plainFooter() }
    public static func plainHeader() -> UIListContentConfiguration { header(bold: true, color: .label, size: 17) }
    public static func plainFooter() -> UIListContentConfiguration { header(bold: false, color: .secondaryLabel, size: 15) }
    public static func groupedHeader() -> UIListContentConfiguration {
        var c = header(bold: false, color: .secondaryLabel, size: 13)
        c.textProperties.transform = .uppercase
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        return c
    }
    public static func groupedFooter() -> UIListContentConfiguration {
        var c = header(bold: false, color: .secondaryLabel, size: 13)
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return c
    }

    private static func header(bold: Bool, color: UIColor, size: CGFloat) -> UIListContentConfiguration {
        let font: UIFont = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        var c = UIListContentConfiguration(text: TextProperties(font: font, color: color),
                                           secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel))
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        return c
    }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}
