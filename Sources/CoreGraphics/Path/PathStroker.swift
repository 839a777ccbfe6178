/// Turns a path into the outline of its stroke: a union of positively oriented pieces (one quad
/// per flattened segment, one piece per join and cap) whose winding-rule fill is exactly the
/// stroked area. Pieces overlap; the winding rule never lets overlaps cancel.
package struct PathStroker {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat

    package init(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) {
        halfWidth = width.isFinite ? max(0, width) / 2 : 0
        self.cap = cap; self.join = join
        self.miterLimit = miterLimit.isFinite ? max(1, miterLimit) : 10
    }

    package func outline(_ segments: [PathSegment]) -> [PathSegment] {
        guard halfWidth > 0 else { return [] }
        let out = CGMutablePath()
        let tolerance = min(0.05, halfWidth / 8)
        for poly in PathGeometry.flatten(segments, tolerance: tolerance) {
            stroke(poly, into: out)
        }
        return out.segments
    }

    private func stroke(_ poly: Polyline, into out: CGMutablePath) {
        var pts: [CGPoint] = []
        for p in poly.points where pts.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { pts.append(p) }
        if poly.closed, pts.count > 1, let f = pts.first, let l = pts.last, hypot(f.x - l.x, f.y - l.y) <= 1e-9 {
            pts.removeLast()
        }
        guard pts.count > 1 else {
            // A zero-length subpath still shows its caps (a dot for round, a square for square).
            if !poly.closed, let p = pts.first { capDot(at: p, into: out) }
            return
        }
        let closed = poly.closed && pts.count > 2
        let count = closed ? pts.count : pts.count - 1
        for i in 0..<count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let n = normal(a, b)
            polygon([offset(a, n, 1), offset(b, n, 1), offset(b, n, -1), offset(a, n, -1)], into: out)
        }
        let joinRange = closed ? 0..<pts.count : 1..<(pts.count - 1)
        for i in joinRange {
            let prev = pts[(i - 1 + pts.count) % pts.count], p = pts[i], next = pts[(i + 1) % pts.count]
            addJoin(at: p, from: prev, to: next, into: out)
        }
        if !closed {
            addCap(at: pts[0], toward: pts[1], into: out)
            addCap(at: pts[pts.count - 1], toward: pts[pts.count - 2], into: out)
        }
    }

    private func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let len = hypot(b.x - a.x, b.y - a.y)
        return CGPoint(x: -(b.y - a.y) / len, y: (b.x - a.x) / len)
    }

    private func offset(_ p: CGPoint, _ n: CGPoint, _ side: CGFloat) -> CGPoint {
        CGPoint(x: p.x + n.x * halfWidth * side, y: p.y + n.y * halfWidth * side)
    }

    private func addJoin(at p: CGPoint, from prev: CGPoint, to next: CGPoint, into out: CGMutablePath) {
        let n0 = normal(prev, p), n1 = normal(p, next)
        let d0 = CGPoint(x: n0.y, y: -n0.x), d1 = CGPoint(x: n1.y, y: -n1.x)
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-12 && dot > 0 { return }           // straight on: nothing to fill
        if join == .round { circle(at: p, into: out); return }
        let side: CGFloat = cross > 0 ? -1 : 1                // the outer side of the turn
        let o0 = offset(p, n0, side), o1 = offset(p, n1, side)
        if join == .miter {
            // Miter length / line width = 1 / sin(φ/2), φ the angle between the segments.
            let sinHalf = ((1 + dot) / 2).squareRoot()
            let bis = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
            let bl = hypot(bis.x, bis.y)
            if sinHalf > 1e-9, 1 / sinHalf <= miterLimit, bl > 1e-12 {
                let reach = halfWidth / sinHalf * side
                let tip = CGPoint(x: p.x + bis.x / bl * reach, y: p.y + bis.y / bl * reach)
                polygon([p, o0, tip, o1], into: out)
                return
            }
        }
        polygon([p, o0, o1], into: out)
    }

    private func addCap(at p: CGPoint, toward q: CGPoint, into out: CGMutablePath) {
        switch cap {
        case .butt: return
        case .round: circle(at: p, into: out)
        case .square:
            let n = normal(p, q)
            // normal(p, q) is the direction p→q turned left: (n.y, -n.x) points from p to q.
            let away = CGPoint(x: -n.y * halfWidth, y: n.x * halfWidth)
            let e0 = offset(p, n, 1), e1 = offset(p, n, -1)
            polygon([e0, CGPoint(x: e0.x + away.x, y: e0.y + away.y),
                     CGPoint(x: e1.x + away.x, y: e1.y + away.y), e1], into: out)
        }
    }

    private func capDot(at p: CGPoint, into out: CGMutablePath) {
        switch cap {
        case .butt: return
        case .round: circle(at: p, into: out)
        case .square:
            polygon([CGPoint(x: p.x - halfWidth, y: p.y - halfWidth), CGPoint(x: p.x + halfWidth, y: p.y - halfWidth),
                     CGPoint(x: p.x + halfWidth, y: p.y + halfWidth), CGPoint(x: p.x - halfWidth, y: p.y + halfWidth)],
                    into: out)
        }
    }

    private func circle(at p: CGPoint, into out: CGMutablePath) {
        out.addEllipse(in: CGRect(x: p.x - halfWidth, y: p.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth))
    }

    /// Appends a closed polygon oriented with positive area.
    private func polygon(_ pts: [CGPoint], into out: CGMutablePath) {
        let area = PathGeometry.signedArea(pts)
        guard abs(area) > 1e-12 else { return }
        out.addLines(between: area > 0 ? pts : pts.reversed())
        out.closeSubpath()
    }
}
