/// A projective map between two layer planes: (x, y, 1) × H, then divide by w. A layer's
/// transform to its superlayer flattens it into the parent's plane (z is dropped, as Core
/// Animation renders), so the 4×4 chain reduces to 3×3 homographies for conversion and hit tests.
package struct PlaneMap: Equatable, Sendable {
    /// Row by row: (a, b, w₁, c, d, w₂, tx, ty, w₃).
    package typealias Matrix = (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)
    package var m: Matrix

    package static func == (l: Self, r: Self) -> Bool {
        l.m.0 == r.m.0 && l.m.1 == r.m.1 && l.m.2 == r.m.2 && l.m.3 == r.m.3 && l.m.4 == r.m.4
            && l.m.5 == r.m.5 && l.m.6 == r.m.6 && l.m.7 == r.m.7 && l.m.8 == r.m.8
    }

    package static let identity = PlaneMap(m: (1, 0, 0, 0, 1, 0, 0, 0, 1))

    /// A move by (x, y).
    package static func translation(x: CGFloat, y: CGFloat) -> PlaneMap { PlaneMap(m: (1, 0, 0, 0, 1, 0, x, y, 1)) }

    package init(m: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)) { self.m = m }

    /// The plane z = 0 through a 4×4 transform, flattened (rows x, y, w; columns x, y, w).
    package init(_ t: CATransform3D) {
        m = (t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
    }

    package var isAffine: Bool { m.2 == 0 && m.5 == 0 && m.8 == 1 }

    /// self then b.
    package func concatenating(_ b: PlaneMap) -> PlaneMap {
        let a = m, n = b.m
        return PlaneMap(m: (a.0 * n.0 + a.1 * n.3 + a.2 * n.6, a.0 * n.1 + a.1 * n.4 + a.2 * n.7, a.0 * n.2 + a.1 * n.5 + a.2 * n.8,
                            a.3 * n.0 + a.4 * n.3 + a.5 * n.6, a.3 * n.1 + a.4 * n.4 + a.5 * n.7, a.3 * n.2 + a.4 * n.5 + a.5 * n.8,
                            a.6 * n.0 + a.7 * n.3 + a.8 * n.6, a.6 * n.1 + a.7 * n.4 + a.8 * n.7, a.6 * n.2 + a.7 * n.5 + a.8 * n.8))
    }

    /// The mapped point, or nil where the map sends it to or behind the eye (w ≤ 0).
    package func apply(_ p: CGPoint) -> CGPoint? {
        let w = p.x * m.2 + p.y * m.5 + m.8
        guard w > 1e-12, w.isFinite else { return nil }
        return CGPoint(x: (p.x * m.0 + p.y * m.3 + m.6) / w, y: (p.x * m.1 + p.y * m.4 + m.7) / w)
    }

    /// The inverse map, nil when singular.
    package var inverted: PlaneMap? {
        let (a, b, c, d, e, f, g, h, i) = m
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard abs(det) > 1e-15, det.isFinite else { return nil }
        return PlaneMap(m: (A / det, -(b * i - c * h) / det, (b * f - c * e) / det,
                            B / det, (a * i - c * g) / det, -(a * f - c * d) / det,
                            C / det, -(a * h - b * g) / det, (a * e - b * d) / det))
    }

    /// The bounding box of [x0, x1] × [y0, y1] under the affine map x' = a·x + c·y + tx,
    /// y' = b·x + d·y + ty: each term's extreme is at one end of its range.
    @inline(__always)
    static func affineBounds(_ t: (a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat),
                             x0: CGFloat, y0: CGFloat, x1: CGFloat, y1: CGFloat)
        -> (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
        (min(t.a * x0, t.a * x1) + min(t.c * y0, t.c * y1) + t.tx, min(t.b * x0, t.b * x1) + min(t.d * y0, t.d * y1) + t.ty,
         max(t.a * x0, t.a * x1) + max(t.c * y0, t.c * y1) + t.tx, max(t.b * x0, t.b * x1) + max(t.d * y0, t.d * y1) + t.ty)
    }

    /// Bounding box of the mapped rect's corners; `.null` when a corner is behind the eye.
    /// Allocation-free: it runs for every layer of every frame.
    package func apply(_ r: CGRect) -> CGRect {
        guard !r.isNull else { return .null }
        if isAffine {
            let b = Self.affineBounds((m.0, m.1, m.3, m.4, m.6, m.7), x0: r.minX, y0: r.minY, x1: r.maxX, y1: r.maxY)
            return CGRect(x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY)
        }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.maxX, r.maxY), (r.minX, r.maxY)] {
            guard let q = apply(CGPoint(x: x, y: y)) else { return .null }
            minX = Swift.min(minX, q.x); maxX = Swift.max(maxX, q.x)
            minY = Swift.min(minY, q.y); maxY = Swift.max(maxY, q.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CATransform3D {
    /// The 3D form of a flat placement (no z in or out).
    init(flat p: PlaneMap) {
        let a = p.m
        self.init(m11: a.0, m12: a.1, m13: 0, m14: a.2, m21: a.3, m22: a.4, m23: 0, m24: a.5,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: a.6, m42: a.7, m43: 0, m44: a.8)
    }

    /// Whether z neither feeds nor comes out of the transform: `PlaneMap` holds all of it.
    var isFlat: Bool { m13 == 0 && m23 == 0 && m43 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m33 == 1 }
}
