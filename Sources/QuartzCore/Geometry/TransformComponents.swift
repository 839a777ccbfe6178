/// A transform taken apart into scale, rotation (Euler angles, applied x then y then z) and
/// translation, keeping its perspective column — what the `transform.rotation.z`,
/// `transform.scale.x`, `transform.translation` key paths read and write (Core Animation
/// Programming Guide, Table C-2). Rebuilding gives back the transform when it has no shear.
package struct TransformComponents: Equatable, Sendable {
    package var scale: (x: CGFloat, y: CGFloat, z: CGFloat) = (1, 1, 1)
    package var rotation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
    package var translation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
    package var perspective: (m14: CGFloat, m24: CGFloat, m34: CGFloat, m44: CGFloat) = (0, 0, 0, 1)

    package static func == (l: Self, r: Self) -> Bool {
        l.scale == r.scale && l.rotation == r.rotation && l.translation == r.translation && l.perspective == r.perspective
    }

    package init() {}

    package init(_ t: CATransform3D) {
        translation = (t.m41, t.m42, t.m43)
        perspective = (t.m14, t.m24, t.m34, t.m44)
        // Rows on SIMD, not nested arrays: animations of sub-paths decompose every frame.
        var r0 = SIMD3(Double(t.m11), Double(t.m12), Double(t.m13)), r1 = SIMD3(Double(t.m21), Double(t.m22), Double(t.m23))
        var r2 = SIMD3(Double(t.m31), Double(t.m32), Double(t.m33))
        var s = SIMD3((r0 * r0).sum().squareRoot(), (r1 * r1).sum().squareRoot(), (r2 * r2).sum().squareRoot())
        let det = r0.x * (r1.y * r2.z - r1.z * r2.y) - r0.y * (r1.x * r2.z - r1.z * r2.x) + r0.z * (r1.x * r2.y - r1.y * r2.x)
        if det < 0 { s.x = -s.x }            // a mirror: carried by the x scale
        scale = (CGFloat(s.x), CGFloat(s.y), CGFloat(s.z))
        if s.x != 0 { r0 /= s.x }
        if s.y != 0 { r1 /= s.y }
        if s.z != 0 { r2 /= s.z }
        // r = Rx(a) · Ry(b) · Rz(g) in row-vector form (derivation in the file's tests).
        let sinB = max(-1, min(1, -r0.z))
        let b = asin(sinB)
        let a: Double, g: Double
        if abs(sinB) < 1 - 1e-9 {
            a = atan2(r1.z, r2.z)
            g = atan2(r0.y, r0.x)
        } else {                                // gimbal lock: put all of it in x
            g = 0
            a = sinB > 0 ? atan2(r1.x, r1.y) : atan2(-r1.x, r1.y)
        }
        rotation = (CGFloat(a), CGFloat(b), CGFloat(g))
    }

    package var transform: CATransform3D {
        var t = CATransform3DMakeScale(scale.x, scale.y, scale.z)
        t = t.concatenating(CATransform3DMakeRotation(rotation.x, 1, 0, 0))
        t = t.concatenating(CATransform3DMakeRotation(rotation.y, 0, 1, 0))
        t = t.concatenating(CATransform3DMakeRotation(rotation.z, 0, 0, 1))
        t.m41 = translation.x; t.m42 = translation.y; t.m43 = translation.z
        t.m14 = perspective.m14; t.m24 = perspective.m24; t.m34 = perspective.m34; t.m44 = perspective.m44
        return t
    }
}
