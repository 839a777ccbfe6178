import QuartzCore

/// What a screen shows when it has nothing to show (Apple: UIContentUnavailableConfiguration,
/// iOS 17): an image, a title, a secondary text and up to two buttons, centred over the
/// controller's view, or a spinner while loading. `empty()` starts blank; `loading()` is a
/// spinner with "Loading…"; `search()` is a magnifying glass with "No Results" and Apple's hint.
/// A controller shows one through `contentUnavailableConfiguration`; a
/// `UIContentUnavailableView` shows one anywhere.
@preconcurrency @MainActor
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    public struct ImageProperties {
        public var tintColor: UIColor? = .secondaryLabel
        public var cornerRadius: CGFloat = 0
        /// Zero: no limit.
        public var maximumSize = CGSize.zero
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? = UIImage.SymbolConfiguration(pointSize: 48)
    }
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var lineBreakMode = NSLineBreakMode.byWordWrapping
        /// 0: as many lines as the text needs.
        public var numberOfLines = 0
        init(font: UIFont, color: UIColor) { self.font = font; self.color = color }
    }
    public struct ButtonProperties {
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
    }
    public enum Alignment: Int, Sendable { case center, natural }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties(font: .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize), color: .label)
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    /// The button's look (nil title and image: no button).
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton = UIButton.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment = Alignment.center
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextPadding: CGFloat = 8
    public var textToButtonPadding: CGFloat = 16
    public var buttonToSecondaryButtonPadding: CGFloat = 8
    public var background = UIBackgroundConfiguration.clear()
    /// A spinner instead of the image (the loading configuration's).
    var showsActivityIndicator = false

    /// Nothing yet: set what to show.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// A spinner and "Loading…".
    public static func loading() -> UIContentUnavailableConfiguration {
        var c = UIContentUnavailableConfiguration()
        c.showsActivityIndicator = true
        c.text = "Loading…"
        c.textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        return c
    }

    /// A search that found nothing.
    public static func search() -> UIContentUnavailableConfiguration {
        var c = UIContentUnavailableConfiguration()
        c.image = UIImage(systemName: "magnifyingglass")
        c.text = "No Results"
        c.secondaryText = "Check the spelling or try a new search."
        return c
    }

    public func makeContentView() -> UIView & UIContentView { UIContentUnavailableView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> UIContentUnavailableConfiguration { self }
}

/// The state a controller's content-unavailable configuration is updated for (Apple:
/// UIContentUnavailableConfigurationState): its traits and its search controller's text.
@preconcurrency @MainActor
public struct UIContentUnavailableConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var searchText: String?
    public init(traitCollection: UITraitCollection, searchText: String? = nil) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }
}
