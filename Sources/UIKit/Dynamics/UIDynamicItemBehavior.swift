import QuartzCore

/// The physical properties of its items (Apple: UIDynamicItemBehavior) — elasticity of their
/// collisions, friction, density (mass per area), linear and angular resistance, whether they
/// rotate or are anchored — and velocities given to them (a flick's speed carried into the
/// animation with `addLinearVelocity(_:for:)`).
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    open var items: [UIDynamicItem] { list.items }
    /// 0: no bounce; 1: a fully elastic collision.
    open var elasticity: CGFloat = 0 { didSet { changed() } }
    open var friction: CGFloat = 0 { didSet { changed() } }
    open var density: CGFloat = 1 { didSet { changed() } }
    /// At 1 the motion stops as soon as no force drives it.
    open var resistance: CGFloat = 0 { didSet { changed() } }
    open var angularResistance: CGFloat = 0 { didSet { changed() } }
    open var allowsRotation = true { didSet { changed() } }
    /// An anchored item takes part in collisions but does not move.
    open var isAnchored = false { didSet { changed() } }

    /// Velocities given before the behaviour was in an animator, applied when it joins one.
    private var pending: [(UIDynamicItem, CGVector?, CGFloat?)] = []

    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }
    public override convenience init() { self.init(items: []) }

    open func addItem(_ item: UIDynamicItem) { if list.add(item) { changed() } }
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); changed() }

    override var dynamicItems: [UIDynamicItem] { list.items }

    /// Adds `velocity` (points per second) to the item's.
    open func addLinearVelocity(_ velocity: CGVector, for item: UIDynamicItem) {
        guard let world = dynamicAnimator?.world, let i = world.bodyIndex(of: item) else {
            pending.append((item, velocity, nil)); return
        }
        world[i].velocity.dx += velocity.dx
        world[i].velocity.dy += velocity.dy
        changed()
    }
    open func linearVelocity(for item: UIDynamicItem) -> CGVector {
        guard let world = dynamicAnimator?.world, let i = world.bodyIndex(of: item) else { return .zero }
        return world[i].velocity
    }
    /// Adds `velocity` (radians per second) to the item's spin.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard let world = dynamicAnimator?.world, let i = world.bodyIndex(of: item) else {
            pending.append((item, nil, velocity)); return
        }
        world[i].angularVelocity += velocity
        changed()
    }
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        guard let world = dynamicAnimator?.world, let i = world.bodyIndex(of: item) else { return 0 }
        return world[i].angularVelocity
    }

    /// Its properties onto its items' bodies; velocities waiting to be given.
    func applyProperties(in world: DynamicsWorld) {
        for item in list.items {
            guard let i = world.bodyIndex(of: item) else { continue }
            world[i].elasticity = elasticity
            world[i].friction = friction
            world[i].density = max(0.0001, density)
            world[i].resistance = max(0, resistance)
            world[i].angularResistance = max(0, angularResistance)
            world[i].allowsRotation = allowsRotation
            world[i].isAnchored = isAnchored
            if isAnchored { world[i].velocity = .zero; world[i].angularVelocity = 0 }
        }
        let waiting = pending
        pending = []
        for (item, v, w) in waiting {
            guard let i = world.bodyIndex(of: item) else { continue }
            if let v { world[i].velocity.dx += v.dx; world[i].velocity.dy += v.dy }
            if let w { world[i].angularVelocity += w }
        }
    }
}
