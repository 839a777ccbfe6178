import QuartzCore

/// A constant acceleration of its items (Apple: UIGravityBehavior): along `gravityDirection`,
/// whose length is the magnitude in units of `standard`, UIKit's gravity, whatever the items' mass.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    open var items: [UIDynamicItem] { list.items }
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { changed() } }

    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }
    public override convenience init() { self.init(items: []) }

    open func addItem(_ item: UIDynamicItem) { if list.add(item) { changed() } }
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); changed() }

    /// The direction as an angle (radians, clockwise from the positive x axis).
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }
    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// UIKit's gravity of magnitude 1, in points per second².
    static let standard: CGFloat = 1000

    override var dynamicItems: [UIDynamicItem] { list.items }

    override func applyForces(in world: DynamicsWorld, dt: Double) {
        let a = CGVector(dx: gravityDirection.dx * Self.standard, dy: gravityDirection.dy * Self.standard)
        for item in list.items { if let i = world.bodyIndex(of: item) { world.accelerate(i, by: a, dt: dt) } }
    }
}
