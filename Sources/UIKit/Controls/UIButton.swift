import QuartzCore

/// A button (Apple: UIButton): a title and image per state, drawn by Lamina in a neutral
/// style — a system button's title in the tint colour, dimmed while highlighted; a button with
/// a `configuration` (plain, tinted, filled, gray) draws its background as UIKit's do.
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// The button's look (Apple: UIButton.Configuration), the basics.
    public struct Configuration: Sendable {
        public enum Style: Sendable { case plain, tinted, gray, filled }
        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        public var style: Style
        public var title: String?
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle = CornerStyle.dynamic
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
    }

    public let buttonType: ButtonType
    open var configuration: Configuration? { didSet { updateLook() } }
    /// The colour a system button's title takes (Apple's tintColor).
    open var tintColor: UIColor = .systemBlue { didSet { updateLook() } }
    public let titleLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView(image: nil)

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUp()
    }
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }
    /// UIKit's archive initializer: Lamina reads nothing from the coder (a custom button).
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        setUp()
    }
    /// A system button that runs `primaryAction` when tapped, titled with the action's title.
    public convenience init(configuration: Configuration? = nil, primaryAction: UIAction?) {
        self.init(type: .system)
        self.configuration = configuration
        updateLook()        // observers do not run for a class's own properties in its initializers
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    private func setUp() {
        isOpaque = false
        titleLabel?.textAlignment = .center
        titleLabel?.font = .systemFont(ofSize: 17)
        if let imageView { addSubview(imageView) }
        if let titleLabel { addSubview(titleLabel) }
        updateLook()
    }

    // MARK: Per-state title, colour, image (the normal state's when a state has none)

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateLook()
    }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateLook()
    }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateLook()
    }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

    open override func stateDidChange() { updateLook() }

    /// A single-finger single tap on the button is the button's (Apple's overlap rule).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isOverlappingRecognizer(gestureRecognizer)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = titleLabel?.intrinsicContentSize ?? .zero
        let image = imageView?.image?.size ?? .zero
        let insets = configuration?.contentInsets ?? NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8)
        let gap: CGFloat = text.width > 0 && image.width > 0 ? 6 : 0
        return CGSize(width: max(0, text.width) + image.width + gap + insets.leading + insets.trailing,
                      height: max(max(0, text.height), image.height) + insets.top + insets.bottom)
    }
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func layoutSubviews() {
        let text = titleLabel?.intrinsicContentSize ?? .zero
        let imageSize = imageView?.image?.size ?? .zero
        let gap: CGFloat = text.width > 0 && imageSize.width > 0 ? 6 : 0
        let total = max(0, text.width) + imageSize.width + gap
        var x = (bounds.width - total) / 2
        imageView?.frame = CGRect(x: x, y: (bounds.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
        x += imageSize.width + gap
        titleLabel?.frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x - (bounds.width - total) / 2), height: bounds.height)
    }

    private func updateLook() {
        let s = state
        let title = configuration?.title ?? title(for: s)
        titleLabel?.text = title
        imageView?.image = configuration?.image ?? image(for: s)
        var foreground = titleColor(for: s) ?? (buttonType == .custom && configuration == nil ? .white : tintColor)
        layer.cornerRadius = 0
        if let c = configuration {
            let base = c.baseBackgroundColor ?? tintColor
            switch c.style {
            case .plain: backgroundColor = nil; foreground = c.baseForegroundColor ?? tintColor
            case .tinted: backgroundColor = base.withAlphaComponent(0.15); foreground = c.baseForegroundColor ?? tintColor
            case .gray: backgroundColor = UIColor(white: 0.92, alpha: 1); foreground = c.baseForegroundColor ?? tintColor
            case .filled: backgroundColor = base; foreground = c.baseForegroundColor ?? .white
            }
            switch c.cornerStyle {
            case .fixed, .dynamic, .medium: layer.cornerRadius = 8
            case .small: layer.cornerRadius = 4
            case .large: layer.cornerRadius = 12
            case .capsule: layer.cornerRadius = bounds.height / 2
            }
        }
        if !isEnabled { foreground = foreground.withAlphaComponent(0.35) }
        titleLabel?.textColor = foreground
        // Highlighted: dimmed, as a system button is.
        alpha = isHighlighted && (buttonType == .system || configuration != nil) ? 0.4 : 1
        setNeedsLayout()
    }
}
