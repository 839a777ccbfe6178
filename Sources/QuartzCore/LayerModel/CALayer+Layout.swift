/// The layout cycle (Programming iOS 6, "Layout of Sublayers"; Core Animation Programming
/// Guide, "Adjusting the Layout of Your Layer Hierarchies").
extension CALayer {
    /// Marks the layer for layout at the next `layoutIfNeeded` (a bounds change does this too).
    public func setNeedsLayout() {
        needsLayoutFlag = true
        superlayerStorage?.markDescendantNeedsLayout()
    }

    package func markDescendantNeedsLayout() {
        walkUp(throughMasks: false) { l in
            guard !l.descendantNeedsLayout else { return false }
            l.descendantNeedsLayout = true
            return true
        }
    }

    public func needsLayout() -> Bool { needsLayoutFlag }

    /// The layer whose `layoutSublayers` runs now: its sublayers' size changes are its own doing.
    @exclusivity(unchecked) nonisolated(unsafe) static var layingOut: CALayer?

    /// Lays out what needs it, top down, from the highest ancestor that needs layout ("the
    /// entire layer-tree beneath that ancestor", Apple). Each layer is laid out at most once
    /// per call: a `setNeedsLayout` from inside `layoutSublayers` waits for the next pass.
    public func layoutIfNeeded() {
        var top: CALayer = self
        var layer = superlayerStorage
        while let l = layer { if l.needsLayoutFlag { top = l }; layer = l.superlayerStorage }
        top.layoutSubtree()
    }

    /// A frame's layout pass: laid out again while layout itself left layers needing it (a
    /// self-sizing cell resizing its table, views added by a `viewDidLayoutSubviews`), as
    /// UIKit's pass does before a commit, so no frame shows a half-done layout. A few rounds
    /// at most: a layout that dirties itself every time cannot hold the frame up.
    package func layoutUntilSettled() {
        for _ in 0..<4 {
            layoutIfNeeded()
            guard needsLayoutFlag || descendantNeedsLayout else { return }
        }
    }

    private func layoutSubtree() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            let outer = Self.layingOut
            Self.layingOut = self
            layoutSublayers()
            Self.layingOut = outer
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        // A copy: layout code may add or remove sublayers while we walk them. It keeps every
        // sublayer alive through the walk, so none is retained on its own: over a tree larger
        // than the caches a retain is a write to a cold line, waited for and written back.
        let subs = sublayerStorage
        let me = Unmanaged.passUnretained(self).toOpaque()
        subs.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            guard count > 0 else { return }
            // The elements as addresses: reading them retains nothing.
            let addresses = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt.self)
            // Start loading what a visit reads of every sublayer now, and each one's owning
            // view a visit ahead (its address is in the sublayer, loaded by then).
            for i in 0..<count { PrefetchHints.prefetch(address: addresses[i], bytes: Self.layoutBytes) }
            for i in 0..<count {
                if i &+ 1 < count { PrefetchHints.prefetch(address: buffer[i &+ 1].ownerAddress) }
                Unmanaged.passUnretained(buffer[i])._withUnsafeGuaranteedRef { sub in
                    if sub.superlayerAddress == me && (sub.needsLayoutFlag || sub.descendantNeedsLayout) { sub.layoutSubtree() }
                }
            }
        }
    }

    /// What a layout pass reads of a layer: the header (retain count, class) and the
    /// hierarchy links, owner and layout flags (`LayerFieldOrderTests`).
    static let layoutBytes = 0..<172

    /// The default layout: the delegate's `layoutSublayers(of:)`, which by default runs the
    /// layout manager.
    package func defaultLayoutSublayers() {
        // The owning view asked for first, unretained: its tree holds it.
        if ownerDelegate != nil {
            unowned(unsafe) let owner = ownerDelegate!
            owner.layoutSublayers(of: self)
        } else if let delegate { delegate.layoutSublayers(of: self) } else { layoutWithManagerAndAutoresizing() }
    }

    /// What Core Animation does when neither subclass nor delegate lays out: the layout manager.
    /// (Autoresizing is applied when the bounds size changes, before any of this.)
    package func layoutWithManagerAndAutoresizing() {
        layoutManager?.layoutSublayers(of: self)
    }


    // MARK: Autoresizing (001 "Setting Up Autoresizing Rules")

    package func defaultResizeSublayers(withOldSize size: CGSize) {
        for sub in sublayerStorage where !sub.autoresizingMask.isEmpty {
            sub.resize(withOldSuperlayerSize: size)
        }
    }

    /// On each axis the superlayer's change is shared equally among the flexible parts
    /// (margin before, size, margin after), as AppKit's autoresizing does.
    package func defaultResize(withOldSuperlayerSize size: CGSize) {
        guard let parent = superlayerStorage else { return }
        let new = parent.bounds.size
        var f = frame
        func share(_ delta: CGFloat, _ minFlex: Bool, _ sizeFlex: Bool, _ maxFlex: Bool,
                   _ origin: inout CGFloat, _ length: inout CGFloat) {
            let parts = [minFlex, sizeFlex, maxFlex].filter { $0 }.count
            guard parts > 0, delta != 0 else { return }
            let each = delta / CGFloat(parts)
            if minFlex { origin += each }
            if sizeFlex { length = max(0, length + each) }
        }
        let m = autoresizingMask
        share(new.width - size.width, m.contains(.layerMinXMargin), m.contains(.layerWidthSizable),
              m.contains(.layerMaxXMargin), &f.origin.x, &f.size.width)
        share(new.height - size.height, m.contains(.layerMinYMargin), m.contains(.layerHeightSizable),
              m.contains(.layerMaxYMargin), &f.origin.y, &f.size.height)
        if f != frame { frame = f }
    }
}
