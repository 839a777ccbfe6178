/// The modifier keys held with a key press (Shell's own: the core knows no platform's
/// types; the Wayland backend converts xkbcommon's state into this).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
    public static let `super` = KeyModifiers(rawValue: 8)
    public static let capsLock = KeyModifiers(rawValue: 16)
    /// Names for recordings, in a fixed order.
    public static let names: [(KeyModifiers, String)] = [
        (.shift, "shift"), (.control, "control"), (.alt, "alt"), (.super, "super"), (.capsLock, "capsLock"),
    ]
}
