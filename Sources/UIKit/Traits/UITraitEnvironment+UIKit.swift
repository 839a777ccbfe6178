import QuartzCore

/// A view's traits are its window's (the window's size classes, its screen's scale) in the
/// view's own appearance and layout direction.
extension UIView: UITraitEnvironment {
    public var traitCollection: UITraitCollection {
        let w = window
        return UITraitCollection.environment(size: w?.bounds.size ?? bounds.size, scale: w?.screen.scale ?? UIScreen.main.scale,
                                             direction: effectiveUserInterfaceLayoutDirection, style: interfaceStyle)
    }

    /// The window's traits changed from `previous`: every view and controller in it hears.
    func traitsDidChange(from previous: UITraitCollection) {
        traitsChanged(from: previous)
        for sub in subviewStorage { sub.traitsDidChange(from: previous) }
    }
}

/// A controller's traits are its view's (the main screen's before the view loads).
extension UIViewController: UITraitEnvironment {
    public var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection
            ?? .environment(size: UIScreen.main.bounds.size, scale: UIScreen.main.scale, direction: .leftToRight,
                            style: overrideStyleStorage == .unspecified ? UITraitCollection.systemStyle : overrideStyleStorage)
    }
}
