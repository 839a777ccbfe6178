import QuartzCore

/// What a dynamic animator tells its delegate (Apple: UIDynamicAnimatorDelegate): that its
/// items came to rest (it stopped stepping) and that something set them moving again.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// Physics for views (Apple: UIDynamicAnimator, "UIKit Dynamics"): the behaviours added to
/// it move their items — gravity, collisions, pushes, snaps, attachments, item properties —
/// in the reference view's coordinates, stepped with the display's frames (in steps of at
/// most 1/120 s). Each step sets the items' `center` and, as they turn, `transform` (a
/// rotation); when everything has come to rest the animator stops stepping and its delegate
/// hears `dynamicAnimatorDidPause`. An item moved or resized by the app is taken up again with
/// `updateItem(usingCurrentState:)`.
@preconcurrency @MainActor
open class UIDynamicAnimator {
    public private(set) weak var referenceView: UIView?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?
    let world = DynamicsWorld()
    private var link: CADisplayLink?
    private var lastTime: CFTimeInterval?
    private var elapsed: TimeInterval = 0
    private var restingFor: TimeInterval = 0

    public init(referenceView view: UIView) {
        referenceView = view
    }

    /// Whether it is stepping (some item moves, or is still to settle).
    open var isRunning: Bool { link != nil }

    /// Seconds of motion so far (stepping time; pauses do not count).
    open func elapsedTime() -> TimeInterval { elapsed }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.attach(to: self)
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: i)
        behavior.attach(to: nil)
        behaviorsChanged()
    }

    open func removeAllBehaviors() {
        let all = behaviors
        behaviors = []
        for b in all { b.attach(to: nil) }
        behaviorsChanged()
    }

    /// The items in the behaviours whose frames meet `rect` (reference view coordinates).
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        world.bodies.map(\.item).filter { item in
            let b = item.bounds
            let frame = CGRect(x: item.center.x - b.width / 2, y: item.center.y - b.height / 2, width: b.width, height: b.height)
                .applying(CGAffineTransform(translationX: -item.center.x, y: -item.center.y).concatenating(item.transform)
                    .concatenating(CGAffineTransform(translationX: item.center.x, y: item.center.y)))
            return frame.intersects(rect)
        }
    }

    /// Takes the item's centre, size and rotation as they are now.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        world.reload(item)
        resume()
    }

    /// The behaviours' items became the bodies; stepping resumes.
    func behaviorsChanged() {
        var items: [UIDynamicItem] = []
        for b in behaviors.flatMap(\.tree) {
            for i in b.dynamicItems where !items.contains(where: { $0 === i }) { items.append(i) }
        }
        world.keep(items)
        resume()
    }

    private func resume() {
        restingFor = 0
        guard link == nil, !world.bodies.isEmpty else { return }
        delegate?.dynamicAnimatorWillResume(self)
        lastTime = nil
        // An animator let go while running stops its link at the next frame.
        let l = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.tick(link)
        }
        l.add(to: .main, forMode: .common)
        link = l
    }

    private func pause() {
        link?.invalidate()
        link = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    private func tick(_ link: CADisplayLink) {
        let frame = lastTime.map { link.timestamp - $0 } ?? link.duration
        lastTime = link.timestamp
        var left = min(max(frame, 0), 1.0 / 20)
        while left > 1e-6 {
            let h = min(left, 1.0 / 120)
            step(h)
            left -= h
        }
        publish()
        for b in behaviors.flatMap(\.tree) { b.action?() }
        if isAtRest() {
            restingFor += frame
            if restingFor >= 0.25 { pause() }
        } else {
            restingFor = 0
        }
    }

    /// One step: item properties, forces, contacts, motion.
    private func step(_ dt: Double) {
        elapsed += dt
        let tree = behaviors.flatMap(\.tree)
        // Defaults first, then the item behaviours' properties in the order added.
        for i in world.bodies.indices {
            world[i].elasticity = 0; world[i].friction = 0; world[i].density = 1
            world[i].resistance = 0; world[i].angularResistance = 0; world[i].allowsRotation = true; world[i].isAnchored = false
        }
        for case let b as UIDynamicItemBehavior in tree { b.applyProperties(in: world) }
        for b in tree { b.applyForces(in: world, dt: dt) }
        var contacts: [DynamicsWorld.Contact] = []
        var owners: [(UICollisionBehavior, Range<Int>)] = []
        let reference = referenceView?.bounds
        for case let c as UICollisionBehavior in tree {
            let found = c.contacts(in: world, reference: reference)
            owners.append((c, contacts.count..<(contacts.count + found.count)))
            contacts += found
        }
        world.integrate(contacts: &contacts, dt: dt)
        for (c, range) in owners { c.report(Array(contacts[range]), in: world) }
    }

    /// The bodies' places onto their items.
    private func publish() {
        for b in world.bodies {
            if b.item.center != b.position { b.item.center = b.position }
            let t = CGAffineTransform(rotationAngle: b.angle)
            if b.angle != 0 || !b.item.transform.isIdentity, b.item.transform != t { b.item.transform = t }
        }
    }

    private func isAtRest() -> Bool {
        for b in world.bodies where !b.isAnchored {
            if hypot(b.velocity.dx, b.velocity.dy) > 2 || abs(b.angularVelocity) > 0.02 { return false }
        }
        for b in behaviors.flatMap(\.tree) {
            if !b.isSettled(in: world) { return false }
            if let push = b as? UIPushBehavior, push.active, push.magnitude > 0 { return false }
        }
        return true
    }
}
