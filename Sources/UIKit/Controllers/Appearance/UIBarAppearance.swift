import QuartzCore

/// How a bar looks (Apple: UIBarAppearance, iOS 13): its background colour and image and the
/// shadow line on its content side. A bar copies the appearance it is given, as Apple's
/// `@NSCopying` properties do, so changing an appearance afterwards changes no bar.
///
/// The default background stands for iOS's translucent bar material: the bar's nearly opaque
/// white (or its legacy `barTintColor`), with `backgroundEffect` nil. A `backgroundEffect` set
/// by the app blurs what is behind the bar, under the background colour (none by default then).
@preconcurrency @MainActor
open class UIBarAppearance {
    /// Drawn over the default background (or alone, for an opaque or transparent one).
    open var backgroundColor: UIColor?
    /// A blur of what is behind the bar, under its background colour and image.
    open var backgroundEffect: UIBlurEffect?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
    /// The line between the bar and the content; nil (with no image) draws none.
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    /// Whether the translucent default material is behind the colour.
    var usesDefaultBackground = true

    public required init() { configureWithDefaultBackground() }

    /// A copy of `barAppearance`'s settings (what it shares with this class).
    public required init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        usesDefaultBackground = barAppearance.usesDefaultBackground
    }

    static let defaultShadowColor = UIColor.barHairline

    /// The translucent default background and the thin shadow line.
    open func configureWithDefaultBackground() {
        backgroundEffect = nil
        usesDefaultBackground = true
        backgroundColor = nil; backgroundImage = nil
        shadowColor = Self.defaultShadowColor; shadowImage = nil
    }

    /// An opaque background in the system background colour, and the shadow line.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        usesDefaultBackground = false
        backgroundColor = .systemBackground; backgroundImage = nil
        shadowColor = Self.defaultShadowColor; shadowImage = nil
    }

    /// No background and no shadow: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        usesDefaultBackground = false
        backgroundColor = nil; backgroundImage = nil
        shadowColor = nil; shadowImage = nil
    }

    /// A copy (Apple: NSCopying), of the same class.
    open func copy() -> Any { type(of: self).init(barAppearance: self) }
}

/// A bar button's look in each state (Apple: UIBarButtonItemAppearance).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
    public enum Style: Int, Sendable { case plain, done }
    public let normal: UIBarButtonItemStateAppearance
    public let highlighted: UIBarButtonItemStateAppearance
    public let disabled: UIBarButtonItemStateAppearance
    public let focused: UIBarButtonItemStateAppearance

    public init(style: Style = .plain) {
        normal = UIBarButtonItemStateAppearance(); highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance(); focused = UIBarButtonItemStateAppearance()
        configureWithDefault(for: style)
    }

    init(copying other: UIBarButtonItemAppearance) {
        normal = other.normal.copied(); highlighted = other.highlighted.copied()
        disabled = other.disabled.copied(); focused = other.focused.copied()
    }

    /// iOS's look: tinted titles, semibold for done buttons.
    open func configureWithDefault(for style: Style) {
        for s in [normal, highlighted, disabled, focused] {
            s.titleTextAttributes = style == .done ? [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)] : [:]
            s.titlePositionAdjustment = .zero
            s.backgroundImage = nil
        }
    }

    open func copy() -> Any { UIBarButtonItemAppearance(copying: self) }
}

/// A bar button's look in one state (Apple: UIBarButtonItemStateAppearance).
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance {
    /// `.foregroundColor` colours the button's title and image; `.font` sets its title's font.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var backgroundImage: UIImage?
    public var backgroundImagePositionAdjustment = UIOffset.zero

    init() {}

    func copied() -> UIBarButtonItemStateAppearance {
        let c = UIBarButtonItemStateAppearance()
        c.titleTextAttributes = titleTextAttributes
        c.titlePositionAdjustment = titlePositionAdjustment
        c.backgroundImage = backgroundImage
        c.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return c
    }
}

extension BarBackdrop {
    /// Shows `appearance`; a legacy `barTintColor` (when set) is drawn in place of its colour.
    func show(_ appearance: UIBarAppearance, tint: UIColor?, translucent: Bool) {
        if let tint {
            background.backgroundColor = translucent ? tint.withAlphaComponent(0.94) : tint
        } else if let c = appearance.backgroundColor {
            background.backgroundColor = c
        } else if appearance.usesDefaultBackground, appearance.backgroundEffect == nil {
            background.backgroundColor = translucent ? UIColor.barBackground.withAlphaComponent(0.94) : .barBackground
        } else {
            background.backgroundColor = nil
        }
        showEffect(appearance.backgroundEffect)
        background.layer.contents = appearance.backgroundImage?.cgImage
        background.contentMode = appearance.backgroundImageContentMode
        hairline.layer.contents = appearance.shadowImage?.cgImage
        hairline.backgroundColor = appearance.shadowImage == nil ? appearance.shadowColor : nil
        hairline.isHidden = appearance.shadowColor == nil && appearance.shadowImage == nil
    }
}
