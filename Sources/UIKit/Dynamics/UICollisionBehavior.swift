import QuartzCore

/// What a collision behaviour tells its delegate (Apple: UICollisionBehaviorDelegate): when
/// an item starts and stops touching another item or a boundary (nil: the reference bounds).
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {}
}

/// Collisions of its items with each other and with boundaries (Apple: UICollisionBehavior):
/// the reference view's bounds (`translatesReferenceBoundsIntoBoundary`, with insets), lines
/// and paths, each under an identifier. Items bounce by their elasticity and slide by their
/// friction (UIDynamicItemBehavior).
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }

    private var list: DynamicItemList
    open var items: [UIDynamicItem] { list.items }
    open var collisionMode = Mode.everything { didSet { changed() } }
    open var translatesReferenceBoundsIntoBoundary = false { didSet { changed() } }
    private var referenceInsets = UIEdgeInsets.zero
    open weak var collisionDelegate: UICollisionBehaviorDelegate?
    /// Boundaries by identifier, each a chain of segments.
    private var boundaries: [(id: NSCopying, segments: [(CGPoint, CGPoint)])] = []
    /// Contacts touching at the last step, to tell began from ended.
    private var touching: Set<ContactKey> = []

    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }
    public override convenience init() { self.init(items: []) }

    open func addItem(_ item: UIDynamicItem) { if list.add(item) { changed() } }
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); changed() }

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, [(p1, p2)]))
        changed()
    }

    /// A path's outline as a boundary (curves followed in short straight pieces).
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, Self.segments(of: bezierPath.cgPath)))
        changed()
    }

    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        guard let b = boundaries.first(where: { Self.same($0.id, identifier) }) else { return nil }
        let path = UIBezierPath()
        for (p, q) in b.segments { path.move(to: p); path.addLine(to: q) }
        return path
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries.removeAll { Self.same($0.id, identifier) }
        changed()
    }
    open var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.id) }
    open func removeAllBoundaries() { boundaries = []; changed() }

    override var dynamicItems: [UIDynamicItem] { list.items }

    private static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
        return false
    }

    private static func segments(of path: CGPath) -> [(CGPoint, CGPoint)] {
        var out: [(CGPoint, CGPoint)] = []
        var current = CGPoint.zero, start = CGPoint.zero
        path.applyWithBlock { e in
            let el = e.pointee
            switch el.type {
            case .moveToPoint: current = el.points[0]; start = current
            case .addLineToPoint: out.append((current, el.points[0])); current = el.points[0]
            case .addQuadCurveToPoint:
                let c = el.points[0], end = el.points[1]
                var last = current
                for k in 1...12 {
                    let t = CGFloat(k) / 12, u = 1 - t
                    let p = CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * end.x, y: u * u * current.y + 2 * u * t * c.y + t * t * end.y)
                    out.append((last, p)); last = p
                }
                current = end
            case .addCurveToPoint:
                let c1 = el.points[0], c2 = el.points[1], end = el.points[2]
                var last = current
                for k in 1...16 {
                    let t = CGFloat(k) / 16, u = 1 - t
                    let p = CGPoint(x: u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                                    y: u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y)
                    out.append((last, p)); last = p
                }
                current = end
            case .closeSubpath:
                if current != start { out.append((current, start)) }
                current = start
            }
        }
        return out
    }

    struct ContactKey: Hashable {
        var a: ObjectIdentifier?
        var b: ObjectIdentifier
        var boundary: Int?
    }

    /// This step's contacts among its items and with its boundaries.
    func contacts(in world: DynamicsWorld, reference: CGRect?) -> [DynamicsWorld.Contact] {
        var out: [DynamicsWorld.Contact] = []
        let indices = list.items.compactMap { world.bodyIndex(of: $0) }
        if collisionMode.contains(.boundaries) {
            var walls: [(id: NSCopying?, tag: Int, segments: [(CGPoint, CGPoint)])] = boundaries.enumerated().map { ($0.element.id, $0.offset, $0.element.segments) }
            if translatesReferenceBoundsIntoBoundary, let r = reference {
                let b = r.inset(by: referenceInsets)
                let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
                walls.append((nil, -1, (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }))
            }
            for wall in walls {
                for i in indices {
                    for (p, q) in wall.segments {
                        var found = world.contacts(i, segment: p, q, boundary: wall.id)
                        // Inside the reference bounds, each wall pushes inward whatever side the body is on.
                        if wall.tag == -1, let r = reference {
                            let centre = CGPoint(x: r.midX, y: r.midY)
                            found = found.map { c in
                                var c = c
                                let toCentre = CGVector(dx: centre.x - c.point.x, dy: centre.y - c.point.y)
                                if c.normal.dx * toCentre.dx + c.normal.dy * toCentre.dy < 0 { c.normal = CGVector(dx: -c.normal.dx, dy: -c.normal.dy) }
                                return c
                            }
                        }
                        out += found.map { var c = $0; c.boundary = wall.id; c.boundaryTag = wall.tag; return c }
                    }
                }
            }
        }
        if collisionMode.contains(.items) {
            for (k, i) in indices.enumerated() {
                for j in indices[(k + 1)...] { out += world.contacts(i, j) }
            }
        }
        return out
    }

    /// Tells the delegate of contacts that began and ended at this step.
    func report(_ contacts: [DynamicsWorld.Contact], in world: DynamicsWorld) {
        guard let delegate = collisionDelegate else { return }
        var now: [ContactKey: DynamicsWorld.Contact] = [:]
        for c in contacts {
            let key = ContactKey(a: c.a.map { ObjectIdentifier(world[$0].item) }, b: ObjectIdentifier(world[c.b].item), boundary: c.a == nil ? c.boundaryTag : nil)
            if now[key] == nil { now[key] = c }
        }
        for (key, c) in now where !touching.contains(key) {
            if let a = c.a {
                delegate.collisionBehavior(self, beganContactFor: world[a].item, with: world[c.b].item, at: c.point)
            } else {
                delegate.collisionBehavior(self, beganContactFor: world[c.b].item, withBoundaryIdentifier: c.boundary, at: c.point)
            }
        }
        for key in touching where now[key] == nil {
            guard let b = list.items.first(where: { ObjectIdentifier($0) == key.b }) else { continue }
            if let a = key.a, let itemA = list.items.first(where: { ObjectIdentifier($0) == a }) {
                delegate.collisionBehavior(self, endedContactFor: itemA, with: b)
            } else {
                let id = key.boundary.flatMap { $0 >= 0 && $0 < boundaries.count ? boundaries[$0].id : nil }
                delegate.collisionBehavior(self, endedContactFor: b, withBoundaryIdentifier: id)
            }
        }
        touching = Set(now.keys)
    }
}
