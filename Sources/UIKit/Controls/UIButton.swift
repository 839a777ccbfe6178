import QuartzCore

/// A button (Apple: UIButton): a title and image per state, drawn by Lamina in a neutral
/// style — a system button's title in the tint colour, dimmed while highlighted; a button with
/// a `configuration` (plain, tinted, filled, gray) draws its background as UIKit's do.
@preconcurrency @MainActor
open class UIButton: UIControl {
    override var defaultAccessibilityLabel: String? { currentTitle }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { controlStateTraits.union(.button) }
    /// Activation is a tap: the button's actions for `.touchUpInside` (and its primary action).
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// The button's look (Apple: UIButton.Configuration), the basics.
    public struct Configuration: Sendable {
        public enum Style: Sendable { case plain, tinted, gray, filled }
        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        public var style: Style
        /// The title; plain text, or `attributedTitle`'s characters (setting one replaces the other).
        public var title: String? {
            get { titleText.map { String($0.characters) } }
            set { titleText = newValue.map { AttributedString($0) } }
        }
        /// The title with attributes of its own, over the button's font and foreground colour.
        public var attributedTitle: AttributedString? {
            get { titleText }
            set { titleText = newValue }
        }
        private var titleText: AttributedString?
        /// Changes the title's attributes (the button's font and colour coming in) as the
        /// button draws it — how a configured button's title gets another font.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the title and subtitle lines align against each other.
        public var titleAlignment = TitleAlignment.automatic
        public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }
        /// The size class of the button: its font and content insets (Lamina's values: 17-point
        /// titles with insets 14 × 20 large and 7 × 12 medium, 15-point with 5 × 10 small,
        /// 12-point with 3 × 8 mini).
        public var buttonSize = Size.medium {
            didSet { if !insetsSetByApp { contentInsetsStorage = Self.insets(for: buttonSize) } }
        }
        public enum Size: Sendable { case mini, small, medium, large }
        /// The background: a colour over the style's, a stroke, and the corner radius a
        /// `.fixed` corner style uses (other corner styles round by their own rule, as UIKit's).
        public var background = UIBackgroundConfiguration.clear()
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle = CornerStyle.dynamic
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage }
            set { contentInsetsStorage = newValue; insetsSetByApp = true }
        }
        private var contentInsetsStorage = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        private var insetsSetByApp = false
        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
        /// The title's font for the button size.
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 12)
            case .small: return .systemFont(ofSize: 15)
            case .medium, .large: return .systemFont(ofSize: 17)
            }
        }
        /// Where the image sits against the title, and the space between them.
        public var imagePlacement = NSDirectionalRectEdge.leading
        public var imagePadding: CGFloat = 0
        /// A second line under the title, in the subheadline font, `titlePadding` below it.
        public var subtitle: String? {
            get { subtitleText.map { String($0.characters) } }
            set { subtitleText = newValue.map { AttributedString($0) } }
        }
        public var attributedSubtitle: AttributedString? {
            get { subtitleText }
            set { subtitleText = newValue }
        }
        private var subtitleText: AttributedString?
        public var titlePadding: CGFloat = 0
        /// An activity indicator in the foreground colour, spinning where the image goes (in
        /// its place when there is one), as iOS 15's buttons show work in progress.
        public var showsActivityIndicator = false
        /// Applied over a symbol image's own configuration where the button shows it.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The bordered family (iOS 15's names that carry to every platform) looks on iOS as
        /// the styles above: bordered as gray, bordered-tinted as tinted, bordered-prominent as
        /// filled, borderless as plain.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .plain) }
    }

    public let buttonType: ButtonType
    open var configuration: Configuration? { didSet { updateLook() } }
    /// The pre-iOS 15 insets of a button without a configuration (a configuration's
    /// `contentInsets` replace them): around the content, counted in its intrinsic size…
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    /// …and the title's and image's own, moving them inside the laid-out content (not counted
    /// in the intrinsic size, as in UIKit).
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// A system button's title takes the view's tint colour (inherited down the hierarchy).
    open override func tintColorDidChange() { updateLook() }
    public let titleLabel: UILabel? = UILabel()
    /// The configuration's subtitle (made when one is first set).
    public private(set) var subtitleLabel: UILabel?
    public let imageView: UIImageView? = UIImageView(image: nil)
    /// The configuration's activity indicator, made the first time it shows.
    private var activitySpinner: UIActivityIndicatorView?
    private var showsSpinner: Bool { configuration?.showsActivityIndicator == true }

    /// The configuration set the layer's corner radius (taken back when it goes; a radius
    /// the app sets on a button without a configuration is the app's), and its border.
    private var configurationRoundsCorners = false
    private var configurationStrokes = false
    /// The menu a tap (`showsMenuAsPrimaryAction`) or a long press shows.
    open var menu: UIMenu? { didSet { menuConfigurationDidChange() } }
    /// A pop-up button (iOS 15): the menu shows on a tap and the button's title is its checked
    /// action's (the first one checked when none is); choosing an action checks it.
    open var changesSelectionAsPrimaryAction = false { didSet { menuConfigurationDidChange() } }
    private var menuPress: UILongPressGestureRecognizer?
    /// Whether the pointer over the button gets its effect (a highlight platter behind it by
    /// default; `pointerStyleProvider` gives another): the button carries a pointer
    /// interaction while it is set.
    open var isPointerInteractionEnabled = false { didSet { updatePointerInteraction() } }
    /// The style for the pointer over the button, from the proposed effect and shape (nil:
    /// the system's pointer).
    public typealias PointerStyleProvider = @MainActor (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?
    open var pointerStyleProvider: PointerStyleProvider? { didSet { buttonPointer?.invalidate() } }
    private var buttonPointer: UIPointerInteraction?
    private var buttonPointerDelegate: ButtonPointerDelegate?
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

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
    /// A system button drawn by `configuration` that runs `primaryAction` when tapped (Apple:
    /// `init(configuration:primaryAction:)`, the action optional).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        updateLook()        // observers do not run for a class's own properties in its initializers
        install(primaryAction)
    }

    /// A button of `type` (a system one by default) that runs `primaryAction` when tapped,
    /// titled with the action's title (Apple: `init(type:primaryAction:)`).
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        install(primaryAction)
    }

    private func install(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    private func setUp() {
        isOpaque = false
        titleLabel?.textAlignment = .center
        titleLabel?.font = .systemFont(ofSize: 17)
        if let imageView { addSubview(imageView) }
        if let titleLabel { addSubview(titleLabel) }
        updateLook()
    }

    private func updatePointerInteraction() {
        if isPointerInteractionEnabled, buttonPointer == nil {
            let delegate = ButtonPointerDelegate()
            let interaction = UIPointerInteraction(delegate: delegate)
            buttonPointerDelegate = delegate
            buttonPointer = interaction
            addInteraction(interaction)
        } else if !isPointerInteractionEnabled, let interaction = buttonPointer {
            removeInteraction(interaction)
            buttonPointer = nil
            buttonPointerDelegate = nil
        }
    }

    /// The button's own pointer delegate: a highlight, shaped as the button, through its
    /// style provider.
    private final class ButtonPointerDelegate: UIPointerInteractionDelegate {
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            guard let button = interaction.view as? UIButton else { return nil }
            let effect = UIPointerEffect.highlight(UITargetedPreview(view: button))
            let shape = UIPointerShape.roundedRect(button.frame, radius: max(button.layer.cornerRadius, UIPointerShape.defaultCornerRadius))
            if let provider = button.pointerStyleProvider { return provider(button, effect, shape) }
            return UIPointerStyle(effect: effect, shape: shape)
        }
    }

    // MARK: Per-state title, colour, image (the normal state's when a state has none)

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateLook()
    }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// A state's title with attributes of its own, shown instead of its plain title (missing
    /// font and colour come from the button's).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        updateLook()
    }
    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state.rawValue] ?? attributedTitles[0] }
    open var currentAttributedTitle: NSAttributedString? {
        configuration?.attributedTitle.map { NSAttributedString($0) } ?? attributedTitle(for: state)
    }
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
    /// The symbol configuration a state's symbol image is drawn with (the normal state's when
    /// a state has none).
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
        updateLook()
    }
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[0]
    }

    /// Runs when the button's state changes (and on `setNeedsUpdateConfiguration()`), to set
    /// `configuration` for the new state (Apple: `configurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Asks for `updateConfiguration()` (Apple defers it to the next layout; here it runs now).
    open func setNeedsUpdateConfiguration() { updateConfiguration() }
    /// Calls the update handler; subclasses override to restyle (call super).
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    open override func stateDidChange() {
        updateConfiguration()
        updateLook()
    }

    // MARK: Menu

    package override var menuForPresentation: UIMenu? { menu }

    package override func menuConfigurationDidChange() {
        if changesSelectionAsPrimaryAction, menu != nil, !showsMenuAsPrimaryAction { showsMenuAsPrimaryAction = true; return }
        // A long press shows the menu of a button whose tap runs its actions.
        let wantsPress = menu != nil && !showsMenuAsPrimaryAction
        if wantsPress, menuPress == nil {
            let press = UILongPressGestureRecognizer(target: self) { [weak self] g in
                guard g.state == .began, let self, let menu = self.menu, !self.showsMenuAsPrimaryAction else { return }
                self.presentMenu(menu)
            }
            addGestureRecognizer(press)
            menuPress = press
        } else if !wantsPress, let press = menuPress {
            removeGestureRecognizer(press)
            menuPress = nil
        }
        showSelection()
    }

    package override func menuSelectionDidChange(_ chosen: UIAction) {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        for a in menu.inlineActions { a.state = a === chosen ? .on : .off }
        showSelection()
    }

    /// A pop-up button shows its checked action's title, exactly one action checked.
    private func showSelection() {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = menu.inlineActions
        let checked = actions.filter { $0.state == .on }
        let chosen = checked.last ?? actions.first
        for a in actions { a.state = a === chosen ? .on : .off }
        if let chosen { setTitle(chosen.title, for: .normal) }
    }

    /// A single-finger single tap on the button is the button's (Apple's overlap rule).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isOverlappingRecognizer(gestureRecognizer)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let parts = contentParts()
        let insets = configuration?.contentInsets ?? legacyInsets(NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8))
        return CGSize(width: parts.size.width + insets.leading + insets.trailing,
                      height: parts.size.height + insets.top + insets.bottom)
    }
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// The title and image as laid out together: the image on the configuration's side of the
    /// title (leading by default), `imagePadding` apart (6 points without a configuration).
    private func contentParts() -> (size: CGSize, text: CGSize, image: CGSize, gap: CGFloat, vertical: Bool, imageFirst: Bool) {
        let text = titleBlockSize()
        let image = showsSpinner ? activitySpinner?.intrinsicContentSize ?? .zero : imageView?.image?.size ?? .zero
        let placement = configuration?.imagePlacement ?? .leading
        let vertical = placement == .top || placement == .bottom
        let padding = configuration.map { $0.imagePadding } ?? 6
        let gap: CGFloat = text.width > 0 && image.width > 0 ? padding : 0
        // Left to right: leading is left (Lamina lays out no right-to-left text direction yet).
        let imageFirst = placement == .top || placement == .leading
        let size = vertical
            ? CGSize(width: max(text.width, image.width), height: text.height + image.height + gap)
            : CGSize(width: max(0, text.width) + image.width + gap, height: max(max(0, text.height), image.height))
        return (size, text, image, gap, vertical, imageFirst)
    }

    /// The content goes where `contentHorizontalAlignment` and `contentVerticalAlignment` say,
    /// inside the configuration's content insets (none without a configuration); `fill`
    /// gives the title the room the image leaves.
    open override func layoutSubviews() {
        super.layoutSubviews()
        var p = contentParts()
        let insets = configuration?.contentInsets ?? legacyInsets(NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        let box = CGRect(x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
                         height: max(0, bounds.height - insets.top - insets.bottom))
        let horizontal = effectiveContentHorizontalAlignment, vertical = contentVerticalAlignment
        if horizontal == .fill {
            if p.vertical { p.text.width = box.width } else { p.text.width = max(0, box.width - p.image.width - p.gap) }
            p.size.width = box.width
        }
        if vertical == .fill {
            if p.vertical { p.text.height = max(0, box.height - p.image.height - p.gap) } else { p.text.height = box.height }
            p.size.height = box.height
        }
        func along(_ length: CGFloat, _ lo: CGFloat, _ room: CGFloat, start: Bool, end: Bool) -> CGFloat {
            start ? lo : end ? lo + room - length : lo + (room - length) / 2
        }
        func x(_ w: CGFloat) -> CGFloat { along(w, box.minX, box.width, start: horizontal == .left || horizontal == .fill, end: horizontal == .right) }
        func y(_ h: CGFloat) -> CGFloat { along(h, box.minY, box.height, start: vertical == .top || vertical == .fill, end: vertical == .bottom) }
        let origin = CGPoint(x: x(p.size.width), y: y(p.size.height))
        var imageFrame = CGRect(origin: .zero, size: p.image), textFrame = CGRect(origin: .zero, size: p.text)
        if p.vertical {
            let first = p.imageFirst ? p.image.height : p.text.height
            imageFrame.origin = CGPoint(x: x(p.image.width), y: origin.y + (p.imageFirst ? 0 : first + p.gap))
            textFrame.origin = CGPoint(x: x(p.text.width), y: origin.y + (p.imageFirst ? first + p.gap : 0))
        } else {
            let first = p.imageFirst ? p.image.width : p.text.width
            imageFrame.origin = CGPoint(x: origin.x + (p.imageFirst ? 0 : first + p.gap), y: y(p.image.height))
            textFrame.origin = CGPoint(x: origin.x + (p.imageFirst ? first + p.gap : 0), y: y(p.text.height))
        }
        if configuration == nil {
            imageFrame = imageFrame.inset(by: imageEdgeInsets)
            textFrame = textFrame.inset(by: titleEdgeInsets)
        }
        imageView?.frame = imageFrame
        if showsSpinner { activitySpinner?.frame = imageFrame }
        placeTitles(in: textFrame)
        applyCornerStyle()
    }

    /// `base` plus `contentEdgeInsets` (left and right as leading and trailing).
    private func legacyInsets(_ base: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        let c = contentEdgeInsets
        return NSDirectionalEdgeInsets(top: base.top + c.top, leading: base.leading + c.left, bottom: base.bottom + c.bottom, trailing: base.trailing + c.right)
    }

    /// The title, with the subtitle (if any) `titlePadding` below it, as one block.
    private func titleBlockSize() -> CGSize {
        let title = titleLabel?.text?.isEmpty == false ? titleLabel?.intrinsicContentSize ?? .zero : .zero
        guard let sub = subtitleLabel, sub.text?.isEmpty == false else { return title }
        let s = sub.intrinsicContentSize
        let gap = title.height > 0 ? configuration?.titlePadding ?? 0 : 0
        return CGSize(width: max(title.width, s.width), height: title.height + gap + s.height)
    }

    private func placeTitles(in frame: CGRect) {
        guard let sub = subtitleLabel, sub.text?.isEmpty == false else {
            titleLabel?.frame = frame
            subtitleLabel?.frame = .zero
            return
        }
        let title = titleLabel?.text?.isEmpty == false ? titleLabel?.intrinsicContentSize ?? .zero : .zero
        let gap = title.height > 0 ? configuration?.titlePadding ?? 0 : 0
        titleLabel?.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: title.height)
        sub.frame = CGRect(x: frame.minX, y: frame.minY + title.height + gap, width: frame.width, height: frame.height - title.height - gap)
    }

    /// The configuration's corners, for the button's size now: a capsule follows its height.
    private func applyCornerStyle() {
        guard let c = configuration else {
            if configurationRoundsCorners { configurationRoundsCorners = false; layer.cornerRadius = 0 }
            return
        }
        configurationRoundsCorners = true
        let radius: CGFloat
        switch c.cornerStyle {
        case .fixed: radius = c.background.cornerRadius
        case .dynamic, .medium: radius = 8
        case .small: radius = 4
        case .large: radius = 12
        case .capsule: radius = bounds.height / 2
        }
        if layer.cornerRadius != radius { layer.cornerRadius = radius }
    }

    /// The title (and a configuration's subtitle) in `foreground` and the button's font:
    /// attributed text keeps its own attributes over them, and a configuration's transformers
    /// have the last word.
    private func showTitles(foreground: UIColor, state s: State) {
        guard let titleLabel else { return }
        if let c = configuration {
            var base = AttributeContainer()
            base[AttributeScopes.UIKitAttributes.FontAttribute.self] = c.titleFont
            base[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = foreground
            if let title = c.attributedTitle {
                titleLabel.attributedText = UIConfigurationTextAttributesTransformer.apply(c.titleTextAttributesTransformer, to: title, base: base)
            } else {
                titleLabel.text = nil
            }
            if let sub = subtitleLabel {
                base[AttributeScopes.UIKitAttributes.FontAttribute.self] = .preferredFont(forTextStyle: .subheadline)
                sub.attributedText = c.attributedSubtitle.map {
                    UIConfigurationTextAttributesTransformer.apply(c.subtitleTextAttributesTransformer, to: $0, base: base)
                }
            }
            let alignment: NSTextAlignment
            switch c.titleAlignment {
            case .leading: alignment = .left
            case .trailing: alignment = .right
            case .automatic, .center: alignment = .center
            }
            titleLabel.textAlignment = alignment
            subtitleLabel?.textAlignment = alignment
        } else if let attributed = attributedTitle(for: s) {
            let filled = NSMutableAttributedString(attributedString: attributed)
            let whole = NSRange(location: 0, length: filled.length)
            filled.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
                if attributes[.font] == nil { filled.addAttribute(.font, value: UIFont.systemFont(ofSize: 17), range: range) }
                if attributes[.foregroundColor] == nil { filled.addAttribute(.foregroundColor, value: foreground, range: range) }
            }
            titleLabel.attributedText = filled
            subtitleLabel?.text = nil
        } else {
            titleLabel.text = title(for: s)
            titleLabel.textColor = foreground
            subtitleLabel?.text = nil
        }
    }

    /// A configuration's background stroke as the layer's border (taken back when it goes).
    private func applyStroke() {
        if let c = configuration, let color = c.background.strokeColor, c.background.strokeWidth > 0 {
            configurationStrokes = true
            layer.borderColor = color.cgColor
            layer.borderWidth = c.background.strokeWidth
        } else if configurationStrokes {
            configurationStrokes = false
            layer.borderWidth = 0
            layer.borderColor = nil
        }
    }

    private func updateLook() {
        let s = state
        if configuration?.attributedSubtitle != nil, subtitleLabel == nil {
            let label = UILabel()
            label.textAlignment = .center
            label.font = .preferredFont(forTextStyle: .subheadline)
            addSubview(label)
            subtitleLabel = label
        }
        imageView?.image = configuration?.image ?? image(for: s)
        let symbol = configuration.map { $0.preferredSymbolConfigurationForImage } ?? preferredSymbolConfigurationForImage(in: s)
        if imageView?.preferredSymbolConfiguration !== symbol { imageView?.preferredSymbolConfiguration = symbol }
        if showsSpinner, activitySpinner == nil {
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.isUserInteractionEnabled = false
            addSubview(spinner)
            activitySpinner = spinner
        }
        let tint: UIColor = tintColor
        var foreground: UIColor = titleColor(for: s) ?? (buttonType == .custom && configuration == nil ? .white : tint)
        applyCornerStyle()
        if let c = configuration {
            let base = c.baseBackgroundColor ?? tint
            switch c.style {
            case .plain: backgroundColor = nil; foreground = c.baseForegroundColor ?? tint
            case .tinted: backgroundColor = base.withAlphaComponent(0.15); foreground = c.baseForegroundColor ?? tint
            case .gray: backgroundColor = .grayButton; foreground = c.baseForegroundColor ?? tint
            case .filled: backgroundColor = base; foreground = c.baseForegroundColor ?? .white
            }
            if let color = c.background.backgroundColor { backgroundColor = color }
        }
        if !isEnabled { foreground = foreground.withAlphaComponent(0.35) }
        showTitles(foreground: foreground, state: s)
        applyStroke()
        // A configuration draws a template image in its foreground (white on a filled button);
        // without one the image takes the tint, as UIKit's system buttons do — dimmed with
        // the title while the button is disabled.
        imageView?.tintColor = configuration != nil || !isEnabled ? foreground : nil
        imageView?.isHidden = showsSpinner
        if let spinner = activitySpinner {
            spinner.color = foreground
            if showsSpinner { spinner.isHidden = false; spinner.startAnimating() } else { spinner.stopAnimating(); spinner.isHidden = true }
        }
        // Highlighted: its content dimmed, as a system button's is. The button's own alpha
        // stays the app's.
        let dim: CGFloat = isHighlighted && (buttonType == .system || configuration != nil) ? 0.4 : 1
        for part in [titleLabel, subtitleLabel, imageView] as [UIView?] { part?.alpha = dim }
        if configuration != nil, dim < 1, let bg = backgroundColor { backgroundColor = bg.withAlphaComponent(bg.cgColor.alpha * dim) }
        setNeedsLayout()
    }
}
