/// A reference to a view or layout guide that does not keep it alive and reads nil once it is
/// gone, as `weak` does, but without the side table Swift gives every weakly referenced
/// object: such an object's every retain and release takes the runtime's slow path, and Auto
/// Layout (nodes, constraints, anchors) refers to every view it places, which a layout pass
/// then retains many times over. Each item keeps one reference and clears it in its `deinit`.
final class ItemReference: @unchecked Sendable {
    nonisolated(unsafe) unowned(unsafe) private(set) var item: (any LayoutItem)?
    /// The item when it is a view, without a cast (the layout pass asks for it per view).
    nonisolated(unsafe) unowned(unsafe) private(set) var view: UIView?

    init(_ view: UIView) { item = view; self.view = view }
    init(_ guide: UILayoutGuide) { item = guide }

    /// The item is being deallocated: from now on the reference reads nil.
    nonisolated func clear() { item = nil; view = nil }
}

/// A non-owning reference to a constraint's item: an `ItemReference` for views and guides,
/// and a real `weak` reference for any other object (which a constraint never lays out: UIKit
/// refuses such items, and Lamina reports them when the constraint is activated).
struct WeakItem {
    private let reference: ItemReference?
    private weak var other: AnyObject?

    @MainActor init(_ object: AnyObject?) {
        if let v = object as? UIView { reference = v.itemReference }
        else if let g = object as? UILayoutGuide { reference = g.itemReference }
        else { reference = nil; other = object }
    }

    var object: AnyObject? {
        if let reference { return reference.item }
        return other
    }
    var item: (any LayoutItem)? { reference?.item }
}

/// A constraint's non-owning reference to its engine, cleared by the engine's `deinit` (a
/// `weak` one would give the engine a side table; see ItemReference).
final class EngineReference: @unchecked Sendable {
    nonisolated(unsafe) unowned(unsafe) var engine: LayoutEngine?
}
