import CoreFoundation
/// Turns the values KVC callers pass (any Swift number, NSNumber, the struct or its raw
/// string) into the property's type, as Apple's KVC unwraps NSNumber/NSValue. nil when the
/// value cannot be that type.
package enum Coerce {
    package static func double(_ v: Any?) -> Double? {
        switch v {
        case let x as Double: return x
        case let x as CGFloat: return Double(x)
        case let x as Float: return Double(x)
        case let x as Int: return Double(x)
        case let x as Int32: return Double(x)
        case let x as Int64: return Double(x)
        case let x as UInt: return Double(x)
        case let x as UInt32: return Double(x)
        case let x as Bool: return x ? 1 : 0
        case let x as NSNumber: return x.doubleValue
        default: return nil
        }
    }
    package static func cgFloat(_ v: Any?) -> CGFloat? { double(v).map { CGFloat($0) } }
    /// A whole number, truncated and clamped to ±2⁵³ (converting 1e300 or NaN to Int would trap);
    /// nil for NaN.
    package static func int(_ v: Any?) -> Int? {
        double(v).flatMap { $0.isNaN ? nil : Int(max(-9.007_199_254_740_992e15, min(9.007_199_254_740_992e15, $0.rounded(.towardZero)))) }
    }
    package static func float(_ v: Any?) -> Float? { double(v).map { Float($0) } }
    package static func bool(_ v: Any?) -> Bool? {
        if let b = v as? Bool { return b }
        // `kCFBooleanTrue`, as 001 Listing 6-2 passes it for kCATransactionDisableActions.
        // (By identity: the two are singletons, and a dynamic cast to a CF type always succeeds.)
        if let v {
            let object = v as AnyObject
            if object === kCFBooleanTrue { return true }
            if object === kCFBooleanFalse { return false }
        }
        return double(v).map { $0 != 0 }
    }
    package static func point(_ v: Any?) -> CGPoint? { unboxed(v) as? CGPoint }
    package static func size(_ v: Any?) -> CGSize? { unboxed(v) as? CGSize }
    package static func rect(_ v: Any?) -> CGRect? { unboxed(v) as? CGRect }
    package static func transform(_ v: Any?) -> CATransform3D? {
        let v = unboxed(v)
        if let t = v as? CATransform3D { return t }
        if let a = v as? CGAffineTransform { return CATransform3DMakeAffineTransform(a) }
        return nil
    }
    /// The geometry inside an `NSValue` (`NSValue(cgPoint:)`, `NSValue(caTransform3D:)`…), else `v`.
    package static func unboxed(_ v: Any?) -> Any? {
        if let n = v as? NSValue, !(n is NSNumber), let g = n.geometry { return g }
        return v
    }
    package static func color(_ v: Any?) -> CGColor? { v as? CGColor }
    package static func path(_ v: Any?) -> CGPath? { v as? CGPath }
    /// An array of numbers of any type, as NSNumbers (Apple's `[NSNumber]` properties).
    package static func numbers(_ v: Any?) -> [NSNumber]? {
        if let n = v as? [NSNumber] { return n }
        guard let items = v as? [Any] else { return nil }
        var out: [NSNumber] = []
        for item in items { guard let d = double(item) else { return nil }; out.append(NSNumber(value: d)) }
        return out
    }
    /// An array of anything (Apple's `[Any]` properties such as `colors`).
    package static func array(_ v: Any?) -> [Any]? { v as? [Any] }
    package static func string(_ v: Any?) -> String? { v as? String ?? (v as? NSString).map { $0 as String } }

    /// A string-backed Apple constant (gravity, filter…) from itself or its raw string.
    package static func raw<T: RawRepresentable>(_ v: Any?, as: T.Type) -> T? where T.RawValue == String {
        if let t = v as? T { return t }
        return string(v).flatMap(T.init(rawValue:))
    }
    /// An option set from itself or its raw number.
    package static func options<T: OptionSet>(_ v: Any?, as: T.Type) -> T? where T.RawValue: BinaryInteger {
        if let t = v as? T { return t }
        // A mask wider than the raw type (edgeAntialiasingMask is 32 bits) is refused, not trapped.
        guard let d = double(v), d >= 0, d == d.rounded(), d < 1e12, let raw = T.RawValue(exactly: d) else { return nil }
        return T(rawValue: raw)
    }

    /// Equality for values of `Any` type: by `==` where the type has it, by identity for objects.
    package static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (x as AnyHashable, y as AnyHashable): return x == y
        case let (x as AnyObject, y as AnyObject): return x === y
        default: return false
        }
    }
}
