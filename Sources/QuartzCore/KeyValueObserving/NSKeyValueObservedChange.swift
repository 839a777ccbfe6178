import Foundation

/// What a key-value observation reports (Apple: `NSKeyValueObservingOptions`): the new value,
/// the old value, a first call at once (`initial`), and a call before each change as well as
/// after it (`prior`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// How an observed value changed (Apple: `NSKeyValueChange`). Lamina observes properties, not
/// to-many collections, so every change it reports is a `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion = 2, removal = 3, replacement = 4
}

/// One change told to an observation's handler (Apple: `NSKeyValueObservedChange`):
/// `newValue` and `oldValue` are set when the observation's options asked for them; a
/// `prior` call has `isPrior` true and no new value.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    /// The indexes of a to-many change; nil for the property changes Lamina reports.
    public let indexes: IndexSet?
    public let isPrior: Bool
}
