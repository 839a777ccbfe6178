import QuartzCore

/// Shows a `UIContentUnavailableConfiguration` (Apple: UIContentUnavailableView): the image (or
/// a spinner), the texts and the buttons stacked, the block centred in the view's margins, each
/// line as wide as the margins allow (texts wrap), centred or leading by `alignment`.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private let backgroundView = UIView()
    private let imageView = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let textLabel = UILabel(), secondaryLabel = UILabel()
    private let button = UIButton(configuration: .plain()), secondaryButton = UIButton(configuration: .plain())
    private var unavailable: UIContentUnavailableConfiguration

    public init(configuration: UIContentUnavailableConfiguration) {
        unavailable = configuration
        super.init(frame: .zero)
        for v in [backgroundView, imageView, spinner, textLabel, secondaryLabel, button, secondaryButton] as [UIView] { addSubview(v) }
        apply()
    }

    public required init?(coder: NSCoder) { fatalError("UIContentUnavailableView is made in code") }

    public var configuration: UIContentConfiguration {
        get { unavailable }
        set {
            guard let c = accepted(newValue, as: UIContentUnavailableConfiguration.self) else { return }
            unavailable = c
            apply()
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIContentUnavailableConfiguration }

    private func apply() {
        let c = unavailable
        backgroundView.backgroundColor = c.background.backgroundColor
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor
        imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit
        imageView.isHidden = c.image == nil || c.showsActivityIndicator
        spinner.isHidden = !c.showsActivityIndicator
        if c.showsActivityIndicator { spinner.startAnimating() } else { spinner.stopAnimating() }
        style(textLabel, c.text, c.attributedText, c.textProperties)
        style(secondaryLabel, c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties)
        style(button, c.button, c.buttonProperties)
        style(secondaryButton, c.secondaryButton, c.secondaryButtonProperties)
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?, _ p: UIContentUnavailableConfiguration.TextProperties) {
        if let attributed { label.attributedText = attributed } else { label.attributedText = nil; label.text = text }
        label.font = p.font
        label.textColor = p.color
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
        label.textAlignment = unavailable.alignment == .center ? .center : .natural
        label.isHidden = text == nil && attributed == nil
    }

    private var shownActions: [ObjectIdentifier: UIAction] = [:]

    private func style(_ b: UIButton, _ look: UIButton.Configuration, _ p: UIContentUnavailableConfiguration.ButtonProperties) {
        b.configuration = look
        b.isEnabled = p.isEnabled
        b.menu = p.menu
        b.showsMenuAsPrimaryAction = p.primaryAction == nil && p.menu != nil
        if let old = shownActions[ObjectIdentifier(b)] { b.removeAction(old, for: .primaryActionTriggered) }
        if let action = p.primaryAction {
            b.addAction(action, for: .primaryActionTriggered)
            shownActions[ObjectIdentifier(b)] = action
        }
        b.isHidden = look.title == nil && look.image == nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let c = unavailable
        backgroundView.frame = bounds
        let m = c.directionalLayoutMargins
        let area = bounds.inset(by: UIEdgeInsets(top: m.top + safeAreaInsets.top, left: m.leading + safeAreaInsets.left,
                                                 bottom: m.bottom + safeAreaInsets.bottom, right: m.trailing + safeAreaInsets.right))
        let width = max(0, area.width)
        // The visible pieces with their sizes and the padding above each.
        var items: [(view: UIView, size: CGSize, gap: CGFloat)] = []
        func add(_ v: UIView, gap: CGFloat) {
            guard !v.isHidden else { return }
            var s = v.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            if v === imageView, c.imageProperties.maximumSize != .zero {
                let maxS = c.imageProperties.maximumSize
                s = CGSize(width: min(s.width, maxS.width > 0 ? maxS.width : s.width), height: min(s.height, maxS.height > 0 ? maxS.height : s.height))
            }
            items.append((v, CGSize(width: min(width, s.width), height: s.height), items.isEmpty ? 0 : gap))
        }
        add(spinner, gap: 0)
        add(imageView, gap: 0)
        add(textLabel, gap: c.imageToTextPadding)
        add(secondaryLabel, gap: textLabel.isHidden ? c.imageToTextPadding : c.textToSecondaryTextPadding)
        add(button, gap: c.textToButtonPadding)
        add(secondaryButton, gap: button.isHidden ? c.textToButtonPadding : c.buttonToSecondaryButtonPadding)
        let total = items.reduce(0) { $0 + $1.size.height + $1.gap }
        var y = area.minY + max(0, (area.height - total) / 2)
        for item in items {
            y += item.gap
            let x = c.alignment == .center ? area.midX - item.size.width / 2 : area.minX
            let isLabel = item.view is UILabel
            item.view.frame = CGRect(x: isLabel ? area.minX : x, y: y, width: isLabel ? width : item.size.width, height: item.size.height)
            y += item.size.height
        }
    }
}

extension UIViewController {
    /// What the controller shows over its view while it has nothing to show (iOS 17); nil
    /// shows nothing. Set it, or update it in `updateContentUnavailableConfiguration(using:)`.
    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { unavailableConfigurationStorage }
        set {
            unavailableConfigurationStorage = newValue
            showContentUnavailable()
        }
    }

    /// The state the configuration is updated for: the controller's traits.
    public var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(traitCollection: traitCollection)
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` (at once).
    public func setNeedsUpdateContentUnavailableConfiguration() {
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// The configuration's view over the controller's view, made, updated or taken away.
    private func showContentUnavailable() {
        guard let root = viewIfLoaded ?? (unavailableConfigurationStorage != nil ? view : nil) else { return }
        guard let c = unavailableConfigurationStorage else {
            unavailableViewStorage?.removeFromSuperview()
            unavailableViewStorage = nil
            return
        }
        if let shown = unavailableViewStorage, (shown as? UIContentView)?.supports(c) == true {
            (shown as? UIContentView)?.configuration = c
        } else {
            unavailableViewStorage?.removeFromSuperview()
            let v = c.makeContentView()
            unavailableViewStorage = v
        }
        guard let v = unavailableViewStorage else { return }
        v.frame = root.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if v.superview !== root || root.subviews.last !== v { root.addSubview(v) }
    }
}
