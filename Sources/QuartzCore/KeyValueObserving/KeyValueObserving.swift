import Foundation

/// Key-value observing with Swift key paths (Apple: the `observe(_:options:changeHandler:)`
/// method of `_KeyValueCodingAndObserving`, which every `NSObject` adopts).
///
/// Swift on Linux has no Objective-C runtime, so no property can be observed by swizzling its
/// setter, and Foundation's `NSObject` has no key-value observing. Lamina's classes whose
/// properties iOS code observes adopt this protocol and announce their own changes —
/// `CALayer` (every property), `UIView` (through its layer: frame, bounds, centre, alpha,
/// hidden; a scroll view's content offset, size and inset), AVFoundation's player and item
/// and `AVPlayerLayer` — as each class's documentation lists. A handler runs on the thread
/// that made the change, as on Apple: the main thread for all of these.
///
/// Any key path of an adopting class can be observed: a property the class announces is told
/// on every set; any other (a computed property, a path through another object) is read again
/// whenever the object announces a change, and told when its value differs — compared with
/// `==` for `Equatable` values and by identity for objects.
///
/// Your own classes adopt it by conforming and calling `willChangeValue(for:)` and
/// `didChangeValue(for:)` around their changes, as a class with manual notification does on
/// Apple (`@objc dynamic` properties do not exist without the Objective-C runtime).
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` when the value at `keyPath` changes, with what `options` ask for.
    /// The observation lasts as long as the returned object.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let record = KeyValueObserver(object: self, keyPath: keyPath, options: options, handler: changeHandler)
        KeyValueObserverRegistry.shared.add(record, for: self)
        if options.contains(.initial) { record.tellInitial(self) }
        return NSKeyValueObservation(record: record)
    }

    /// Announces that the value at `keyPath` is about to change (for observations with `.prior`,
    /// and so that `.old` reports the value before the change).
    public func willChangeValue<Value>(for keyPath: __owned KeyPath<Self, Value>) {
        KeyValueObserverRegistry.shared.willChange(self, keyPath)
    }

    /// Announces that the value at `keyPath` changed: its observations are told, and others of
    /// this object whose values changed with it.
    public func didChangeValue<Value>(for keyPath: __owned KeyPath<Self, Value>) {
        KeyValueObserverRegistry.shared.didChange(self, keyPath)
    }
}

extension _KeyValueCodingAndObserving {
    /// Something about the object changed that no one key names (a computed property's
    /// inputs): observations whose values differ now are told.
    package func keyValuesMayHaveChanged() {
        KeyValueObserverRegistry.shared.didChange(self, nil)
    }
}
