public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let easeIn = Self(rawValue: "easeIn")
    public static let easeOut = Self(rawValue: "easeOut")
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    public static let `default` = Self(rawValue: "default")
}

/// A pacing curve: the cubic Bézier from (0, 0) through two control points to (1, 1), mapping
/// an animation's linear progress to its eased progress (Apple: CAMediaTimingFunction).
public final class CAMediaTimingFunction: Equatable, CustomStringConvertible, @unchecked Sendable {
    let c1: CGPoint
    let c2: CGPoint

    /// Apple's control points for the named functions.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// The x coordinates are clamped to 0…1 (so the curve stays a function of time); y may
    /// overshoot, as on Apple.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func unit(_ v: Float) -> CGFloat { v.isFinite ? CGFloat(max(0, min(1, v))) : 0 }
        func any(_ v: Float) -> CGFloat { v.isFinite ? CGFloat(v) : 0 }
        c1 = CGPoint(x: unit(c1x), y: any(c1y))
        c2 = CGPoint(x: unit(c2x), y: any(c2y))
    }

    /// Control point `idx` (0…3) into `ptr[0]`, `ptr[1]`: (0,0), c1, c2, (1,1).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p: CGPoint
        switch idx {
        case 0: p = .zero
        case 1: p = c1
        case 2: p = c2
        default: p = CGPoint(x: 1, y: 1)
        }
        ptr[0] = Float(p.x); ptr[1] = Float(p.y)
    }

    var isLinear: Bool { c1.x == c1.y && c2.x == c2.y }

    /// The eased progress at linear progress `x` (0…1): solves x(t) = x for the curve's
    /// parameter by Newton steps with a bisection fallback to 1e-12, then returns y(t).
    package func solve(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        let ax = 3 * Double(c1.x), bx = 3 * Double(c2.x - c1.x) - ax, cx = 1 - ax - bx
        let ay = 3 * Double(c1.y), by = 3 * Double(c2.y - c1.y) - ay, cy = 1 - ay - by
        func sx(_ t: Double) -> Double { ((cx * t + bx) * t + ax) * t }
        func dx(_ t: Double) -> Double { (3 * cx * t + 2 * bx) * t + ax }
        var t = x
        for _ in 0..<8 {
            let err = sx(t) - x
            if abs(err) < 1e-12 { return ((cy * t + by) * t + ay) * t }
            let d = dx(t)
            if abs(d) < 1e-9 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<100 {
            let v = sx(t)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return ((cy * t + by) * t + ay) * t
    }

    public static func == (l: CAMediaTimingFunction, r: CAMediaTimingFunction) -> Bool { l.c1 == r.c1 && l.c2 == r.c2 }
    public var description: String { "<CAMediaTimingFunction (\(c1.x), \(c1.y)) (\(c2.x), \(c2.y))>" }
}
