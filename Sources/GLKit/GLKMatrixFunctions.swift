import Foundation

// GLKit's matrix functions (Apple: GLKMatrix3.h, GLKMatrix4.h). Column-major: element (row r,
// column c) is m[c * 4 + r]; a translation sits in m30, m31, m32.

public let GLKMatrix4Identity = GLKMatrix4(m: (1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1))
public let GLKMatrix3Identity = GLKMatrix3(m: (1, 0, 0, 0, 1, 0, 0, 0, 1))

/// From its elements column by column (m00 m01 m02 m03 is the first column).
public func GLKMatrix4Make(_ m00: Float, _ m01: Float, _ m02: Float, _ m03: Float,
                           _ m10: Float, _ m11: Float, _ m12: Float, _ m13: Float,
                           _ m20: Float, _ m21: Float, _ m22: Float, _ m23: Float,
                           _ m30: Float, _ m31: Float, _ m32: Float, _ m33: Float) -> GLKMatrix4 {
    GLKMatrix4(m: (m00, m01, m02, m03, m10, m11, m12, m13, m20, m21, m22, m23, m30, m31, m32, m33))
}

/// From 16 floats, column by column.
public func GLKMatrix4MakeWithArray(_ values: UnsafePointer<Float>) -> GLKMatrix4 {
    var r = GLKMatrix4()
    for i in 0..<16 { r[i] = values[i] }
    return r
}

public func GLKMatrix4MakeWithColumns(_ c0: GLKVector4, _ c1: GLKVector4, _ c2: GLKVector4, _ c3: GLKVector4) -> GLKMatrix4 {
    GLKMatrix4Make(c0.x, c0.y, c0.z, c0.w, c1.x, c1.y, c1.z, c1.w, c2.x, c2.y, c2.z, c2.w, c3.x, c3.y, c3.z, c3.w)
}

public func GLKMatrix4MakeWithRows(_ r0: GLKVector4, _ r1: GLKVector4, _ r2: GLKVector4, _ r3: GLKVector4) -> GLKMatrix4 {
    GLKMatrix4Transpose(GLKMatrix4MakeWithColumns(r0, r1, r2, r3))
}

public func GLKMatrix4MakeTranslation(_ tx: Float, _ ty: Float, _ tz: Float) -> GLKMatrix4 {
    var r = GLKMatrix4Identity
    r.m30 = tx; r.m31 = ty; r.m32 = tz
    return r
}

public func GLKMatrix4MakeScale(_ sx: Float, _ sy: Float, _ sz: Float) -> GLKMatrix4 {
    var r = GLKMatrix4Identity
    r.m00 = sx; r.m11 = sy; r.m22 = sz
    return r
}

/// A rotation of `radians` about the axis (x, y, z), which is normalized; counter-clockwise
/// looking down the axis toward the origin, as OpenGL's.
public func GLKMatrix4MakeRotation(_ radians: Float, _ x: Float, _ y: Float, _ z: Float) -> GLKMatrix4 {
    let v = GLKVector3Normalize(GLKVector3Make(x, y, z))
    let c = cos(radians), s = sin(radians), k = 1 - c
    return GLKMatrix4Make(c + k * v.x * v.x, k * v.x * v.y + v.z * s, k * v.x * v.z - v.y * s, 0,
                          k * v.x * v.y - v.z * s, c + k * v.y * v.y, k * v.y * v.z + v.x * s, 0,
                          k * v.x * v.z + v.y * s, k * v.y * v.z - v.x * s, c + k * v.z * v.z, 0,
                          0, 0, 0, 1)
}

public func GLKMatrix4MakeXRotation(_ radians: Float) -> GLKMatrix4 {
    let c = cos(radians), s = sin(radians)
    return GLKMatrix4Make(1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1)
}

public func GLKMatrix4MakeYRotation(_ radians: Float) -> GLKMatrix4 {
    let c = cos(radians), s = sin(radians)
    return GLKMatrix4Make(c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1)
}

public func GLKMatrix4MakeZRotation(_ radians: Float) -> GLKMatrix4 {
    let c = cos(radians), s = sin(radians)
    return GLKMatrix4Make(c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)
}

/// A perspective projection (gluPerspective's): `fovyRadians` the vertical field of view.
public func GLKMatrix4MakePerspective(_ fovyRadians: Float, _ aspect: Float, _ nearZ: Float, _ farZ: Float) -> GLKMatrix4 {
    let cot = 1 / tan(fovyRadians / 2)
    return GLKMatrix4Make(cot / aspect, 0, 0, 0,
                          0, cot, 0, 0,
                          0, 0, (farZ + nearZ) / (nearZ - farZ), -1,
                          0, 0, (2 * farZ * nearZ) / (nearZ - farZ), 0)
}

/// A perspective projection of a frustum (glFrustum's).
public func GLKMatrix4MakeFrustum(_ left: Float, _ right: Float, _ bottom: Float, _ top: Float,
                                  _ nearZ: Float, _ farZ: Float) -> GLKMatrix4 {
    let rl = right - left, tb = top - bottom, fn = farZ - nearZ
    return GLKMatrix4Make(2 * nearZ / rl, 0, 0, 0,
                          0, 2 * nearZ / tb, 0, 0,
                          (right + left) / rl, (top + bottom) / tb, -(farZ + nearZ) / fn, -1,
                          0, 0, -2 * farZ * nearZ / fn, 0)
}

/// An orthographic projection (glOrtho's).
public func GLKMatrix4MakeOrtho(_ left: Float, _ right: Float, _ bottom: Float, _ top: Float,
                                _ nearZ: Float, _ farZ: Float) -> GLKMatrix4 {
    let rl = right - left, tb = top - bottom, fn = farZ - nearZ
    return GLKMatrix4Make(2 / rl, 0, 0, 0,
                          0, 2 / tb, 0, 0,
                          0, 0, -2 / fn, 0,
                          -(right + left) / rl, -(top + bottom) / tb, -(farZ + nearZ) / fn, 1)
}

/// A viewing transform (gluLookAt's): the eye at (eyeX, eyeY, eyeZ) looking at the centre, up
/// along (upX, upY, upZ).
public func GLKMatrix4MakeLookAt(_ eyeX: Float, _ eyeY: Float, _ eyeZ: Float,
                                 _ centerX: Float, _ centerY: Float, _ centerZ: Float,
                                 _ upX: Float, _ upY: Float, _ upZ: Float) -> GLKMatrix4 {
    let ev = GLKVector3Make(eyeX, eyeY, eyeZ)
    let n = GLKVector3Normalize(GLKVector3Subtract(ev, GLKVector3Make(centerX, centerY, centerZ)))
    let u = GLKVector3Normalize(GLKVector3CrossProduct(GLKVector3Make(upX, upY, upZ), n))
    let v = GLKVector3CrossProduct(n, u)
    return GLKMatrix4Make(u.x, v.x, n.x, 0,
                          u.y, v.y, n.y, 0,
                          u.z, v.z, n.z, 0,
                          -GLKVector3DotProduct(u, ev), -GLKVector3DotProduct(v, ev), -GLKVector3DotProduct(n, ev), 1)
}

public func GLKMatrix4Transpose(_ a: GLKMatrix4) -> GLKMatrix4 {
    var r = GLKMatrix4()
    for c in 0..<4 { for row in 0..<4 { r[row * 4 + c] = a[c * 4 + row] } }
    return r
}

/// `left` × `right`: `right` applied first.
public func GLKMatrix4Multiply(_ left: GLKMatrix4, _ right: GLKMatrix4) -> GLKMatrix4 {
    var r = GLKMatrix4()
    for c in 0..<4 {
        for row in 0..<4 {
            var s: Float = 0
            for k in 0..<4 { s += left[k * 4 + row] * right[c * 4 + k] }
            r[c * 4 + row] = s
        }
    }
    return r
}

public func GLKMatrix4Add(_ a: GLKMatrix4, _ b: GLKMatrix4) -> GLKMatrix4 {
    var r = a
    for i in 0..<16 { r[i] += b[i] }
    return r
}

public func GLKMatrix4Subtract(_ a: GLKMatrix4, _ b: GLKMatrix4) -> GLKMatrix4 {
    var r = a
    for i in 0..<16 { r[i] -= b[i] }
    return r
}

public func GLKMatrix4Translate(_ m: GLKMatrix4, _ tx: Float, _ ty: Float, _ tz: Float) -> GLKMatrix4 {
    GLKMatrix4Multiply(m, GLKMatrix4MakeTranslation(tx, ty, tz))
}
public func GLKMatrix4TranslateWithVector3(_ m: GLKMatrix4, _ v: GLKVector3) -> GLKMatrix4 { GLKMatrix4Translate(m, v.x, v.y, v.z) }
public func GLKMatrix4Scale(_ m: GLKMatrix4, _ sx: Float, _ sy: Float, _ sz: Float) -> GLKMatrix4 {
    GLKMatrix4Multiply(m, GLKMatrix4MakeScale(sx, sy, sz))
}
public func GLKMatrix4ScaleWithVector3(_ m: GLKMatrix4, _ v: GLKVector3) -> GLKMatrix4 { GLKMatrix4Scale(m, v.x, v.y, v.z) }
public func GLKMatrix4Rotate(_ m: GLKMatrix4, _ radians: Float, _ x: Float, _ y: Float, _ z: Float) -> GLKMatrix4 {
    GLKMatrix4Multiply(m, GLKMatrix4MakeRotation(radians, x, y, z))
}
public func GLKMatrix4RotateX(_ m: GLKMatrix4, _ radians: Float) -> GLKMatrix4 { GLKMatrix4Multiply(m, GLKMatrix4MakeXRotation(radians)) }
public func GLKMatrix4RotateY(_ m: GLKMatrix4, _ radians: Float) -> GLKMatrix4 { GLKMatrix4Multiply(m, GLKMatrix4MakeYRotation(radians)) }
public func GLKMatrix4RotateZ(_ m: GLKMatrix4, _ radians: Float) -> GLKMatrix4 { GLKMatrix4Multiply(m, GLKMatrix4MakeZRotation(radians)) }

public func GLKMatrix4GetRow(_ m: GLKMatrix4, _ row: Int32) -> GLKVector4 {
    let r = Int(row)
    return GLKVector4Make(m[r], m[4 + r], m[8 + r], m[12 + r])
}
public func GLKMatrix4GetColumn(_ m: GLKMatrix4, _ column: Int32) -> GLKVector4 {
    let c = Int(column) * 4
    return GLKVector4Make(m[c], m[c + 1], m[c + 2], m[c + 3])
}

/// The upper-left 3×3 (rotation and scale).
public func GLKMatrix4GetMatrix3(_ m: GLKMatrix4) -> GLKMatrix3 {
    GLKMatrix3(m: (m.m00, m.m01, m.m02, m.m10, m.m11, m.m12, m.m20, m.m21, m.m22))
}

/// The inverse; when `m` has none, the identity, with `isInvertible` set false (Apple's).
public func GLKMatrix4Invert(_ m: GLKMatrix4, _ isInvertible: UnsafeMutablePointer<Bool>?) -> GLKMatrix4 {
    var inv = [Float](repeating: 0, count: 16)
    var a = [Float](repeating: 0, count: 16)
    for i in 0..<16 { a[i] = m[i] }
    inv[0] = a[5]*a[10]*a[15] - a[5]*a[11]*a[14] - a[9]*a[6]*a[15] + a[9]*a[7]*a[14] + a[13]*a[6]*a[11] - a[13]*a[7]*a[10]
    inv[4] = -a[4]*a[10]*a[15] + a[4]*a[11]*a[14] + a[8]*a[6]*a[15] - a[8]*a[7]*a[14] - a[12]*a[6]*a[11] + a[12]*a[7]*a[10]
    inv[8] = a[4]*a[9]*a[15] - a[4]*a[11]*a[13] - a[8]*a[5]*a[15] + a[8]*a[7]*a[13] + a[12]*a[5]*a[11] - a[12]*a[7]*a[9]
    inv[12] = -a[4]*a[9]*a[14] + a[4]*a[10]*a[13] + a[8]*a[5]*a[14] - a[8]*a[6]*a[13] - a[12]*a[5]*a[10] + a[12]*a[6]*a[9]
    inv[1] = -a[1]*a[10]*a[15] + a[1]*a[11]*a[14] + a[9]*a[2]*a[15] - a[9]*a[3]*a[14] - a[13]*a[2]*a[11] + a[13]*a[3]*a[10]
    inv[5] = a[0]*a[10]*a[15] - a[0]*a[11]*a[14] - a[8]*a[2]*a[15] + a[8]*a[3]*a[14] + a[12]*a[2]*a[11] - a[12]*a[3]*a[10]
    inv[9] = -a[0]*a[9]*a[15] + a[0]*a[11]*a[13] + a[8]*a[1]*a[15] - a[8]*a[3]*a[13] - a[12]*a[1]*a[11] + a[12]*a[3]*a[9]
    inv[13] = a[0]*a[9]*a[14] - a[0]*a[10]*a[13] - a[8]*a[1]*a[14] + a[8]*a[2]*a[13] + a[12]*a[1]*a[10] - a[12]*a[2]*a[9]
    inv[2] = a[1]*a[6]*a[15] - a[1]*a[7]*a[14] - a[5]*a[2]*a[15] + a[5]*a[3]*a[14] + a[13]*a[2]*a[7] - a[13]*a[3]*a[6]
    inv[6] = -a[0]*a[6]*a[15] + a[0]*a[7]*a[14] + a[4]*a[2]*a[15] - a[4]*a[3]*a[14] - a[12]*a[2]*a[7] + a[12]*a[3]*a[6]
    inv[10] = a[0]*a[5]*a[15] - a[0]*a[7]*a[13] - a[4]*a[1]*a[15] + a[4]*a[3]*a[13] + a[12]*a[1]*a[7] - a[12]*a[3]*a[5]
    inv[14] = -a[0]*a[5]*a[14] + a[0]*a[6]*a[13] + a[4]*a[1]*a[14] - a[4]*a[2]*a[13] - a[12]*a[1]*a[6] + a[12]*a[2]*a[5]
    inv[3] = -a[1]*a[6]*a[11] + a[1]*a[7]*a[10] + a[5]*a[2]*a[11] - a[5]*a[3]*a[10] - a[9]*a[2]*a[7] + a[9]*a[3]*a[6]
    inv[7] = a[0]*a[6]*a[11] - a[0]*a[7]*a[10] - a[4]*a[2]*a[11] + a[4]*a[3]*a[10] + a[8]*a[2]*a[7] - a[8]*a[3]*a[6]
    inv[11] = -a[0]*a[5]*a[11] + a[0]*a[7]*a[9] + a[4]*a[1]*a[11] - a[4]*a[3]*a[9] - a[8]*a[1]*a[7] + a[8]*a[3]*a[5]
    inv[15] = a[0]*a[5]*a[10] - a[0]*a[6]*a[9] - a[4]*a[1]*a[10] + a[4]*a[2]*a[9] + a[8]*a[1]*a[6] - a[8]*a[2]*a[5]
    let det = a[0] * inv[0] + a[1] * inv[4] + a[2] * inv[8] + a[3] * inv[12]
    guard det != 0, det.isFinite else {
        isInvertible?.pointee = false
        return GLKMatrix4Identity
    }
    isInvertible?.pointee = true
    var r = GLKMatrix4()
    for i in 0..<16 { r[i] = inv[i] / det }
    return r
}

public func GLKMatrix4InvertAndTranspose(_ m: GLKMatrix4, _ isInvertible: UnsafeMutablePointer<Bool>?) -> GLKMatrix4 {
    GLKMatrix4Transpose(GLKMatrix4Invert(m, isInvertible))
}

public func GLKMatrix4MultiplyVector4(_ m: GLKMatrix4, _ v: GLKVector4) -> GLKVector4 {
    var r = GLKVector4()
    for row in 0..<4 { r[row] = m[row] * v.x + m[4 + row] * v.y + m[8 + row] * v.z + m[12 + row] * v.w }
    return r
}

/// `v` through the matrix's 3×3 part (no translation).
public func GLKMatrix4MultiplyVector3(_ m: GLKMatrix4, _ v: GLKVector3) -> GLKVector3 {
    let r = GLKMatrix4MultiplyVector4(m, GLKVector4Make(v.x, v.y, v.z, 0))
    return GLKVector3Make(r.x, r.y, r.z)
}

public func GLKMatrix4MultiplyVector3WithTranslation(_ m: GLKMatrix4, _ v: GLKVector3) -> GLKVector3 {
    let r = GLKMatrix4MultiplyVector4(m, GLKVector4Make(v.x, v.y, v.z, 1))
    return GLKVector3Make(r.x, r.y, r.z)
}

public func GLKMatrix4MultiplyAndProjectVector3(_ m: GLKMatrix4, _ v: GLKVector3) -> GLKVector3 {
    let r = GLKMatrix4MultiplyVector4(m, GLKVector4Make(v.x, v.y, v.z, 1))
    return GLKVector3MultiplyScalar(GLKVector3Make(r.x, r.y, r.z), 1 / r.w)
}

public func GLKMatrix3Make(_ m00: Float, _ m01: Float, _ m02: Float, _ m10: Float, _ m11: Float, _ m12: Float,
                           _ m20: Float, _ m21: Float, _ m22: Float) -> GLKMatrix3 {
    GLKMatrix3(m: (m00, m01, m02, m10, m11, m12, m20, m21, m22))
}

public func GLKMatrix3Transpose(_ a: GLKMatrix3) -> GLKMatrix3 {
    GLKMatrix3Make(a.m00, a.m10, a.m20, a.m01, a.m11, a.m21, a.m02, a.m12, a.m22)
}

public func GLKMatrix3Invert(_ a: GLKMatrix3, _ isInvertible: UnsafeMutablePointer<Bool>?) -> GLKMatrix3 {
    let c00 = a.m11 * a.m22 - a.m21 * a.m12, c01 = a.m21 * a.m02 - a.m01 * a.m22, c02 = a.m01 * a.m12 - a.m11 * a.m02
    let det = a.m00 * c00 + a.m10 * c01 + a.m20 * c02
    guard det != 0, det.isFinite else { isInvertible?.pointee = false; return GLKMatrix3Identity }
    isInvertible?.pointee = true
    let k = 1 / det
    return GLKMatrix3Make(c00 * k, c01 * k, c02 * k,
                          (a.m20 * a.m12 - a.m10 * a.m22) * k, (a.m00 * a.m22 - a.m20 * a.m02) * k, (a.m10 * a.m02 - a.m00 * a.m12) * k,
                          (a.m10 * a.m21 - a.m20 * a.m11) * k, (a.m20 * a.m01 - a.m00 * a.m21) * k, (a.m00 * a.m11 - a.m10 * a.m01) * k)
}

public func GLKMatrix3InvertAndTranspose(_ a: GLKMatrix3, _ isInvertible: UnsafeMutablePointer<Bool>?) -> GLKMatrix3 {
    GLKMatrix3Transpose(GLKMatrix3Invert(a, isInvertible))
}

public func GLKMatrix3Multiply(_ l: GLKMatrix3, _ r: GLKMatrix3) -> GLKMatrix3 {
    var out = GLKMatrix3()
    for c in 0..<3 { for row in 0..<3 {
        var s: Float = 0
        for k in 0..<3 { s += l[k * 3 + row] * r[c * 3 + k] }
        out[c * 3 + row] = s
    } }
    return out
}

public func GLKMatrix3MultiplyVector3(_ m: GLKMatrix3, _ v: GLKVector3) -> GLKVector3 {
    GLKVector3Make(m[0] * v.x + m[3] * v.y + m[6] * v.z, m[1] * v.x + m[4] * v.y + m[7] * v.z, m[2] * v.x + m[5] * v.y + m[8] * v.z)
}
