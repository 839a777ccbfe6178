/// A key's USB HID usage (Apple: UIKeyboardHIDUsage): which key it is on the keyboard,
/// whatever it types — the letters, digits, punctuation, editing and function keys, the
/// keypad and the modifiers, numbered as the HID usage tables number them.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardA = Self(rawValue: 0x04), keyboardB = Self(rawValue: 0x05), keyboardC = Self(rawValue: 0x06)
    public static let keyboardD = Self(rawValue: 0x07), keyboardE = Self(rawValue: 0x08), keyboardF = Self(rawValue: 0x09)
    public static let keyboardG = Self(rawValue: 0x0A), keyboardH = Self(rawValue: 0x0B), keyboardI = Self(rawValue: 0x0C)
    public static let keyboardJ = Self(rawValue: 0x0D), keyboardK = Self(rawValue: 0x0E), keyboardL = Self(rawValue: 0x0F)
    public static let keyboardM = Self(rawValue: 0x10), keyboardN = Self(rawValue: 0x11), keyboardO = Self(rawValue: 0x12)
    public static let keyboardP = Self(rawValue: 0x13), keyboardQ = Self(rawValue: 0x14), keyboardR = Self(rawValue: 0x15)
    public static let keyboardS = Self(rawValue: 0x16), keyboardT = Self(rawValue: 0x17), keyboardU = Self(rawValue: 0x18)
    public static let keyboardV = Self(rawValue: 0x19), keyboardW = Self(rawValue: 0x1A), keyboardX = Self(rawValue: 0x1B)
    public static let keyboardY = Self(rawValue: 0x1C), keyboardZ = Self(rawValue: 0x1D)
    public static let keyboard1 = Self(rawValue: 0x1E), keyboard2 = Self(rawValue: 0x1F), keyboard3 = Self(rawValue: 0x20)
    public static let keyboard4 = Self(rawValue: 0x21), keyboard5 = Self(rawValue: 0x22), keyboard6 = Self(rawValue: 0x23)
    public static let keyboard7 = Self(rawValue: 0x24), keyboard8 = Self(rawValue: 0x25), keyboard9 = Self(rawValue: 0x26)
    public static let keyboard0 = Self(rawValue: 0x27)
    public static let keyboardReturnOrEnter = Self(rawValue: 0x28), keyboardEscape = Self(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = Self(rawValue: 0x2A), keyboardTab = Self(rawValue: 0x2B)
    public static let keyboardSpacebar = Self(rawValue: 0x2C), keyboardHyphen = Self(rawValue: 0x2D)
    public static let keyboardEqualSign = Self(rawValue: 0x2E), keyboardOpenBracket = Self(rawValue: 0x2F)
    public static let keyboardCloseBracket = Self(rawValue: 0x30), keyboardBackslash = Self(rawValue: 0x31)
    public static let keyboardSemicolon = Self(rawValue: 0x33), keyboardQuote = Self(rawValue: 0x34)
    public static let keyboardGraveAccentAndTilde = Self(rawValue: 0x35), keyboardComma = Self(rawValue: 0x36)
    public static let keyboardPeriod = Self(rawValue: 0x37), keyboardSlash = Self(rawValue: 0x38)
    public static let keyboardCapsLock = Self(rawValue: 0x39)
    public static let keyboardF1 = Self(rawValue: 0x3A), keyboardF2 = Self(rawValue: 0x3B), keyboardF3 = Self(rawValue: 0x3C)
    public static let keyboardF4 = Self(rawValue: 0x3D), keyboardF5 = Self(rawValue: 0x3E), keyboardF6 = Self(rawValue: 0x3F)
    public static let keyboardF7 = Self(rawValue: 0x40), keyboardF8 = Self(rawValue: 0x41), keyboardF9 = Self(rawValue: 0x42)
    public static let keyboardF10 = Self(rawValue: 0x43), keyboardF11 = Self(rawValue: 0x44), keyboardF12 = Self(rawValue: 0x45)
    public static let keyboardPrintScreen = Self(rawValue: 0x46), keyboardScrollLock = Self(rawValue: 0x47)
    public static let keyboardPause = Self(rawValue: 0x48), keyboardInsert = Self(rawValue: 0x49)
    public static let keyboardHome = Self(rawValue: 0x4A), keyboardPageUp = Self(rawValue: 0x4B)
    public static let keyboardDeleteForward = Self(rawValue: 0x4C), keyboardEnd = Self(rawValue: 0x4D)
    public static let keyboardPageDown = Self(rawValue: 0x4E)
    public static let keyboardRightArrow = Self(rawValue: 0x4F), keyboardLeftArrow = Self(rawValue: 0x50)
    public static let keyboardDownArrow = Self(rawValue: 0x51), keyboardUpArrow = Self(rawValue: 0x52)
    public static let keypadNumLock = Self(rawValue: 0x53), keypadSlash = Self(rawValue: 0x54)
    public static let keypadAsterisk = Self(rawValue: 0x55), keypadHyphen = Self(rawValue: 0x56)
    public static let keypadPlus = Self(rawValue: 0x57), keypadEnter = Self(rawValue: 0x58)
    public static let keypad1 = Self(rawValue: 0x59), keypad2 = Self(rawValue: 0x5A), keypad3 = Self(rawValue: 0x5B)
    public static let keypad4 = Self(rawValue: 0x5C), keypad5 = Self(rawValue: 0x5D), keypad6 = Self(rawValue: 0x5E)
    public static let keypad7 = Self(rawValue: 0x5F), keypad8 = Self(rawValue: 0x60), keypad9 = Self(rawValue: 0x61)
    public static let keypad0 = Self(rawValue: 0x62), keypadPeriod = Self(rawValue: 0x63)
    public static let keyboardApplication = Self(rawValue: 0x65)
    public static let keyboardLeftControl = Self(rawValue: 0xE0), keyboardLeftShift = Self(rawValue: 0xE1)
    public static let keyboardLeftAlt = Self(rawValue: 0xE2), keyboardLeftGUI = Self(rawValue: 0xE3)
    public static let keyboardRightControl = Self(rawValue: 0xE4), keyboardRightShift = Self(rawValue: 0xE5)
    public static let keyboardRightAlt = Self(rawValue: 0xE6), keyboardRightGUI = Self(rawValue: 0xE7)

    /// The usages of the X keysyms that are not characters (editing, function, keypad and
    /// modifier keys).
    private static let byKeysym: [UInt32: UIKeyboardHIDUsage] = {
        var t: [UInt32: UIKeyboardHIDUsage] = [
            0xff0d: .keyboardReturnOrEnter, 0xff1b: .keyboardEscape, 0xff08: .keyboardDeleteOrBackspace,
            0xff09: .keyboardTab, 0xfe20: .keyboardTab, 0x20: .keyboardSpacebar,
            0xff51: .keyboardLeftArrow, 0xff52: .keyboardUpArrow, 0xff53: .keyboardRightArrow, 0xff54: .keyboardDownArrow,
            0xff50: .keyboardHome, 0xff57: .keyboardEnd, 0xff55: .keyboardPageUp, 0xff56: .keyboardPageDown,
            0xffff: .keyboardDeleteForward, 0xff63: .keyboardInsert, 0xff61: .keyboardPrintScreen,
            0xff14: .keyboardScrollLock, 0xff13: .keyboardPause, 0xffe5: .keyboardCapsLock, 0xff67: .keyboardApplication,
            0xffe3: .keyboardLeftControl, 0xffe1: .keyboardLeftShift, 0xffe9: .keyboardLeftAlt, 0xffeb: .keyboardLeftGUI,
            0xffe4: .keyboardRightControl, 0xffe2: .keyboardRightShift, 0xffea: .keyboardRightAlt, 0xffec: .keyboardRightGUI,
            0xfe03: .keyboardRightAlt,
            0xff7f: .keypadNumLock, 0xffaf: .keypadSlash, 0xffaa: .keypadAsterisk, 0xffad: .keypadHyphen,
            0xffab: .keypadPlus, 0xff8d: .keypadEnter, 0xffae: .keypadPeriod, 0xff9f: .keypadPeriod,
        ]
        for k in 0..<12 { t[0xffbe + UInt32(k)] = UIKeyboardHIDUsage(rawValue: 0x3A + k) }        // F1…F12
        for k in 1...9 { t[0xffb0 + UInt32(k)] = UIKeyboardHIDUsage(rawValue: 0x59 + k - 1) }    // keypad digits
        t[0xffb0] = .keypad0
        // The keypad's navigation keysyms (Num Lock off) are the keypad's keys too.
        let navigation: [UInt32: UIKeyboardHIDUsage] = [0xff9c: .keypad1, 0xff99: .keypad2, 0xff9b: .keypad3, 0xff96: .keypad4,
                                                         0xff9d: .keypad5, 0xff98: .keypad6, 0xff95: .keypad7, 0xff97: .keypad8,
                                                         0xff9a: .keypad9, 0xff9e: .keypad0]
        t.merge(navigation) { a, _ in a }
        return t
    }()

    init?(keysym: UInt32) {
        guard let u = Self.byKeysym[keysym] else { return nil }
        self = u
    }

    /// The key that types `scalar` unshifted on a US layout (0: none).
    init(character scalar: UInt32) {
        switch scalar {
        case 0x61...0x7A: rawValue = 0x04 + Int(scalar - 0x61)
        case 0x31...0x39: rawValue = 0x1E + Int(scalar - 0x31)
        case 0x30: rawValue = 0x27
        default:
            let punctuation: [UInt32: Int] = [0x2D: 0x2D, 0x3D: 0x2E, 0x5B: 0x2F, 0x5D: 0x30, 0x5C: 0x31, 0x3B: 0x33,
                                              0x27: 0x34, 0x60: 0x35, 0x2C: 0x36, 0x2E: 0x37, 0x2F: 0x38]
            rawValue = punctuation[scalar] ?? 0
        }
    }

    /// What `UIKey.charactersIgnoringModifiers` reads for keys that type no character: the
    /// names UIKeyCommand's `input…` constants hold (Return, Escape, Tab and Backspace read
    /// as their control characters).
    static func inputName(keysym: UInt32) -> String? {
        switch keysym {
        case 0xff0d, 0xff8d: return "\r"
        case 0xff1b: return "\u{1b}"
        case 0xff09, 0xfe20: return "\t"
        case 0xff08: return "\u{8}"
        case 0xff51: return "UIKeyInputLeftArrow"
        case 0xff52: return "UIKeyInputUpArrow"
        case 0xff53: return "UIKeyInputRightArrow"
        case 0xff54: return "UIKeyInputDownArrow"
        case 0xff50: return "UIKeyInputHome"
        case 0xff57: return "UIKeyInputEnd"
        case 0xff55: return "UIKeyInputPageUp"
        case 0xff56: return "UIKeyInputPageDown"
        case 0xffff: return "UIKeyInputDelete"
        case 0xffbe...0xffc9: return "UIKeyInputF\(keysym - 0xffbe + 1)"
        default: return nil
        }
    }
}
