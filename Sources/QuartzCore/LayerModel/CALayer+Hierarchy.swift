/// The layer tree (Programming iOS 6, "Manipulating the Layer Hierarchy"; Core Animation
/// Programming Guide, Table 4-1). A move into a new parent leaves the old one; a cycle is
/// refused with a message and changes nothing.
extension CALayer {
    /// The parent; for a layer used as a mask, the layer it masks (as Apple reports).
    public var superlayer: CALayer? { superlayerStorage ?? maskedLayer }

    /// nil when there are none, as Apple's. Setting it replaces them all (nil removes all).
    public var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for old in sublayerStorage { old.superlayerStorage = nil }
            sublayerStorage = []
            for l in newValue ?? [] where l.superlayerStorage !== self { insertSublayer(l, at: UInt32(sublayerStorage.count)) }
            treeChanged()
        }
    }

    public func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }

    /// Inserts at `index` (clamped to the count); a layer already here moves.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard canAdopt(layer) else { return }
        // Counted before a sublayer moving within this layer leaves its place: `addSublayer`
        // of one already here brings it to the top without a message.
        let count = sublayerStorage.count
        layer.detachFromParent()
        let i = min(Int(index), sublayerStorage.count)
        if Int(index) > count {
            Diagnostics.warn("insertSublayer(_:at: \(index)) beyond \(count) sublayers: appended")
        }
        sublayerStorage.insert(layer, at: i)
        layer.superlayerStorage = self
        layer.markRenderDirty()            // placed in a new parent's space
        if layer.needsDisplayFlag || layer.descendantNeedsDisplay { layer.markDescendantNeedsDisplay() }
        if layer.needsLayoutFlag || layer.descendantNeedsLayout { markDescendantNeedsLayout() }
        treeChanged()
        CATransaction.layerEvent(layer, kCAOnOrderIn)
    }

    /// Below `sibling` in the array (nil: at the bottom). Not a sublayer: appended, with a message.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling else { insertSublayer(layer, at: 0); return }
        insertRelative(layer, to: sibling, offset: 0)
    }

    /// Above `sibling` in the array (nil: at the top).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling else { addSublayer(layer); return }
        insertRelative(layer, to: sibling, offset: 1)
    }

    private func insertRelative(_ layer: CALayer, to sibling: CALayer, offset: Int) {
        guard layer !== sibling else { return }
        guard canAdopt(layer) else { return }
        layer.detachFromParent()
        guard let i = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            Diagnostics.warn("insertSublayer(_:\(offset == 0 ? "below" : "above"):) names a layer that is not a sublayer: appended")
            addSublayer(layer); return
        }
        insertSublayer(layer, at: UInt32(i + offset))
    }

    /// Puts `newLayer` where `oldLayer` was; `oldLayer` leaves the tree.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer else { return }
        guard oldLayer.superlayerStorage === self else {
            Diagnostics.warn("replaceSublayer(_:with:): the layer to replace is not a sublayer"); return
        }
        guard canAdopt(newLayer) else { return }
        newLayer.detachFromParent()
        let i = sublayerStorage.firstIndex { $0 === oldLayer }!
        oldLayer.detachFromParent()
        insertSublayer(newLayer, at: UInt32(i))
        CATransaction.layerEvent(self, kCATransition)
    }

    /// Leaves the superlayer; a mask stops masking.
    public func removeFromSuperlayer() {
        if let masked = maskedLayer { masked.mask = nil; return }
        if superlayerStorage != nil { CATransaction.layerEvent(self, kCAOnOrderOut) }
        detachFromParent()
    }

    package func detachFromParent() {
        if let masked = maskedLayer { masked.maskStorage = nil; maskedLayer = nil; masked.treeChanged() }
        guard let parent = superlayerStorage else { return }
        parent.sublayerStorage.removeAll { $0 === self }
        superlayerStorage = nil
        parent.treeChanged()
    }

    /// Whether `layer` may become a sublayer here: not this layer, not an ancestor, not the
    /// mask of this layer or an ancestor (each would make a cycle).
    private func canAdopt(_ layer: CALayer) -> Bool {
        // A layer with no sublayers, no mask and masking nothing is no one's ancestor nor
        // mask: adding one (most additions) skips the walk up.
        if layer !== self, layer.sublayerStorage.isEmpty, layer.maskStorage == nil, layer.maskedLayer == nil { return true }
        var node: CALayer? = self
        while let n = node {
            if n === layer {
                Diagnostics.warn("refused to add \(layer) inside itself: it is \(n === self ? "the layer" : "an ancestor of the layer") it was added to")
                return false
            }
            if n.maskStorage === layer {
                Diagnostics.warn("refused to add the mask of \(n) into its own tree")
                return false
            }
            node = n.superlayer
        }
        return true
    }

    /// Assigning a layer that is in a tree takes it out of that tree (Apple).
    package func setMask(_ newMask: CALayer?) {
        guard newMask !== maskStorage else { return }
        if let m = newMask {
            var node: CALayer? = self
            while let n = node {
                if n === m { Diagnostics.warn("refused to make \(m) the mask of itself or of a descendant"); return }
                node = n.superlayer
            }
            m.detachFromParent()
        }
        if let old = maskStorage { old.maskedLayer = nil }
        maskStorage = newMask
        newMask?.maskedLayer = self
        newMask?.markRenderDirty()
        if let m = newMask, m.needsDisplayFlag || m.descendantNeedsDisplay { m.markDescendantNeedsDisplay() }
        treeChanged()
        changed("mask")
    }

    /// Siblings back to front: a stable sort by `zPosition`, then array order (Programming
    /// iOS 6: "lower zPosition siblings are drawn before higher zPosition siblings").
    public var sublayersInDrawingOrder: [CALayer] {
        let subs = sublayerStorage
        // Asked of every rebuilt parent each frame: a test that retains nothing.
        guard subs.containsUnretained(where: { $0.zPosition != 0 }) else { return subs }
        return Self.stablyOrdered(byZ: subs)
    }

    /// `subs` stably sorted by `zPosition`. Siblings mostly share a few levels (a scroll
    /// view's thousand rows at 0 under its indicators at 1000): with at most eight distinct
    /// values they are gathered level by level in linear passes, read unretained, instead of
    /// sorting every sibling each time the parent is snapshotted.
    static func stablyOrdered(byZ subs: [CALayer]) -> [CALayer] {
        var levels: [CGFloat] = []
        levels.reserveCapacity(9)
        let few = !subs.containsUnretained { l in
            let z = l.zPosition
            if levels.contains(z) { return false }
            levels.append(z)
            return levels.count > 8 || z.isNaN
        }
        guard few else {
            return subs.enumerated().sorted { a, b in
                a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
            }.map(\.element)
        }
        var ordered: [CALayer] = []
        ordered.reserveCapacity(subs.count)
        for z in levels.sorted() {
            subs.forEachUnretained { _, l in if l.zPosition == z { ordered.append(l) } }
        }
        return ordered
    }

    package func treeChanged() {
        invalidateSubtreeBounds()
        markRenderDirty()
        setNeedsLayout()
    }
}
