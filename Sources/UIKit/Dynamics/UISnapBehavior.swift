import QuartzCore

/// Snaps an item to a point (Apple: UISnapBehavior): it springs there — overshooting and
/// oscillating less as `damping` (0…1, 0.5 by default) grows — and turns back upright.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem
    open var snapPoint: CGPoint { didSet { changed() } }
    open var damping: CGFloat = 0.5 { didSet { changed() } }

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }

    /// The spring's natural frequency (radians per second), chosen to settle as briskly as UIKit's snap.
    private static let omega: CGFloat = 2 * .pi * 1.6

    override func applyForces(in world: DynamicsWorld, dt: Double) {
        guard let i = world.bodyIndex(of: item), !world[i].isAnchored else { return }
        let zeta = min(max(damping, 0), 1) * 1.2 + 0.1
        let w = Self.omega
        let b = world[i]
        let a = CGVector(dx: -w * w * (b.position.x - snapPoint.x) - 2 * zeta * w * b.velocity.dx,
                         dy: -w * w * (b.position.y - snapPoint.y) - 2 * zeta * w * b.velocity.dy)
        world.accelerate(i, by: a, dt: dt)
        let spin = -w * w * remainder(b.angle, 2 * .pi) - 2 * zeta * w * b.angularVelocity
        world[i].angularVelocity += spin * dt
    }

    override func isSettled(in world: DynamicsWorld) -> Bool {
        guard let i = world.bodyIndex(of: item) else { return true }
        let b = world[i]
        return hypot(b.position.x - snapPoint.x, b.position.y - snapPoint.y) < 0.5 && abs(remainder(b.angle, 2 * .pi)) < 0.005
    }
}
