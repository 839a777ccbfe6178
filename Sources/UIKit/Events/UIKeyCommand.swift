import Foundation

/// A keyboard shortcut (Apple: UIKeyCommand): a key with modifiers that runs an action when the
/// first responder, or a responder after it in the chain, lists it in `keyCommands`. The action
/// is a closure (Swift on Linux has no selectors).
@preconcurrency @MainActor
public final class UIKeyCommand {
    /// The key, as `UIKey.charactersIgnoringModifiers` reads it (a letter in lower case), or
    /// one of the `input…` names.
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public var title: String
    public let action: (UIKeyCommand) -> Void

    public static let inputLeftArrow = "UIKeyInputLeftArrow", inputRightArrow = "UIKeyInputRightArrow"
    public static let inputUpArrow = "UIKeyInputUpArrow", inputDownArrow = "UIKeyInputDownArrow"
    public static let inputEscape = "\u{1b}"

    public init(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [], action: @escaping (UIKeyCommand) -> Void) {
        self.title = title; self.input = input; self.modifierFlags = modifierFlags; self.action = action
    }

    /// Whether `key` is this command's key with exactly its modifiers (Caps Lock aside).
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        var flags = key.modifierFlags
        flags.remove(.alphaShift)
        return flags == modifierFlags && key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }
}
