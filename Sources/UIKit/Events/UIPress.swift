import Foundation

/// Modifier keys held with a key (Apple: UIKeyModifierFlags).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A keyboard key as UIKit describes it (Apple: UIKey), made from xkbcommon's keysym and text.
/// `charactersIgnoringModifiers` undoes Shift on a US layout (the seat reports the shifted
/// symbol, not the key's position).
public final class UIKey: @unchecked Sendable {
    public let characters: String
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    public let keyCode: UIKeyboardHIDUsage

    package init(keysym: UInt32, text: String, modifiers: UIKeyModifierFlags) {
        characters = text
        modifierFlags = modifiers
        let unshifted = UIKey.unshifted(keysym: keysym, text: text)
        charactersIgnoringModifiers = unshifted
        keyCode = UIKey.usage(keysym: keysym, unshifted: unshifted)
    }

    /// A US layout's shifted symbols and the keys they are on.
    private static let shiftedSymbols: [Character: Character] = [
        "!": "1", "@": "2", "#": "3", "$": "4", "%": "5", "^": "6", "&": "7", "*": "8", "(": "9", ")": "0",
        "_": "-", "+": "=", "{": "[", "}": "]", "|": "\\", ":": ";", "\"": "'", "<": ",", ">": ".", "?": "/", "~": "`",
    ]

    private static func unshifted(keysym: UInt32, text: String) -> String {
        if let name = UIKeyboardHIDUsage.inputName(keysym: keysym) { return name }
        // The keysym names the key's symbol even when Control turned the text into a control
        // character (Ctrl+S types U+0013, its keysym is still "s").
        let symbol: String = (0x20...0x7E).contains(keysym) || (0xA0...0xFF).contains(keysym)
            ? String(Character(Unicode.Scalar(keysym)!)) : text
        guard let c = symbol.first, symbol.count == 1 else { return symbol }
        if c.isUppercase, c.isLetter { return c.lowercased() }
        if let base = shiftedSymbols[c] { return String(base) }
        return symbol
    }

    private static func usage(keysym: UInt32, unshifted: String) -> UIKeyboardHIDUsage {
        if let named = UIKeyboardHIDUsage(keysym: keysym) { return named }
        guard let s = unshifted.unicodeScalars.first, unshifted.unicodeScalars.count == 1 else { return UIKeyboardHIDUsage(rawValue: 0) }
        return UIKeyboardHIDUsage(character: s.value)
    }
}

/// A physical button press, here a key (Apple: UIPress).
@preconcurrency @MainActor
public final class UIPress: Hashable {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public let key: UIKey?
    package let keysym: UInt32

    package init(keysym: UInt32, key: UIKey, timestamp: TimeInterval) {
        self.keysym = keysym; self.key = key; self.timestamp = timestamp; phase = .began
    }

    nonisolated public static func == (l: UIPress, r: UIPress) -> Bool { l === r }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// A responder that takes typed text (Apple: UIKeyInput). The first responder adopting it
/// gets the text keys make (the compose key's output included) and Backspace.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
