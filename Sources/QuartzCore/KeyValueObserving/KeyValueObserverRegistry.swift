import Foundation
import Synchronization

/// One observation's state: its key path, options, handler and the last value it reported.
class KeyValueObserverRecord: @unchecked Sendable {
    let key: AnyKeyPath
    /// Set by `invalidate()`: a handler already being called on another thread is not called again.
    var isValid = true
    init(key: AnyKeyPath) { self.key = key }
    func willChange(_ object: AnyObject) {}
    func didChange(_ object: AnyObject, announced: Bool) {}
}

final class KeyValueObserver<Root: AnyObject, Value>: KeyValueObserverRecord, @unchecked Sendable {
    let keyPath: KeyPath<Root, Value>
    let options: NSKeyValueObservingOptions
    let handler: (Root, NSKeyValueObservedChange<Value>) -> Void
    /// The value as last reported (or when observing began), for `.old` and for telling
    /// whether an unannounced value changed.
    private var last: Value
    /// The value a `willChange` saw, reported as the old one by the `didChange` after it.
    private var before: Value?

    init(object: Root, keyPath: KeyPath<Root, Value>, options: NSKeyValueObservingOptions,
         handler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void) {
        self.keyPath = keyPath
        self.options = options
        self.handler = handler
        last = object[keyPath: keyPath]
        super.init(key: keyPath)
    }

    func tellInitial(_ object: Root) {
        handler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                 oldValue: nil, indexes: nil, isPrior: false))
    }

    override func willChange(_ object: AnyObject) {
        guard let root = object as? Root else { return }
        let value = root[keyPath: keyPath]
        before = value
        guard options.contains(.prior), isValid else { return }
        handler(root, NSKeyValueObservedChange(kind: .setting, newValue: nil, oldValue: options.contains(.old) ? value : nil,
                                               indexes: nil, isPrior: true))
    }

    override func didChange(_ object: AnyObject, announced: Bool) {
        guard let root = object as? Root else { return }
        let value = root[keyPath: keyPath]
        let old = before ?? last
        before = nil
        if !announced {
            // Told only when it differs; a value that cannot be compared is not told.
            guard let same = KeyValueComparison.same(old, value), !same else { return }
        }
        last = value
        guard isValid else { return }
        handler(root, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                               oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
    }
}

/// The observations of every observed object. Announcing costs one atomic load while nothing
/// anywhere is observed, so classes announce from setters on their hot paths.
final class KeyValueObserverRegistry: @unchecked Sendable {
    static let shared = KeyValueObserverRegistry()

    private struct Entry {
        weak var object: AnyObject?
        var records: [KeyValueObserverRecord]
    }
    private let entries = Locked<[ObjectIdentifier: Entry]>([:])
    private let observedObjects = Atomic<Int>(0)

    func add(_ record: KeyValueObserverRecord, for object: AnyObject) {
        let id = ObjectIdentifier(object)
        entries.withLock { all in
            // An entry left by an object that is gone (its address now reused) starts afresh.
            if var e = all[id], e.object === object {
                e.records.append(record)
                all[id] = e
            } else {
                if all[id] == nil { observedObjects.add(1, ordering: .relaxed) }
                all[id] = Entry(object: object, records: [record])
            }
        }
    }

    func remove(_ record: KeyValueObserverRecord) {
        entries.withLock { all in
            record.isValid = false
            for (id, var e) in all where e.records.contains(where: { $0 === record }) {
                e.records.removeAll { $0 === record }
                if e.records.isEmpty {
                    all[id] = nil
                    observedObjects.subtract(1, ordering: .relaxed)
                } else {
                    all[id] = e
                }
                return
            }
        }
    }

    /// The object's live observations, copied so handlers may observe or invalidate.
    private func records(of object: AnyObject) -> [KeyValueObserverRecord] {
        guard observedObjects.load(ordering: .relaxed) > 0 else { return [] }
        let id = ObjectIdentifier(object)
        return entries.withLock { all in
            guard let e = all[id] else { return [] }
            guard e.object === object else {
                all[id] = nil
                observedObjects.subtract(1, ordering: .relaxed)
                return []
            }
            return e.records
        }
    }

    func willChange(_ object: AnyObject, _ key: AnyKeyPath) {
        for r in records(of: object) where r.key == key && r.isValid { r.willChange(object) }
    }

    /// `key` nil: no key was announced, only values that differ are told.
    func didChange(_ object: AnyObject, _ key: AnyKeyPath?) {
        for r in records(of: object) where r.isValid { r.didChange(object, announced: key != nil && r.key == key) }
    }
}

/// Whether two values of an observed key path are the same: `==` where the type is
/// `Equatable`, identity for objects (an optional one too); nil where neither applies.
enum KeyValueComparison {
    static func same(_ a: Any, _ b: Any) -> Bool? {
        if let x = a as? any Equatable { return x.isEqual(to: b) }
        let (ua, ub) = (unwrapped(a), unwrapped(b))
        switch (ua, ub) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (x?, y?):
            guard type(of: x) is AnyClass, type(of: y) is AnyClass else { return nil }
            return (x as AnyObject) === (y as AnyObject)
        }
    }

    /// The value inside an optional (nil for `.none`); the value itself otherwise.
    private static func unwrapped(_ v: Any) -> Any? {
        let m = Mirror(reflecting: v)
        guard m.displayStyle == .optional else { return v }
        return m.children.first.map { unwrapped($0.value) } ?? nil
    }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}

extension KeyValueObserverRegistry {
    /// A layer property changed: observations of the layer, and of its delegate (a view,
    /// whose geometry, alpha and hidden state are its layer's), are told of values that differ.
    func layerChanged(_ layer: CALayer) {
        guard observedObjects.load(ordering: .relaxed) > 0 else { return }
        didChange(layer, nil)
        if let owner = layer.delegate as? _KeyValueCodingAndObserving { didChange(owner, nil) }
    }
}

/// Every layer property can be observed (Core Animation's layers are key-value compliant):
/// an observation is told when the property's value differs after a change to the layer.
extension CALayer: _KeyValueCodingAndObserving {}
