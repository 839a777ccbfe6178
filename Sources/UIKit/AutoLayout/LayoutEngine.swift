/// The Auto Layout engine of one view hierarchy (Apple's is per window; Lamina's belongs to
/// the topmost view of a tree, so a detached tree lays out too, as `layoutIfNeeded` on a
/// controller's view before it is shown does in UIKit).
///
/// Constraints enter the solver when activated, so the tableau is always current; a layout
/// pass of the root runs UIKit's update-constraints pass, takes in changed intrinsic sizes,
/// reads which variables moved and marks those views' superviews, whose `layoutSubviews`
/// (UIView's own, hence "call super") sets the frames (seed 004, "Layout").
@MainActor package final class LayoutEngine {
    package private(set) var solver = SimplexSolver()
    /// During a large batch of removals the solver is left alone and rebuilt after.
    var solverSuspended = false
    unowned let root: UIView
    /// Constraints by solver handle, to name them in messages.
    private var byHandle: [NSLayoutConstraint?] = []
    /// Nodes by their variables' symbol index, to find what moved.
    private var nodeBySymbol: [LayoutNode?] = []
    /// Per symbol, the superview to lay out when it moves.
    private var containers = ContainerTable()
    private(set) var nodes: [LayoutNode] = []
    var needsUpdatePass = true
    var contentSizeDirty: [LayoutNode] = []
    /// Wrapping labels: their height depends on the width the engine gives them.
    var widthDependent: [LayoutNode] = []
    private var dirty = false
    /// Counts `markMovedViews` calls: a node marked in this one is not marked again.
    private var pass = 0
    /// The engine is setting frames: geometry setters must not re-derive constraints.
    static var applying = false

    /// Required constraints broken for a conflict, still active: each is tried again at the
    /// next layout pass after a constraint left the solver, and holds again once it fits.
    /// (A cell that activates its new constraint before deactivating the old one gets
    /// UIKit's message, and then the layout it meant.)
    private var broken: [NSLayoutConstraint] = []
    private var retryBroken = false

    /// A scratch engine (`systemLayoutSizeFitting`) lends its items nodes for one solve.
    let isScratch: Bool
    /// Items whose node a scratch engine replaced, to give back.
    var displaced: [(item: any LayoutItem, node: LayoutNode?)] = []

    init(root: UIView, scratch: Bool = false) {
        self.root = root
        isScratch = scratch
        reference.engine = self
        if !scratch { Self.liveCount += 1 }
    }

    /// What constraints keep of the engine instead of a weak reference, which would give the
    /// engine a side table and every node's `unowned` read of it the runtime's slow path.
    let reference = EngineReference()

    deinit {
        reference.engine = nil
        if !isScratch { Self.liveCount -= 1 }
    }

    // MARK: Finding and making the engine

    /// The engine of `view`'s hierarchy (its topmost view's), made on demand.
    static func engine(for view: UIView, create: Bool) -> LayoutEngine? {
        var top = view
        while let s = top.superviewStorage { top = s }
        if let e = top.autoLayout?.engine { return e }
        guard create else { return nil }
        let e = LayoutEngine(root: top)
        top.autoLayoutParts.engine = e
        return e
    }

    /// Asks for a layout pass of the root, where the engine's results are taken in.
    func markDirty() {
        guard !dirty else { return }
        dirty = true
        root.setNeedsLayout()
    }

    // MARK: Nodes

    /// The item's node, made with UIKit's own constraints for it.
    func node(for item: any LayoutItem) -> LayoutNode {
        if let n = item.layoutNode, n.engine === self { return n }
        if isScratch { displaced.append((item, item.layoutNode)) }
        let n = LayoutNode(engine: self, item: item, solver: solver)
        if let v = item as? UIView, v !== root, let s = v.superviewStorage { n.containerSlot = containers.retain(s) }
        item.layoutNode = n
        nodes.append(n)
        register(n)
        if let v = item as? UIView {
            v.superviewStorage?.hasEngineSubviews = true
            installAutoresizing(for: n, view: v)
            contentSizeDirty.append(n)
            // Wraps or not, as numberOfLines (isScrollEnabled) says then.
            if v is UILabel || v is UITextView { widthDependent.append(n) }
        } else if let g = item as? UILayoutGuide {
            installGuideConstraints(for: n, guide: g)
        }
        return n
    }

    private func register(_ n: LayoutNode) {
        for s in [n.x, n.y, n.width, n.height] {
            while nodeBySymbol.count <= s.index { nodeBySymbol.append(nil) }
            nodeBySymbol[s.index] = n
            containers.assign(n.containerSlot, to: s)
        }
    }

    /// A new solver with the constraints that stay: after a batch removed most of them,
    /// adding the rest afresh is linear where removing one by one is not.
    func rebuildSolver() {
        let keep = byHandle.compactMap { $0 }
        solver = SimplexSolver()
        byHandle = []
        nodeBySymbol = []
        containers.removeAllSymbols()
        for n in nodes { n.reassign(solver); register(n) }
        for c in keep {
            c.engineHandle = -1
            if let at = c.installedView, let e = expression(for: c, in: at) { addToSolver(c, e) }
        }
        if !broken.isEmpty { retryBroken = true }
        markDirty()
    }

    /// Takes a node out: its own constraints leave the solver and its variables are freed.
    func dropNode(_ n: LayoutNode) {
        for c in n.autoresizing + n.contentSize.compactMap({ $0 }) { removeSystem(c) }
        n.autoresizing = []
        n.contentSize = [nil, nil, nil, nil]
        for s in [n.x, n.y, n.width, n.height] {
            nodeBySymbol[s.index] = nil
            containers.assign(ContainerTable.none, to: s)
            solver.releaseVariable(s)
        }
        containers.release(n.containerSlot)
        n.containerSlot = ContainerTable.none
        if let i = nodes.firstIndex(where: { $0 === n }) { nodes.remove(at: i) }
        contentSizeDirty.removeAll { $0 === n }
        widthDependent.removeAll { $0 === n }
        if n.item?.layoutNode === n { n.item?.layoutNode = nil }
    }

    // MARK: Constraints in and out

    /// Adds an active constraint (installed on `c.installedView`) to the solver.
    func add(_ c: NSLayoutConstraint) {
        guard let ancestor = c.installedView, let e = expression(for: c, in: ancestor) else {
            Diagnostics.warn("NSLayoutConstraint: \(c) refers to an item outside the hierarchy of \(LayoutDescriptions.name(of: c.installedView)); left out of layout")
            return
        }
        c.engine = self
        if c.systemRole == nil {
            for item in [c.firstItem, c.secondItem] {
                if let it = item as? any LayoutItem, let n = it.layoutNode, n.engine === self { n.constraints.append(c) }
            }
        }
        addToSolver(c, e)
    }

    private func addToSolver(_ c: NSLayoutConstraint, _ e: Expression) {
        do {
            let h = try solver.add(.init(terms: e.terms, constant: e.constant, relation: c.relation.solverRelation,
                                         weight: c.priority.solverWeight))
            while byHandle.count <= h { byHandle.append(nil) }
            byHandle[h] = c
            c.engineHandle = h
            c.isBroken = false
        } catch {
            guard case .unsatisfiable(let involved) = error else { return }
            let wasBroken = c.isBroken
            c.isBroken = true
            if !broken.contains(where: { $0 === c }) { broken.append(c) }
            if !wasBroken { LayoutDescriptions.reportUnsatisfiable(breaking: c, involved: involved.compactMap { byHandle.indices.contains($0) ? byHandle[$0] : nil }) }
        }
        markDirty()
    }

    /// Takes a constraint out of the solver and the nodes' lists.
    func remove(_ c: NSLayoutConstraint) {
        dropFromSolver(c)
        c.isBroken = false
        c.engineStamp &+= 1
        for item in [c.firstItem, c.secondItem] {
            if let it = item as? any LayoutItem, let n = it.layoutNode, n.engine === self { n.constraints.noteRemoval() }
        }
        c.engine = nil
        markDirty()
    }

    /// The constraint's row leaves the solver (not while a large removal waits to rebuild it).
    private func dropFromSolver(_ c: NSLayoutConstraint) {
        if c.isBroken { broken.removeAll { $0 === c } }
        guard c.engineHandle >= 0 else { return }
        if !broken.isEmpty { retryBroken = true }
        if !solverSuspended { solver.remove(c.engineHandle) }
        byHandle[c.engineHandle] = nil
        c.engineHandle = -1
    }

    /// UIKit's own constraints: added with their ancestor, never in a `constraints` list.
    func addSystem(_ c: NSLayoutConstraint, on ancestor: UIView) {
        c.installedView = ancestor
        c.engine = self
        guard let e = expression(for: c, in: ancestor) else { return }
        addToSolver(c, e)
    }

    func removeSystem(_ c: NSLayoutConstraint) {
        dropFromSolver(c)
        c.installedView = nil
        c.engine = nil
        markDirty()
    }

    /// `constant` changed by `delta`: the solver moves the constraint incrementally.
    func constantDidChange(_ c: NSLayoutConstraint, by delta: CGFloat) {
        if c.engineHandle >= 0, let tag = solver.constraintTag(c.engineHandle) {
            solver.setConstant(c.engineHandle, tag.constant - Double(delta))
            markDirty()
        } else if c.isBroken, let ancestor = c.installedView, let e = expression(for: c, in: ancestor) {
            addToSolver(c, e)   // the conflict may be gone
        }
    }

    /// Offsets read from views (margins, baselines) changed: the constraints reading them move.
    func refreshMetrics(of n: LayoutNode) {
        for c in n.constraints.all where c.readsViewMetrics && c.engineHandle >= 0 {
            guard let ancestor = c.installedView, let e = expression(for: c, in: ancestor) else { continue }
            solver.setConstant(c.engineHandle, e.constant)
        }
        markDirty()
    }

    func priorityDidChange(_ c: NSLayoutConstraint) {
        guard c.engineHandle >= 0 || c.isBroken, let ancestor = c.installedView else { return }
        dropFromSolver(c)
        if let e = expression(for: c, in: ancestor) { addToSolver(c, e) }
    }

    /// The constraint behind a solver handle (for messages and `constraintsAffectingLayout`).
    func constraint(forHandle h: Int) -> NSLayoutConstraint? { byHandle.indices.contains(h) ? byHandle[h] : nil }

    var allConstraints: [NSLayoutConstraint] { byHandle.compactMap { $0 } }

    // MARK: The layout pass

    /// Run in the root's layout pass, before its `layoutSubviews`: update constraints, take
    /// in intrinsic sizes, and mark the superviews of every view that moved.
    func prepareLayout() {
        // The root's size as it is now, however it was set.
        if let n = root.layoutNode, n.engine === self, n.autoresizing.count == 2,
           n.autoresizing[0].constant != root.bounds.width || n.autoresizing[1].constant != root.bounds.height {
            geometrySetByHand(root)
        }
        if needsUpdatePass { runUpdatePass() }
        if retryBroken { retryBrokenConstraints() }
        guard dirty || !contentSizeDirty.isEmpty else { return }
        dirty = false
        refreshContentSizes()
        markMovedViews()
        // UIKit's second pass for wrapping labels: measured again at the width they got.
        for _ in 0..<3 {
            var again = false
            for n in widthDependent where n.view?.intrinsicWidthIsHeightDependent == true {
                let w = CGFloat(solver.value(of: n.width))
                if n.widthHint == nil || abs(n.widthHint! - w) > 0.25 {
                    n.widthHint = w
                    refreshContentSize(n)
                    again = true
                }
            }
            guard again else { break }
            markMovedViews()
        }
        dirty = false
    }

    /// Broken constraints that are still active try to enter the solver again.
    private func retryBrokenConstraints() {
        retryBroken = false
        let waiting = broken
        broken = []
        for c in waiting where c.isBroken && c.engine === self {
            if let ancestor = c.installedView, let e = expression(for: c, in: ancestor) { addToSolver(c, e) } else { broken.append(c) }
        }
    }

    private func markMovedViews() {
        pass &+= 1
        // The root and guides are told after the walk: what they call (a scroll view's
        // content size, its delegate) may change constraints, which the walk must not see.
        var others: [LayoutNode] = []
        solver.takeChangedVariables { s in
            let slot = containers.slot(of: s)
            if slot != ContainerTable.none {
                containers.firstMark(slot, pass: pass)?.setNeedsLayout()
            } else if s.index < nodeBySymbol.count, let n = nodeBySymbol[s.index], n.markedInPass != pass {
                n.markedInPass = pass
                others.append(n)
            }
        }
        for n in others {
            if let v = n.view {
                applyRootFrame(n, v)
            } else if let g = n.item as? UILayoutGuide {
                g.solvedFrameDidChange(n.solvedFrame(solver))
            }
        }
    }

    /// A root laid out by its own constraints (not by its frame) takes its solved size.
    private func applyRootFrame(_ n: LayoutNode, _ v: UIView) {
        guard !v.translatesAutoresizingMaskIntoConstraints else { return }
        let f = n.solvedFrame(solver)
        Self.apply(CGRect(origin: v.frame.origin, size: f.size), to: v)
    }

    /// The frames of `view`'s subviews that the engine places (UIView.layoutSubviews).
    static func applySubviewFrames(of view: UIView) {
        let scale = UIScreen.main.scale
        for sub in view.subviewStorage {
            guard let n = sub.layoutNode else { continue }
            let engine = n.engine
            let solved = n.solvedFrame(engine.solver)
            // The engine places the alignment rect; the frame is around it.
            let frame = sub.alignmentRectInsets == .zero ? solved : sub.frame(forAlignmentRect: solved)
            apply(engine.pixelAligned(frame, scale: scale), to: sub)
        }
    }

    /// Edges rounded to the screen's pixels, as UIKit places Auto Layout frames.
    func pixelAligned(_ f: CGRect, scale s: CGFloat = UIScreen.main.scale) -> CGRect {
        func r(_ x: CGFloat) -> CGFloat { (x * s).rounded() / s }
        let x0 = r(f.minX), y0 = r(f.minY), x1 = r(f.maxX), y1 = r(f.maxY)
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Sets a frame as the engine does: bounds size and centre, so a transform stays.
    static func apply(_ f: CGRect, to v: UIView) {
        guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite else { return }
        let outer = applying
        applying = true
        defer { applying = outer }
        if v.layer.hasIdentityTransform {
            if v.frame != f { v.frame = f }
        } else {
            let size = f.size, center = CGPoint(x: f.midX, y: f.midY)
            if v.bounds.size != size { v.bounds.size = size }
            if v.center != center { v.center = center }
        }
    }
}
