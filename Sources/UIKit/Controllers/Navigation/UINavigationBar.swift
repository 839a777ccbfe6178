import QuartzCore

/// The bar across the top of a navigation controller (Apple: UINavigationBar), 44 points
/// high (and 52 more for the top item's search controller's bar), showing its top item: the title centred, the item's buttons on each side, and a back
/// button (a chevron and the previous item's back title) when there is an item behind it and
/// the top item neither hides it nor puts left items in its place. A standalone bar pops its
/// top item when the back button is tapped; a navigation controller's pops its controller.
///
/// Its look is iOS 13's default — a nearly opaque white background with a hairline below,
/// buttons in the tint colour — or the `UINavigationBarAppearance` it or its top item is
/// given (the legacy `barTintColor` and `titleTextAttributes` win where set). The bar shows
/// its standard (or compact) appearance at all times: it does not follow the content's scroll
/// edge, so `scrollEdgeAppearance` is kept. With `prefersLargeTitles` an item shows its title
/// large (34-point bold) in a 52-point row under the title row, as iOS does at the top of
/// the content; the large title does not collapse as the content scrolls. Absent: prompts
/// and the bar's delegate.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    public static let height: CGFloat = 44

    public private(set) var items: [UINavigationItem]? {
        didSet { observeItems(oldValue) }
    }
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }
    /// The bar's background colour; nil is the default, white.
    open var barTintColor: UIColor? { didSet { showAppearance(); if AppearanceRegistry.isActive { appearancePropertyDidSet("barTintColor") { [barTintColor] in ($0 as? UINavigationBar)?.barTintColor = barTintColor } } } }
    /// An opaque bar also keeps its controllers' views out from under it (unless they extend under opaque bars).
    open var isTranslucent = true {
        didSet {
            showAppearance()
            superview?.setNeedsLayout()
            if AppearanceRegistry.isActive { appearancePropertyDidSet("isTranslucent") { [isTranslucent] in ($0 as? UINavigationBar)?.isTranslucent = isTranslucent } }
        }
    }
    /// The bar's look (a copy of what is set, as Apple's `@NSCopying` property keeps).
    open var standardAppearance: UINavigationBarAppearance {
        get { standardStorage }
        set { standardStorage = newValue.copy() as! UINavigationBarAppearance; rebuild(animated: false); if AppearanceRegistry.isActive { appearancePropertyDidSet("standardAppearance") { ($0 as? UINavigationBar)?.standardAppearance = newValue } } }
    }
    /// The look while the bar is vertically compact (nil: the standard one).
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactStorage }
        set { compactStorage = newValue?.copy() as? UINavigationBarAppearance; rebuild(animated: false); if AppearanceRegistry.isActive { appearancePropertyDidSet("compactAppearance") { ($0 as? UINavigationBar)?.compactAppearance = newValue } } }
    }
    /// The look at the content's scroll edge: kept (the bar shows its standard look throughout).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeStorage }
        set { scrollEdgeStorage = newValue?.copy() as? UINavigationBarAppearance; if AppearanceRegistry.isActive { appearancePropertyDidSet("scrollEdgeAppearance") { ($0 as? UINavigationBar)?.scrollEdgeAppearance = newValue } } }
    }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeStorage }
        set { compactScrollEdgeStorage = newValue?.copy() as? UINavigationBarAppearance; if AppearanceRegistry.isActive { appearancePropertyDidSet("compactScrollEdgeAppearance") { ($0 as? UINavigationBar)?.compactScrollEdgeAppearance = newValue } } }
    }
    private var standardStorage = UINavigationBarAppearance()
    private var compactStorage: UINavigationBarAppearance?, scrollEdgeStorage: UINavigationBarAppearance?
    private var compactScrollEdgeStorage: UINavigationBarAppearance?

    /// The appearance shown: the top item's, else the bar's; the compact ones when vertically compact.
    var shownAppearance: UINavigationBarAppearance {
        if traitCollection.verticalSizeClass == .compact,
           let a = topItem?.compactAppearance ?? compactStorage ?? topItem?.standardAppearance { return a }
        return topItem?.standardAppearance ?? standardStorage
    }

    private func showAppearance() {
        backdrop.show(shownAppearance, tint: barTintColor, translucent: isTranslucent)
    }
    /// The title's `.font` and `.foregroundColor`.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { rebuild(animated: false); if AppearanceRegistry.isActive { appearancePropertyDidSet("titleTextAttributes") { [titleTextAttributes] in ($0 as? UINavigationBar)?.titleTextAttributes = titleTextAttributes } } }
    }
    /// Whether items show their titles large (iOS 11), as their `largeTitleDisplayMode` allows.
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { rebuild(animated: false) } } }
    /// The large title's `.font` and `.foregroundColor`.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { rebuild(animated: false); if AppearanceRegistry.isActive { appearancePropertyDidSet("largeTitleTextAttributes") { [largeTitleTextAttributes] in ($0 as? UINavigationBar)?.largeTitleTextAttributes = largeTitleTextAttributes } } }
    }
    /// The large title's row under the title row.
    static let largeTitleHeight: CGFloat = 52

    /// Whether the item at `index` of `items` shows its title large under a bar that prefers
    /// large titles: `.always` and `.never` say so, `.automatic` takes the mode of the item
    /// before it (the first item's: large), `.inline` never.
    static func showsLargeTitle(at index: Int, of items: [UINavigationItem], prefers: Bool) -> Bool {
        guard prefers, items.indices.contains(index) else { return false }
        var large = true
        for item in items[...index] {
            switch item.largeTitleDisplayMode {
            case .always: large = true
            case .never, .inline: large = false
            case .automatic: break
            }
        }
        return large
    }
    private var showsLargeTitle: Bool {
        guard let list = items, !list.isEmpty else { return false }
        return Self.showsLargeTitle(at: list.count - 1, of: list, prefers: prefersLargeTitles)
    }

    /// The background reaches up past the bar's top by this much (the safe area above it).
    var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Tapping the back button: the navigation controller pops; a standalone bar pops its item.
    var onBack: (() -> Void)?

    private let backdrop = BarBackdrop(), content = UIView()
    private let titleLabel = UILabel(), largeTitleLabel = UILabel()
    private var backButton: NavigationBackButton?
    private var leftViews: [UIView] = [], rightViews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        showAppearance()
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        backdrop.install(in: self)
        addSubview(content)
        content.addSubview(titleLabel)
        largeTitleLabel.lineBreakMode = .byTruncatingTail
        content.addSubview(largeTitleLabel)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// The title row, and below it the top item's search bar when it has one.
    var barHeight: CGFloat { Self.height + (showsLargeTitle ? Self.largeTitleHeight : 0) + (searchBar.map { $0.barHeight } ?? 0) }
    private var searchBar: UISearchBar? { topItem?.searchController?.searchBar }

    // MARK: Items

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
        rebuild(animated: animated)
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
        rebuild(animated: animated)
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var list = items, !list.isEmpty else { return nil }
        let popped = list.removeLast()
        items = list
        rebuild(animated: animated)
        return popped
    }

    private func observeItems(_ old: [UINavigationItem]?) {
        for item in old ?? [] { item.onChange = nil }
        // Only the top and the one behind it show; any item's change rebuilds (cheap: a few views).
        for item in items ?? [] { item.onChange = { [weak self] in self?.rebuild(animated: false) } }
    }

    // MARK: Content

    /// Makes the shown views from the top item; animated, they fade in.
    private func rebuild(animated: Bool) {
        for v in leftViews + rightViews { v.removeFromSuperview() }
        backButton?.removeFromSuperview()
        backButton = nil
        leftViews = []; rightViews = []
        for v in content.subviews where v !== titleLabel && v !== largeTitleLabel { v.removeFromSuperview() }
        largeTitleLabel.isHidden = true
        // The bar's height follows its top item's search controller.
        superview?.setNeedsLayout()
        invalidateIntrinsicContentSize()
        showAppearance()
        guard let top = topItem else { titleLabel.text = nil; return }
        let look = shownAppearance
        if let searchBar {
            searchBar.isInNavigationBar = true
            content.addSubview(searchBar)
        }

        if let titleView = top.titleView {
            titleLabel.isHidden = true
            content.addSubview(titleView)
        } else {
            titleLabel.isHidden = false
            titleLabel.text = top.title
            titleLabel.font = (titleTextAttributes?[.font] as? UIFont) ?? (look.titleTextAttributes[.font] as? UIFont)
                ?? .systemFont(ofSize: 17, weight: .semibold)
            titleLabel.textColor = (titleTextAttributes?[.foregroundColor] as? UIColor)
                ?? (look.titleTextAttributes[.foregroundColor] as? UIColor) ?? .label
        }
        if showsLargeTitle {
            // Expanded, the title is the large one; the title row keeps the buttons.
            titleLabel.isHidden = true
            largeTitleLabel.isHidden = false
            largeTitleLabel.text = top.title
            largeTitleLabel.font = (largeTitleTextAttributes?[.font] as? UIFont) ?? (look.largeTitleTextAttributes[.font] as? UIFont)
                ?? .boldSystemFont(ofSize: 34)
            largeTitleLabel.textColor = (largeTitleTextAttributes?[.foregroundColor] as? UIColor)
                ?? (look.largeTitleTextAttributes[.foregroundColor] as? UIColor) ?? .label
        }
        if let back = backItem, !top.hidesBackButton, top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton {
            let button = NavigationBackButton(title: back.backTitle)
            button.addAction(UIAction { [weak self] _ in self?.backTapped() }, for: .touchUpInside)
            content.addSubview(button)
            backButton = button
            button.tintColor = look.backButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor
        }
        let items = (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? [])
        leftViews = (top.leftBarButtonItems ?? []).map { $0.makeBarView(height: Self.height, in: self) }
        rightViews = (top.rightBarButtonItems ?? []).map { $0.makeBarView(height: Self.height, in: self) }
        for v in leftViews + rightViews { content.addSubview(v) }
        // The appearance's button colour, where the item has no tint of its own.
        let buttonColor = look.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor
        for (item, v) in zip(items, leftViews + rightViews) where item.tintColor == nil && item.customView == nil { v.tintColor = buttonColor }
        for item in items {
            item.onChange = { [weak self] in self?.rebuild(animated: false) }
        }
        setNeedsLayout()
        if animated {
            content.alpha = 0
            UIView.animate(withDuration: 0.35) { self.content.alpha = 1 }
        }
    }


    /// Bar item appearance proxies apply to the items as the bar enters a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if BarItemAppearance.isActive, window != nil { rebuild(animated: false) }
    }

    /// A bar that became (or stopped being) vertically compact shows its compact appearance.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { rebuild(animated: false) }
    }

    private func backTapped() {
        if let onBack { onBack() } else { popItem(animated: true) }
    }

    /// A button for `item` (or its custom view; a space is an empty view of its width).
    open override func layoutSubviews() {
        super.layoutSubviews()
        backdrop.layout(in: bounds, extension: backgroundExtension, contentBelow: true)
        content.frame = bounds
        let margin: CGFloat = 16, gap: CGFloat = 8
        let large = showsLargeTitle ? Self.largeTitleHeight : 0
        largeTitleLabel.frame = CGRect(x: margin, y: Self.height, width: max(0, bounds.width - 2 * margin), height: large)
        largeTitleLabel.textAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        searchBar?.frame = CGRect(x: margin, y: Self.height + large, width: max(0, bounds.width - 2 * margin),
                                  height: max(0, bounds.height - Self.height - large))
        // The title row: the bar's top 44 points.
        let row = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: Self.height)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Leading side: the back button, then the left items; trailing side: the right items
        // from the edge inward. Mirrored in a right-to-left layout.
        var leading = margin
        if let backButton {
            let size = backButton.sizeThatFits(row.size)
            backButton.frame = CGRect(x: 8, y: 0, width: size.width, height: row.height)
            leading = backButton.frame.maxX + gap
        }
        for v in leftViews {
            v.frame = CGRect(x: leading, y: (row.height - v.frame.height) / 2, width: v.frame.width, height: v.frame.height)
            leading = v.frame.maxX + gap
        }
        var trailing = row.width - margin
        for v in rightViews {
            v.frame = CGRect(x: trailing - v.frame.width, y: (row.height - v.frame.height) / 2, width: v.frame.width, height: v.frame.height)
            trailing = v.frame.minX - gap
        }
        // The title is centred on the bar, kept clear of the buttons on either side.
        let titleView = topItem?.titleView ?? titleLabel
        let natural = titleView === titleLabel ? titleLabel.sizeThatFits(row.size) : titleView.frame.size
        let room = max(0, trailing - leading)
        let width = min(natural.width, room)
        var x = (row.width - width) / 2
        x = min(max(x, leading), trailing - width)
        let height = titleView === titleLabel ? row.height : min(natural.height, row.height)
        let shift = titleView === titleLabel ? shownAppearance.titlePositionAdjustment : .zero
        titleView.frame = CGRect(x: x + shift.horizontal, y: (row.height - height) / 2 + shift.vertical, width: width, height: height)
        if rtl {
            for v in [backButton as UIView?].compactMap({ $0 }) + leftViews + rightViews + [titleView] {
                v.frame.origin.x = row.width - v.frame.maxX
            }
        }
    }
}

/// The back button: a chevron and the previous item's back title, in the tint colour.
@MainActor
final class NavigationBackButton: UIControl {
    private let chevron = CAShapeLayer()
    private let label = UILabel()

    init(title: String) {
        super.init(frame: .zero)
        label.text = title
        label.font = .systemFont(ofSize: 17)
        label.isUserInteractionEnabled = false
        addSubview(label)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 1.5, y: 10))
        path.addLine(to: CGPoint(x: 10, y: 20))
        chevron.path = path
        chevron.fillColor = nil
        chevron.lineWidth = 3
        chevron.lineCap = .round
        chevron.lineJoin = .round
        layer.addSublayer(chevron)
        tintColorDidChange()
    }

    required init?(coder: NSCoder) { fatalError("NavigationBackButton is made by UINavigationBar") }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: 20 + label.sizeThatFits(size).width, height: UINavigationBar.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        chevron.frame = CGRect(x: 0, y: (bounds.height - 20) / 2, width: 12, height: 20)
        CATransaction.commit()
        label.frame = CGRect(x: 20, y: 0, width: max(0, bounds.width - 20), height: bounds.height)
    }

    override func tintColorDidChange() {
        chevron.strokeColor = resolvedColor(tintColor)
        label.textColor = tintColor
    }

    override func stateDidChange() { alpha = isHighlighted ? 0.3 : 1 }
}
