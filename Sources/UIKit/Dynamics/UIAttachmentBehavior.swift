import QuartzCore

/// Ties an item to an anchor point or to another item (Apple: UIAttachmentBehavior): at
/// `length` apart — rigidly with `frequency` 0 (the default), as a spring of that frequency
/// (hertz) and `damping` (0…1) otherwise. Move `anchorPoint` to drag an item along (a pan
/// handler's usual way).
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable { case items, anchor }

    public let attachedBehaviorType: AttachmentType
    public let items: [UIDynamicItem]
    private let offsets: (UIOffset, UIOffset)
    open var anchorPoint: CGPoint { didSet { changed() } }
    open var length: CGFloat { didSet { changed() } }
    open var damping: CGFloat = 0 { didSet { changed() } }
    open var frequency: CGFloat = 0 { didSet { changed() } }

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attachedBehaviorType = .anchor
        items = [item]
        offsets = (offset, .zero)
        anchorPoint = point
        let p = Self.point(of: item, offset)
        length = hypot(p.x - point.x, p.y - point.y)
        super.init()
    }
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }
    public init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        attachedBehaviorType = .items
        items = [item1, item2]
        offsets = (offset1, offset2)
        anchorPoint = .zero
        let p1 = Self.point(of: item1, offset1), p2 = Self.point(of: item2, offset2)
        length = hypot(p1.x - p2.x, p1.y - p2.y)
        super.init()
    }

    private static func point(of item: UIDynamicItem, _ o: UIOffset) -> CGPoint {
        let t = item.transform
        return CGPoint(x: item.center.x + o.horizontal * t.a + o.vertical * t.c, y: item.center.y + o.horizontal * t.b + o.vertical * t.d)
    }

    override var dynamicItems: [UIDynamicItem] { items }

    /// An attachment point of body `i` at `o` from its centre, rotated with it: the offset.
    private static func offset(_ world: DynamicsWorld, _ i: Int, _ o: UIOffset) -> CGVector {
        let c = cos(world[i].angle), s = sin(world[i].angle)
        return CGVector(dx: o.horizontal * c - o.vertical * s, dy: o.horizontal * s + o.vertical * c)
    }

    override func applyForces(in world: DynamicsWorld, dt: Double) {
        guard let i = world.bodyIndex(of: items[0]) else { return }
        let j = items.count > 1 ? world.bodyIndex(of: items[1]) : nil
        let rA = Self.offset(world, i, offsets.0)
        let pA = CGPoint(x: world[i].position.x + rA.dx, y: world[i].position.y + rA.dy)
        var rB = CGVector.zero, pB = anchorPoint
        if let j {
            rB = Self.offset(world, j, offsets.1)
            pB = CGPoint(x: world[j].position.x + rB.dx, y: world[j].position.y + rB.dy)
        }
        let d = CGVector(dx: pA.x - pB.x, dy: pA.y - pB.y)
        let dist = hypot(d.dx, d.dy)
        guard dist > 1e-6 else { return }
        let n = CGVector(dx: d.dx / dist, dy: d.dy / dist)
        let a = world[i], b = j.map { world[$0] }
        let crossA = rA.dx * n.dy - rA.dy * n.dx, crossB = rB.dx * n.dy - rB.dy * n.dx
        let k = a.inverseMass + crossA * crossA * a.inverseInertia + (b.map { $0.inverseMass + crossB * crossB * $0.inverseInertia } ?? 0)
        guard k > 0 else { return }
        // The speed at which the two points part, along the line between them.
        let vA = CGVector(dx: a.velocity.dx - a.angularVelocity * rA.dy, dy: a.velocity.dy + a.angularVelocity * rA.dx)
        let vB = b.map { CGVector(dx: $0.velocity.dx - $0.angularVelocity * rB.dy, dy: $0.velocity.dy + $0.angularVelocity * rB.dx) } ?? .zero
        let vn = (vA.dx - vB.dx) * n.dx + (vA.dy - vB.dy) * n.dy
        let error = dist - length
        let impulse: CGFloat
        if frequency > 0 {
            // A damped spring of the effective mass 1/k.
            let w = 2 * .pi * frequency, m = 1 / k
            let force = -m * w * w * error - 2 * min(max(damping, 0), 1) * m * w * vn
            impulse = force * dt
        } else {
            // Rigid: the parting speed cancelled, the length error closed over a few steps.
            impulse = (-vn - 0.3 * error / dt) / k
        }
        let p = CGVector(dx: n.dx * impulse, dy: n.dy * impulse)
        world.applyImpulse(i, p, at: rA)
        if let j { world.applyImpulse(j, CGVector(dx: -p.dx, dy: -p.dy), at: rB) }
    }

    override func isSettled(in world: DynamicsWorld) -> Bool {
        guard frequency > 0, let i = world.bodyIndex(of: items[0]) else { return true }
        let b = world[i]
        return hypot(b.velocity.dx, b.velocity.dy) < 1
    }
}
