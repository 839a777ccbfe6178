import Foundation
import QuartzCore

/// The running app (Apple: UIApplication): its delegate, its windows, its state, and the
/// point every event passes on its way to a window. Made by `UIApplicationMain` (or
/// `UIApplication.launchHeadless` in tests); `shared` is that one object.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public enum State: Int, Sendable { case active, inactive, background }
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    nonisolated(unsafe) private static var current: UIApplication?
    /// The app. Using it before the app is launched is a programming error (UIKit traps too).
    public static var shared: UIApplication {
        guard let app = current else { preconditionFailure("UIApplication.shared used before UIApplicationMain launched the app") }
        return app
    }
    /// The app when one is running (views and windows work without one, in tests).
    package static var sharedIfRunning: UIApplication? { current }

    /// Kept strongly: UIKit's app keeps the delegate it made for the app's whole life.
    private var delegateStorage: UIApplicationDelegate?
    public var delegate: UIApplicationDelegate? {
        get { delegateStorage }
        set { delegateStorage = newValue }
    }
    /// The windows made key and visible, in the order they were shown. The app keeps them
    /// (a delegate that lets go of its window still shows it).
    public private(set) var windows: [UIWindow] = []
    /// Between the launch methods' start and their return.
    package var isLaunching = false
    public private(set) weak var keyWindowStorage: UIWindow?
    /// The window keys go to.
    public var keyWindow: UIWindow? { keyWindowStorage }
    /// The window the seat's input is in: the key window, else the last one shown.
    package var inputWindow: UIWindow? { keyWindowStorage ?? windows.last }
    public package(set) var applicationState = State.inactive
    /// Keeps the screen from dimming, blanking or locking while the app's window shows (a
    /// video, a game, a timer): the window asks the compositor to inhibit idleness
    /// (idle-inhibit-unstable-v1) from the end of this turn until it is set back to false.
    /// A compositor without the protocol lets the screen idle as usual.
    public var isIdleTimerDisabled = false
    /// The connected scenes, in the order they connected (UIApplication+Scenes.swift).
    var scenes: [UIScene] = []
    /// The app's id, from the main bundle (or the executable's name).
    public var applicationIdentifier: String {
        Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    }
    /// Runs a block at a media time, on the platform's timers (gesture recognizers' waits).
    package var scheduleTimer: ((TimeInterval, @escaping () -> Void) -> Void)?
    /// Told when a window was shown: the platform puts its layer on screen.
    package var windowShown: ((UIWindow) -> Void)?

    package override init() { super.init() }

    /// The delegate, when it is a responder, ends the responder chain.
    open override var next: UIResponder? { delegateStorage as? UIResponder }

    /// Delivers an event to the windows its touches are in (or the key window, for keys).
    open func sendEvent(_ event: UIEvent) {
        if event is UIPressesEvent { keyWindow?.sendEvent(event); return }
        var seen: [UIWindow] = []
        for t in event.touchSet {
            guard let w = t.window, !seen.contains(where: { $0 === w }) else { continue }
            seen.append(w)
            w.sendEvent(event)
        }
    }

    package func windowBecameKey(_ window: UIWindow) {
        // A window shown without a scene is in the app's (iOS 13 and later).
        if window.windowScene == nil { window.windowScene = scenes.first as? UIWindowScene }
        if !windows.contains(where: { $0 === window }) {
            windows.append(window)
            windowShown?(window)
        }
        keyWindowStorage = window
    }

    package static func install(_ app: UIApplication) { current = app }
    package static func uninstall() { current = nil }

    // MARK: State changes (the delegate hears each, then NotificationCenter.default posts it)

    // An app whose scene has a delegate hears these through it (UIScene), and its application
    // delegate's four state methods are not called, as on iOS; the notifications are posted
    // either way.

    package func becomeActive() {
        guard applicationState != .active else { return }
        enterForeground()
        applicationState = .active
        for scene in scenes { scene.activate() }
        if !usesSceneDelegates { delegate?.applicationDidBecomeActive(self) }
        post(Self.didBecomeActiveNotification)
    }
    package func resignActive() {
        guard applicationState == .active else { return }
        for scene in scenes { scene.deactivate() }
        if !usesSceneDelegates { delegate?.applicationWillResignActive(self) }
        post(Self.willResignActiveNotification)
        applicationState = .inactive
    }
    /// Back from the background, not yet active.
    package func enterForeground() {
        guard applicationState == .background else { return }
        for scene in scenes { scene.enterForeground() }
        if !usesSceneDelegates { delegate?.applicationWillEnterForeground(self) }
        post(Self.willEnterForegroundNotification)
        applicationState = .inactive
    }
    package func enterBackground() {
        resignActive()
        guard applicationState != .background else { return }
        applicationState = .background
        for scene in scenes { scene.enterBackground() }
        if !usesSceneDelegates { delegate?.applicationDidEnterBackground(self) }
        post(Self.didEnterBackgroundNotification)
    }
    package func post(_ name: Notification.Name) { NotificationCenter.default.post(name: name, object: self) }

    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    private var terminated = false
    /// The app is about to end: the delegate hears of it once.
    package func terminate() {
        guard !terminated else { return }
        terminated = true
        for scene in scenes { scene.disconnect() }
        delegate?.applicationWillTerminate(self)
        post(Self.willTerminateNotification)
    }
}
