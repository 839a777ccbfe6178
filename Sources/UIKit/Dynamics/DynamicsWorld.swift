import QuartzCore

/// The rigid bodies of a dynamic animator and one step of their motion: forces from the
/// behaviours, velocities, contacts with boundaries and each other resolved by sequential
/// impulses (restitution, Coulomb friction, rotation from off-centre contacts), positions,
/// then a positional correction of what still overlaps. Units are UIKit's: points, seconds;
/// a body's mass is its density times its area in units of `referenceArea`, the square on
/// which Apple defines push magnitudes (so that square, at density 1, has unit mass).
@MainActor
final class DynamicsWorld {
    /// The area of Apple's reference item for pushes: a 100-point square.
    nonisolated static let referenceArea: CGFloat = 100 * 100

    struct Body {
        unowned(unsafe) var item: UIDynamicItem
        var position: CGPoint
        var velocity: CGVector = .zero
        var angle: CGFloat
        var angularVelocity: CGFloat = 0
        var halfSize: CGSize
        var isCircle: Bool
        var density: CGFloat = 1
        var elasticity: CGFloat = 0
        var friction: CGFloat = 0
        var resistance: CGFloat = 0
        var angularResistance: CGFloat = 0
        var allowsRotation = true
        var isAnchored = false

        var radius: CGFloat { (halfSize.width + halfSize.height) / 2 }
        var mass: CGFloat {
            let area = isCircle ? .pi * radius * radius : 4 * halfSize.width * halfSize.height
            return max(1e-6, density * area / DynamicsWorld.referenceArea)
        }
        var inverseMass: CGFloat { isAnchored ? 0 : 1 / mass }
        var inverseInertia: CGFloat {
            guard !isAnchored, allowsRotation else { return 0 }
            let m = mass
            let inertia = isCircle ? m * radius * radius / 2
                : m * (4 * halfSize.width * halfSize.width + 4 * halfSize.height * halfSize.height) / 12
            return 1 / max(inertia, 1e-9)
        }
        /// The rectangle's corners in the reference view's coordinates.
        var corners: [CGPoint] {
            let c = cos(angle), s = sin(angle)
            return [(-1, -1), (1, -1), (1, 1), (-1, 1)].map { (sx: CGFloat, sy: CGFloat) in
                let x = sx * halfSize.width, y = sy * halfSize.height
                return CGPoint(x: position.x + x * c - y * s, y: position.y + x * s + y * c)
            }
        }
        /// The rectangle's two face normals.
        var axes: [CGVector] { [CGVector(dx: cos(angle), dy: sin(angle)), CGVector(dx: -sin(angle), dy: cos(angle))] }
    }

    /// A contact: bodies `a` (nil: a boundary) and `b`, the normal from a to b, a point, depth.
    struct Contact {
        var a: Int?
        var b: Int
        var normal: CGVector
        var point: CGPoint
        var depth: CGFloat
        var normalImpulse: CGFloat = 0
        var tangentImpulse: CGFloat = 0
        var boundary: NSCopying?
        /// Which boundary of its collision behaviour (-1: the reference bounds).
        var boundaryTag: Int?
    }

    private(set) var bodies: [Body] = []
    private var index: [ObjectIdentifier: Int] = [:]

    /// The body of `item`, made from its current state on first use.
    @discardableResult
    func body(for item: UIDynamicItem) -> Int {
        if let i = index[ObjectIdentifier(item)] { return i }
        let t = item.transform
        let b = Body(item: item, position: item.center, angle: atan2(t.b, t.a),
                     halfSize: CGSize(width: item.bounds.width / 2, height: item.bounds.height / 2),
                     isCircle: item.collisionBoundsType == .ellipse)
        bodies.append(b)
        index[ObjectIdentifier(item)] = bodies.count - 1
        return bodies.count - 1
    }

    func bodyIndex(of item: UIDynamicItem) -> Int? { index[ObjectIdentifier(item)] }

    subscript(i: Int) -> Body {
        get { bodies[i] }
        set { bodies[i] = newValue }
    }

    /// Keeps only the bodies of `items` (in their order), their state carried over.
    func keep(_ items: [UIDynamicItem]) {
        let old = bodies
        bodies = []
        index = [:]
        for item in items {
            if let b = old.first(where: { $0.item === item }) {
                bodies.append(b)
                index[ObjectIdentifier(item)] = bodies.count - 1
            } else {
                body(for: item)
            }
        }
    }

    /// Takes an item's state again (the app moved or resized it: `updateItem(usingCurrentState:)`).
    func reload(_ item: UIDynamicItem) {
        guard let i = bodyIndex(of: item) else { return }
        let t = item.transform
        bodies[i].position = item.center
        bodies[i].angle = atan2(t.b, t.a)
        bodies[i].halfSize = CGSize(width: item.bounds.width / 2, height: item.bounds.height / 2)
    }

    // MARK: Velocity changes

    func accelerate(_ i: Int, by a: CGVector, dt: Double) {
        guard !bodies[i].isAnchored else { return }
        bodies[i].velocity.dx += a.dx * dt
        bodies[i].velocity.dy += a.dy * dt
    }

    /// An impulse (momentum) at `offset` from the centre.
    func applyImpulse(_ i: Int, _ p: CGVector, at offset: CGVector = .zero) {
        let b = bodies[i]
        bodies[i].velocity.dx += p.dx * b.inverseMass
        bodies[i].velocity.dy += p.dy * b.inverseMass
        bodies[i].angularVelocity += (offset.dx * p.dy - offset.dy * p.dx) * b.inverseInertia
    }

    // MARK: A step

    /// Moves the bodies by `dt` with `contacts` found for this step (the solver's input).
    func integrate(contacts: inout [Contact], dt: Double) {
        // Damping from the item behaviours' resistances: at 1 the motion stops once no force
        // drives it (Apple's "resistance"), whatever the step.
        for i in bodies.indices where !bodies[i].isAnchored {
            let keep = pow(max(0, 1 - min(bodies[i].resistance, 1)), dt * 60)
            bodies[i].velocity.dx *= keep
            bodies[i].velocity.dy *= keep
            let spin = pow(max(0, 1 - min(bodies[i].angularResistance, 1)), dt * 60)
            bodies[i].angularVelocity *= spin
            if !bodies[i].allowsRotation { bodies[i].angularVelocity = 0 }
        }
        solve(&contacts, iterations: 10)
        for i in bodies.indices where !bodies[i].isAnchored {
            bodies[i].position.x += bodies[i].velocity.dx * dt
            bodies[i].position.y += bodies[i].velocity.dy * dt
            bodies[i].angle += bodies[i].angularVelocity * dt
        }
        correctPositions(contacts)
    }

    private static func cross(_ a: CGVector, _ b: CGVector) -> CGFloat { a.dx * b.dy - a.dy * b.dx }
    private static func dot(_ a: CGVector, _ b: CGVector) -> CGFloat { a.dx * b.dx + a.dy * b.dy }

    /// The velocity of body `i` at world offset `r` from its centre.
    private func velocity(_ i: Int?, at r: CGVector) -> CGVector {
        guard let i else { return .zero }
        let b = bodies[i]
        return CGVector(dx: b.velocity.dx - b.angularVelocity * r.dy, dy: b.velocity.dy + b.angularVelocity * r.dx)
    }

    private func offset(_ i: Int?, _ p: CGPoint) -> CGVector {
        guard let i else { return .zero }
        return CGVector(dx: p.x - bodies[i].position.x, dy: p.y - bodies[i].position.y)
    }

    /// Sequential impulses: each contact's normal impulse kept non-negative (no pulling), its
    /// friction within `friction × normal`, the elasticity's bounce on approaching speeds.
    private func solve(_ contacts: inout [Contact], iterations: Int) {
        guard !contacts.isEmpty else { return }
        // The bounce each contact aims for, from the approach speed before solving.
        var bounce = [CGFloat](repeating: 0, count: contacts.count)
        for (k, c) in contacts.enumerated() {
            let rA = offset(c.a, c.point), rB = offset(c.b, c.point)
            let vRel = Self.minus(velocity(c.b, at: rB), velocity(c.a, at: rA))
            let vn = Self.dot(vRel, c.normal)
            let e = max(c.a.map { bodies[$0].elasticity } ?? 0, bodies[c.b].elasticity)
            bounce[k] = vn < -40 ? -e * vn : 0
        }
        for _ in 0..<iterations {
            for k in contacts.indices {
                let c = contacts[k]
                let rA = offset(c.a, c.point), rB = offset(c.b, c.point)
                let invA = c.a.map { bodies[$0].inverseMass } ?? 0, invB = bodies[c.b].inverseMass
                let iA = c.a.map { bodies[$0].inverseInertia } ?? 0, iB = bodies[c.b].inverseInertia
                let n = c.normal
                var vRel = Self.minus(velocity(c.b, at: rB), velocity(c.a, at: rA))
                let rnA = Self.cross(rA, n), rnB = Self.cross(rB, n)
                let kn = invA + invB + rnA * rnA * iA + rnB * rnB * iB
                guard kn > 0 else { continue }
                let vn = Self.dot(vRel, n)
                var dPn = (bounce[k] - vn) / kn
                let pn = max(c.normalImpulse + dPn, 0)
                dPn = pn - c.normalImpulse
                contacts[k].normalImpulse = pn
                apply(c, CGVector(dx: n.dx * dPn, dy: n.dy * dPn), rA, rB)
                // Friction along the contact.
                let mu = max(c.a.map { bodies[$0].friction } ?? bodies[c.b].friction, bodies[c.b].friction)
                guard mu > 0 else { continue }
                vRel = Self.minus(velocity(c.b, at: rB), velocity(c.a, at: rA))
                let t = CGVector(dx: -n.dy, dy: n.dx)
                let rtA = Self.cross(rA, t), rtB = Self.cross(rB, t)
                let kt = invA + invB + rtA * rtA * iA + rtB * rtB * iB
                guard kt > 0 else { continue }
                var dPt = -Self.dot(vRel, t) / kt
                let limit = mu * contacts[k].normalImpulse
                let pt = min(max(c.tangentImpulse + dPt, -limit), limit)
                dPt = pt - c.tangentImpulse
                contacts[k].tangentImpulse = pt
                apply(c, CGVector(dx: t.dx * dPt, dy: t.dy * dPt), rA, rB)
            }
        }
    }

    private func apply(_ c: Contact, _ p: CGVector, _ rA: CGVector, _ rB: CGVector) {
        applyImpulse(c.b, p, at: rB)
        if let a = c.a { applyImpulse(a, CGVector(dx: -p.dx, dy: -p.dy), at: rA) }
    }

    private static func minus(_ a: CGVector, _ b: CGVector) -> CGVector { CGVector(dx: a.dx - b.dx, dy: a.dy - b.dy) }

    /// What still overlaps after the step is pushed apart (most of the way, a little slop left
    /// so resting contacts stay in touch).
    private func correctPositions(_ contacts: [Contact]) {
        for c in contacts {
            let invA = c.a.map { bodies[$0].inverseMass } ?? 0, invB = bodies[c.b].inverseMass
            guard invA + invB > 0 else { continue }
            let push = max(c.depth - 0.5, 0) * 0.6 / (invA + invB)
            bodies[c.b].position.x += c.normal.dx * push * invB
            bodies[c.b].position.y += c.normal.dy * push * invB
            if let a = c.a {
                bodies[a].position.x -= c.normal.dx * push * invA
                bodies[a].position.y -= c.normal.dy * push * invA
            }
        }
    }

    // MARK: Contacts

    /// Bodies this close count as touching (their contact holds them, its report stays steady
    /// while they rest), a little short of overlapping.
    static let margin: CGFloat = 0.5

    /// Contacts of body `i` with the segment `p`–`q` (a boundary), the normal pointing at the body.
    func contacts(_ i: Int, segment p: CGPoint, _ q: CGPoint, boundary: NSCopying?) -> [Contact] {
        let b = bodies[i]
        let d = CGVector(dx: q.x - p.x, dy: q.y - p.y)
        let length = hypot(d.dx, d.dy)
        guard length > 0 else { return [] }
        let u = CGVector(dx: d.dx / length, dy: d.dy / length)
        var n = CGVector(dx: -u.dy, dy: u.dx)
        if Self.dot(CGVector(dx: b.position.x - p.x, dy: b.position.y - p.y), n) < 0 { n = CGVector(dx: -n.dx, dy: -n.dy) }
        if b.isCircle {
            let t = min(max(Self.dot(CGVector(dx: b.position.x - p.x, dy: b.position.y - p.y), u), 0), length)
            let closest = CGPoint(x: p.x + u.dx * t, y: p.y + u.dy * t)
            let away = CGVector(dx: b.position.x - closest.x, dy: b.position.y - closest.y)
            let dist = hypot(away.dx, away.dy)
            guard dist < b.radius + Self.margin else { return [] }
            let normal = dist > 1e-6 ? CGVector(dx: away.dx / dist, dy: away.dy / dist) : n
            return [Contact(a: nil, b: i, normal: normal, point: closest, depth: b.radius - dist, boundary: boundary)]
        }
        var out: [Contact] = []
        for c in b.corners {
            let rel = CGVector(dx: c.x - p.x, dy: c.y - p.y)
            let along = Self.dot(rel, u), depth = -Self.dot(rel, n)
            guard depth > -Self.margin, along >= -1, along <= length + 1, depth < max(b.halfSize.width, b.halfSize.height) * 2 else { continue }
            out.append(Contact(a: nil, b: i, normal: n, point: c, depth: depth, boundary: boundary))
        }
        return out
    }

    /// Contacts between bodies `i` and `j` (the normal from i to j).
    func contacts(_ i: Int, _ j: Int) -> [Contact] {
        let a = bodies[i], b = bodies[j]
        if a.isCircle && b.isCircle {
            let d = CGVector(dx: b.position.x - a.position.x, dy: b.position.y - a.position.y)
            let dist = hypot(d.dx, d.dy), reach = a.radius + b.radius
            guard dist < reach + Self.margin else { return [] }
            let n = dist > 1e-6 ? CGVector(dx: d.dx / dist, dy: d.dy / dist) : CGVector(dx: 0, dy: 1)
            let point = CGPoint(x: a.position.x + n.dx * a.radius, y: a.position.y + n.dy * a.radius)
            return [Contact(a: i, b: j, normal: n, point: point, depth: reach - dist)]
        }
        if a.isCircle != b.isCircle {
            let (box, circle, flip) = a.isCircle ? (j, i, true) : (i, j, false)
            guard var c = circleBox(circle: circle, box: box) else { return [] }
            // c's normal points from the box to the circle.
            if flip { c.normal = CGVector(dx: -c.normal.dx, dy: -c.normal.dy) }
            c.a = i; c.b = j
            return [c]
        }
        return boxBox(i, j)
    }

    /// A circle against a rectangle: the normal from the rectangle to the circle.
    private func circleBox(circle: Int, box: Int) -> Contact? {
        let c = bodies[circle], b = bodies[box]
        let axes = b.axes
        let rel = CGVector(dx: c.position.x - b.position.x, dy: c.position.y - b.position.y)
        let lx = Self.dot(rel, axes[0]), ly = Self.dot(rel, axes[1])
        let cx = min(max(lx, -b.halfSize.width), b.halfSize.width), cy = min(max(ly, -b.halfSize.height), b.halfSize.height)
        let closest = CGPoint(x: b.position.x + axes[0].dx * cx + axes[1].dx * cy, y: b.position.y + axes[0].dy * cx + axes[1].dy * cy)
        let away = CGVector(dx: c.position.x - closest.x, dy: c.position.y - closest.y)
        let dist = hypot(away.dx, away.dy)
        guard dist < c.radius + Self.margin else { return nil }
        let n = dist > 1e-6 ? CGVector(dx: away.dx / dist, dy: away.dy / dist) : axes[1]
        return Contact(a: box, b: circle, normal: n, point: closest, depth: c.radius - dist)
    }

    /// Two rectangles by separating axes: the axis of least overlap, and the incident
    /// rectangle's corners past the reference face (at most two) as the contact points.
    private func boxBox(_ i: Int, _ j: Int) -> [Contact] {
        let a = bodies[i], b = bodies[j]
        let ca = a.corners, cb = b.corners
        var best: (overlap: CGFloat, axis: CGVector)?
        for axis in a.axes + b.axes {
            let pa = ca.map { Self.dot(CGVector(dx: $0.x, dy: $0.y), axis) }, pb = cb.map { Self.dot(CGVector(dx: $0.x, dy: $0.y), axis) }
            let overlap = min(pa.max()!, pb.max()!) - max(pa.min()!, pb.min()!)
            guard overlap > -Self.margin else { return [] }
            if best == nil || overlap < best!.overlap { best = (overlap, axis) }
        }
        guard let best else { return [] }
        var n = best.axis
        let centres = CGVector(dx: b.position.x - a.position.x, dy: b.position.y - a.position.y)
        if Self.dot(centres, n) < 0 { n = CGVector(dx: -n.dx, dy: -n.dy) }
        // A's face toward B, and B's corners behind it (and A's behind B's face).
        let faceA = ca.map { Self.dot(CGVector(dx: $0.x, dy: $0.y), n) }.max()!
        let faceB = cb.map { Self.dot(CGVector(dx: $0.x, dy: $0.y), n) }.min()!
        var points = cb.compactMap { p -> (CGPoint, CGFloat)? in
            let depth = faceA - Self.dot(CGVector(dx: p.x, dy: p.y), n)
            return depth > -Self.margin ? (p, depth) : nil
        }
        points += ca.compactMap { p -> (CGPoint, CGFloat)? in
            let depth = Self.dot(CGVector(dx: p.x, dy: p.y), n) - faceB
            return depth > -Self.margin ? (p, depth) : nil
        }
        // The corners actually inside the other rectangle, the deepest two.
        let inside = points.filter { (point: (CGPoint, CGFloat)) in Self.contains(b, point.0) || Self.contains(a, point.0) }
        let chosen = (inside.isEmpty ? points : inside).sorted { $0.1 > $1.1 }.prefix(2)
        return chosen.map { Contact(a: i, b: j, normal: n, point: $0.0, depth: min($0.1, best.overlap)) }
    }

    private static func contains(_ b: Body, _ p: CGPoint) -> Bool {
        let rel = CGVector(dx: p.x - b.position.x, dy: p.y - b.position.y)
        let axes = b.axes
        return abs(dot(rel, axes[0])) <= b.halfSize.width + 0.5 && abs(dot(rel, axes[1])) <= b.halfSize.height + 0.5
    }
}
