import QuartzCore

/// Lays out a `UIListContentConfiguration`: the image at the leading margin, then the text
/// and the secondary text stacked (or side by side for a value cell), the block centred
/// vertically (Apple: UIListContentView). Its height for a width is what a self-sizing
/// list row asks.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for v in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(v) }
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for v in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(v) }
        apply()
    }

    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let c = accepted(newValue, as: UIListContentConfiguration.self) else { return }
            listConfiguration = c
            apply()
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let c = listConfiguration
        style(textLabel, c.text, c.attributedText, c.textProperties)
        style(secondaryLabel, c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties)
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?,
                       _ p: UIListContentConfiguration.TextProperties) {
        if let attributed { label.attributedText = attributed } else {
            label.attributedText = nil
            switch p.transform {
            case .none: label.text = text
            case .uppercase: label.text = text?.uppercased()
            case .lowercase: label.text = text?.lowercased()
            case .capitalized: label.text = text?.capitalized
            }
        }
        label.font = p.font
        label.textColor = p.color
        label.textAlignment = p.alignment
        label.lineBreakMode = p.numberOfLines == 1 ? p.lineBreakMode : .byWordWrapping
        label.numberOfLines = p.numberOfLines
        label.isHidden = (label.text ?? "").isEmpty && attributed == nil
    }

    /// Where each part goes for a width, and the height that needs.
    private func plan(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let c = listConfiguration, m = c.directionalLayoutMargins
        var imageSize = CGSize.zero
        if let image = c.image {
            imageSize = image.size
            let maxS = c.imageProperties.maximumSize
            if maxS.width > 0, imageSize.width > maxS.width { imageSize = CGSize(width: maxS.width, height: imageSize.height * maxS.width / imageSize.width) }
            if maxS.height > 0, imageSize.height > maxS.height { imageSize = CGSize(width: imageSize.width * maxS.height / imageSize.height, height: maxS.height) }
        }
        let reserved = CGSize(width: max(imageSize.width, c.imageProperties.reservedLayoutSize.width),
                              height: max(imageSize.height, c.imageProperties.reservedLayoutSize.height))
        let textX = m.leading + (reserved.width > 0 ? reserved.width + c.imageToTextPadding : 0)
        let textWidth = max(0, width - textX - m.trailing)
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryLabel.isHidden
        var t = CGSize.zero, s = CGSize.zero
        var block: CGFloat
        if c.prefersSideBySideTextAndSecondaryText, hasSecondary {
            s = secondaryLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
            s.width = min(s.width, textWidth)
            let rest = max(0, textWidth - s.width - (hasText ? c.textToSecondaryTextHorizontalPadding : 0))
            if hasText { t = textLabel.sizeThatFits(CGSize(width: rest, height: .greatestFiniteMagnitude)); t.width = rest }
            block = max(t.height, s.height)
        } else {
            if hasText { t = textLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)); t.width = textWidth }
            if hasSecondary { s = secondaryLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)); s.width = textWidth }
            block = t.height + s.height + (hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0)
        }
        // The margins are the text's; an image keeps 7 points above and below (a 29-point
        // icon fits a 44-point row, as in UIKit).
        let height = max(m.top + block + m.bottom, reserved.height > 0 ? reserved.height + 14 : 0)
        let shown = max(height, bounds.height)
        let top = (shown - block) / 2
        let image = CGRect(x: m.leading + (reserved.width - imageSize.width) / 2, y: (shown - imageSize.height) / 2,
                           width: imageSize.width, height: imageSize.height)
        if c.prefersSideBySideTextAndSecondaryText, hasSecondary {
            return (image, CGRect(x: textX, y: (shown - t.height) / 2, width: t.width, height: t.height),
                    CGRect(x: width - m.trailing - s.width, y: (shown - s.height) / 2, width: s.width, height: s.height), height)
        }
        let text = CGRect(x: textX, y: top, width: t.width, height: t.height)
        let secondary = CGRect(x: textX, y: top + t.height + (hasText ? c.textToSecondaryTextVerticalPadding : 0),
                               width: s.width, height: s.height)
        return (image, text, secondary, height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let p = plan(width: bounds.width)
        imageView.frame = p.image
        textLabel.frame = p.text
        secondaryLabel.frame = p.secondary
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let w = size.width > 0 && size.width.isFinite ? size.width : 10_000
        return CGSize(width: w, height: plan(width: w).height)
    }

    /// The labels of a selected row take their highlighted look.
    func setHighlighted(_ on: Bool) {
        textLabel.isHighlighted = on
        secondaryLabel.isHighlighted = on
        imageView.isHighlighted = on
    }
}
