import Foundation

/// Interpolates 3D transforms the way Core Animation does: each is decomposed into
/// translation, scale, shear, perspective and a rotation quaternion, the parts are mixed
/// (the rotation by spherical interpolation), and the result recomposed — so a 180° turn
/// animates as a turn, not as a collapse through zero scale. Follows the decomposition of
/// CSS Transforms Level 2 ("Decomposing a 3D matrix"), whose row-vector layout matches
/// CATransform3D (m41…m43 translation, m14…m34 perspective).
enum TransformInterpolation {
    struct Parts {
        var translate = [0.0, 0, 0]
        var scale = [1.0, 1, 1]
        var skew = [0.0, 0, 0]         // xy, xz, yz
        var perspective = [0.0, 0, 0, 1]
        var quaternion = [0.0, 0, 0, 1]
    }

    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        guard let p = decompose(a), let q = decompose(b) else { return t < 0.5 ? a : b }
        var r = Parts()
        func mix(_ x: [Double], _ y: [Double]) -> [Double] { zip(x, y).map { $0 + ($1 - $0) * t } }
        r.translate = mix(p.translate, q.translate)
        r.scale = mix(p.scale, q.scale)
        r.skew = mix(p.skew, q.skew)
        r.perspective = mix(p.perspective, q.perspective)
        r.quaternion = slerp(p.quaternion, q.quaternion, t)
        return recompose(r)
    }

    static func rows(_ m: CATransform3D) -> [[Double]] {
        [[m.m11, m.m12, m.m13, m.m14], [m.m21, m.m22, m.m23, m.m24],
         [m.m31, m.m32, m.m33, m.m34], [m.m41, m.m42, m.m43, m.m44]].map { $0.map(Double.init) }
    }

    static func decompose(_ t: CATransform3D) -> Parts? {
        var m = rows(t)
        guard m[3][3] != 0 else { return nil }
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= m[3][3] } }
        var pm = m
        for i in 0..<3 { pm[i][3] = 0 }
        pm[3][3] = 1
        guard abs(determinant(pm)) > 1e-12 else { return nil }
        var parts = Parts()
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            guard let inv = invert(pm) else { return nil }
            // perspective = rhs · transpose(inverse(pm))
            parts.perspective = (0..<4).map { j in (0..<4).map { k in rhs[k] * inv[j][k] }.reduce(0, +) }
        }
        parts.translate = [m[3][0], m[3][1], m[3][2]]
        var row = (0..<3).map { i in [m[i][0], m[i][1], m[i][2]] }
        func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        func normalize(_ v: [Double]) -> [Double] { let l = length(v); return l == 0 ? v : v.map { $0 / l } }
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] { (0..<3).map { a[$0] * sa + b[$0] * sb } }
        func cross(_ a: [Double], _ b: [Double]) -> [Double] {
            [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
        }
        parts.scale[0] = length(row[0]); row[0] = normalize(row[0])
        parts.skew[0] = dot(row[0], row[1]); row[1] = combine(row[1], row[0], 1, -parts.skew[0])
        parts.scale[1] = length(row[1]); row[1] = normalize(row[1])
        if parts.scale[1] != 0 { parts.skew[0] /= parts.scale[1] }
        parts.skew[1] = dot(row[0], row[2]); row[2] = combine(row[2], row[0], 1, -parts.skew[1])
        parts.skew[2] = dot(row[1], row[2]); row[2] = combine(row[2], row[1], 1, -parts.skew[2])
        parts.scale[2] = length(row[2]); row[2] = normalize(row[2])
        if parts.scale[2] != 0 { parts.skew[1] /= parts.scale[2]; parts.skew[2] /= parts.scale[2] }
        if dot(row[0], cross(row[1], row[2])) < 0 {
            for i in 0..<3 { parts.scale[i] = -parts.scale[i]; row[i] = row[i].map { -$0 } }
        }
        // The rotation matrix (rows) to a quaternion.
        let (r0, r1, r2) = (row[0], row[1], row[2])
        var q = [0.5 * max(1 + r0[0] - r1[1] - r2[2], 0).squareRoot(),
                 0.5 * max(1 - r0[0] + r1[1] - r2[2], 0).squareRoot(),
                 0.5 * max(1 - r0[0] - r1[1] + r2[2], 0).squareRoot(),
                 0.5 * max(1 + r0[0] + r1[1] + r2[2], 0).squareRoot()]
        if r2[1] > r1[2] { q[0] = -q[0] }
        if r0[2] > r2[0] { q[1] = -q[1] }
        if r1[0] > r0[1] { q[2] = -q[2] }
        parts.quaternion = q
        return parts
    }

    static func recompose(_ p: Parts) -> CATransform3D {
        var m = [[1.0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        for i in 0..<4 { m[i][3] = p.perspective[i] }
        for i in 0..<3 { for j in 0..<3 { m[3][i] += p.translate[j] * m[j][i] } }
        let (x, y, z, w) = (p.quaternion[0], p.quaternion[1], p.quaternion[2], p.quaternion[3])
        let rot = [[1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w), 0],
                   [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w), 0],
                   [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y), 0],
                   [0, 0, 0, 1]]
        // The spec's rotation matrix is for column vectors: ours are rows, so transpose.
        let rotRows = (0..<4).map { i in (0..<4).map { j in rot[j][i] } }
        m = multiply(rotRows, m)
        if p.skew[2] != 0 { m = multiply([[1, 0, 0, 0], [0, 1, 0, 0], [0, p.skew[2], 1, 0], [0, 0, 0, 1]], m) }
        if p.skew[1] != 0 { m = multiply([[1, 0, 0, 0], [0, 1, 0, 0], [p.skew[1], 0, 1, 0], [0, 0, 0, 1]], m) }
        if p.skew[0] != 0 { m = multiply([[1, 0, 0, 0], [p.skew[0], 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]], m) }
        for i in 0..<3 { for j in 0..<4 { m[i][j] *= p.scale[i] } }
        func c(_ v: Double) -> CGFloat { CGFloat(v) }
        return CATransform3D(m11: c(m[0][0]), m12: c(m[0][1]), m13: c(m[0][2]), m14: c(m[0][3]),
                             m21: c(m[1][0]), m22: c(m[1][1]), m23: c(m[1][2]), m24: c(m[1][3]),
                             m31: c(m[2][0]), m32: c(m[2][1]), m33: c(m[2][2]), m34: c(m[2][3]),
                             m41: c(m[3][0]), m42: c(m[3][1]), m43: c(m[3][2]), m44: c(m[3][3]))
    }

    static func slerp(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
        var product = zip(a, b).map(*).reduce(0, +)
        var b = b
        if product < 0 { b = b.map { -$0 }; product = -product }     // the shorter way round
        product = min(1, product)
        if product > 1 - 1e-9 { return zip(a, b).map { $0 + ($1 - $0) * t } }
        let theta = acos(product), w = sin(t * theta) / sin(theta)
        let sa = cos(t * theta) - product * w
        return zip(a, b).map { $0 * sa + $1 * w }
    }

    static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<4).map { i in (0..<4).map { j in (0..<4).map { a[i][$0] * b[$0][j] }.reduce(0, +) } }
    }

    static func determinant(_ m: [[Double]]) -> Double {
        var a = m, det = 1.0
        for c in 0..<4 {
            guard let p = (c..<4).max(by: { abs(a[$0][c]) < abs(a[$1][c]) }), a[p][c] != 0 else { return 0 }
            if p != c { a.swapAt(p, c); det = -det }
            det *= a[c][c]
            for r in (c + 1)..<4 { let f = a[r][c] / a[c][c]; for k in c..<4 { a[r][k] -= f * a[c][k] } }
        }
        return det
    }

    static func invert(_ m: [[Double]]) -> [[Double]]? {
        var a = m, inv = [[1.0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        for c in 0..<4 {
            guard let p = (c..<4).max(by: { abs(a[$0][c]) < abs(a[$1][c]) }), abs(a[p][c]) > 1e-15 else { return nil }
            a.swapAt(p, c); inv.swapAt(p, c)
            let d = a[c][c]
            for k in 0..<4 { a[c][k] /= d; inv[c][k] /= d }
            for r in 0..<4 where r != c {
                let f = a[r][c]
                for k in 0..<4 { a[r][k] -= f * a[c][k]; inv[r][k] -= f * inv[c][k] }
            }
        }
        return inv
    }
}
