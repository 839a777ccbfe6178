import Foundation

/// `CGFloat` bridges to and from `NSNumber`, as on Apple platforms: an `NSNumber` (Core
/// Animation's key-value coding answers one for every numeric property) casts with `as? CGFloat`,
/// and a `CGFloat` stored as `Any` casts with `as? NSNumber`. Foundation on Linux bridges
/// `Double`, `Float` and the integers but not `CGFloat`; the conversion follows `Double`'s.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber

    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        var double: Double?
        guard Double._conditionallyBridgeFromObjectiveC(source, result: &double), let double else { return false }
        result = CGFloat(double)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
