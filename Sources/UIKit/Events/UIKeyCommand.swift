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
    public var image: UIImage?
    /// The name a list of the shortcuts shows (the title when nil).
    public var discoverabilityTitle: String?
    public var attributes: UIMenuElement.Attributes = []
    public var state: UIMenuElement.State = .off
    /// Whether the command takes its key before the first responder's own use of it — the
    /// arrows, deletion, Return and Tab, and the edit shortcuts in text — which otherwise
    /// win, as since iOS 15.
    public var wantsPriorityOverSystemBehavior = false
    public let action: (UIKeyCommand) -> Void

    public static let inputLeftArrow = "UIKeyInputLeftArrow", inputRightArrow = "UIKeyInputRightArrow"
    public static let inputUpArrow = "UIKeyInputUpArrow", inputDownArrow = "UIKeyInputDownArrow"
    public static let inputHome = "UIKeyInputHome", inputEnd = "UIKeyInputEnd"
    public static let inputPageUp = "UIKeyInputPageUp", inputPageDown = "UIKeyInputPageDown"
    /// The forward-delete key.
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputEscape = "\u{1b}"
    public static let inputF1 = "UIKeyInputF1", inputF2 = "UIKeyInputF2", inputF3 = "UIKeyInputF3", inputF4 = "UIKeyInputF4"
    public static let inputF5 = "UIKeyInputF5", inputF6 = "UIKeyInputF6", inputF7 = "UIKeyInputF7", inputF8 = "UIKeyInputF8"
    public static let inputF9 = "UIKeyInputF9", inputF10 = "UIKeyInputF10", inputF11 = "UIKeyInputF11", inputF12 = "UIKeyInputF12"

    public init(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [], action: @escaping (UIKeyCommand) -> Void) {
        self.title = title; self.input = input; self.modifierFlags = modifierFlags; self.action = action
    }

    /// Apple's full initializer, the action a closure (there are no selectors).
    public convenience init(title: String = "", image: UIImage? = nil, input: String, modifierFlags: UIKeyModifierFlags = [],
                            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                            state: UIMenuElement.State = .off, action: @escaping (UIKeyCommand) -> Void) {
        self.init(title: title, input: input, modifierFlags: modifierFlags, action: action)
        self.image = image
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    /// Keys a text input uses itself: arrows and the other movement keys, deletion, Return
    /// and Tab, and with Control or Command the edit shortcuts.
    func isSystemBehavior(forTextInput key: UIKey) -> Bool {
        let usage = key.keyCode
        let movement: Set<UIKeyboardHIDUsage> = [.keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow,
                                                 .keyboardHome, .keyboardEnd, .keyboardPageUp, .keyboardPageDown,
                                                 .keyboardDeleteOrBackspace, .keyboardDeleteForward, .keyboardReturnOrEnter, .keyboardTab]
        if movement.contains(usage) { return true }
        let edit = key.modifierFlags.contains(.control) || key.modifierFlags.contains(.command)
        return edit && ["a", "c", "v", "x", "z", "y"].contains(key.charactersIgnoringModifiers.lowercased())
    }

    /// Whether `key` is this command's key with exactly its modifiers (Caps Lock aside).
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        var flags = key.modifierFlags
        flags.remove(.alphaShift)
        return flags == modifierFlags && key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }
}
