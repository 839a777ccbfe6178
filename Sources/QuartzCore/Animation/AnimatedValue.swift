import Foundation

/// A property value as the animation engine interpolates it. Conversion from the `Any` an
/// animation carries is done once, "like" the property's current value, so a `fromValue` of
/// any numeric type animates a CGFloat property.
package enum AnimatedValue {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor)
    case path(CGPath)
    case scalars([Double])
    case colors([CGColor])
    /// Not interpolable (Bool, images, names…): switches at the half-way point.
    case discrete(Any?)

    /// The value of a property as it is stored.
    init(_ any: Any?) {
        // An NSNumber (key-value coding's answer, or the app's): a flag or a scalar. Checked by
        // its own type first, since it also casts to Bool when it holds 0 or 1.
        if let any, type(of: any) is NSNumber.Type, let number = any as? NSNumber {
            self = String(cString: number.objCType) == "c" ? .discrete(number.boolValue) : .scalar(number.doubleValue)
            return
        }
        switch any {
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGColor: self = .color(v)
        case let v as CGPath: self = .path(v)
        case let v as Bool: self = .discrete(v)
        case let v as [NSNumber]: self = .scalars(v.map(\.doubleValue))
        case let v as [Any] where !v.isEmpty && v.allSatisfy({ $0 is CGColor }): self = .colors(v.map { $0 as! CGColor })
        default:
            if let d = Coerce.double(any), !(any is NSNull) { self = .scalar(d) } else { self = .discrete(any) }
        }
    }

    /// `any` read as the same kind of value as `self`; nil when it cannot be (a mismatched
    /// type: the animation then leaves the property alone).
    func converting(_ any: Any?) -> AnimatedValue? {
        guard let any, !(any is NSNull) else { return nil }
        switch self {
        case .scalar: return Coerce.double(any).map(AnimatedValue.scalar)
        case .point: return Coerce.point(any).map(AnimatedValue.point)
        case .size: return Coerce.size(any).map(AnimatedValue.size)
        case .rect: return Coerce.rect(any).map(AnimatedValue.rect)
        case .transform: return Coerce.transform(any).map(AnimatedValue.transform)
        case .color: return (any as? CGColor).map(AnimatedValue.color)
        case .path: return (any as? CGPath).map(AnimatedValue.path)
        case .scalars: return Coerce.numbers(any).map { .scalars($0.map(\.doubleValue)) }
        case .colors:
            guard let a = any as? [Any], a.allSatisfy({ $0 is CGColor }) else { return nil }
            return .colors(a.map { $0 as! CGColor })
        case .discrete(let current):
            if current is Bool { return Coerce.bool(any).map { .discrete($0) } }
            return .discrete(any)
        }
    }

    /// A property with no value (nil).
    var isNil: Bool { if case .discrete(let v) = self { return v == nil }; return false }

    /// The value as the property stores it.
    var any: Any? {
        switch self {
        case .scalar(let v): return CGFloat(v)
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v
        case .path(let v): return v
        case .scalars(let v): return v.map { NSNumber(value: $0) }
        case .colors(let v): return v as [Any]
        case .discrete(let v): return v
        }
    }

    // MARK: Arithmetic

    /// From `a` to `b` at `t` (t may leave 0…1 when a timing curve overshoots).
    static func interpolate(_ a: AnimatedValue, _ b: AnimatedValue, _ t: Double) -> AnimatedValue {
        let f = CGFloat(t)
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + (y - x) * t)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
        case (.size(let p), .size(let q)): return .size(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: mix(p.minX, q.minX), y: mix(p.minY, q.minY),
                                width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case (.transform(let p), .transform(let q)): return .transform(TransformInterpolation.interpolate(p, q, t))
        case (.color(let p), .color(let q)): return .color(mixColors(p, q, f))
        case (.path(let p), .path(let q)): return mixPaths(p, q, f).map(AnimatedValue.path) ?? (t < 1 ? a : b)
        case (.scalars(let p), .scalars(let q)) where p.count == q.count:
            return .scalars(zip(p, q).map { $0 + ($1 - $0) * t })
        case (.colors(let p), .colors(let q)) where p.count == q.count:
            return .colors(zip(p, q).map { mixColors($0, $1, f) })
        default:
            return t < 0.5 ? a : b
        }
    }

    /// `a + b` (additive and `byValue` animations); transforms concatenate.
    static func add(_ a: AnimatedValue, _ b: AnimatedValue) -> AnimatedValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case (.size(let p), .size(let q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: p.minX + q.minX, y: p.minY + q.minY, width: p.width + q.width, height: p.height + q.height))
        case (.transform(let p), .transform(let q)): return .transform(q.concatenating(p))
        case (.color(let p), .color(let q)): return .color(combineColors(p, q, +))
        case (.scalars(let p), .scalars(let q)) where p.count == q.count: return .scalars(zip(p, q).map(+))
        default: return b
        }
    }

    /// `a − b`; a transform difference is b⁻¹·a.
    static func subtract(_ a: AnimatedValue, _ b: AnimatedValue) -> AnimatedValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x - y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        case (.size(let p), .size(let q)): return .size(CGSize(width: p.width - q.width, height: p.height - q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: p.minX - q.minX, y: p.minY - q.minY, width: p.width - q.width, height: p.height - q.height))
        case (.transform(let p), .transform(let q)): return .transform(p.concatenating(CATransform3DInvert(q)))
        case (.color(let p), .color(let q)): return .color(combineColors(p, q, -))
        case (.scalars(let p), .scalars(let q)) where p.count == q.count: return .scalars(zip(p, q).map(-))
        default: return a
        }
    }

    /// `v` added to itself `n` times (cumulative animations add n × the span per repeat), by
    /// doubling: a thousandth repeat costs ten additions, not a thousand, every frame.
    static func times(_ v: AnimatedValue, _ n: Int) -> AnimatedValue {
        let zero = subtract(v, v)
        var out = zero, power = v, k = abs(n)
        while k > 0 {
            if k & 1 == 1 { out = add(out, power) }
            power = add(power, power)
            k >>= 1
        }
        return n < 0 ? subtract(zero, out) : out
    }

    /// How far apart two values are (for paced keyframes).
    static func distance(_ a: AnimatedValue, _ b: AnimatedValue) -> Double {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return abs(y - x)
        case (.point(let p), .point(let q)): return Double(hypot(q.x - p.x, q.y - p.y))
        case (.size(let p), .size(let q)): return Double(hypot(q.width - p.width, q.height - p.height))
        case (.rect(let p), .rect(let q)):
            let d = [p.minX - q.minX, p.minY - q.minY, p.width - q.width, p.height - q.height]
            return Double(d.map { $0 * $0 }.reduce(0, +).squareRoot())
        case (.color(let p), .color(let q)):
            let x = p.components ?? [], y = q.components ?? []
            return Double(zip(x, y).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot())
        case (.transform(let p), .transform(let q)):
            return Double(hypot(hypot(p.m41 - q.m41, p.m42 - q.m42), p.m43 - q.m43))
        case (.scalars(let p), .scalars(let q)): return zip(p, q).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
        default: return 1
        }
    }

    /// Component-wise in the colour's own space; across spaces, in sRGB.
    private static func mixColors(_ a: CGColor, _ b: CGColor, _ t: CGFloat) -> CGColor {
        if a.colorSpace == b.colorSpace, let x = a.components, let y = b.components, x.count == y.count, let space = a.colorSpace {
            return CGColor(space: space, values: zip(x, y).map { $0 + ($1 - $0) * t })
        }
        let p = a.rgba, q = b.rgba
        return CGColor(red: p.r + (q.r - p.r) * t, green: p.g + (q.g - p.g) * t, blue: p.b + (q.b - p.b) * t, alpha: p.a + (q.a - p.a) * t)
    }

    private static func combineColors(_ a: CGColor, _ b: CGColor, _ op: (CGFloat, CGFloat) -> CGFloat) -> CGColor {
        let p = a.rgba, q = b.rgba
        return CGColor(red: op(p.r, q.r), green: op(p.g, q.g), blue: op(p.b, q.b), alpha: op(p.a, q.a))
    }

    /// Point by point when both paths have the same elements; nil otherwise.
    private static func mixPaths(_ a: CGPath, _ b: CGPath, _ t: CGFloat) -> CGPath? {
        let x = a.segments, y = b.segments
        guard x.count == y.count else { return nil }
        func m(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        var out: [PathSegment] = []
        out.reserveCapacity(x.count)
        for (s, u) in zip(x, y) {
            switch (s, u) {
            case (.move(let p), .move(let q)): out.append(.move(m(p, q)))
            case (.line(let p), .line(let q)): out.append(.line(m(p, q)))
            case (.quad(let c, let p), .quad(let d, let q)): out.append(.quad(m(c, d), m(p, q)))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)): out.append(.cubic(m(c1, d1), m(c2, d2), m(p, q)))
            case (.close, .close): out.append(.close)
            default: return nil
            }
        }
        return CGPath(segments: out)
    }
}
