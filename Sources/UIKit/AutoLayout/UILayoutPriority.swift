/// How much a constraint matters (Apple: UILayoutPriority), from 1 to 1000. At 1000 it is
/// required; below, the engine satisfies it as nearly as it can, a higher priority before a
/// lower one.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
                                ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    /// What `systemLayoutSizeFitting(_:)` gives the target size: below every content priority.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: UILayoutPriority, x: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + x) }
    public static func - (p: UILayoutPriority, x: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - x) }

    /// The weight of the constraint's error in the engine's objective: doubling every 50
    /// points, so that a higher priority outweighs many lower ones (UIKit satisfies
    /// priorities in order), while the largest weight stays where double precision is exact
    /// enough for the simplex (about 10⁶, as kiwi's "strong").
    var solverWeight: Double? {
        rawValue >= 1000 ? nil : Double.pow2(Double(max(1, rawValue)) / 50)
    }
}

extension Double {
    static func pow2(_ x: Double) -> Double { Foundation.pow(2, x) }
}

import Foundation
