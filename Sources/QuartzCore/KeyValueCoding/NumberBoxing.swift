import Foundation

/// Key-value coding answers numbers as `NSNumber`, as Objective-C's does (Core Animation
/// Programming Guide, "Key-Value Coding Extensions": scalars are wrapped in objects), so
/// `value(forKeyPath: "transform.rotation.z") as? Double`, `as? CGFloat`, `as? Float` and
/// `as! NSNumber` all succeed, whatever Swift type the property has. Structs, colours, paths,
/// layers and strings are answered as they are.
enum NumberBoxing {
    static func boxed(_ value: Any?) -> Any? {
        guard let value else { return nil }
        // By the value's own type: a cast would also match an NSNumber (which bridges).
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(CGFloat.self): return NSNumber(value: Double(value as! CGFloat))
        case ObjectIdentifier(Double.self): return NSNumber(value: value as! Double)
        case ObjectIdentifier(Float.self): return NSNumber(value: value as! Float)
        case ObjectIdentifier(Int.self): return NSNumber(value: value as! Int)
        case ObjectIdentifier(Bool.self): return NSNumber(value: value as! Bool)
        case ObjectIdentifier(Int32.self): return NSNumber(value: value as! Int32)
        case ObjectIdentifier(UInt32.self): return NSNumber(value: value as! UInt32)
        default: return value
        }
    }
}
