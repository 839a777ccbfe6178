import QuartzCore

/// How the status bar's content is drawn (Apple: UIStatusBarStyle). A Lamina window has no
/// status bar; controllers name a style for it as on iOS.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How the status bar animates as it hides or shows (Apple: UIStatusBarAnimation).
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// A scene's status bar (Apple: UIStatusBarManager). A Lamina window has none: it is hidden,
/// takes no room (`statusBarFrame` is empty, so layouts that make room for it make none), and
/// its style is the default.
@MainActor
public final class UIStatusBarManager {
    public var statusBarFrame: CGRect { .zero }
    public var isStatusBarHidden: Bool { true }
    public var statusBarStyle: UIStatusBarStyle { .default }
    init() {}
}

extension UIWindowScene {
    /// The scene's status bar (none on a Lamina window).
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}
