import Foundation

/// Where an app runs: a window on a Wayland compositor (Shell's `WaylandPlatform`) or the
/// window's headless twin (`HeadlessPlatform`). `UIApplicationMain` launches the app on one and
/// runs it until it is done, the same way for both: the app's timers run on the platform's
/// queue, `run()` drives it, `finish()` ends it.
public protocol AppPlatform: AnyObject {
    /// The queue the app's timers run on.
    var timers: TimerQueue { get }
    /// Runs the app: a window until it closes, `stop()` is called or the compositor goes
    /// away; the headless twin until its script (a recording) is played.
    func run() throws
    /// Ends `run()` after the current turn (a window) or frame (the headless twin).
    func stop()
    /// The app is done with: it hears so (`ShellApp.didFinish`, UIKit's `terminate`).
    func finish()
}
