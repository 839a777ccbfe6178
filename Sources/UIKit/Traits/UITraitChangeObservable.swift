import QuartzCore

/// A handler registered for trait changes (Apple, iOS 17: UITraitChangeHandler): the object
/// whose traits changed, and its traits before.
public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

/// What `registerForTraitChanges` returns: pass it to `unregisterForTraitChanges(_:)` to stop.
public protocol UITraitChangeRegistration: Hashable, Sendable {}

/// Registration for trait changes (Apple, iOS 17: UITraitChangeObservable), the replacement
/// of `traitCollectionDidChange(_:)`: the handler runs when one of the named traits of the
/// view or controller changed, with UIKit's current traits set to the object's, after its
/// `traitCollectionDidChange(_:)`. Registrations end with `unregisterForTraitChanges(_:)` or
/// with the object. The selector forms (`target:action:`) have no Swift spelling on Linux:
/// use the handler.
@MainActor
public protocol UITraitChangeObservable {
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registration: the traits, and the handler with its environment type erased.
struct TraitRegistration: UITraitChangeRegistration {
    let id: Int
    static func == (a: TraitRegistration, b: TraitRegistration) -> Bool { a.id == b.id }
    func hash(into h: inout Hasher) { h.combine(id) }
}

/// An object's registrations, in the order made.
@MainActor
final class TraitRegistrations {
    @exclusivity(unchecked) nonisolated(unsafe) private static var lastID = 0
    private var entries: [(id: Int, traits: [UITrait], call: (AnyObject, UITraitCollection) -> Void)] = []

    var isEmpty: Bool { entries.isEmpty }

    func add<T: UITraitEnvironment>(_ traits: [UITrait], _ handler: @escaping UITraitChangeHandler<T>) -> TraitRegistration {
        TraitRegistrations.lastID += 1
        let id = TraitRegistrations.lastID
        entries.append((id, traits, { object, previous in
            guard let environment = object as? T else {
                preconditionFailure("registerForTraitChanges: the handler takes \(T.self), but it was registered on \(type(of: object))")
            }
            handler(environment, previous)
        }))
        return TraitRegistration(id: id)
    }

    func remove(_ registration: any UITraitChangeRegistration) {
        guard let r = registration as? TraitRegistration else { return }
        entries.removeAll { $0.id == r.id }
    }

    /// Runs the handlers of `object` registered for a trait that differs between `previous`
    /// and `now`.
    func notify(_ object: AnyObject, from previous: UITraitCollection, to now: UITraitCollection) {
        for entry in entries where entry.traits.contains(where: { $0.value(in: previous) != $0.value(in: now) }) {
            entry.call(object, previous)
        }
    }
}

extension UIView: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        let registrations = rare?.traitRegistrations ?? TraitRegistrations()
        rareParts.traitRegistrations = registrations
        return registrations.add(traits, handler)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        rare?.traitRegistrations?.remove(registration)
    }

    /// Tells the view (its controller first) that its traits changed from `previous`: the
    /// `traitCollectionDidChange(_:)` overrides, then the registered handlers, with the
    /// view's traits current.
    func traitsChanged(from previous: UITraitCollection) {
        CurrentTraits.with(self) {
            let controller = viewControllerStorage
            controller?.traitCollectionDidChange(previous)
            traitCollectionDidChange(previous)
            let controllerHandlers = controller?.traitRegistrations, ownHandlers = rare?.traitRegistrations
            if controllerHandlers != nil || ownHandlers != nil {
                let now = traitCollection
                if let controller { controllerHandlers?.notify(controller, from: previous, to: now) }
                ownHandlers?.notify(self, from: previous, to: now)
            }
        }
    }
}

extension UIViewController: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        let registrations = traitRegistrations ?? TraitRegistrations()
        traitRegistrations = registrations
        return registrations.add(traits, handler)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations?.remove(registration)
    }
}
