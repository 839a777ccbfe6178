/// What a view keeps for Auto Layout, made the first time it takes part.
@MainActor package final class AutoLayoutParts {
    /// What Auto Layout keeps of the view instead of a weak reference (cleared by its deinit).
    var reference: ItemReference?
    /// The engine of the hierarchy, on its topmost view only.
    package var engine: LayoutEngine?
    /// Constraints installed on the view (their items' nearest common ancestor).
    var installed = ConstraintList(.installed)
    var translatesMask = true
    var hugging: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var semantic = UISemanticContentAttribute.unspecified
    /// A very weak pin per ambiguous variable, from `exerciseAmbiguityInLayout`.
    var exercised: [NSLayoutConstraint] = []
    /// The engine `systemLayoutSizeFitting` measured the view with, kept for the next time.
    var fitting: FittingEngine?

    var systemGuides: [UILayoutGuide] { [marginsGuide, safeAreaGuide, readableGuide, keyboardGuide].compactMap { $0 } }
}

/// Auto Layout on UIView: constraints, anchors, guides, content priorities and the
/// autoresizing translation (Apple: "Auto Layout Guide"; seed 004, "Layout").
extension UIView: LayoutItem {
    var layoutNode: LayoutNode? {
        get { layoutNodeStorage }
        set { layoutNodeStorage = newValue }
    }
    var itemView: UIView? { self }
    var itemReference: ItemReference {
        let parts = autoLayoutParts
        if let r = parts.reference { return r }
        let r = ItemReference(self)
        parts.reference = r
        return r
    }
    var layoutParent: UIView? { superviewStorage }

    // MARK: Constraints

    /// The constraints installed on the view: each active constraint is installed on the
    /// nearest common ancestor of its items.
    public var constraints: [NSLayoutConstraint] { autoLayout?.installed.all ?? [] }

    /// Activates `constraint` (Apple's older API; it is installed on its items' common ancestor).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.isActive = false
    }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }

    /// Whether the view's frame and autoresizing mask become constraints (true, the default
    /// for views made in code) or the view is placed by constraints alone.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayoutParts.translatesMask = newValue
            if let n = layoutNode { n.engine.reinstallAutoresizing(n, self) }
        }
    }

    // MARK: Intrinsic size and priorities

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let a = autoLayout else { return .defaultLow }
        return axis == .horizontal ? a.hugging.h : a.hugging.v
    }
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayoutParts.hugging.h = priority } else { autoLayoutParts.hugging.v = priority }
        invalidateIntrinsicContentSize()
    }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let a = autoLayout else { return .defaultHigh }
        return axis == .horizontal ? a.compression.h : a.compression.v
    }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayoutParts.compression.h = priority } else { autoLayoutParts.compression.v = priority }
        invalidateIntrinsicContentSize()
    }

    /// Tells the layout system the intrinsic size changed: the engine measures the view
    /// again in the next layout pass (without Auto Layout, the superview lays out again).
    public func invalidateIntrinsicContentSize() {
        if let n = layoutNode { n.engine.invalidateContentSize(self) } else { superview?.setNeedsLayout() }
        if autoLayout != nil, let stack = superviewStorage as? UIStackView { stack.arrangedSubviewDidChange(self) }
    }

    // MARK: The update-constraints pass (updateConstraints itself is in UIView.swift)

    public func setNeedsUpdateConstraints() {
        constraintsNeedUpdate = true
        guard let engine = LayoutEngine.engine(for: self, create: true) else { return }
        engine.needsUpdatePass = true
        engine.markDirty()
    }
    public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }
    /// Runs the update pass now for the view's hierarchy, if it needs one.
    public func updateConstraintsIfNeeded() {
        guard let engine = LayoutEngine.engine(for: self, create: false), engine.needsUpdatePass else { return }
        engine.runUpdatePass()
    }

    // MARK: Direction

    public var semanticContentAttribute: UISemanticContentAttribute {
        get { autoLayout?.semantic ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            autoLayoutParts.semantic = newValue
            LayoutEngine.engine(for: self, create: false)?.directionDidChange(in: self)
        }
    }
    /// Right to left only where forced: Lamina's interface language reads left to right.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var v: UIView? = self
        while let view = v {
            switch view.semanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified: v = view.superviewStorage
            }
        }
        return .leftToRight
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { autoLayout?.guides ?? [] }
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayoutParts.guides.append(guide)
    }
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, let a = autoLayout else { return }
        if let n = guide.layoutNode {
            for c in n.constraints.all { c.isActive = false }
            n.engine.dropNode(n)
        }
        a.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let g = autoLayout?.marginsGuide { return g }
        let g = UILayoutGuide(kind: .margins, owner: self, identifier: "UIViewLayoutMarginsGuide")
        autoLayoutParts.marginsGuide = g
        return g
    }
    /// The margins guide narrowed to a comfortable reading width, centred.
    public var readableContentGuide: UILayoutGuide {
        if let g = autoLayout?.readableGuide { return g }
        let g = UILayoutGuide(kind: .readableContent, owner: self, identifier: "UIViewReadableContentGuide")
        autoLayoutParts.readableGuide = g
        return g
    }
    /// Where the software keyboard is (Apple: UIKeyboardLayoutGuide, iOS 15). A desktop has a
    /// hardware keyboard and no on-screen one, so the guide is where iOS puts it while the
    /// keyboard is hidden: the strip of the view's bottom safe area, its top on the safe
    /// area's bottom (the view's bottom when `usesBottomSafeArea` is false).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let g = autoLayout?.keyboardGuide { return g }
        let g = UIKeyboardLayoutGuide(owner: self)
        autoLayoutParts.keyboardGuide = g
        return g
    }
    /// The view's bounds inset by its safe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let g = autoLayout?.safeAreaGuide { return g }
        let g = UILayoutGuide(kind: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
        autoLayoutParts.safeAreaGuide = g
        return g
    }
    /// What of the view is covered (Apple: safeAreaInsets). Lamina draws its title bar
    /// outside the window's content, so only what controllers add covers anything: a
    /// controller's `additionalSafeAreaInsets` on its view, and the part of its superview's
    /// safe area a view's frame reaches into.
    public var safeAreaInsets: UIEdgeInsets {
        guard UIViewController.safeAreaSources > 0 else { return .zero }
        var insets = UIEdgeInsets.zero
        if let s = superviewStorage {
            let p = s.safeAreaInsets
            if p != .zero {
                let f = frame, b = s.bounds
                insets = UIEdgeInsets(top: max(0, p.top - (f.minY - b.minY)), left: max(0, p.left - (f.minX - b.minX)),
                                      bottom: max(0, p.bottom - (b.maxY - f.maxY)), right: max(0, p.right - (b.maxX - f.maxX)))
            }
        }
        if let extra = viewControllerStorage?.coveredInsets {
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }

    /// The safe area of the view and its subtree moved: guides follow, views and controllers
    /// hear of it, and each lays out again.
    func safeAreaDidChangeInSubtree() {
        if let e = layoutNode?.engine { e.ownerInsetsDidChange(self) }
        safeAreaInsetsDidChange()
        viewControllerStorage?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
        for sub in subviewStorage { sub.safeAreaDidChangeInSubtree() }
    }
}
