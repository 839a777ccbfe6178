import QuartzCore

/// A bar of items along the bottom of a screen (Apple: UIToolbar), 44 points high: its items
/// from the leading edge 8 points apart, flexible spaces sharing what room is left, fixed
/// spaces their width. A navigation controller shows one under its content, with the top
/// controller's `toolbarItems`, while `isToolbarHidden` is false. Its look is iOS 13's
/// default: a nearly opaque white background reaching over the safe area below it, a
/// hairline above.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    public static let height: CGFloat = 44

    open var items: [UIBarButtonItem]? { didSet { rebuild(animated: false) } }
    open var barTintColor: UIColor? { didSet { showAppearance(); if AppearanceRegistry.isActive { appearancePropertyDidSet("barTintColor") { [barTintColor] in ($0 as? UIToolbar)?.barTintColor = barTintColor } } } }
    open var isTranslucent = true {
        didSet {
            showAppearance()
            superview?.setNeedsLayout()
            if AppearanceRegistry.isActive { appearancePropertyDidSet("isTranslucent") { [isTranslucent] in ($0 as? UIToolbar)?.isTranslucent = isTranslucent } }
        }
    }
    /// The bar's look (a copy of what is set).
    open var standardAppearance: UIToolbarAppearance {
        get { standardStorage }
        set { standardStorage = newValue.copy() as! UIToolbarAppearance; rebuild(animated: false); if AppearanceRegistry.isActive { appearancePropertyDidSet("standardAppearance") { ($0 as? UIToolbar)?.standardAppearance = newValue } } }
    }
    /// The look while vertically compact (nil: the standard one).
    open var compactAppearance: UIToolbarAppearance? {
        get { compactStorage }
        set { compactStorage = newValue?.copy() as? UIToolbarAppearance; rebuild(animated: false); if AppearanceRegistry.isActive { appearancePropertyDidSet("compactAppearance") { ($0 as? UIToolbar)?.compactAppearance = newValue } } }
    }
    /// The look at the content's scroll edge: kept (the bar shows its standard look throughout).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { scrollEdgeStorage }
        set { scrollEdgeStorage = newValue?.copy() as? UIToolbarAppearance; if AppearanceRegistry.isActive { appearancePropertyDidSet("scrollEdgeAppearance") { ($0 as? UIToolbar)?.scrollEdgeAppearance = newValue } } }
    }
    private var standardStorage = UIToolbarAppearance()
    private var compactStorage: UIToolbarAppearance?, scrollEdgeStorage: UIToolbarAppearance?
    var shownAppearance: UIToolbarAppearance {
        traitCollection.verticalSizeClass == .compact ? compactStorage ?? standardStorage : standardStorage
    }
    private func showAppearance() { backdrop.show(shownAppearance, tint: barTintColor, translucent: isTranslucent) }

    /// The background reaches down past the bar's bottom by this much (the safe area below it).
    var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }

    private let backdrop = BarBackdrop(), content = UIView()
    private var views: [(item: UIBarButtonItem, view: UIView)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpToolbar()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpToolbar()
    }

    private func setUpToolbar() {
        showAppearance()
        backdrop.install(in: self)
        addSubview(content)
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
        if animated, window != nil {
            content.alpha = 0
            UIView.animate(withDuration: 0.25) { self.content.alpha = 1 }
        }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width > 0 ? size.width : 320, height: Self.height) }

    private func rebuild(animated: Bool) {
        for (item, v) in views { v.removeFromSuperview(); item.onChange = nil }
        views = (items ?? []).map { ($0, $0.makeBarView(height: Self.height, in: self)) }
        showAppearance()
        let buttonColor = shownAppearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor
        for (item, v) in views {
            if item.tintColor == nil, item.customView == nil { v.tintColor = buttonColor }
            content.addSubview(v)
            item.onChange = { [weak self] in self?.rebuild(animated: false) }
        }
        setNeedsLayout()
    }


    /// Bar item appearance proxies apply to the items as the bar enters a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if BarItemAppearance.isActive, window != nil { rebuild(animated: false) }
    }

    /// A toolbar that became (or stopped being) vertically compact shows its compact appearance.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { rebuild(animated: false) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backdrop.layout(in: bounds, extension: backgroundExtension, contentBelow: false)
        content.frame = bounds
        let margin: CGFloat = 8, gap: CGFloat = 8
        let flexible = views.filter { $0.item.systemItem == .flexibleSpace }.count
        let fixed = views.reduce(CGFloat(0)) { sum, e in e.item.systemItem == .flexibleSpace ? sum : sum + e.view.frame.width }
        let gaps = CGFloat(max(0, views.count - 1)) * gap
        let share = flexible > 0 ? max(0, bounds.width - 2 * margin - fixed - gaps) / CGFloat(flexible) : 0
        var x = margin
        for (item, v) in views {
            let w = item.systemItem == .flexibleSpace ? share : v.frame.width
            v.frame = CGRect(x: x, y: (Self.height - v.frame.height) / 2, width: w, height: v.frame.height)
            x += w + gap
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for (_, v) in views { v.frame.origin.x = bounds.width - v.frame.maxX }
        }
    }
}
