import QuartzCore

/// What a tab bar tells its delegate (Apple: UITabBarDelegate).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

/// The row of tabs along the bottom of a tab bar controller (Apple: UITabBar), 49 points high
/// above the safe area's bottom: each item's image over its title, the selected one in the
/// tint colour, the others gray; a badge at an image's corner. Tapping an enabled item selects
/// it and tells the delegate. Its look is iOS 13's default: nearly opaque white, a hairline on top.
///
/// Absent: customizing (`beginCustomizingItems`), `UITabBarAppearance`, and iPad's item positioning.
@preconcurrency @MainActor
open class UITabBar: UIView {
    public static let height: CGFloat = 49

    open weak var delegate: UITabBarDelegate?
    open var items: [UITabBarItem]? { didSet { rebuild() } }
    open var selectedItem: UITabBarItem? { didSet { updateLook() } }
    /// The unselected items' colour; nil is gray.
    open var unselectedItemTintColor: UIColor? { didSet { updateLook(); if AppearanceRegistry.isActive { appearancePropertyDidSet("unselectedItemTintColor") { [unselectedItemTintColor] in ($0 as? UITabBar)?.unselectedItemTintColor = unselectedItemTintColor } } } }
    open var barTintColor: UIColor? { didSet { updateLook(); if AppearanceRegistry.isActive { appearancePropertyDidSet("barTintColor") { [barTintColor] in ($0 as? UITabBar)?.barTintColor = barTintColor } } } }
    open var isTranslucent = true { didSet { updateLook(); if AppearanceRegistry.isActive { appearancePropertyDidSet("isTranslucent") { [isTranslucent] in ($0 as? UITabBar)?.isTranslucent = isTranslucent } } } }
    /// The bar's look (a copy of what is set); a selected item's own appearance replaces it.
    open var standardAppearance: UITabBarAppearance {
        get { standardStorage }
        set { standardStorage = newValue.copy() as! UITabBarAppearance; updateLook(); if AppearanceRegistry.isActive { appearancePropertyDidSet("standardAppearance") { ($0 as? UITabBar)?.standardAppearance = newValue } } }
    }
    /// The look at the content's scroll edge: kept (the bar shows its standard look throughout).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdgeStorage }
        set { scrollEdgeStorage = newValue?.copy() as? UITabBarAppearance; if AppearanceRegistry.isActive { appearancePropertyDidSet("scrollEdgeAppearance") { ($0 as? UITabBar)?.scrollEdgeAppearance = newValue } } }
    }
    private var standardStorage = UITabBarAppearance()
    private var scrollEdgeStorage: UITabBarAppearance?
    /// The appearance shown: the selected item's, else the bar's.
    var shownAppearance: UITabBarAppearance { selectedItem?.standardAppearance ?? standardStorage }

    /// The background reaches down past the bar's bottom by this much (the safe area below it).
    var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }
    private let backdrop = BarBackdrop()
    private var buttons: [TabBarButton] = []

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
        backdrop.show(shownAppearance, tint: barTintColor, translucent: isTranslucent)
        backdrop.install(in: self)
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    private func rebuild() {
        for b in buttons { b.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            BarItemAppearance.apply(to: item, in: self)
            let button = TabBarButton(item: item)
            button.addAction(UIAction { [weak self, weak item] _ in
                guard let self, let item else { return }
                self.tapped(item)
            }, for: .touchUpInside)
            item.onChange = { [weak self] in self?.updateLook() }
            addSubview(button)
            return button
        }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        setNeedsLayout()
        updateLook()
    }

    /// Bar item appearance proxies apply to the items as the bar enters a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if BarItemAppearance.isActive, window != nil { rebuild() }
    }

    private func tapped(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    private func updateLook() {
        let look = shownAppearance
        backdrop.show(look, tint: barTintColor, translucent: isTranslucent)
        for b in buttons {
            b.show(selected: b.item === selectedItem, tint: tintColor, unselected: unselectedItemTintColor ?? .systemGray,
                   look: look.stackedLayoutAppearance)
        }
    }

    /// Items share the width equally, in reading order.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backdrop.layout(in: bounds, extension: backgroundExtension, contentBelow: false)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (i, b) in buttons.enumerated() {
            let slot = rtl ? buttons.count - 1 - i : i
            b.frame = CGRect(x: CGFloat(slot) * width, y: 0, width: width, height: bounds.height)
        }
    }
}

/// One tab: its image above its title, and a badge.
@MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    private let imageView = UIImageView(image: nil), label = UILabel(), badge = UILabel()

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        label.font = .systemFont(ofSize: 10, weight: .medium)
        label.textAlignment = .center
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.clipsToBounds = true
        for v in [imageView, label, badge] as [UIView] { v.isUserInteractionEnabled = false; addSubview(v) }
    }

    required init?(coder: NSCoder) { fatalError("TabBarButton is made by UITabBar") }

    /// The state's appearance: its icon colour (else the bar's tint or gray), its title's
    /// colour and font (else the icon's colour), its badge colours and offsets.
    private var titleShift = UIOffset.zero, badgeShift = UIOffset.zero

    func show(selected: Bool, tint: UIColor, unselected: UIColor, look: UITabBarItemAppearance) {
        label.text = item.title
        let state = !item.isEnabled ? look.disabled : selected ? look.selected : look.normal
        var icon = state.iconColor ?? (selected ? tint : unselected)
        if !item.isEnabled, state.iconColor == nil { icon = icon.withAlphaComponent(0.4) }
        // The item's own title attributes for its state win over the bar appearance's.
        let own = item.shownTitleAttributes(for: !item.isEnabled ? .disabled : selected ? .selected : .normal)
        label.textColor = (own?[.foregroundColor] as? UIColor) ?? (state.titleTextAttributes[.foregroundColor] as? UIColor) ?? icon
        label.font = (own?[.font] as? UIFont) ?? (state.titleTextAttributes[.font] as? UIFont) ?? .systemFont(ofSize: 10, weight: .medium)
        let image = (selected ? item.selectedImage ?? item.image : item.image)
        imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
        imageView.tintColor = icon
        badge.text = item.badgeValue
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed
        badge.textColor = (state.badgeTextAttributes[.foregroundColor] as? UIColor) ?? .white
        titleShift = state.titlePositionAdjustment
        badgeShift = state.badgePositionAdjustment
        setNeedsLayout()
    }

    /// A 25-point image area over a 10-point title; with no image, the title centred.
    override func layoutSubviews() {
        super.layoutSubviews()
        let hasImage = imageView.image != nil
        let imageSize = imageView.image?.size ?? .zero
        imageView.frame = CGRect(x: (bounds.width - imageSize.width) / 2, y: 6 + (25 - imageSize.height) / 2,
                                 width: imageSize.width, height: imageSize.height)
        let titleHeight: CGFloat = 12
        label.frame = (hasImage ? CGRect(x: 0, y: 33, width: bounds.width, height: titleHeight)
                                : CGRect(x: 0, y: (bounds.height - titleHeight) / 2, width: bounds.width, height: titleHeight))
            .offsetBy(dx: titleShift.horizontal, dy: titleShift.vertical)
        let size = badge.sizeThatFits(bounds.size)
        let w = max(18, size.width + 10)
        badge.frame = CGRect(x: bounds.midX + 6 + badgeShift.horizontal, y: 2 + badgeShift.vertical, width: w, height: 18)
        badge.layer.cornerRadius = 9
    }
}
