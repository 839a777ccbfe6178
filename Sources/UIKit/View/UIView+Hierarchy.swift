import QuartzCore

/// Subviews, superview and window, with UIKit's callbacks in UIKit's order. A subview's
/// layer sits among its superview layer's sublayers in the subviews' order; plain sublayers
/// added by code keep their places.
extension UIView {
    public var superview: UIView? { superviewStorage }
    /// Back to front, as drawn.
    public var subviews: [UIView] { subviewStorage }
    /// The window the view is in: the nearest `UIWindow` at or above it.
    public var window: UIWindow? {
        var found: UIWindow?
        walkUp { v in
            guard v.isWindow else { return true }
            found = unsafeDowncast(v, to: UIWindow.self)
            return false
        }
        return found
    }

    public func isDescendant(of view: UIView) -> Bool {
        var found = false
        walkUp { v in
            found = v === view
            return !found
        }
        return found
    }

    /// Calls `body` with this view and each superview above it while `body` returns true,
    /// retaining none (the tree holds them): every addSubview walks up for the window.
    /// Nonisolated so that the closure given to the standard library carries no main-actor
    /// check (see `IdentityLookups.swift`); `body` itself runs where the caller is.
    @inline(__always)
    nonisolated func walkUp(_ body: (UIView) -> Bool) {
        var at = Unmanaged.passUnretained(self)
        while let next = at._withUnsafeGuaranteedRef({ v in
            body(v) ? unsafeBitCast(v.superviewStorage, to: UnsafeMutableRawPointer?.self) : nil
        }) {
            at = Unmanaged.fromOpaque(next)
        }
    }

    /// The first view with `tag` in a depth-first search from this view (itself included).
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviewStorage { if let found = sub.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Adding and ordering

    /// Adds `view` in front of the other subviews (its layer above every sublayer).
    public func addSubview(_ view: UIView) {
        insert(view, at: subviewStorage.count - (view.superviewStorage === self ? 1 : 0), placing: { layer.addSublayer($0) })
    }

    /// Inserts `view` at `index` among the subviews (clamped to the end), its layer just below
    /// the layer of the subview now there.
    public func insertSubview(_ view: UIView, at index: Int) {
        var others = subviewStorage
        others.removeAll(identicalTo: view)
        let i = max(0, min(index, others.count))
        if i < others.count {
            let sibling = others[i]
            insert(view, at: i, placing: { layer.insertSublayer($0, below: sibling.layer) })
        } else {
            insert(view, at: i, placing: { layer.addSublayer($0) })
        }
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard sibling.superviewStorage === self, sibling !== view else { addSubview(view); return }
        var others = subviewStorage
        others.removeAll(identicalTo: view)
        let i = (others.firstIndex(identicalTo: sibling) ?? others.count - 1) + 1
        insert(view, at: i, placing: { layer.insertSublayer($0, above: sibling.layer) })
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard sibling.superviewStorage === self, sibling !== view else { insertSubview(view, at: 0); return }
        var others = subviewStorage
        others.removeAll(identicalTo: view)
        let i = others.firstIndex(identicalTo: sibling) ?? 0
        insert(view, at: i, placing: { layer.insertSublayer($0, below: sibling.layer) })
    }

    /// Moves a subview in front of its siblings (its layer to the top of the sublayers).
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self, let i = subviewStorage.firstIndex(identicalTo: view) else { return }
        subviewStorage.remove(at: i)
        subviewStorage.append(view)
        layer.addSublayer(view.layer)
    }

    /// Moves a subview behind its siblings (its layer to the bottom of the sublayers).
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self, let i = subviewStorage.firstIndex(identicalTo: view) else { return }
        subviewStorage.remove(at: i)
        subviewStorage.insert(view, at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Swaps two subviews, and their layers' places among the sublayers.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2), index1 != index2 else { return }
        let a = subviewStorage[index1], b = subviewStorage[index2]
        subviewStorage.swapAt(index1, index2)
        guard let la = layer.sublayers?.firstIndex(identicalTo: a.layer),
              let lb = layer.sublayers?.firstIndex(identicalTo: b.layer) else { return }
        let (lo, hi) = la < lb ? (la, lb) : (lb, la)
        let (low, high) = la < lb ? (a.layer, b.layer) : (b.layer, a.layer)
        // Move the higher first so the lower index still holds.
        layer.insertSublayer(high, at: UInt32(lo))
        layer.insertSublayer(low, at: UInt32(hi))
    }

    /// Takes the view out of its superview (and its window).
    public func removeFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        let carried = LayoutEngine.viewWillLeaveSuperview(self)
        parent.subviewStorage.removeAll(identicalTo: self)
        superviewStorage = nil
        if LayoutEngine.liveCount > 0 { LayoutEngine.viewDidMove(self, carrying: carried) }
        if layer.superlayer === parent.layer { layer.removeFromSuperlayer() }
        if oldWindow != nil { notifyDidMoveToWindow() }
        if UIView.styleOverridesExist { interfaceStyleMayHaveChanged() }
        didMoveToSuperview()
    }

    /// The common path of every insertion: checks, callbacks in UIKit's order, the move.
    private func insert(_ view: UIView, at index: Int, placing: (CALayer) -> Void) {
        // A view without subviews is no one's ancestor: adding a leaf (most additions) skips the walk.
        guard view !== self, view.subviewStorage.isEmpty || !isDescendant(of: view) else {
            Diagnostics.warn("UIView: cannot add \(type(of: view)) as a subview of its own descendant (or itself); nothing changed")
            return
        }
        let oldParent = view.superviewStorage
        if oldParent === self {
            // Only the order changes: no callbacks, as UIKit.
            subviewStorage.removeAll(identicalTo: view)
            subviewStorage.insert(view, at: max(0, min(index, subviewStorage.count)))
            placing(view.layer)
            return
        }
        let oldWindow = view.window, newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        var carried: [NSLayoutConstraint] = []
        if let oldParent {
            oldParent.willRemoveSubview(view)
            carried = LayoutEngine.viewWillLeaveSuperview(view)
            oldParent.subviewStorage.removeAll(identicalTo: view)
        }
        view.superviewStorage = self
        subviewStorage.insert(view, at: max(0, min(index, subviewStorage.count)))
        placing(view.layer)
        if LayoutEngine.liveCount > 0 || view.autoLayout != nil || type(of: view).requiresConstraintBasedLayout {
            LayoutEngine.viewDidMove(view, carrying: carried)
        }
        if UIView.styleOverridesExist { view.interfaceStyleMayHaveChanged() }
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        // Under another superview an inherited tint may be another (UIKit tells the view).
        if UIView.customTintsExist, view.ownTintColor == nil || view.ownTintAdjustmentMode == .automatic { view.tintDidChangeDownward() }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// willMove(toWindow:) for the view, then its subviews, top down.
    private func notifyWillMove(toWindow w: UIWindow?) {
        if let vc = viewControllerStorage { vc.viewWillMove(toShownWindow: w.map { !$0.isHidden } ?? false) }
        // The first responder leaving the window resigns: keys go to the window's chain again.
        if w == nil, let old = window, old.firstResponderStorage === self {
            _ = resignFirstResponder()
            if old.firstResponderStorage === self { old.firstResponderStorage = nil }   // out of the window, it cannot stay
        }
        willMove(toWindow: w)
        for sub in subviewStorage { sub.notifyWillMove(toWindow: w) }
    }

    /// The window's screen has another scale: every view that follows it draws again.
    package func screenScaleDidChange() {
        if !hasOwnContentScale {
            if layer.contentsScale != UIScreen.main.scale {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layer.contentsScale = UIScreen.main.scale
                CATransaction.commit()
            }
            if type(of: layer) == CALayer.self { setNeedsDisplay() } else { layer.setNeedsDisplay() }
        }
        for sub in subviewStorage { sub.screenScaleDidChange() }
    }

    private func notifyDidMoveToWindow() {
        // Appearance proxies' values, as UIKit sets them when a view enters a window.
        if AppearanceRegistry.isActive, window != nil { AppearanceRegistry.apply(to: self) }
        // Drawn at its screen's scale, as UIKit sets a view's `contentScaleFactor` when it
        // moves into a window (003: the view sets its layer's contentsScale "automatically").
        if window != nil, !hasOwnContentScale, layer.contentsScale != UIScreen.main.scale {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.contentsScale = UIScreen.main.scale
            CATransaction.commit()
            // Drawn again at the new scale: the view's draw(_:), or its layer's own drawing.
            if type(of: layer) == CALayer.self { setNeedsDisplay() } else { layer.setNeedsDisplay() }
        }
        didMoveToWindow()
        viewControllerStorage?.viewDidMoveWindow()
        for sub in subviewStorage { sub.notifyDidMoveToWindow() }
    }
}
