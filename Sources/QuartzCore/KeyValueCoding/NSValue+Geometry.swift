import Foundation

/// Geometry boxed in `NSValue`, as Apple's code passes it to `fromValue`, `toValue`,
/// `values` and `setValue(_:forKeyPath:)` (001 Listing 3-2's `NSValue(caTransform3D:)`, 002's
/// `NSValue(cgPoint:)`): Core Animation unwraps them wherever it takes a value. On Apple the
/// CG forms come with UIKit; here they come with QuartzCore (which `import UIKit` brings).
///
/// Foundation on Linux boxes only its own structs by their type (`{CGPoint=dd}`…); the two
/// transforms are boxed as arrays of doubles (`[16d]`, `[6d]`), which is their memory layout.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }

    public convenience init(caTransform3D t: CATransform3D) {
        var m = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            .map(Double.init)
        self.init(bytes: &m, objCType: Self.transform3DType)
    }

    public var caTransform3DValue: CATransform3D {
        guard let m = doubles(16, Self.transform3DType) else { return CATransform3DIdentity }
        func v(_ i: Int) -> CGFloat { CGFloat(m[i]) }
        return CATransform3D(m11: v(0), m12: v(1), m13: v(2), m14: v(3), m21: v(4), m22: v(5), m23: v(6), m24: v(7),
                             m31: v(8), m32: v(9), m33: v(10), m34: v(11), m41: v(12), m42: v(13), m43: v(14), m44: v(15))
    }

    public convenience init(cgAffineTransform t: CGAffineTransform) {
        var m = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init)
        self.init(bytes: &m, objCType: Self.affineType)
    }

    public var cgAffineTransformValue: CGAffineTransform {
        guard let m = doubles(6, Self.affineType) else { return .identity }
        return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }

    private static let transform3DType = "[16d]", affineType = "[6d]"

    /// The `count` doubles of a value boxed as `type`; nil for a value of another type.
    private func doubles(_ count: Int, _ type: String) -> [Double]? {
        guard String(cString: objCType) == type else { return nil }
        var m = [Double](repeating: 0, count: count)
        m.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return m
    }

    /// The geometry inside, as the Swift value Core Animation stores (nil: not geometry).
    var geometry: Any? {
        switch String(cString: objCType) {
        case Self.transform3DType: return caTransform3DValue
        case Self.affineType: return cgAffineTransformValue
        case let t where t.hasPrefix("{CGPoint") || t.hasPrefix("{NSPoint"): return pointValue
        case let t where t.hasPrefix("{CGSize") || t.hasPrefix("{NSSize"): return sizeValue
        case let t where t.hasPrefix("{CGRect") || t.hasPrefix("{NSRect"): return rectValue
        default: return nil
        }
    }
}
