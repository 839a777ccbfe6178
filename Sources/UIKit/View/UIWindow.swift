import QuartzCore

/// The root of a view hierarchy shown on a screen (Apple: UIWindow). A view's `window` is
/// the window it is in; moving a subtree into or out of one sends `willMove(toWindow:)` and
/// `didMoveToWindow()` through it. Showing a window on the shell (key window, root view
/// controller) comes with the app and events.
@MainActor
open class UIWindow: UIView {
    /// Windows are in front of ordinary content by this much (Apple: UIWindow.Level).
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }
    open var windowLevel = Level.normal
    /// The screen the window is on.
    open var screen: UIScreen = .main
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isWindow = true
    }
}
