/// Constraints follow their views between hierarchies. Taking a subtree out of its
/// superview deactivates the constraints that tie it to the views left behind (as UIKit
/// removes them) and carries the ones inside it along; adding a tree that had an engine of
/// its own moves its constraints into the new hierarchy's engine.
extension LayoutEngine {
    /// Engines alive: with none, hierarchy changes skip all of this.
    nonisolated(unsafe) static var liveCount = 0

    /// Before `view` leaves its superview (removed, or moved elsewhere): what must move with it.
    static func viewWillLeaveSuperview(_ view: UIView) -> [NSLayoutConstraint] {
        guard liveCount > 0, let engine = engine(for: view, create: false) else { return [] }
        var nodes: [LayoutNode] = []
        collectNodes(in: view, engine: engine, into: &nodes)
        guard !nodes.isEmpty else { return [] }
        var moving: [NSLayoutConstraint] = [], cut: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for n in nodes {
            for c in n.constraints.all where seen.insert(ObjectIdentifier(c)).inserted {
                if let at = c.installedView, at === view || at.isDescendant(of: view) { moving.append(c) } else { cut.append(c) }
            }
        }
        for c in cut { c.isActive = false }
        for c in moving { engine.remove(c) }
        for n in nodes { engine.dropNode(n) }
        if let s = view.superviewStorage { s.setNeedsLayout() }
        return moving
    }

    private static func collectNodes(in v: UIView, engine: LayoutEngine, into nodes: inout [LayoutNode]) {
        if let n = v.layoutNode, n.engine === engine { nodes.append(n) }
        if let a = v.autoLayout {
            for g in a.guides + a.systemGuides { if let n = g.layoutNode, n.engine === engine { nodes.append(n) } }
        }
        for sub in v.subviewStorage { collectNodes(in: sub, engine: engine, into: &nodes) }
    }

    /// After `view` joined a superview (or became a root again): its constraints enter the
    /// engine of the hierarchy it is in now.
    static func viewDidMove(_ view: UIView, carrying moving: [NSLayoutConstraint]) {
        var carried = moving
        if view.superviewStorage != nil, let own = view.autoLayout?.engine {
            // The tree had its own engine: its constraints move over, and it goes.
            view.autoLayoutParts.engine = nil
            carried += own.retire()
        }
        let target = engine(for: view, create: !carried.isEmpty || view.needsConstraintBasedLayout)
        guard let target else { return }
        for c in carried where c.installedView != nil {
            c.engineHandle = -1
            c.isBroken = false
            target.add(c)
        }
        // Views new to the hierarchy start needing the update pass.
        target.needsUpdatePass = true
        target.markDirty()
    }

    /// Ends an engine whose tree joined another: the user constraints it held, its nodes gone.
    func retire() -> [NSLayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        var held: [NSLayoutConstraint] = []
        for n in nodes {
            for c in n.constraints.all where seen.insert(ObjectIdentifier(c)).inserted { held.append(c) }
            if n.item?.layoutNode === n { n.item?.layoutNode = nil }
        }
        for c in held { c.engine = nil; c.engineHandle = -1 }
        return held
    }

    /// A view's writing direction changed: constraints with leading or trailing in its
    /// subtree are written again.
    func directionDidChange(in view: UIView) {
        var nodes: [LayoutNode] = []
        Self.collectNodes(in: view, engine: self, into: &nodes)
        var seen = Set<ObjectIdentifier>()
        var mirrored: [NSLayoutConstraint] = []
        for n in nodes {
            for c in n.constraints.all where seen.insert(ObjectIdentifier(c)).inserted
                && (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional) { mirrored.append(c) }
        }
        // All out, then all in: one at a time, old and new forms would conflict.
        for c in mirrored { remove(c) }
        for c in mirrored { add(c) }
    }
}

extension UIView {
    /// The view's class asks for constraint-based layout, or it holds constraints already.
    var needsConstraintBasedLayout: Bool {
        type(of: self).requiresConstraintBasedLayout || !(autoLayout?.installed.isEmpty ?? true)
    }
}

extension LayoutEngine {
    /// Whether a batch is running (batches do not nest).
    static var batching = false

    /// Runs `body`, which deactivates `removing`: an engine about to lose most of its
    /// constraints (more than 64) drops them without pivoting and solves the rest afresh.
    static func batch(removing: [NSLayoutConstraint] = [], _ body: () -> Void) {
        guard !batching, removing.count > 64 else { body(); return }
        var rebuilding: [LayoutEngine] = []
        if removing.count > 64 {
            var counts: [ObjectIdentifier: (LayoutEngine, Int)] = [:]
            for c in removing { if let e = c.engine { counts[ObjectIdentifier(e), default: (e, 0)].1 += 1 } }
            for (e, n) in counts.values where n > 64 && 2 * n > e.solver.constraintCount {
                e.solverSuspended = true
                rebuilding.append(e)
            }
        }
        batching = true
        body()
        batching = false
        for e in rebuilding {
            e.solverSuspended = false
            e.rebuildSolver()
        }
    }
}
