import QuartzCore

/// A navigation bar's look (Apple: UINavigationBarAppearance): the bar's background and
/// shadow, the title's attributes and offset, and the buttons' looks. The bar shows its top
/// item's appearance, else its own (`compactAppearance` when the bar's vertical size class
/// is compact). Of the button appearances the normal state's `.foregroundColor` colours the
/// buttons; `largeTitleTextAttributes` and the back indicator images are kept (Lamina draws
/// no large titles and its own chevron).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    public private(set) var backIndicatorImage: UIImage?
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    public required init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let n = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = n.titleTextAttributes
        largeTitleTextAttributes = n.largeTitleTextAttributes
        titlePositionAdjustment = n.titlePositionAdjustment
        buttonAppearance = UIBarButtonItemAppearance(copying: n.buttonAppearance)
        doneButtonAppearance = UIBarButtonItemAppearance(copying: n.doneButtonAppearance)
        backButtonAppearance = UIBarButtonItemAppearance(copying: n.backButtonAppearance)
        backIndicatorImage = n.backIndicatorImage
        backIndicatorTransitionMaskImage = n.backIndicatorTransitionMaskImage
    }

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}

/// A toolbar's look (Apple: UIToolbarAppearance): background, shadow and buttons (of which
/// the normal state's `.foregroundColor` colours them).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public required init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let t = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = UIBarButtonItemAppearance(copying: t.buttonAppearance)
        doneButtonAppearance = UIBarButtonItemAppearance(copying: t.doneButtonAppearance)
    }
}
