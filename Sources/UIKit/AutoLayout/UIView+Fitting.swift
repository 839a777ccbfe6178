/// Sizes from constraints, and the engine's view of ambiguity (Apple: "Auto Layout Guide",
/// "Debugging Tricks and Tips").
extension UIView {
    /// The smallest size the constraints allow (as small as possible).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow (as large as possible).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size that satisfies the view's constraints nearest `targetSize`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the constraints of the view and its subtree, its width and
    /// height drawn toward `targetSize` at the given priorities (what self-sizing cells ask:
    /// a required width and a fitting-level height gives the height for that width). Each
    /// subview's intrinsic size takes part; a wrapping label is measured at its width.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        guard targetSize.width.isFinite, targetSize.height.isFinite else {
            Diagnostics.warn("UIView.systemLayoutSizeFitting: target size \(targetSize) refused (must be finite)")
            return bounds.size
        }
        // UIKit runs the update-constraints pass before it measures: constraints a view
        // makes in `updateConstraints` (a stack view's arrangement) take part.
        LayoutEngine.runUpdatePass(inSubtreeOf: self)
        let fitting = FittingEngine.take(for: self, target: targetSize, horizontal: horizontal, vertical: vertical)
        defer { fitting.finish() }
        let size = fitting.solvedSize(of: self)
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// Whether the constraints leave the view's frame undetermined.
    public var hasAmbiguousLayout: Bool {
        guard let n = layoutNode else { return false }
        let solver = n.engine.solver
        return ![n.x, n.y, n.width, n.height].allSatisfy(solver.isDetermined)
    }

    /// Moves an ambiguously placed view to another frame its constraints allow (a very weak
    /// pin, 20 points on, for each undetermined part), to show the ambiguity on screen.
    public func exerciseAmbiguityInLayout() {
        guard let n = layoutNode, let parts = autoLayout else { return }
        let engine = n.engine, solver = engine.solver
        for c in parts.exercised { engine.removeSystem(c) }
        parts.exercised = []
        let vars: [(SimplexSymbol, NSLayoutConstraint.Attribute)] = [(n.x, .left), (n.y, .top), (n.width, .width), (n.height, .height)]
        for (v, attr) in vars where !solver.isDetermined(v) {
            let c = NSLayoutConstraint(self, attr, .equal, nil, .notAnAttribute, multiplier: 1,
                                       constant: CGFloat(solver.value(of: v)) + 20, system: .fitting)
            c.priorityStorage = UILayoutPriority(1)
            parts.exercised.append(c)
            if let s = superviewStorage, !attr.isSize { engine.addSystem(c, on: s) } else { engine.addSystem(c, on: self) }
        }
    }

    /// The constraints on the view's own frame along `axis`: its active constraints and
    /// UIKit's (autoresizing, content size) for it.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let n = layoutNode else { return [] }
        let all = n.constraints.all + n.autoresizing + n.contentSize.compactMap { $0 }
        return all.filter { ($0.firstAttribute.isHorizontal) == (axis == .horizontal) && ($0.engineHandle >= 0 || $0.isBroken) }
    }
}
