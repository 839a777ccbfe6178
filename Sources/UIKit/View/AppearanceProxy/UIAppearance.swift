import Foundation

/// A type whose instances can contain views an appearance proxy targets (Apple:
/// UIAppearanceContainer): views and view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

/// App-wide defaults for a view class (Apple: UIAppearance). The proxy `appearance()`
/// returns is an instance of the class that records the appearance properties set on it; a
/// view of that class (or a subclass) takes them when it enters a window, unless the same
/// property was set on the view itself. Narrower proxies — inside instances of container
/// classes (innermost first), or for a trait collection — win over wider ones.
///
/// The appearance properties are UIKit's: `backgroundColor` and `tintColor` of every view;
/// a label's `textColor` and `font`; the bars' colours, title attributes and bar
/// appearances (`UINavigationBar`, `UITabBar`, `UIToolbar`); the controls' tint colours
/// (`UISwitch`, `UISlider`, `UIProgressView`, `UIPageControl`, `UISegmentedControl` and its
/// title attributes); a table's `separatorColor`. Others set on a proxy are not recorded.
/// Bar items have proxies too (`UIBarItem`): title text attributes, a bar button item's
/// `tintColor` and a tab bar item's `badgeColor`.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    static func appearance(for trait: UITraitCollection) -> Self
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

extension UIView: UIAppearanceContainer, UIAppearance {
    public static func appearance() -> Self { AppearanceRegistry.proxy(of: self, containers: [], traits: nil) }
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(of: self, containers: containerTypes, traits: nil)
    }
    public static func appearance(for trait: UITraitCollection) -> Self { AppearanceRegistry.proxy(of: self, containers: [], traits: trait) }
    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(of: self, containers: containerTypes, traits: trait)
    }

    /// An appearance property was set on this view: a proxy records it (as `apply`); a view
    /// keeps it over what proxies say. Callers check `AppearanceRegistry.isActive` first, so
    /// an app without proxies pays nothing.
    func appearancePropertyDidSet(_ key: String, _ apply: @escaping @MainActor (UIView) -> Void) {
        guard !AppearanceRegistry.applying else { return }
        let marks = appearanceMarks
        if let rule = marks.rule { AppearanceRegistry.record(key, apply, in: rule) } else { marks.explicit.insert(key) }
    }
}

extension UIView {
    /// UIKit's own default background for a view class (set when the view is made): not
    /// the app's choice, so an appearance proxy's `backgroundColor` still applies. (The
    /// `backgroundColor` setter shows the app's through here too.)
    func setDefaultBackgroundColor(_ color: UIColor?) {
        if let c = color, c.isDynamic {
            rareParts.dynamicBackground = c
            layer.backgroundColor = resolvedColor(c)
        } else {
            if rare?.dynamicBackground != nil { rare?.dynamicBackground = nil }
            layer.backgroundColor = color?.cgColor
        }
    }
}

extension UIViewController: UIAppearanceContainer {}
