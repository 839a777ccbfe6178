
/// Key-value coding: built-in properties by their Apple keys, any other key stored like a
/// dictionary entry (Core Animation Programming Guide, "Key-Value Coding Compliant Container
/// Classes"), with `defaultValue(forKey:)` for keys never set.
extension CALayer {
    package func kvcValue(forKey key: String) -> Any? {
        if let k = type(of: self).builtInKeys[key] { return k.get(self) }
        return dynamicValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets a built-in property (a value of the wrong type is refused with a message, as
    /// Apple's raises) or stores the value for any other key (nil removes it).
    package func kvcSetValue(_ value: Any?, forKey key: String) {
        if let k = type(of: self).builtInKeys[key] {
            if !k.set(self, value) {
                Diagnostics.warn("setValue(_:forKey: \"\(key)\") on \(type(of: self)): \(value.map { "\(type(of: $0))" } ?? "nil") is not a valid value")
            }
            return
        }
        let old = dynamicValues[key]
        if let value, !(value is NSNull) { dynamicValues[key] = value } else { dynamicValues[key] = nil }
        changed(key, from: old)
    }

    /// Applies built-in defaults that this class's `defaultValue(forKey:)` changes.
    package func applyClassDefaults() {
        let cls = type(of: self)
        guard cls != CALayer.self else { return }
        for (key, value) in ClassDefaults.overrides(for: cls) {
            _ = cls.builtInKeys[key]?.set(self, value)
        }
    }
}

/// Per class, the built-in keys whose `defaultValue(forKey:)` differs from the base default:
/// worked out once per class, so creating layers stays cheap.
enum ClassDefaults {
    /// Default values are immutable once a class answers them.
    private struct Overrides: @unchecked Sendable { let pairs: [(String, Any?)] }
    private static let cache = Locked<[ObjectIdentifier: Overrides]>([:])

    static func overrides(for cls: CALayer.Type) -> [(String, Any?)] {
        let id = ObjectIdentifier(cls)
        if let known = cache.withLock({ $0[id] }) { return known.pairs }
        var found: [(String, Any?)] = []
        for (key, k) in cls.builtInKeys {
            let v = cls.defaultValue(forKey: key)
            if !Coerce.same(v, k.defaultValue) { found.append((key, v)) }
        }
        let entry = Overrides(pairs: found)
        cache.withLock { $0[id] = entry }
        return found
    }
}
