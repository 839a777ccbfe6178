import QuartzCore

/// A part of a dynamic animation (Apple: UIDynamicBehavior): the base of gravity, collision,
/// push, snap, attachment and item properties, and of the app's own composites — child
/// behaviours take part with their parent, and `action` runs after every step.
@preconcurrency @MainActor
open class UIDynamicBehavior {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Runs after each step of the animator, with the items moved.
    open var action: (() -> Void)?
    /// The animator the behaviour (or its top parent) is in.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    weak var parent: UIDynamicBehavior?

    public init() {}

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        behavior.parent = self
        childBehaviors.append(behavior)
        if let a = dynamicAnimator { behavior.attach(to: a) }
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: i)
        behavior.parent = nil
        if dynamicAnimator != nil { behavior.attach(to: nil) }
    }

    /// Called as the behaviour joins an animator (nil: leaves it).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    func attach(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for c in childBehaviors { c.attach(to: animator) }
        animator?.behaviorsChanged()
    }

    /// The items this behaviour acts on (not its children's).
    var dynamicItems: [UIDynamicItem] { [] }

    /// Its part of a step: forces and velocity changes before the solver (`world` holds the bodies).
    func applyForces(in world: DynamicsWorld, dt: Double) {}

    /// Whether it still moves its items though they are still (a snap or spring not yet there).
    func isSettled(in world: DynamicsWorld) -> Bool { true }

    /// This behaviour and its descendants, parents first.
    var tree: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.tree) }

    /// Asks the animator to run again after a change of the behaviour.
    func changed() { dynamicAnimator?.behaviorsChanged() }
}

/// The items of a behaviour, in the order added, each once.
struct DynamicItemList {
    private(set) var items: [UIDynamicItem]
    init(_ items: [UIDynamicItem]) {
        var unique: [UIDynamicItem] = []
        for i in items where !unique.contains(where: { $0 === i }) { unique.append(i) }
        self.items = unique
    }
    /// Adds `item`; false when it was there.
    mutating func add(_ item: UIDynamicItem) -> Bool {
        guard !items.contains(where: { $0 === item }) else { return false }
        items.append(item)
        return true
    }
    mutating func remove(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
}
