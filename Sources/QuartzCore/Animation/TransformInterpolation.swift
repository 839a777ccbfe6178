import Foundation

/// Interpolates 3D transforms the way Core Animation does: each is decomposed into
/// translation, scale, shear, perspective and a rotation quaternion, the parts are mixed
/// (the rotation by spherical interpolation), and the result recomposed — so a 180° turn
/// animates as a turn, not as a collapse through zero scale. Follows the decomposition of
/// CSS Transforms Level 2 ("Decomposing a 3D matrix"), whose row-vector layout matches
/// CATransform3D (m41…m43 translation, m14…m34 perspective). Vectors and matrices are SIMD
/// values: an animated transform is interpolated every frame without allocating.
enum TransformInterpolation {
    struct Parts {
        var translate = SIMD3<Double>(0, 0, 0)
        var scale = SIMD3<Double>(1, 1, 1)
        var skew = SIMD3<Double>(0, 0, 0)          // xy, xz, yz
        var perspective = SIMD4<Double>(0, 0, 0, 1)
        var quaternion = SIMD4<Double>(0, 0, 0, 1)
    }

    /// A 4×4 matrix as four rows.
    struct Matrix {
        var r0, r1, r2, r3: SIMD4<Double>
        static let identity = Matrix(r0: SIMD4(1, 0, 0, 0), r1: SIMD4(0, 1, 0, 0), r2: SIMD4(0, 0, 1, 0), r3: SIMD4(0, 0, 0, 1))

        subscript(i: Int) -> SIMD4<Double> {
            get { switch i { case 0: return r0; case 1: return r1; case 2: return r2; default: return r3 } }
            set { switch i { case 0: r0 = newValue; case 1: r1 = newValue; case 2: r2 = newValue; default: r3 = newValue } }
        }

        mutating func swapRows(_ a: Int, _ b: Int) { let t = self[a]; self[a] = self[b]; self[b] = t }

        /// self · b (rows times columns).
        func multiplied(by b: Matrix) -> Matrix {
            func row(_ a: SIMD4<Double>) -> SIMD4<Double> { a[0] * b.r0 + a[1] * b.r1 + a[2] * b.r2 + a[3] * b.r3 }
            return Matrix(r0: row(r0), r1: row(r1), r2: row(r2), r3: row(r3))
        }

        var transposed: Matrix {
            Matrix(r0: SIMD4(r0[0], r1[0], r2[0], r3[0]), r1: SIMD4(r0[1], r1[1], r2[1], r3[1]),
                   r2: SIMD4(r0[2], r1[2], r2[2], r3[2]), r3: SIMD4(r0[3], r1[3], r2[3], r3[3]))
        }
    }

    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        guard let p = decompose(a), let q = decompose(b) else { return t < 0.5 ? a : b }
        var r = Parts()
        r.translate = p.translate + (q.translate - p.translate) * t
        r.scale = p.scale + (q.scale - p.scale) * t
        r.skew = p.skew + (q.skew - p.skew) * t
        r.perspective = p.perspective + (q.perspective - p.perspective) * t
        r.quaternion = slerp(p.quaternion, q.quaternion, t)
        return recompose(r)
    }

    static func rows(_ m: CATransform3D) -> Matrix {
        Matrix(r0: SIMD4(Double(m.m11), Double(m.m12), Double(m.m13), Double(m.m14)),
               r1: SIMD4(Double(m.m21), Double(m.m22), Double(m.m23), Double(m.m24)),
               r2: SIMD4(Double(m.m31), Double(m.m32), Double(m.m33), Double(m.m34)),
               r3: SIMD4(Double(m.m41), Double(m.m42), Double(m.m43), Double(m.m44)))
    }

    static func decompose(_ t: CATransform3D) -> Parts? {
        var m = rows(t)
        guard m[3][3] != 0 else { return nil }
        let norm = m[3][3]
        for i in 0..<4 { m[i] /= norm }
        var pm = m
        for i in 0..<3 { pm[i][3] = 0 }
        pm[3][3] = 1
        guard abs(determinant(pm)) > 1e-12 else { return nil }
        var parts = Parts()
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = SIMD4<Double>(m[0][3], m[1][3], m[2][3], m[3][3])
            guard let inv = invert(pm) else { return nil }
            // perspective = rhs · transpose(inverse(pm))
            parts.perspective = SIMD4((rhs * inv[0]).sum(), (rhs * inv[1]).sum(), (rhs * inv[2]).sum(), (rhs * inv[3]).sum())
        }
        parts.translate = SIMD3(m[3][0], m[3][1], m[3][2])
        var row = (SIMD3(m[0][0], m[0][1], m[0][2]), SIMD3(m[1][0], m[1][1], m[1][2]), SIMD3(m[2][0], m[2][1], m[2][2]))
        func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
        func normalize(_ v: SIMD3<Double>) -> SIMD3<Double> { let l = length(v); return l == 0 ? v : v / l }
        func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
        func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])
        }
        parts.scale[0] = length(row.0); row.0 = normalize(row.0)
        parts.skew[0] = dot(row.0, row.1); row.1 = row.1 - row.0 * parts.skew[0]
        parts.scale[1] = length(row.1); row.1 = normalize(row.1)
        if parts.scale[1] != 0 { parts.skew[0] /= parts.scale[1] }
        parts.skew[1] = dot(row.0, row.2); row.2 = row.2 - row.0 * parts.skew[1]
        parts.skew[2] = dot(row.1, row.2); row.2 = row.2 - row.1 * parts.skew[2]
        parts.scale[2] = length(row.2); row.2 = normalize(row.2)
        if parts.scale[2] != 0 { parts.skew[1] /= parts.scale[2]; parts.skew[2] /= parts.scale[2] }
        if dot(row.0, cross(row.1, row.2)) < 0 {
            parts.scale = -parts.scale
            row = (-row.0, -row.1, -row.2)
        }
        // The rotation matrix (rows) to a quaternion.
        let (r0, r1, r2) = row
        var q = SIMD4<Double>(0.5 * max(1 + r0[0] - r1[1] - r2[2], 0).squareRoot(),
                              0.5 * max(1 - r0[0] + r1[1] - r2[2], 0).squareRoot(),
                              0.5 * max(1 - r0[0] - r1[1] + r2[2], 0).squareRoot(),
                              0.5 * max(1 + r0[0] + r1[1] + r2[2], 0).squareRoot())
        if r2[1] > r1[2] { q[0] = -q[0] }
        if r0[2] > r2[0] { q[1] = -q[1] }
        if r1[0] > r0[1] { q[2] = -q[2] }
        parts.quaternion = q
        return parts
    }

    static func recompose(_ p: Parts) -> CATransform3D {
        var m = Matrix.identity
        for i in 0..<4 { m[i][3] = p.perspective[i] }
        for i in 0..<3 { for j in 0..<3 { m[3][i] += p.translate[j] * m[j][i] } }
        let (x, y, z, w) = (p.quaternion[0], p.quaternion[1], p.quaternion[2], p.quaternion[3])
        let rot = Matrix(r0: SIMD4(1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w), 0),
                         r1: SIMD4(2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w), 0),
                         r2: SIMD4(2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y), 0),
                         r3: SIMD4(0, 0, 0, 1))
        // The spec's rotation matrix is for column vectors: ours are rows, so transpose.
        m = rot.transposed.multiplied(by: m)
        if p.skew[2] != 0 { m = Matrix(r0: SIMD4(1, 0, 0, 0), r1: SIMD4(0, 1, 0, 0), r2: SIMD4(0, p.skew[2], 1, 0), r3: SIMD4(0, 0, 0, 1)).multiplied(by: m) }
        if p.skew[1] != 0 { m = Matrix(r0: SIMD4(1, 0, 0, 0), r1: SIMD4(0, 1, 0, 0), r2: SIMD4(p.skew[1], 0, 1, 0), r3: SIMD4(0, 0, 0, 1)).multiplied(by: m) }
        if p.skew[0] != 0 { m = Matrix(r0: SIMD4(1, 0, 0, 0), r1: SIMD4(p.skew[0], 1, 0, 0), r2: SIMD4(0, 0, 1, 0), r3: SIMD4(0, 0, 0, 1)).multiplied(by: m) }
        for i in 0..<3 { m[i] *= p.scale[i] }
        func c(_ v: Double) -> CGFloat { CGFloat(v) }
        return CATransform3D(m11: c(m[0][0]), m12: c(m[0][1]), m13: c(m[0][2]), m14: c(m[0][3]),
                             m21: c(m[1][0]), m22: c(m[1][1]), m23: c(m[1][2]), m24: c(m[1][3]),
                             m31: c(m[2][0]), m32: c(m[2][1]), m33: c(m[2][2]), m34: c(m[2][3]),
                             m41: c(m[3][0]), m42: c(m[3][1]), m43: c(m[3][2]), m44: c(m[3][3]))
    }

    static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        var product = (a * b).sum()
        var b = b
        if product < 0 { b = -b; product = -product }     // the shorter way round
        product = min(1, product)
        if product > 1 - 1e-9 { return a + (b - a) * t }
        let theta = acos(product), w = sin(t * theta) / sin(theta)
        let sa = cos(t * theta) - product * w
        return a * sa + b * w
    }

    static func determinant(_ m: Matrix) -> Double {
        var a = m, det = 1.0
        for c in 0..<4 {
            var p = c
            for r in (c + 1)..<4 where abs(a[r][c]) > abs(a[p][c]) { p = r }
            guard a[p][c] != 0 else { return 0 }
            if p != c { a.swapRows(p, c); det = -det }
            det *= a[c][c]
            for r in (c + 1)..<4 { let f = a[r][c] / a[c][c]; a[r] -= a[c] * f }
        }
        return det
    }

    static func invert(_ m: Matrix) -> Matrix? {
        var a = m, inv = Matrix.identity
        for c in 0..<4 {
            var p = c
            for r in (c + 1)..<4 where abs(a[r][c]) > abs(a[p][c]) { p = r }
            guard abs(a[p][c]) > 1e-15 else { return nil }
            a.swapRows(p, c); inv.swapRows(p, c)
            let d = a[c][c]
            a[c] /= d; inv[c] /= d
            for r in 0..<4 where r != c {
                let f = a[r][c]
                a[r] -= a[c] * f; inv[r] -= inv[c] * f
            }
        }
        return inv
    }
}
