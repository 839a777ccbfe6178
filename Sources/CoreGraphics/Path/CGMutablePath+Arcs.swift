extension CGMutablePath {
    /// A circular arc. `clockwise` is in Apple's y-up sense: `false` runs toward increasing
    /// angles (which looks clockwise on a y-down iOS screen). A line joins the current point to
    /// the arc's start; with no current point the arc starts a subpath.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite, radius >= 0 else { return }
        let full = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            sweep = sweep <= -full ? -full : -(((-sweep).truncatingRemainder(dividingBy: full) + full)
                .truncatingRemainder(dividingBy: full))
        } else {
            sweep = sweep >= full ? full : (sweep.truncatingRemainder(dividingBy: full) + full)
                .truncatingRemainder(dividingBy: full)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// An arc from `startAngle` through `delta` radians (positive toward increasing angle).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard radius.isFinite, startAngle.isFinite, delta.isFinite, radius >= 0 else { return }
        let t = CGAffineTransform(scaleX: radius, y: radius)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y)).concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle))
        if hasCurrentPoint { addLine(to: start, transform: t) } else { move(to: start, transform: t) }
        guard delta != 0 else { return }
        appendUnitArc(from: startAngle, sweep: delta, transform: t)
    }

    /// The arc of `radius` tangent to the line current point → tangent1End and to the line
    /// tangent1End → tangent2End, preceded by a line to its first tangent point (Apple's
    /// CGPathAddArcToPoint). Collinear points or a zero radius add a line to tangent1End.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { move(to: p1, transform: transform); return }
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: p1, transform: transform); return
        }
        let cosTheta = max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)))
        let theta = acos(cosTheta)                      // angle between the two tangent lines
        let d = radius / tan(theta / 2)                 // distance from p1 to each tangent point
        let t1 = CGPoint(x: p1.x + v1.x / l1 * d, y: p1.y + v1.y / l1 * d)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * d, y: p1.y + v2.y / l2 * d)
        let bis = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bis.x, bis.y)
        let h = radius / sin(theta / 2)
        let center = CGPoint(x: p1.x + bis.x / bl * h, y: p1.y + bis.y / bl * h)
        let a0 = atan2(t1.y - center.y, t1.x - center.x)
        var a1 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        a1 = a0 + sweep
        addLine(to: t1, transform: transform)
        let t = CGAffineTransform(scaleX: radius, y: radius)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y)).concatenating(transform)
        appendUnitArc(from: a0, sweep: sweep, transform: t)
    }
}
