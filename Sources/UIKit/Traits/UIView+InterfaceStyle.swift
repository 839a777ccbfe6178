import QuartzCore

/// Light and dark appearance (Apple: `overrideUserInterfaceStyle`, "Supporting Dark Mode in
/// Your Interface"). Each view knows the appearance it resolves dynamic colours to
/// (`interfaceStyle`): its own override, else its controller's, else its superview's, and at
/// the top the system's. An override, or a move under another appearance, changes it for the
/// view and the subviews that inherit it; each of them, top down, resolves its dynamic colours
/// again (background, tint), lays out and draws again (so colours UIKit resolves there follow),
/// and is told: its controller's and its own `traitCollectionDidChange(_:)` with the traits
/// before, the handlers registered for the style, and `tintColorDidChange()` when its tint is
/// dynamic. A `CGColor` the app took from a
/// dynamic colour and gave a layer stays as it was, as on iOS: resolve it again there.
extension UIView {
    /// The appearance of this view and its subviews, whatever they inherit (`.unspecified`:
    /// inherit too). A window's sets the whole window's.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { rare?.overrideStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            rareParts.overrideStyle = newValue
            UIView.styleOverridesExist = true
            interfaceStyleMayHaveChanged()
        }
    }

    /// Whether any view or controller ever set an appearance: until one has, every view has
    /// the system's and a move changes none.
    @exclusivity(unchecked) nonisolated(unsafe) package static var styleOverridesExist = false

    /// The appearance the view would have from its override, controller and superview now.
    var inheritedInterfaceStyle: UIUserInterfaceStyle {
        if let own = rare?.overrideStyle, own != .unspecified { return own }
        if let vc = viewControllerStorage, vc.overrideUserInterfaceStyle != .unspecified { return vc.overrideUserInterfaceStyle }
        return superviewStorage?.interfaceStyle ?? UITraitCollection.systemStyle
    }

    /// `color` as the view shows it: resolved for the view's appearance.
    package func resolvedColor(_ color: UIColor) -> CGColor {
        color.cgColor(in: interfaceStyle, traits: traitCollection)
    }

    /// After an override changed or the view moved: the view and its subviews take the
    /// appearance they now inherit, and those whose changed hear it, parents first (every
    /// appearance is settled before the first is told, so a callback reads its subviews' new
    /// traits).
    package func interfaceStyleMayHaveChanged() {
        guard inheritedInterfaceStyle != interfaceStyle else { return }
        var changed: [(view: UIView, previous: UITraitCollection)] = []
        collectStyleChanges(into: &changed)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (view, previous) in changed { view.interfaceStyleDidChange(from: previous) }
        CATransaction.commit()
    }

    private func collectStyleChanges(into changed: inout [(view: UIView, previous: UITraitCollection)]) {
        let style = inheritedInterfaceStyle
        guard style != interfaceStyle else { return }
        changed.append((self, traitCollection))
        interfaceStyle = style
        for sub in subviewStorage { sub.collectStyleChanges(into: &changed) }
    }

    private func interfaceStyleDidChange(from previous: UITraitCollection) {
        if let c = rare?.dynamicBackground { layer.backgroundColor = resolvedColor(c) }
        resolveColorsForInterfaceStyle()
        setNeedsLayout()
        setNeedsDisplay()
        traitsChanged(from: previous)
        if tintColor.isDynamic { CurrentTraits.with(self) { tintColorDidChange() } }
    }
}

extension UIViewController {
    /// The appearance of the controller's view and what it contains (iOS 13): see UIView's.
    /// Kept until the view loads, and applied to it then.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideStyleStorage }
        set {
            guard newValue != overrideStyleStorage else { return }
            overrideStyleStorage = newValue
            UIView.styleOverridesExist = true
            viewIfLoaded?.interfaceStyleMayHaveChanged()
        }
    }
}
