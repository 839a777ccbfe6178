/// Input as the seat delivers it, grouped into the protocol's frames. Coordinates are surface
/// coordinates (logical pixels); times are the compositor's milliseconds.
public enum SeatEvent {
    /// Everything between two `wl_pointer.frame` events, in order.
    case pointer([PointerEvent], serial: UInt32)
    case key(KeyEvent)
    /// The keyboard entered (true) or left the surface.
    case keyboardFocus(Bool)
    /// Everything between two `wl_touch.frame` events.
    case touch([TouchEvent], serial: UInt32)
    /// The compositor took the touch sequence away (a gesture of its own).
    case touchCancel
}

public enum PointerEvent: Equatable {
    case enter(x: Double, y: Double)
    case leave
    case motion(x: Double, y: Double)
    /// `button` is the evdev code (BTN_LEFT 272, BTN_RIGHT 273, BTN_MIDDLE 274).
    case button(Int, pressed: Bool)
    /// Scroll in surface pixels, with high-resolution wheel steps (120 per detent) when a
    /// wheel produced it.
    case axis(dx: Double, dy: Double, value120x: Int, value120y: Int)
}

public struct KeyEvent: Equatable {
    public var keysym: UInt32
    /// What the key types (after compose), empty for keys that type nothing.
    public var text: String
    public var pressed: Bool
    public var isRepeat: Bool
    public var modifiers: KeyModifiers
}

public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
    public static let `super` = KeyModifiers(rawValue: 8)
    public static let capsLock = KeyModifiers(rawValue: 16)
    /// Names for recording, in a fixed order.
    public static let names: [(KeyModifiers, String)] = [
        (.shift, "shift"), (.control, "control"), (.alt, "alt"), (.super, "super"), (.capsLock, "capsLock"),
    ]
}

public enum TouchEvent: Equatable {
    case down(id: Int32, x: Double, y: Double)
    case motion(id: Int32, x: Double, y: Double)
    case up(id: Int32)
}
