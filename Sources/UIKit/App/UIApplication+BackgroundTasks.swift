import Foundation

/// A background task's token (Apple: UIBackgroundTaskIdentifier); `.invalid` is none.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Finishing work in the background (Apple: UIApplication's background tasks). iOS suspends an
/// app soon after it enters the background unless it asked for time to finish, and runs a
/// task's expiration handler when that time is up. A Linux process runs on while its window
/// is hidden or minimized (the app is then in the `.background` state), so its time is never
/// up: a task here lasts until it is ended, its expiration handler is not called, and
/// `backgroundTimeRemaining` is unbounded, as iOS reports it for a foreground app. Ending a
/// task twice, or one never begun, is said on stderr as UIKit logs it.
extension UIApplication {
    @discardableResult
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    @discardableResult
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        BackgroundTasks.last += 1
        BackgroundTasks.running[BackgroundTasks.last] = taskName ?? ""
        return UIBackgroundTaskIdentifier(rawValue: BackgroundTasks.last)
    }

    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        guard BackgroundTasks.running.removeValue(forKey: identifier.rawValue) != nil else {
            Diagnostics.warn("UIApplication.endBackgroundTask: no background task exists with identifier \(identifier.rawValue), or it may have already been ended")
            return
        }
    }

    /// How long the app may still run in the background: without end here (see above).
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}

/// The background tasks begun and not yet ended, by identifier (their names).
@MainActor
enum BackgroundTasks {
    static var last = 0
    static var running: [Int: String] = [:]
}
