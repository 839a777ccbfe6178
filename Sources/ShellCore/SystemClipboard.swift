import Foundation

/// The desktop's clipboard as a platform reaches it: a Wayland window's selection. UIKit's
/// general pasteboard writes through it and reads what other programs put there. Contents
/// are MIME-typed data. Used on the main thread only (the platform's connection lives there);
/// the headless twin has none, so its pasteboard stays the app's own.
public protocol SystemClipboard: AnyObject {
    /// The MIME types of the clipboard's contents; empty when it holds nothing.
    var types: [String] { get }
    /// Changes each time another program sets the clipboard (or takes the app's contents off it).
    var generation: Int { get }
    /// Whether the contents are the app's own.
    var ownsContents: Bool { get }
    /// The contents as `type`; nil when there is no such type or its owner does not answer.
    func data(forType type: String) -> Data?
    /// Puts the app's contents on the clipboard: `types` in order of preference, `provide`
    /// giving a type's data when another program asks for it.
    func setContents(types: [String], provide: @escaping (String) -> Data?)
    /// Empties the clipboard.
    func clear()
}

/// The clipboard of the platform the app runs on (nil: none, as on the headless twin).
public enum SystemClipboards {
    nonisolated(unsafe) public static var current: SystemClipboard?
}
