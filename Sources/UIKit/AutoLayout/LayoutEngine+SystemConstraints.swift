/// The constraints UIKit makes itself: a view's autoresizing mask translated into
/// constraints (`translatesAutoresizingMaskIntoConstraints`), its intrinsic content size
/// with hugging and compression resistance, and the frames of the system layout guides.
extension LayoutEngine {
    // MARK: Autoresizing masks

    /// A view whose frame is set by hand keeps it in the engine: on each axis its origin and
    /// size follow its superview's size by its mask (UIKit's proportional rule, the same as
    /// `resizeSubviews`), as `origin = a·superviewSize + b`, `size = c·superviewSize + d`.
    /// The root of the hierarchy keeps its size.
    func installAutoresizing(for n: LayoutNode, view v: UIView) {
        guard v.translatesAutoresizingMaskIntoConstraints || v === root else { return }
        let form = autoresizingForm(of: v)
        n.autoresizingForm = form
        if v === root {
            guard v.translatesAutoresizingMaskIntoConstraints, !isScratch else { return }
            let w = NSLayoutConstraint(v, .width, .equal, nil, .notAnAttribute, multiplier: 1, constant: v.bounds.width, system: .autoresizing("root"))
            let h = NSLayoutConstraint(v, .height, .equal, nil, .notAnAttribute, multiplier: 1, constant: v.bounds.height, system: .autoresizing("root"))
            w.priorityStorage = v.encapsulatedWidthYields ? UILayoutPriority(999) : Self.rootSizePriority(v.bounds.width, of: v)
            h.priorityStorage = v.encapsulatedHeightYields ? UILayoutPriority(999) : Self.rootSizePriority(v.bounds.height, of: v)
            n.autoresizing = [w, h]
            addSystem(w, on: v); addSystem(h, on: v)
            return
        }
        guard let s = v.superviewStorage else { return }
        let name = LayoutDescriptions.maskName(v.autoresizingMask)
        let attrs: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = [(.left, .width), (.width, .width), (.top, .height), (.height, .height)]
        n.autoresizing = attrs.enumerated().map { i, pair in
            let a = form[2 * i], b = form[2 * i + 1]
            let c = NSLayoutConstraint(v, pair.0, .equal, a == 0 ? nil : s, pair.1, multiplier: a, constant: b, system: .autoresizing(name))
            if i == 3, v.encapsulatedHeightYields { c.priorityStorage = UILayoutPriority(999) }
            if i == 1, v.encapsulatedWidthYields { c.priorityStorage = UILayoutPriority(999) }
            return c
        }
        for c in n.autoresizing { addSystem(c, on: s) }
    }

    /// A root's frame is its engine's input, required, except along an axis it was never
    /// given a length on: a view made `width == 50` on its own before it joins a stack is
    /// nobody's subview yet and has no autoresizing constraints in UIKit, so its constraints
    /// conflict with nothing there.
    static func rootSizePriority(_ length: CGFloat, of v: UIView) -> UILayoutPriority {
        length == 0 && !v.isWindow ? UILayoutPriority(999) : .required
    }

    /// [a, b] for x, width, y, height in turn.
    private func autoresizingForm(of v: UIView) -> [CGFloat] {
        let f = v.alignmentRectInsets == .zero ? v.frame : v.alignmentRect(forFrame: v.frame), m = v.autoresizingMask
        let parent = v.superviewStorage?.bounds.size ?? f.size
        func axis(_ origin: CGFloat, _ length: CGFloat, _ total: CGFloat, _ minFlex: Bool, _ sizeFlex: Bool, _ maxFlex: Bool) -> [CGFloat] {
            let parts = [minFlex ? max(0, origin) : 0, sizeFlex ? max(0, length) : 0, maxFlex ? max(0, total - origin - length) : 0]
            let sum = parts.reduce(0, +)
            let count = CGFloat([minFlex, sizeFlex, maxFlex].filter { $0 }.count)
            func share(_ i: Int, _ flexible: Bool) -> CGFloat {
                guard flexible else { return 0 }
                return sum > 0 ? parts[i] / sum : 1 / count
            }
            let a = share(0, minFlex), c = share(1, sizeFlex)
            return [a, origin - a * total, c, length - c * total]
        }
        return axis(f.minX, f.width, parent.width, m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
            + axis(f.minY, f.height, parent.height, m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
    }

    /// The view's frame (or mask) was set by hand: its autoresizing constraints follow.
    func geometrySetByHand(_ v: UIView) {
        guard let n = v.layoutNode, n.engine === self else { return }
        if v === root {
            guard n.autoresizing.count == 2 else { return }
            let yields = n.autoresizing.map { $0.priority != .required }
            if (!v.encapsulatedWidthYields && yields[0] != (Self.rootSizePriority(v.bounds.width, of: v) != .required))
                || (!v.encapsulatedHeightYields && yields[1] != (Self.rootSizePriority(v.bounds.height, of: v) != .required)) {
                reinstallAutoresizing(n, v)
                return
            }
            n.autoresizing[0].constant = v.bounds.width
            n.autoresizing[1].constant = v.bounds.height
            return
        }
        guard v.translatesAutoresizingMaskIntoConstraints, n.autoresizing.count == 4 else { return }
        let form = autoresizingForm(of: v)
        if stride(from: 0, to: 8, by: 2).allSatisfy({ form[$0] == n.autoresizingForm[$0] }) {
            n.autoresizingForm = form
            for i in 0..<4 { n.autoresizing[i].constant = form[2 * i + 1] }
        } else {
            reinstallAutoresizing(n, v)
        }
    }

    func reinstallAutoresizing(_ n: LayoutNode, _ v: UIView) {
        for c in n.autoresizing { removeSystem(c) }
        n.autoresizing = []
        installAutoresizing(for: n, view: v)
    }

    // MARK: Intrinsic content size

    func invalidateContentSize(_ v: UIView) {
        guard let n = v.layoutNode, n.engine === self else { return }
        if !n.contentSizeDirty { n.contentSizeDirty = true; contentSizeDirty.append(n) }
        n.widthHint = nil
        refreshMetrics(of: n)
    }

    func refreshContentSizes() {
        let pending = contentSizeDirty
        contentSizeDirty.removeAll()
        for n in pending { refreshContentSize(n) }
    }

    /// Width ≥ intrinsic at the compression resistance, ≤ at the hugging priority, per axis
    /// with an intrinsic metric (Auto Layout Guide, "Intrinsic Content Size").
    func refreshContentSize(_ n: LayoutNode) {
        n.contentSizeDirty = false
        guard let v = n.view else { return }
        let size = v.intrinsicContentSize
        let values: [CGFloat] = [size.width, size.width, size.height, size.height]
        let priorities = [v.contentCompressionResistancePriority(for: .horizontal), v.contentHuggingPriority(for: .horizontal),
                          v.contentCompressionResistancePriority(for: .vertical), v.contentHuggingPriority(for: .vertical)]
        for i in 0..<4 {
            let value = values[i]
            let wanted = value != UIView.noIntrinsicMetric && value.isFinite && value >= 0
            if let c = n.contentSize[i] {
                if wanted, c.priority == priorities[i] { c.constant = value; continue }
                removeSystem(c)
                n.contentSize[i] = nil
            }
            guard wanted else { continue }
            let c = NSLayoutConstraint(v, i < 2 ? .width : .height, i % 2 == 0 ? .greaterThanOrEqual : .lessThanOrEqual,
                                       nil, .notAnAttribute, multiplier: 1, constant: value, system: .contentSize)
            c.priorityStorage = priorities[i]
            n.contentSize[i] = c
            addSystem(c, on: v)
        }
    }

    // MARK: Layout guides

    /// The system guides' frames in their owning view: margins, safe area, readable width,
    /// a scroll view's content and frame.
    func installGuideConstraints(for n: LayoutNode, guide g: UILayoutGuide) {
        guard let owner = g.owningView else { return }
        var made: [NSLayoutConstraint] = []
        func pin(_ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute?, _ c: CGFloat,
                 _ r: NSLayoutConstraint.Relation = .equal, _ p: UILayoutPriority = .required) {
            let k = NSLayoutConstraint(g, a, r, b == nil ? nil : owner, b ?? .notAnAttribute, multiplier: 1, constant: c, system: .layoutGuide)
            k.priorityStorage = p
            made.append(k)
        }
        switch g.kind {
        case .user:
            return
        case .margins, .safeArea:
            let m = g.kind == .margins ? owner.layoutMargins : owner.safeAreaInsets
            pin(.left, .left, m.left); pin(.right, .right, -m.right)
            pin(.top, .top, m.top); pin(.bottom, .bottom, -m.bottom)
        case .readableContent:
            let m = owner.layoutMargins
            pin(.left, .left, m.left, .greaterThanOrEqual); pin(.right, .right, -m.right, .lessThanOrEqual)
            pin(.centerX, .centerX, (m.left - m.right) / 2)
            pin(.width, nil, UILayoutGuide.readableWidth, .lessThanOrEqual)
            pin(.width, .width, 0, .equal, UILayoutPriority(999))
            pin(.top, .top, m.top); pin(.bottom, .bottom, -m.bottom)
        case .scrollContent:
            pin(.left, .left, 0); pin(.top, .top, 0)
        case .scrollFrame:
            pin(.left, .left, 0); pin(.top, .top, 0); pin(.width, .width, 0); pin(.height, .height, 0)
        case .keyboard:
            let h = owner.keyboardGuideHeight
            pin(.left, .left, 0); pin(.right, .right, 0)
            pin(.top, .bottom, -h); pin(.bottom, .bottom, 0)
        }
        n.autoresizing = made
        for c in made { addSystem(c, on: owner) }
    }

    /// The owning view's margins or safe area changed: its guides follow.
    func ownerInsetsDidChange(_ owner: UIView) {
        for g in owner.autoLayout?.systemGuides ?? [] {
            guard let n = g.layoutNode, n.engine === self, g.kind != .user else { continue }
            for c in n.autoresizing { removeSystem(c) }
            installGuideConstraints(for: n, guide: g)
        }
        if let n = owner.layoutNode, n.engine === self { refreshMetrics(of: n) }
    }

    // MARK: The update-constraints pass

    /// UIKit's update pass (Auto Layout Guide, "The Deferred Layout Pass"): bottom up, each
    /// view that needs it gets `updateConstraints` (a controller's view: the controller's
    /// `updateViewConstraints`).
    func runUpdatePass() {
        needsUpdatePass = false
        for _ in 0..<4 {
            Self.updateConstraints(in: root)
            guard needsUpdatePass else { return }
            needsUpdatePass = false
        }
    }

    /// The same pass over one view's subtree, before it is measured
    /// (`systemLayoutSizeFitting` sees the constraints `updateConstraints` makes, as a stack
    /// view's arrangement). A view's update may ask for another's: up to four rounds.
    static func runUpdatePass(inSubtreeOf v: UIView) {
        for _ in 0..<4 { guard updateConstraints(in: v) else { return } }
    }

    /// Whether any view of the subtree was updated.
    @discardableResult
    private static func updateConstraints(in v: UIView) -> Bool {
        var any = false
        for sub in v.subviewStorage where updateConstraints(in: sub) { any = true }
        guard v.constraintsNeedUpdate else { return any }
        v.constraintsNeedUpdate = false
        v.callingUpdateConstraints = true
        CurrentTraits.with(v) {
            if let vc = v.viewControllerStorage { vc.updateViewConstraints() } else { v.updateConstraints() }
        }
        if v.callingUpdateConstraints {
            v.callingUpdateConstraints = false
            Diagnostics.warn("\(type(of: v)).updateConstraints() did not call super.updateConstraints() (UIKit requires it)")
        }
        return true
    }
}
