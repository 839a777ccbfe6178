/// The engine `systemLayoutSizeFitting` measures a view with, kept on that view between
/// measurements. A self-sizing cell is measured for each row that comes into view, with the
/// same constraints each time and only other texts: the next measurement moves the target
/// size, the intrinsic sizes and the frames of autoresized views in the kept tableau (the
/// solver's incremental edits, as in the window's engine) instead of building a tableau anew.
/// Anything structural — the subtree's views, their constraints and those constraints'
/// constants, priorities and writing direction, the guides' insets, the fitting priorities —
/// is compared first; any difference builds a new engine, so a measurement gives what a
/// fresh engine gives.
@MainActor final class FittingEngine {
    let engine: LayoutEngine
    private let width: NSLayoutConstraint, height: NSLayoutConstraint
    /// What the engine was built from (`FittingEngine.describe`).
    private let signature: [UInt64]
    /// The subtree's constraints it holds, kept alive: the signature names them by address,
    /// and a freed constraint's address may come back as another constraint's.
    private let constraints: [NSLayoutConstraint]
    /// The view's constraints whose constants read its subviews' metrics (baselines, system
    /// spacing), with their handles in this engine: read again at each measurement.
    private let metricReaders: [(constraint: NSLayoutConstraint, handle: Int)]
    private var inUse = false
    /// The signature of the measurement being asked for, kept to compare without allocating.
    private static var current: [UInt64] = []

    /// A new engine for `view`: its subtree's constraints, and the fitting pair.
    private init(view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority, signature: [UInt64]) {
        let engine = LayoutEngine(root: view, scratch: true)
        self.engine = engine
        self.signature = signature
        var installed: [NSLayoutConstraint] = []
        Self.collectInstalledConstraints(of: view, into: &installed)
        var readers: [(constraint: NSLayoutConstraint, handle: Int)] = []
        for c in installed {
            if let h = engine.addScratch(c), c.readsViewMetrics { readers.append((c, h)) }
        }
        metricReaders = readers
        constraints = installed
        func fitting(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, _ priority: UILayoutPriority) -> NSLayoutConstraint {
            let c = NSLayoutConstraint(view, attribute, .equal, nil, .notAnAttribute, multiplier: 1, constant: value, system: .fitting)
            c.priorityStorage = priority
            engine.addSystem(c, on: view)
            return c
        }
        width = fitting(.width, target.width, horizontal)
        height = fitting(.height, target.height, vertical)
    }

    /// The engine to measure `view` with, its nodes lent to the view's subtree until
    /// `finish()`: the kept one brought up to date, or a new one.
    static func take(for view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> FittingEngine {
        current.removeAll(keepingCapacity: true)
        let describable = describe(view, horizontal: horizontal, vertical: vertical, into: &current)
        if describable, let kept = view.autoLayout?.fitting, !kept.inUse, kept.signature == current, kept.lendNodes() {
            kept.inUse = true
            kept.refresh(target: target)
            return kept
        }
        let fresh = FittingEngine(view: view, target: target, horizontal: horizontal, vertical: vertical, signature: current)
        fresh.inUse = true
        // A view whose constraints wait for `updateConstraints` is measured once, not kept:
        // its update pass may change what the engine holds.
        if describable, view.autoLayout?.fitting?.inUse != true { view.autoLayoutParts.fitting = fresh }
        return fresh
    }

    /// Gives the subtree its own nodes back.
    func finish() {
        engine.giveBackNodes()
        inUse = false
    }

    /// The measured view's size in the solution.
    func solvedSize(of view: UIView) -> CGSize {
        engine.prepareLayout()
        return engine.node(for: view).solvedFrame(engine.solver).size
    }

    // MARK: Bringing a kept engine up to date

    /// Lends this engine's nodes to their items again; false when an item is gone.
    private func lendNodes() -> Bool {
        for n in engine.nodes where n.item == nil { return false }
        for n in engine.nodes {
            guard let item = n.item else { continue }
            engine.displaced.append((item, item.layoutNode))
            item.layoutNode = n
        }
        return true
    }

    /// What may differ without a structural change: the target size, hand-set frames,
    /// intrinsic sizes (and so a wrapping label's width hint), metric-reading constants.
    private func refresh(target: CGSize) {
        width.constant = target.width
        height.constant = target.height
        for n in engine.nodes {
            guard let v = n.view else { continue }
            engine.geometrySetByHand(v)
            engine.invalidateContentSize(v)
        }
        for (c, handle) in metricReaders {
            guard let at = c.installedView, let e = engine.expression(for: c, in: at) else { continue }
            engine.solver.setConstant(handle, e.constant)
        }
        engine.markDirty()
    }

    // MARK: The signature

    /// Appends what `view`'s measurement engine is built from; false when a view of the
    /// subtree waits for its update-constraints pass.
    private static func describe(_ view: UIView, horizontal: UILayoutPriority, vertical: UILayoutPriority,
                                 into s: inout [UInt64]) -> Bool {
        s.append(UInt64(horizontal.rawValue.bitPattern) << 32 | UInt64(vertical.rawValue.bitPattern))
        return describeSubtree(view, into: &s)
    }

    private static func describeSubtree(_ v: UIView, into s: inout [UInt64]) -> Bool {
        guard !v.constraintsNeedUpdate else { return false }
        s.append(UInt64(UInt(bitPattern: ObjectIdentifier(v))))
        s.append(UInt64(v.subviewStorage.count) << 1 | (v.translatesAutoresizingMaskIntoConstraints ? 1 : 0))
        if let a = v.autoLayout {
            if !a.systemGuides.isEmpty {
                let m = v.layoutMargins, safe = v.safeAreaInsets
                for x in [m.top, m.left, m.bottom, m.right, safe.top, safe.left, safe.bottom, safe.right] { s.append(UInt64(x.bitPattern)) }
            }
            for g in a.guides { s.append(UInt64(UInt(bitPattern: ObjectIdentifier(g)))) }
            for c in a.installed.all {
                s.append(UInt64(UInt(bitPattern: ObjectIdentifier(c))))
                s.append(UInt64(c.constantStorage.bitPattern))
                var flags = UInt64(c.priorityStorage.rawValue.bitPattern) << 1
                if c.firstAttribute.isDirectional || c.secondAttribute.isDirectional,
                   (c.firstItem as? any LayoutItem)?.itemView?.effectiveUserInterfaceLayoutDirection == .rightToLeft { flags |= 1 }
                s.append(flags)
            }
        }
        for sub in v.subviewStorage { guard describeSubtree(sub, into: &s) else { return false } }
        return true
    }

    private static func collectInstalledConstraints(of v: UIView, into list: inout [NSLayoutConstraint]) {
        if let a = v.autoLayout { list += a.installed.all }
        for sub in v.subviewStorage { collectInstalledConstraints(of: sub, into: &list) }
    }
}

extension LayoutEngine {
    /// A scratch engine takes a constraint without taking it from its own engine; its
    /// handle here, nil when it is left out (outside the hierarchy, or in conflict).
    func addScratch(_ c: NSLayoutConstraint) -> Int? {
        guard let ancestor = c.installedView, let e = expression(for: c, in: ancestor) else { return nil }
        markDirty()
        return try? solver.add(.init(terms: e.terms, constant: e.constant, relation: c.relation.solverRelation,
                                     weight: c.priority.solverWeight))
    }

    /// After a scratch solve: every item gets its own node back.
    func giveBackNodes() {
        for (item, node) in displaced.reversed() { item.layoutNode = node }
        displaced = []
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: SimplexSolver.Constraint.Relation {
        switch self {
        case .lessThanOrEqual: return .lessOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterOrEqual
        }
    }
}
