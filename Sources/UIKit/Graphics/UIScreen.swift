import QuartzCore

/// The display a window is on (Apple: UIScreen). Headless, the main screen has scale 1 unless
/// set; a window on an output takes that output's scale and size. Set on the main thread;
/// read from any (drawing off the main thread asks for the scale).
public final class UIScreen: @unchecked Sendable {
    public static let main = UIScreen()
    /// Pixels per point.
    public var scale: CGFloat = 1 {
        didSet { if !(scale.isFinite && scale > 0) { Diagnostics.warn("UIScreen scale refused \(scale)"); scale = oldValue } }
    }
    /// The scale of the pixels actually shown (the same here).
    public var nativeScale: CGFloat { scale }
    /// The screen in points: a running app's is its window's content area (an iOS app's
    /// window fills its screen); a desktop-sized default until a window has a size.
    public var bounds = CGRect(x: 0, y: 0, width: 1280, height: 720)
    /// The area an app's window may use (002 5.1.1; deprecated on iOS, where it left out the
    /// status bar). A Linux window has no status bar inside it: the screen's bounds.
    public var applicationFrame: CGRect { bounds }
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// Refreshes per second.
    public var maximumFramesPerSecond = 60
    public init() {}
}
