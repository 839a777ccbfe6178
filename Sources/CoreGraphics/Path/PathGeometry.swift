/// A flattened subpath: the polyline a fill or stroke follows.
package struct Polyline: Sendable {
    package var points: [CGPoint]
    package var closed: Bool
}

/// Bézier evaluation, flattening, bounds and point containment for `PathSegment` lists.
package enum PathGeometry {
    package static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    package static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// A quadratic as the equivalent cubic (degree elevation).
    package static func cubicControls(quadFrom p0: CGPoint, control c: CGPoint, to p: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: p0.x + 2.0 / 3.0 * (c.x - p0.x), y: p0.y + 2.0 / 3.0 * (c.y - p0.y)),
         CGPoint(x: p.x + 2.0 / 3.0 * (c.x - p.x), y: p.y + 2.0 / 3.0 * (c.y - p.y)))
    }

    /// Splits a cubic at t (de Casteljau): the two halves' control points.
    package static func splitCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat)
        -> ((CGPoint, CGPoint, CGPoint, CGPoint), (CGPoint, CGPoint, CGPoint, CGPoint)) {
        let a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t)
        let d = lerp(a, b, t), e = lerp(b, c, t), f = lerp(d, e, t)
        return ((p0, a, d, f), (f, e, c, p3))
    }

    /// How many line segments keep a cubic within `tolerance` of its flattening.
    package static func segmentCount(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat) -> Int {
        let dd1 = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        let dd2 = hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
        let n = (0.75 * max(dd1, dd2) / max(tolerance, 1e-6)).squareRoot().rounded(.up)
        return n.isFinite ? max(1, Int(min(n, 4096))) : 1
    }

    /// The segments as polylines, curves subdivided to within `tolerance` after `transform`.
    package static func flatten(_ segments: [PathSegment], transform: CGAffineTransform = .identity,
                                tolerance: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        for s in segments {
            switch s.applying(transform) {
            case .move(let p):
                finish(closed: false); current = [p]; start = p
            case .line(let p):
                current.append(p)
            case .quad(let c, let p):
                let p0 = current.last ?? start
                let (c1, c2) = cubicControls(quadFrom: p0, control: c, to: p)
                appendCubic(&current, p0, c1, c2, p, tolerance)
            case .cubic(let c1, let c2, let p):
                appendCubic(&current, current.last ?? start, c1, c2, p, tolerance)
            case .close:
                finish(closed: true); current = []
            }
        }
        finish(closed: false)
        return result
    }

    private static func appendCubic(_ out: inout [CGPoint], _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint,
                                    _ p3: CGPoint, _ tolerance: CGFloat) {
        let n = segmentCount(p0, p1, p2, p3, tolerance: tolerance)
        for i in 1...n { out.append(cubicPoint(p0, p1, p2, p3, CGFloat(i) / CGFloat(n))) }
    }

    /// Exact bounds of lines and curves (curve extrema from the derivative's roots).
    package static func tightBounds(_ segments: [PathSegment]) -> CGRect {
        var pts: [CGPoint] = []
        var last = CGPoint.zero, start = CGPoint.zero
        for s in segments {
            switch s {
            case .move(let p): pts.append(p); last = p; start = p
            case .line(let p): pts.append(p); last = p
            case .quad(let c, let p):
                let (c1, c2) = cubicControls(quadFrom: last, control: c, to: p)
                pts.append(contentsOf: cubicExtrema(last, c1, c2, p)); last = p
            case .cubic(let c1, let c2, let p):
                pts.append(contentsOf: cubicExtrema(last, c1, c2, p)); last = p
            case .close: last = start
            }
        }
        return CGRect.boundingBox(of: pts)
    }

    private static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var ts: [CGFloat] = [1]
        for axis in 0..<2 {
            let v = axis == 0 ? [p0.x, p1.x, p2.x, p3.x] : [p0.y, p1.y, p2.y, p3.y]
            // B'(t)/3 = a t² + b t + c
            let a = -v[0] + 3 * v[1] - 3 * v[2] + v[3]
            let b = 2 * (v[0] - 2 * v[1] + v[2])
            let c = v[1] - v[0]
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { ts.append(-c / b) }
            } else {
                let disc = b * b - 4 * a * c
                if disc >= 0 {
                    let r = disc.squareRoot()
                    ts.append((-b + r) / (2 * a)); ts.append((-b - r) / (2 * a))
                }
            }
        }
        return ts.filter { $0 > 0 && $0 <= 1 }.map { cubicPoint(p0, p1, p2, p3, $0) }
    }

    /// Point-in-polygons by winding number over all subpaths (each closed implicitly).
    package static func contains(_ point: CGPoint, polygons: [Polyline], rule: CGPathFillRule) -> Bool {
        var winding = 0
        for poly in polygons where poly.points.count > 1 {
            let pts = poly.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Signed area (positive for counter-clockwise in a y-up frame).
    package static func signedArea(_ pts: [CGPoint]) -> CGFloat {
        var sum: CGFloat = 0
        for i in 0..<pts.count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }
}
