import Foundation

/// What a view is to assistive technologies (Apple: UIAccessibilityTraits).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}

/// The state of assistive technologies and the announcements an app makes to them (Apple:
/// UIAccessibility). Lamina does not reach the desktop's accessibility bus (AT-SPI) yet, so no
/// screen reader or switch control is running for a Lamina app: `isVoiceOverRunning` and the
/// others are false and `post(notification:argument:)` has no one to tell, as on an iPhone
/// with VoiceOver off. What views say of themselves (labels, values, traits, actions) is kept
/// and answered as UIKit's views answer it (`UIView+Accessibility.swift`), for tests and UI
/// automation by `accessibilityIdentifier`. Reduce Motion follows the desktop: a GTK setting of
/// `gtk-enable-animations=false` in `~/.config/gtk-3.0/settings.ini` (or `gtk-4.0`), or
/// `LAMINA_REDUCE_MOTION=1`.
public enum UIAccessibility {
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isReduceMotionEnabled: Bool { reduceMotion }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var isShakeToUndoEnabled: Bool { false }

    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")

    /// Tells assistive technologies of a change or speaks an announcement; with none running
    /// (see above) nothing hears it.
    public static func post(notification: Notification, argument: Any?) {}

    /// `rect` in `view`'s coordinates, in the screen's (the window's content area here).
    @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: nil)
    }

    /// Whether the desktop asks for less motion, read once at launch.
    static let reduceMotion: Bool = {
        let env = ProcessInfo.processInfo.environment
        if let v = env["LAMINA_REDUCE_MOTION"] { return v == "1" || v.lowercased() == "true" }
        let home = env["XDG_CONFIG_HOME"] ?? (env["HOME"].map { $0 + "/.config" } ?? "")
        for version in ["gtk-4.0", "gtk-3.0"] {
            guard let text = try? String(contentsOfFile: "\(home)/\(version)/settings.ini", encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2, parts[0] == "gtk-enable-animations" { return ["false", "0", "no"].contains(parts[1].lowercased()) }
            }
        }
        return false
    }()
}

/// An action assistive technologies offer on an element (Apple: UIAccessibilityCustomAction),
/// with its handler (the `target:selector:` form has no Swift spelling on Linux).
public final class UIAccessibilityCustomAction {
    public var name: String
    public var image: UIImage?
    public var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }
    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }
}
