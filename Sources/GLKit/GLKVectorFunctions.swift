import Foundation

// GLKit's vector functions (Apple: GLKVector2.h, GLKVector3.h, GLKVector4.h).

public func GLKMathDegreesToRadians(_ degrees: Float) -> Float { degrees * (.pi / 180) }
public func GLKMathRadiansToDegrees(_ radians: Float) -> Float { radians * (180 / .pi) }

public func GLKVector2Make(_ x: Float, _ y: Float) -> GLKVector2 { GLKVector2(v: (x, y)) }
public func GLKVector3Make(_ x: Float, _ y: Float, _ z: Float) -> GLKVector3 { GLKVector3(v: (x, y, z)) }
public func GLKVector4Make(_ x: Float, _ y: Float, _ z: Float, _ w: Float) -> GLKVector4 { GLKVector4(v: (x, y, z, w)) }
public func GLKVector4MakeWithVector3(_ v: GLKVector3, _ w: Float) -> GLKVector4 { GLKVector4Make(v.x, v.y, v.z, w) }
public func GLKVector3MakeWithArray(_ a: UnsafePointer<Float>) -> GLKVector3 { GLKVector3Make(a[0], a[1], a[2]) }
public func GLKVector4MakeWithArray(_ a: UnsafePointer<Float>) -> GLKVector4 { GLKVector4Make(a[0], a[1], a[2], a[3]) }

/// Element-wise work on any of the vector types.
protocol GLKVectorElements {
    static var count: Int { get }
    init()
    subscript(i: Int) -> Float { get set }
}
extension GLKVector2: GLKVectorElements { static var count: Int { 2 } }
extension GLKVector3: GLKVectorElements { static var count: Int { 3 } }
extension GLKVector4: GLKVectorElements { static var count: Int { 4 } }

@inline(__always)
func combine<V: GLKVectorElements>(_ a: V, _ b: V, _ f: (Float, Float) -> Float) -> V {
    var r = V()
    for i in 0..<V.count { r[i] = f(a[i], b[i]) }
    return r
}
@inline(__always)
func dot<V: GLKVectorElements>(_ a: V, _ b: V) -> Float {
    var s: Float = 0
    for i in 0..<V.count { s += a[i] * b[i] }
    return s
}

public func GLKVector2Add(_ a: GLKVector2, _ b: GLKVector2) -> GLKVector2 { combine(a, b, +) }
public func GLKVector3Add(_ a: GLKVector3, _ b: GLKVector3) -> GLKVector3 { combine(a, b, +) }
public func GLKVector4Add(_ a: GLKVector4, _ b: GLKVector4) -> GLKVector4 { combine(a, b, +) }
public func GLKVector2Subtract(_ a: GLKVector2, _ b: GLKVector2) -> GLKVector2 { combine(a, b, -) }
public func GLKVector3Subtract(_ a: GLKVector3, _ b: GLKVector3) -> GLKVector3 { combine(a, b, -) }
public func GLKVector4Subtract(_ a: GLKVector4, _ b: GLKVector4) -> GLKVector4 { combine(a, b, -) }
public func GLKVector2Multiply(_ a: GLKVector2, _ b: GLKVector2) -> GLKVector2 { combine(a, b, *) }
public func GLKVector3Multiply(_ a: GLKVector3, _ b: GLKVector3) -> GLKVector3 { combine(a, b, *) }
public func GLKVector4Multiply(_ a: GLKVector4, _ b: GLKVector4) -> GLKVector4 { combine(a, b, *) }
public func GLKVector3Divide(_ a: GLKVector3, _ b: GLKVector3) -> GLKVector3 { combine(a, b, /) }
public func GLKVector4Divide(_ a: GLKVector4, _ b: GLKVector4) -> GLKVector4 { combine(a, b, /) }
public func GLKVector2MultiplyScalar(_ a: GLKVector2, _ s: Float) -> GLKVector2 { combine(a, a) { x, _ in x * s } }
public func GLKVector3MultiplyScalar(_ a: GLKVector3, _ s: Float) -> GLKVector3 { combine(a, a) { x, _ in x * s } }
public func GLKVector4MultiplyScalar(_ a: GLKVector4, _ s: Float) -> GLKVector4 { combine(a, a) { x, _ in x * s } }
public func GLKVector3AddScalar(_ a: GLKVector3, _ s: Float) -> GLKVector3 { combine(a, a) { x, _ in x + s } }
public func GLKVector3Negate(_ a: GLKVector3) -> GLKVector3 { combine(a, a) { x, _ in -x } }
public func GLKVector4Negate(_ a: GLKVector4) -> GLKVector4 { combine(a, a) { x, _ in -x } }
public func GLKVector2DotProduct(_ a: GLKVector2, _ b: GLKVector2) -> Float { dot(a, b) }
public func GLKVector3DotProduct(_ a: GLKVector3, _ b: GLKVector3) -> Float { dot(a, b) }
public func GLKVector4DotProduct(_ a: GLKVector4, _ b: GLKVector4) -> Float { dot(a, b) }
public func GLKVector2Length(_ a: GLKVector2) -> Float { dot(a, a).squareRoot() }
public func GLKVector3Length(_ a: GLKVector3) -> Float { dot(a, a).squareRoot() }
public func GLKVector4Length(_ a: GLKVector4) -> Float { dot(a, a).squareRoot() }
public func GLKVector3Distance(_ a: GLKVector3, _ b: GLKVector3) -> Float { GLKVector3Length(GLKVector3Subtract(b, a)) }
/// `a` scaled to length 1 (a zero vector gives NaNs, as Apple's).
public func GLKVector2Normalize(_ a: GLKVector2) -> GLKVector2 { GLKVector2MultiplyScalar(a, 1 / GLKVector2Length(a)) }
public func GLKVector3Normalize(_ a: GLKVector3) -> GLKVector3 { GLKVector3MultiplyScalar(a, 1 / GLKVector3Length(a)) }
public func GLKVector4Normalize(_ a: GLKVector4) -> GLKVector4 { GLKVector4MultiplyScalar(a, 1 / GLKVector4Length(a)) }
public func GLKVector3CrossProduct(_ a: GLKVector3, _ b: GLKVector3) -> GLKVector3 {
    GLKVector3Make(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
public func GLKVector3Lerp(_ a: GLKVector3, _ b: GLKVector3, _ t: Float) -> GLKVector3 { combine(a, b) { x, y in x + (y - x) * t } }
public func GLKVector4Lerp(_ a: GLKVector4, _ b: GLKVector4, _ t: Float) -> GLKVector4 { combine(a, b) { x, y in x + (y - x) * t } }
public func GLKVector3AllEqualToVector3(_ a: GLKVector3, _ b: GLKVector3) -> Bool { a.x == b.x && a.y == b.y && a.z == b.z }
public func GLKVector4AllEqualToVector4(_ a: GLKVector4, _ b: GLKVector4) -> Bool { a.x == b.x && a.y == b.y && a.z == b.z && a.w == b.w }
