
/// Declares a property of a CALayer subclass that behaves like Apple's `@NSManaged` layer
/// properties: stored by key-value coding under `key` (so `value(forKey:)`, key paths,
/// `defaultValue(forKey:)`, presentation copies and animations by key path all see it), and
/// redisplaying the layer when the class's `needsDisplay(forKey:)` says so.
///
///     final class ClockLayer: CALayer {
///         @LayerProperty("angle") var angle: CGFloat = 0
///         override class func needsDisplay(forKey key: String) -> Bool {
///             key == "angle" || super.needsDisplay(forKey: key)
///         }
///         override func draw(in ctx: CGContext) { /* draw the hand at self.angle */ }
///     }
///     layer.setValue(CGFloat.pi, forKey: "angle")   // same storage as layer.angle = .pi
///
/// Swift has no way to learn a property's name, so the key is given explicitly. The declared
/// initial value is the default unless the class's `defaultValue(forKey:)` gives one.
@propertyWrapper
public struct LayerProperty<Value> {
    public let key: String
    private let initialValue: Value

    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        initialValue = wrappedValue
        LayerPropertyKeys.declare(key)
    }

    @available(*, unavailable, message: "@LayerProperty works only on CALayer subclasses")
    public var wrappedValue: Value {
        get { fatalError("@LayerProperty works only on CALayer subclasses") }
        set { fatalError("@LayerProperty works only on CALayer subclasses") }
    }

    public static subscript<Layer: CALayer>(
        _enclosingInstance layer: Layer,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Layer, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Layer, LayerProperty<Value>>
    ) -> Value {
        get {
            let wrapper = layer[keyPath: storageKeyPath]
            if let stored = layer.dynamicValues[wrapper.key], let v = coerced(stored) { return v }
            if let d = type(of: layer).defaultValue(forKey: wrapper.key), let v = coerced(d) { return v }
            return wrapper.initialValue
        }
        set {
            layer.setValue(newValue, forKey: layer[keyPath: storageKeyPath].key)
        }
    }

    /// A stored or default value of another numeric type, converted (KVC callers may pass any number).
    private static func coerced(_ v: Any) -> Value? {
        if let v = v as? Value { return v }
        switch Value.self {
        case is CGFloat.Type: return Coerce.cgFloat(v) as? Value
        case is Double.Type: return Coerce.double(v) as? Value
        case is Float.Type: return Coerce.float(v) as? Value
        case is Bool.Type: return Coerce.bool(v) as? Value
        default: return nil
        }
    }
}

/// The keys declared with @LayerProperty anywhere: an animation of such a key animates a
/// property even before it has been set (its storage is then still empty).
enum LayerPropertyKeys {
    private static let keys = Locked<Set<String>>([])
    static func declare(_ key: String) { _ = keys.withLock { $0.insert(key) } }
    static func isDeclared(_ key: String) -> Bool { keys.withLock { $0.contains(key) } }
}
