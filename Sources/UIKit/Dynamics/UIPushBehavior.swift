import QuartzCore

/// A force on its items (Apple: UIPushBehavior): continuous, or one instantaneous impulse.
/// As Apple defines it, magnitude 1 on an item of unit mass (`DynamicsWorld.referenceArea`
/// at density 1) gives it `unit` points per second² (a continuous push) or `unit` points per
/// second at once (an instantaneous one); heavier items move less. A push off an item's centre
/// (`setTargetOffsetFromCenter(_:for:)`) also turns it.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable { case continuous, instantaneous }

    private var list: DynamicItemList
    open var items: [UIDynamicItem] { list.items }
    public let mode: Mode
    /// Whether it pushes now; an instantaneous push turns itself off once given.
    open var active = true { didSet { changed() } }
    open var pushDirection = CGVector.zero { didSet { changed() } }
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [UIDynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) { if list.add(item) { changed() } }
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); changed() }

    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset { offsets[ObjectIdentifier(item)] ?? .zero }
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: UIDynamicItem) { offsets[ObjectIdentifier(item)] = o }

    override var dynamicItems: [UIDynamicItem] { list.items }

    /// Apple's unit of push on a unit mass: points per second (instantaneous) or per second² (continuous).
    static let unit: CGFloat = 100

    override func applyForces(in world: DynamicsWorld, dt: Double) {
        guard active else { return }
        for item in list.items {
            guard let i = world.bodyIndex(of: item) else { continue }
            let o = targetOffsetFromCenter(for: item)
            let c = cos(world[i].angle), s = sin(world[i].angle)
            let offset = CGVector(dx: o.horizontal * c - o.vertical * s, dy: o.horizontal * s + o.vertical * c)
            let scale = mode == .continuous ? Self.unit * dt : Self.unit
            world.applyImpulse(i, CGVector(dx: pushDirection.dx * scale, dy: pushDirection.dy * scale), at: offset)
        }
        if mode == .instantaneous { active = false }
    }
}
