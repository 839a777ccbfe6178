import Foundation
import Shell

/// The scene of a Lamina app's window (Apple: UIWindowScene): the app's windows are in it,
/// on the screen the window is on. An app that makes its window in its application delegate
/// (no scene delegate) has one too, as on iOS 13 and later.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's window is on.
    open var screen: UIScreen { .main }
    /// The windows in this scene, in the order they were shown.
    open var windows: [UIWindow] {
        UIApplication.sharedIfRunning?.windows.filter { $0.windowScene === self } ?? []
    }
    /// The scene's key window.
    open var keyWindow: UIWindow? {
        guard let key = UIApplication.sharedIfRunning?.keyWindow, key.windowScene === self else { return nil }
        return key
    }
    /// Landscape while the window is wider than it is tall, else portrait (a desktop window
    /// does not rotate: its shape is its orientation).
    open var interfaceOrientation: UIInterfaceOrientation {
        let b = screen.bounds
        return b.width > b.height ? .landscapeRight : .portrait
    }
    /// The traits of the scene's key window (or of its first window, or the screen's).
    open var traitCollection: UITraitCollection {
        (keyWindow ?? windows.first)?.traitCollection ?? screen.traitCollection
    }
    /// The sizes the scene's window may take (Apple: as on a Mac or a Stage Manager iPad,
    /// where windows resize): set its minimum and maximum and the desktop window keeps to them.
    public let sizeRestrictions: UISceneSizeRestrictions? = UISceneSizeRestrictions()
}

/// The range of sizes a scene's window may take (Apple: UISceneSizeRestrictions), in points of
/// its content: the compositor is given them as the window's minimum and maximum (a maximum of
/// `.greatestFiniteMagnitude`, the default, is none), and a window outside them takes the
/// nearest size inside at once.
@preconcurrency @MainActor
public final class UISceneSizeRestrictions {
    public var minimumSize = CGSize.zero
    public var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    /// Whether the window may go fullscreen (kept: the compositor's fullscreen is not refused).
    public var allowsFullScreen = true

    init() {}

    /// The limits as the shell takes them (nil: none).
    var limits: ContentSizeLimits? {
        let max = CGSize(width: maximumSize.width >= 1e9 ? 0 : maximumSize.width, height: maximumSize.height >= 1e9 ? 0 : maximumSize.height)
        guard minimumSize != .zero || max != .zero else { return nil }
        return ContentSizeLimits(minimum: minimumSize, maximum: max)
    }
}

/// Which way the interface is up (Apple: UIInterfaceOrientation).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations (Apple: UIInterfaceOrientationMask), one bit per
/// `UIInterfaceOrientation` raw value.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
