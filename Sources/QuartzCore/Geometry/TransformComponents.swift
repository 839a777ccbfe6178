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
        var r = [[t.m11, t.m12, t.m13], [t.m21, t.m22, t.m23], [t.m31, t.m32, t.m33]]
        var s = r.map { ($0[0] * $0[0] + $0[1] * $0[1] + $0[2] * $0[2]).squareRoot() }
        let det = r[0][0] * (r[1][1] * r[2][2] - r[1][2] * r[2][1]) - r[0][1] * (r[1][0] * r[2][2] - r[1][2] * r[2][0])
            + r[0][2] * (r[1][0] * r[2][1] - r[1][1] * r[2][0])
        if det < 0 { s[0] = -s[0] }            // a mirror: carried by the x scale
        scale = (s[0], s[1], s[2])
        for i in 0..<3 where s[i] != 0 { r[i] = r[i].map { $0 / s[i] } }
        // r = Rx(a) · Ry(b) · Rz(g) in row-vector form (derivation in the file's tests).
        let sinB = max(-1, min(1, -r[0][2]))
        let b = asin(sinB)
        let a: CGFloat, g: CGFloat
        if abs(sinB) < 1 - 1e-9 {
            a = atan2(r[1][2], r[2][2])
            g = atan2(r[0][1], r[0][0])
        } else {                                // gimbal lock: put all of it in x
            g = 0
            a = sinB > 0 ? atan2(r[1][0], r[1][1]) : atan2(-r[1][0], r[1][1])
        }
        rotation = (a, b, g)
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
