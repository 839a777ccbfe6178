/// A built-in property reachable by key-value coding: how to read it, write it from an `Any`
/// (refusing a value of the wrong type), and its class default.
package struct LayerKey: @unchecked Sendable {
    package let get: (CALayer) -> Any?
    /// false when the value cannot be the property's type.
    package let set: (CALayer, Any?) -> Bool
    package let defaultValue: Any?

    /// A non-optional property: nil and values of other types are refused.
    package static func value<L: CALayer, V>(_ kp: ReferenceWritableKeyPath<L, V>, _ def: V,
                                             _ coerce: @escaping (Any?) -> V?) -> LayerKey {
        LayerKey(get: { ($0 as? L)?[keyPath: kp] },
                 set: { layer, value in
                     guard let l = layer as? L, let v = coerce(value) else { return false }
                     l[keyPath: kp] = v
                     return true
                 },
                 defaultValue: def)
    }

    /// An optional property: nil clears it.
    package static func optional<L: CALayer, V>(_ kp: ReferenceWritableKeyPath<L, V?>, _ def: V?,
                                                _ coerce: @escaping (Any?) -> V?) -> LayerKey {
        LayerKey(get: { ($0 as? L)?[keyPath: kp] as Any? },
                 set: { layer, value in
                     guard let l = layer as? L else { return false }
                     if value == nil || value is NSNull { l[keyPath: kp] = nil; return true }
                     guard let v = coerce(value) else { return false }
                     l[keyPath: kp] = v
                     return true
                 },
                 defaultValue: def)
    }

    /// A read-only property.
    package static func readOnly<L: CALayer>(_ get: @escaping (L) -> Any?) -> LayerKey {
        LayerKey(get: { ($0 as? L).flatMap(get) }, set: { _, _ in false }, defaultValue: nil)
    }
}
