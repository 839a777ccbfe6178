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

/// A key's USB HID usage (Apple: UIKeyboardHIDUsage), the keys a desktop keyboard has most.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let keyboardA = Self(rawValue: 0x04), keyboardZ = Self(rawValue: 0x1D)
    public static let keyboard1 = Self(rawValue: 0x1E), keyboard0 = Self(rawValue: 0x27)
    public static let keyboardReturnOrEnter = Self(rawValue: 0x28), keyboardEscape = Self(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = Self(rawValue: 0x2A), keyboardTab = Self(rawValue: 0x2B)
    public static let keyboardSpacebar = Self(rawValue: 0x2C)
    public static let keyboardRightArrow = Self(rawValue: 0x4F), keyboardLeftArrow = Self(rawValue: 0x50)
    public static let keyboardDownArrow = Self(rawValue: 0x51), keyboardUpArrow = Self(rawValue: 0x52)
    public static let keyboardHome = Self(rawValue: 0x4A), keyboardPageUp = Self(rawValue: 0x4B)
    public static let keyboardDeleteForward = Self(rawValue: 0x4C), keyboardEnd = Self(rawValue: 0x4D)
    public static let keyboardPageDown = Self(rawValue: 0x4E)
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
        switch keysym {
        case 0xff0d: return "\r"
        case 0xff1b: return "\u{1b}"
        case 0xff09: return "\t"
        case 0xff08: return "\u{8}"
        case 0xff51: return "UIKeyInputLeftArrow"
        case 0xff52: return "UIKeyInputUpArrow"
        case 0xff53: return "UIKeyInputRightArrow"
        case 0xff54: return "UIKeyInputDownArrow"
        default: break
        }
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
        switch keysym {
        case 0xff0d: return .keyboardReturnOrEnter
        case 0xff1b: return .keyboardEscape
        case 0xff08: return .keyboardDeleteOrBackspace
        case 0xff09: return .keyboardTab
        case 0x20: return .keyboardSpacebar
        case 0xff51: return .keyboardLeftArrow
        case 0xff52: return .keyboardUpArrow
        case 0xff53: return .keyboardRightArrow
        case 0xff54: return .keyboardDownArrow
        case 0xff50: return .keyboardHome
        case 0xff57: return .keyboardEnd
        case 0xff55: return .keyboardPageUp
        case 0xff56: return .keyboardPageDown
        case 0xffff: return .keyboardDeleteForward
        default: break
        }
        guard let s = unshifted.unicodeScalars.first, unshifted.unicodeScalars.count == 1 else { return UIKeyboardHIDUsage(rawValue: 0) }
        switch s.value {
        case 0x61...0x7A: return UIKeyboardHIDUsage(rawValue: 0x04 + Int(s.value - 0x61))
        case 0x31...0x39: return UIKeyboardHIDUsage(rawValue: 0x1E + Int(s.value - 0x31))
        case 0x30: return .keyboard0
        default:
            let punctuation: [UInt32: Int] = [0x2D: 0x2D, 0x3D: 0x2E, 0x5B: 0x2F, 0x5D: 0x30, 0x5C: 0x31, 0x3B: 0x33,
                                              0x27: 0x34, 0x60: 0x35, 0x2C: 0x36, 0x2E: 0x37, 0x2F: 0x38]
            return UIKeyboardHIDUsage(rawValue: punctuation[s.value] ?? 0)
        }
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
