import QuartzCore

/// What an app gives the shell: a layer tree to show and handlers for what happens to the
/// window. The same app runs in a Wayland window and on the headless twin.
public protocol ShellApp: AnyObject {
    /// The window title (sanitised before it goes to the compositor).
    var title: String { get }
    /// The app's id for the compositor (xdg-shell's app_id: desktop files, grouping).
    var appID: String { get }
    /// The content size to open at, and to use when the compositor leaves the size to us.
    var preferredContentSize: CGSize { get }
    /// The layer the window shows; the shell sets its frame to the content area.
    var rootLayer: CALayer { get }
    /// The smallest and largest content size the app takes (nil: any); asked at the end of
    /// each turn, so the window follows a change.
    var contentSizeLimits: ContentSizeLimits? { get }
    /// Whether the screen must not blank or lock while the window shows (UIKit's
    /// `isIdleTimerDisabled`); asked at the end of each turn.
    var keepsDisplayAwake: Bool { get }
    /// The cursor the app asks for over its content, by the cursor theme's name ("xterm"
    /// over text), "" to hide the pointer, nil for the arrow; asked after each pointer event.
    var contentCursor: String? { get }
    /// An input event at `mediaTime` (`CACurrentMediaTime`'s clock: the headless twin's
    /// virtual time in a replay), positions in content coordinates. The app finds what is
    /// under it (UIKit hit-tests its views against what is on screen); the shell does not.
    func handle(_ event: InputEvent, at mediaTime: CFTimeInterval)
    /// The content area has a new size (the root layer already has it).
    func contentSizeDidChange(_ size: CGSize)
    /// Maximized, fullscreen, activated, resizing: what the compositor says the window is.
    func windowStatesDidChange(_ states: WindowStates)
    /// Asked when the compositor (or the close button) wants the window closed.
    func shouldClose() -> Bool
    /// The platform is done with the app: no more events or frames (the headless twin's
    /// `finish()`). The app lets go of what keeps it running.
    func didFinish()
    /// For a recording: the named view at content point `p` and the point in its coordinates
    /// (nil: none is named there; the event is recorded by position alone).
    func recordingAnchor(at p: CGPoint) -> InputEvent.Anchor?
    /// For a replay: where the view `anchor` names has its point now, in content coordinates;
    /// nil when no such view is shown.
    func contentPoint(for anchor: InputEvent.Anchor) -> CGPoint?
}

extension ShellApp {
    public var appID: String { "org.lamina.Lamina" }
    public var contentSizeLimits: ContentSizeLimits? { nil }
    public var keepsDisplayAwake: Bool { false }
    public var contentCursor: String? { nil }
    public func handle(_ event: InputEvent, at mediaTime: CFTimeInterval) {}
    public func contentSizeDidChange(_ size: CGSize) {}
    public func windowStatesDidChange(_ states: WindowStates) {}
    public func shouldClose() -> Bool { true }
    public func didFinish() {}
    public func recordingAnchor(at p: CGPoint) -> InputEvent.Anchor? { nil }
    public func contentPoint(for anchor: InputEvent.Anchor) -> CGPoint? { nil }
}

/// The range of content sizes an app takes, in points (a maximum side of 0 is no limit).
public struct ContentSizeLimits: Equatable, Sendable {
    public var minimum: CGSize
    public var maximum: CGSize
    public init(minimum: CGSize, maximum: CGSize) { self.minimum = minimum; self.maximum = maximum }

    /// `size` brought into the range.
    public func clamp(_ size: CGSize) -> CGSize {
        func side(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            let low = lo.isFinite ? max(0, lo) : 0
            let high = hi.isFinite && hi > 0 ? max(hi, low) : .infinity
            return min(max(v, low), high)
        }
        return CGSize(width: side(size.width, minimum.width, maximum.width), height: side(size.height, minimum.height, maximum.height))
    }
}

public struct WindowStates: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let maximized = WindowStates(rawValue: 1), fullscreen = WindowStates(rawValue: 2)
    public static let resizing = WindowStates(rawValue: 4), activated = WindowStates(rawValue: 8)
    /// Not visible at all: minimized, on another workspace, or covered (xdg-shell 6's
    /// `suspended`; compositors without it never say so).
    public static let suspended = WindowStates(rawValue: 16)
}
