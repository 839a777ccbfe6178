import Foundation
import QuartzCore

/// The traits that dynamic colours resolve against (Apple: `UITraitCollection.current`). UIKit
/// sets them to a view's or controller's traits while it calls that object's `draw(_:)`,
/// `layoutSubviews`, `traitCollectionDidChange(_:)`, `tintColorDidChange()` and
/// `updateConstraints()` (and a controller's layout and constraint callbacks), so
/// `UIColor.label.cgColor` there is the colour for that view's appearance. Elsewhere they are
/// the system's (the main screen's traits), or what the app set. Per thread, as Apple's.
extension UITraitCollection {
    public static var current: UITraitCollection {
        get {
            guard Thread.isMainThread else {
                return Thread.current.threadDictionary[CurrentTraits.threadKey] as? UITraitCollection ?? UIScreen.main.traitCollection
            }
            switch CurrentTraits.main {
            case .system: return UIScreen.main.traitCollection
            case .view(let v): return MainActor.assumeIsolated { v.takeUnretainedValue().traitCollection }
            case .traits(let t): return t
            }
        }
        set {
            guard Thread.isMainThread else { Thread.current.threadDictionary[CurrentTraits.threadKey] = newValue; return }
            CurrentTraits.main = .traits(newValue)
        }
    }

    /// Runs `actions` with these traits as `current`, then puts back the ones before.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let before = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = before }
        try actions()
    }

    /// The appearance of `current`, found without making a trait collection (what a dynamic
    /// colour's `cgColor` asks, on every drawing of it). Unspecified reads as light, as UIKit
    /// resolves it.
    static var currentStyle: UIUserInterfaceStyle {
        let style: UIUserInterfaceStyle
        if Thread.isMainThread {
            switch CurrentTraits.main {
            case .system: style = systemStyle
            case .view(let v): style = v._withUnsafeGuaranteedRef { $0.interfaceStyle }
            case .traits(let t): style = t.userInterfaceStyle
            }
        } else {
            style = (Thread.current.threadDictionary[CurrentTraits.threadKey] as? UITraitCollection)?.userInterfaceStyle ?? systemStyle
        }
        return style == .dark ? .dark : .light
    }

    /// The system's appearance: light, unless the environment asks for dark with
    /// `LAMINA_USER_INTERFACE_STYLE=dark` or a GTK theme variant (`GTK_THEME=Adwaita:dark`),
    /// the settings a Linux desktop session passes its apps. Read once, at launch.
    public static let systemStyle: UIUserInterfaceStyle = {
        let env = ProcessInfo.processInfo.environment
        if let s = env["LAMINA_USER_INTERFACE_STYLE"]?.lowercased() {
            if s == "dark" { return .dark }
            if s == "light" { return .light }
            Diagnostics.warn("LAMINA_USER_INTERFACE_STYLE=\(s) is neither light nor dark; the system appearance is light")
            return .light
        }
        if let theme = env["GTK_THEME"]?.lowercased(), theme.hasSuffix(":dark") { return .dark }
        return .light
    }()
}

extension UIScreen {
    /// The screen's traits: its size classes and scale, in the system's appearance.
    public var traitCollection: UITraitCollection {
        .environment(size: bounds.size, scale: scale, direction: .leftToRight)
    }
}

/// Who `UITraitCollection.current` is on the main thread: the system, a view UIKit is calling
/// (its traits found when asked, so that entering a view's layout makes nothing), or traits
/// the app set.
enum CurrentTraits {
    enum Source { case system, view(Unmanaged<UIView>), traits(UITraitCollection) }
    @exclusivity(unchecked) nonisolated(unsafe) static var main = Source.system
    static let threadKey = "UITraitCollection.current"

    /// Runs `body` with `view`'s traits current on the main thread, restoring the ones before.
    @inline(__always)
    static func with<T>(_ view: UIView, _ body: () -> T) -> T {
        let before = main
        main = .view(Unmanaged.passUnretained(view))
        defer { main = before }
        return body()
    }
}
