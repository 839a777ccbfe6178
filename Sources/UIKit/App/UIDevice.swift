import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The device the app runs on (Apple: UIDevice). Lamina's windows are resizable desktop
/// windows, which UIKit reports as the `.pad` idiom (as iPad apps on a Mac do), so the
/// idiom is `.pad` and the model "iPad", as trait collections say. `systemName` is "Linux";
/// `systemVersion` is the UIKit release whose API Lamina follows ("17.0"), so version checks
/// written for iOS take their current branch. The orientation is `.unknown`: a desktop does
/// not turn.
///
/// Absent: proximity monitoring (battery monitoring: UIDevice+Battery.swift).
@preconcurrency @MainActor
open class UIDevice {
    public static let current = UIDevice()

    public var name: String { ProcessInfo.processInfo.hostName }
    public var model: String { "iPad" }
    public var localizedModel: String { model }
    public var systemName: String { "Linux" }
    public var systemVersion: String { "17.0" }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
    public var orientation: UIDeviceOrientation { .unknown }
    public var isMultitaskingSupported: Bool { true }

    /// Whether orientation changes are being posted (`orientationDidChangeNotification`):
    /// true between `beginGenerating…` and as many `endGenerating…` calls, as UIKit counts
    /// them. A desktop does not turn, so none is ever posted.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }
    private var orientationNotificationRequests = 0
    public func beginGeneratingDeviceOrientationNotifications() { orientationNotificationRequests += 1 }
    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// The same for every app on this machine, from its systemd machine id (nil without one).
    public var identifierForVendor: UUID? {
        guard let id = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines), id.count == 32, id.allSatisfy(\.isHexDigit) else { return nil }
        let c = Array(id)
        let formatted = [c[0..<8], c[8..<12], c[12..<16], c[16..<20], c[20..<32]].map { String($0) }.joined(separator: "-")
        return UUID(uuidString: formatted)
    }

    init() {}
}

/// A device's physical orientation (Apple: UIDeviceOrientation).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
