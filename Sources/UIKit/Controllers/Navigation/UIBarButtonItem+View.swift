import QuartzCore

extension UIBarButtonItem {
    /// The view a bar (navigation bar or toolbar) shows for the item: its custom view, a gap
    /// for a space, else a system button with its title or image, its menu and its action.
    func makeBarView(height: CGFloat, in bar: UIView) -> UIView {
        BarItemAppearance.apply(to: self, in: bar)
        let view = makeView(height: height)
        barView = view
        return view
    }

    private func makeView(height: CGFloat) -> UIView {
        if let custom = customView { return custom }
        if systemItem == .flexibleSpace || systemItem == .fixedSpace {
            let space = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
            space.isUserInteractionEnabled = false
            return space
        }
        let button = UIButton(type: .system)
        if let image, title == nil { button.setImage(image, for: .normal) } else { button.setTitle(shownTitle, for: .normal) }
        // The add item's plus stands in for iOS's symbol, at about the symbol's size.
        button.titleLabel?.font = systemItem == .add && title == nil
            ? .systemFont(ofSize: 28, weight: .light)
            : .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
        if let tintColor { button.tintColor = tintColor }
        applyTitleAttributes(to: button)
        button.isEnabled = isEnabled
        button.addAction(UIAction { [weak self] _ in self?.perform() }, for: .touchUpInside)
        if let menu {
            button.menu = menu
            button.showsMenuAsPrimaryAction = action == nil && primaryAction == nil
        }
        var size = button.sizeThatFits(CGSize(width: 200, height: height))
        if width > 0 { size.width = width }
        button.frame = CGRect(origin: .zero, size: CGSize(width: max(size.width, 30), height: height))
        return button
    }

    /// The title text attributes the item has for its button's states: their font (the
    /// normal state's for all) and their colours.
    func applyTitleAttributes(to button: UIButton) {
        if let font = shownTitleAttributes(for: .normal)?[.font] as? UIFont { button.titleLabel?.font = font }
        for state in [UIControl.State.normal, .highlighted, .disabled] {
            if let color = titleTextAttributes(for: state)?[.foregroundColor] as? UIColor { button.setTitleColor(color, for: state) }
        }
    }
}
