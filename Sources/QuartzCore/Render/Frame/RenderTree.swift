/// The layer tree as committed to a render thread (Apple's render server keeps one): the
/// snapshot the main thread took at its last commit, and for every animated layer in it a
/// `RenderProgram` — a frozen copy of the model values, copies of its committed animations,
/// and its timing chain. `snapshot(at:)` evaluates the animations at any media time and
/// returns the frame's snapshot without reading a model layer, so a window keeps animating
/// while the main thread is busy (Core Animation Programming Guide, "Core Animation
/// Manages Your App's Content": the render tree performs the actual animations).
///
/// Made on the main thread by `commit(_:snapshot:)`; afterwards only one thread at a time
/// may call `snapshot(at:)` (the programs' working copies are reused from frame to frame).
package final class RenderTree: @unchecked Sendable {
    /// The committed snapshot: model values, and the main thread's last presentation of the
    /// animated layers (replaced at each evaluation).
    package let root: SnapshotBox
    private let node: RenderNode?

    /// Whether any layer in the tree has animations (frames keep coming while so).
    package var isAnimating: Bool { node != nil }

    private init(root: SnapshotBox, node: RenderNode?) {
        self.root = root
        self.node = node
    }

    /// Commits `layer`'s tree, whose current snapshot is `snapshot` (taken this turn, after
    /// layout, display and the main thread's own animation pass). Programs of layers whose
    /// model and animations did not change since the last commit are reused.
    package static func commit(_ layer: CALayer, snapshot: SnapshotBox) -> RenderTree {
        RenderTree(root: snapshot, node: RenderNode.trie(under: layer, snapshot: snapshot.snapshot))
    }

    /// The frame at media time `t`: every animated layer's snapshot made again from its
    /// program, their ancestors rebuilt around them, everything else shared.
    package func snapshot(at t: CFTimeInterval) -> SnapshotBox {
        guard let node else { return root }
        var hints = PrefetchHints()
        return node.rebuild(root, at: t, placedIn: nil, replacing: nil, hints: &hints)
    }
}

/// One layer on the way to an animated layer: its program if it animates, and the children
/// (by index in its snapshot's sublayers, or its mask) that lead to others.
final class RenderNode {
    let program: RenderProgram?
    /// The children leading on, by index in the snapshot's sublayers (ascending); and what
    /// each one's last frame touched, loaded a few children ahead of its next one.
    @exclusivity(unchecked) var childIndices: [Int] = []
    @exclusivity(unchecked) var children: [RenderNode] = []
    @exclusivity(unchecked) private var childHints: [PrefetchHints] = []
    @exclusivity(unchecked) var mask: RenderNode?
    /// When the program animates what places the sublayers (bounds, sublayerTransform…):
    /// frozen copies of every sublayer, in drawing order, to place them again each frame.
    @exclusivity(unchecked) var sublayerModels: [CALayer]?
    /// The boxes this node made last frame and the frame before: the older one is refilled in
    /// place once the frame that showed it is gone.
    @exclusivity(unchecked) private var last: SnapshotBox?, spare: SnapshotBox?
    /// Whether this node's sublayer boxes are its own each frame (some child animates or is
    /// placed again), rather than the committed ones.
    @exclusivity(unchecked) private var rebuildsSublayers = false
    /// Whether the parent's hints for this node hold the blocks that stay.
    @exclusivity(unchecked) private var hintsNoted = false

    init(program: RenderProgram?) { self.program = program }

    /// The nodes leading from `root` to each animated layer of its tree.
    static func trie(under root: CALayer, snapshot: LayerSnapshot) -> RenderNode? {
        var animated: [CALayer] = []
        AnimationEngine.shared.forEachAnimatedLayer { layer in
            if layer.animationEntries.contains(where: \.isCommitted) || layer.animatesOnItsOwn, layer.isInTree(of: root) { animated.append(layer) }
        }
        guard !animated.isEmpty else { return nil }
        var programs: [ObjectIdentifier: RenderProgram] = [:]
        for layer in animated { programs[ObjectIdentifier(layer)] = RenderProgram.current(for: layer) }
        var nodes: [ObjectIdentifier: RenderNode] = [:]
        for layer in animated {
            var l: CALayer? = layer
            // Up to the root, or to a layer already in (its ancestors are too).
            while let x = l, nodes[ObjectIdentifier(x)] == nil {
                nodes[ObjectIdentifier(x)] = RenderNode(program: programs[ObjectIdentifier(x)])
                l = x === root ? nil : x.superlayer
            }
        }
        guard let top = nodes[ObjectIdentifier(root)] else { return nil }
        top.link(root, snapshot: snapshot, nodes: nodes)
        return top
    }

    /// Fills in which children lead on, walking the layer and its snapshot together.
    private func link(_ layer: CALayer, snapshot: LayerSnapshot, nodes: [ObjectIdentifier: RenderNode]) {
        if let m = layer.mask, let child = nodes[ObjectIdentifier(m)], let box = snapshot.maskBoxes.first,
           box.snapshot.id == ObjectIdentifier(m) {
            child.link(m, snapshot: box.snapshot, nodes: nodes)
            mask = child
        }
        let moves = program?.movesSublayers == true
        let ordered = layer.sublayersInDrawingOrder
        guard ordered.count == snapshot.sublayerBoxes.count else { return }
        if moves {
            sublayerModels = ordered.map { $0.frozenCopy() }
            rebuildsSublayers = true
        }
        for (i, sub) in ordered.enumerated() {
            guard let child = nodes[ObjectIdentifier(sub)] else { continue }
            let box = snapshot.sublayerBoxes[i]
            guard box.snapshot.id == ObjectIdentifier(sub) else { continue }
            child.link(sub, snapshot: box.snapshot, nodes: nodes)
            childIndices.append(i)
            children.append(child)
            childHints.append(PrefetchHints())
            rebuildsSublayers = true
        }
    }

    /// `box` (this node's committed snapshot) at media time `t`. `parent` is the presented
    /// parent when its animation moves its sublayers; `replacing` this layer's frozen model
    /// when it must be placed again (it has no program of its own).
    /// `hints` is set to the blocks this frame touched, for the parent to prefetch next frame.
    func rebuild(_ box: SnapshotBox, at t: CFTimeInterval, placedIn parent: CALayer?, replacing model: CALayer?,
                 hints: inout PrefetchHints) -> SnapshotBox {
        // The box from two frames back, refilled in place when nothing else holds it. Its
        // children are let go of first, so that theirs become free to refill too.
        var reused = spare.take()
        if reused != nil, !isKnownUniquelyReferenced(&reused!) { reused = nil }
        var subs: [SnapshotBox] = [], masks: [SnapshotBox] = []
        if let reused, rebuildsSublayers { swap(&subs, &reused.snapshot.sublayerBoxes) }
        if let reused, mask != nil {
            swap(&masks, &reused.snapshot.maskBoxes)
            masks.removeAll(keepingCapacity: true)
        }
        let presented = program?.evaluate(at: t)
        let moving = program?.movesSublayers == true ? presented : nil
        let committed = box.snapshot.sublayerBoxes
        var reach: CGRect?
        if rebuildsSublayers {
            // The boxes of two frames back are replaced one by one, each just before its node
            // refills it (it must hold the only reference then): releasing them all first
            // would be a pass over every child's box with nothing loaded ahead.
            if subs.count != committed.count {
                subs.removeAll(keepingCapacity: true)
                subs.append(contentsOf: committed)
            }
            // What the sublayers reach, measured as each is placed (in cache then).
            reach = box.snapshot.rare?.replicator == nil ? .null : nil
            var next = 0
            for i in committed.indices {
                var child: RenderNode?
                if next < childIndices.count, childIndices[next] == i {
                    child = children[next]
                    // Half of what the child `distance` ahead reads now, half once this one is done.
                    if next + PrefetchHints.distance < childHints.count { childHints[next + PrefetchHints.distance].prefetchFirstHalf() }
                    next += 1
                }
                let frozen = moving != nil ? sublayerModels?[i] : nil
                if let child {
                    subs[i] = committed[i]
                    subs[i] = child.rebuild(committed[i], at: t, placedIn: moving, replacing: frozen, hints: &childHints[next - 1])
                    if next - 1 + PrefetchHints.distance < childHints.count {
                        childHints[next - 1 + PrefetchHints.distance].prefetchSecondHalf()
                    }
                } else if let frozen {
                    subs[i] = RenderNode.placedAgain(committed[i], frozen, in: moving!)
                } else if subs[i] !== committed[i] {
                    subs[i] = committed[i]
                }
                if let r = reach { reach = LayerSnapshot.reach(r, adding: subs[i]) }
            }
        } else {
            subs = committed
        }
        if let mask, let m = box.snapshot.maskBoxes.first {
            var unused = PrefetchHints()
            masks.append(mask.rebuild(m, at: t, placedIn: nil, replacing: nil, hints: &unused))
        } else {
            masks = box.snapshot.maskBoxes
        }
        let made: SnapshotBox
        if let presented, let program {
            if let reused, !program.fields.contains(.everything) {
                // Made from this program's values two frames back (a program that evaluates
                // always does): only what the animations feed changes.
                reused.snapshot.patch(program.fields, from: presented, placedIn: parent, fallback: program.parentModel,
                                      sublayers: subs, reach: reach, mask: masks)
                made = reused
            } else {
                let value = LayerSnapshot(presented: presented, placedIn: parent ?? program.parentModel, structure: box,
                                          sublayers: subs, reach: reach, mask: masks)
                made = Self.refill(reused, with: value)
            }
        } else {
            let value = box.snapshot.rebuilt(placement: model.map { CALayer.transform(placing: $0, in: parent) }, sublayers: subs,
                                             reach: reach, mask: masks)
            made = Self.refill(reused, with: value)
        }
        // A replicator with `instanceDelay` (rare parts: most layers have none to look at).
        if rebuildsSublayers, box.snapshot.rare != nil, let delayed = delayedInstances(of: box.snapshot, at: t, moving: moving),
           var style = made.snapshot.replicator {
            style.delayedSublayers = delayed
            made.snapshot.replicator = style
        }
        // Moved, not copied: a copy would retain and release last frame's box, a miss once the
        // frame's compositing has gone through thousands of others.
        spare = last.take()
        last = made
        // What next frame reads: the blocks that stay for the life of the commit (a node's
        // committed box and program never change), and the box it will refill.
        if !hintsNoted {
            hintsNoted = true
            hints.removeAll()
            hints.note(self)
            hints.note(box, bytes: SnapshotBox.headerBytes)     // the parent's array retains it
            hints.note(box, bytes: SnapshotBox.childrenBytes)
            program?.notePrefetchHints(&hints)
        }
        if let spare { hints.noteEachFrame(spare, bytes: SnapshotBox.frameBytes) }
        return made
    }

    /// A replicator's delayed instances (`instanceDelay`): for instance i ≥ 1, its animated
    /// sublayers made again at `t` − i × delay, the rest shared.
    private func delayedInstances(of s: LayerSnapshot, at t: CFTimeInterval, moving: CALayer?) -> [[SnapshotBox]]? {
        guard let style = s.replicator, style.delay != 0, style.instances.count > 1 else { return nil }
        let committed = s.sublayerBoxes
        var scratch = PrefetchHints()
        return (1..<style.instances.count).map { i in
            var subs = committed
            for (n, index) in childIndices.enumerated() {
                let frozen = moving != nil ? sublayerModels?[index] : nil
                subs[index] = children[n].rebuild(committed[index], at: t - Double(i) * style.delay, placedIn: moving,
                                                  replacing: frozen, hints: &scratch)
            }
            return subs
        }
    }

    private static func refill(_ box: SnapshotBox?, with value: LayerSnapshot) -> SnapshotBox {
        guard let box else { return SnapshotBox(value) }
        box.snapshot = value
        return box
    }

    private static func placedAgain(_ box: SnapshotBox, _ model: CALayer, in parent: CALayer) -> SnapshotBox {
        let s = box.snapshot
        return SnapshotBox(s.rebuilt(placement: CALayer.transform(placing: model, in: parent),
                                     sublayers: s.sublayerBoxes, mask: s.maskBoxes))
    }
}

/// One animated layer as the render thread evaluates it.
final class RenderProgram {
    /// The model's values when committed; never changed afterwards.
    let model: CALayer
    /// The model values of the layer's parent (what places it), when it has one.
    let parentModel: CALayer?
    /// The committed animations: copies whose evaluation caches belong to the render thread.
    private let entries: [AnimationEntry]
    /// What the entries were copied from, to tell whether the model's list changed.
    private let sources: [ObjectIdentifier]
    /// (beginTime, speed, timeOffset) of the root first and the layer last: its local time.
    private let timing: [(begin: CFTimeInterval, speed: Double, offset: CFTimeInterval)]
    /// The model copy with the animations applied, remade each frame.
    private let work: CALayer
    @exclusivity(unchecked) private var keysRecorded = false
    /// The layer changes on its own (an emitter): its copy is told each frame's time.
    private let changesOnItsOwn: Bool
    let movesSublayers: Bool
    /// An animated key redraws the layer (`needsDisplay(forKey:)`): its frames are the main
    /// thread's presentation, drawn by the app there.
    private let redraws: Bool
    /// What of the layer's snapshot the animations feed, known once the first frame has
    /// recorded their keys.
    @exclusivity(unchecked) private(set) var fields = SnapshotFields.everything

    private init(layer: CALayer, model: CALayer, parentModel: CALayer?) {
        self.model = model
        self.parentModel = parentModel
        let committed = layer.animationEntries.filter(\.isCommitted)
        sources = committed.map { ObjectIdentifier($0) }
        entries = committed.map { $0.committedCopy() }
        timing = layer.ancestorsFromRoot.map { ($0.beginTime, Double($0.speed), $0.timeOffset) }
        work = model.plainCopy() ?? type(of: model).builtInCopy(of: model)
        work.asksNeedsDisplay = false
        changesOnItsOwn = !type(of: model).fieldsChangingOnTheirOwn.isEmpty
        // Asked here, on the main thread: the app's class decides, and its code stays off the render thread.
        redraws = entries.contains { Self.redraws($0.animation, for: type(of: layer)) }
        movesSublayers = entries.contains { ($0.animation as? CAPropertyAnimation)?.movesSublayers == true
            || ($0.animation as? CAAnimationGroup)?.animations?.contains { ($0 as? CAPropertyAnimation)?.movesSublayers == true } == true }
    }

    /// Whether `anim` (or a child of a group) animates a key whose change redraws a `cls` layer.
    private static func redraws(_ anim: CAAnimation, for cls: CALayer.Type) -> Bool {
        if let group = anim as? CAAnimationGroup { return (group.animations ?? []).contains { redraws($0, for: cls) } }
        guard let path = (anim as? CAPropertyAnimation)?.keyPath else { return false }
        let head = String(path.split(separator: ".", maxSplits: 1).first ?? "")
        return cls.needsDisplay(forKey: head) || (head != path && cls.needsDisplay(forKey: path))
    }

    /// The layer's program for this commit: the last one while nothing it copied changed.
    static func current(for layer: CALayer) -> RenderProgram {
        let model = layer.frozenCopy()
        let parent = layer.superlayerStorage?.frozenCopy()
        if let p = layer.renderProgram, p.model === model, p.parentModel === parent,
           p.timing.count == layer.depthFromRoot + 1, p.matches(layer) {
            return p
        }
        let p = RenderProgram(layer: layer, model: model, parentModel: parent)
        layer.renderProgram = p
        return p
    }

    private func matches(_ layer: CALayer) -> Bool {
        var i = 0
        for e in layer.animationEntries where e.isCommitted {
            guard i < sources.count, sources[i] == ObjectIdentifier(e) else { return false }
            i += 1
        }
        guard i == sources.count else { return false }
        // The timing of the layer and its ancestors is part of what was copied.
        var l: CALayer? = layer
        var k = timing.count - 1
        while let x = l {
            guard k >= 0, timing[k].begin == x.beginTime, timing[k].speed == Double(x.speed), timing[k].offset == x.timeOffset
            else { return false }
            k -= 1
            l = x.superlayerStorage
        }
        return k == -1
    }

    /// The blocks an evaluation reads and writes.
    func notePrefetchHints(_ hints: inout PrefetchHints) {
        hints.note(self)
        hints.note(storageOf: timing)
        hints.note(storageOf: entries)
        for entry in entries.prefix(2) { entry.notePrefetchHints(&hints) }
        hints.note(storageOf: work.animatedAccess)
        hints.note(work, bytes: CALayer.presentationBytes)
        hints.note(model, bytes: CALayer.valueBytes)
    }

    /// The layer's values at media time `t`; nil when they must be drawn by the main thread
    /// (an animated key of a custom layer that redisplays when it changes).
    func evaluate(at t: CFTimeInterval) -> CALayer? {
        if redraws { return nil }
        var local = t
        for p in timing { local = (local - p.begin) * p.speed + p.offset }
        // The entries never change: their keys are recorded at the first frame only.
        work.restoreAnimatedKeys(from: model, keepingKeys: true)
        work.applyAnimations(entries, at: local, recordingKeys: !keysRecorded)
        if !keysRecorded {
            keysRecorded = true
            // A transition draws from what no key names: made whole each frame (a `contents`
            // cross-fade is, through its key's fields).
            fields = entries.contains { !($0.animation is CAPropertyAnimation || $0.animation is CAAnimationGroup) }
                ? .everything : work.animatedAccess.reduce(into: []) { $0.formUnion($1.fields) }
            // What moves on every frame, animated or not (an emitter's particles).
            fields.formUnion(type(of: work).fieldsChangingOnTheirOwn)
        }
        if changesOnItsOwn { work.didApplyAnimations(atLocalTime: local) }
        return work
    }
}

extension AnimationEntry {
    /// A committed copy for the render thread: the same timing and values, its own animation.
    func committedCopy() -> AnimationEntry {
        let copy = animation.copy() as! CAAnimation
        // The render thread never calls a delegate, and must not be where the app's delegate
        // (retained by an animation, as on Apple) is released last.
        func dropDelegates(_ a: CAAnimation) {
            a.delegate = nil
            (a as? CAAnimationGroup)?.animations?.forEach(dropDelegates)
        }
        dropDelegates(copy)
        let e = AnimationEntry(key: key, animation: copy)
        e.pendingDuration = pendingDuration
        e.transitionFrom = transitionFrom
        e.isCommitted = true
        return e
    }
}

extension CALayer {
    /// A copy of the model values, made again only after the model changes.
    func frozenCopy() -> CALayer {
        if let kept = frozen, kept.copiedVersion == modelVersion { return kept }
        let copy = plainCopy() ?? type(of: self).builtInCopy(of: self)
        copy.copiedVersion = modelVersion
        frozen = copy
        return copy
    }

    var depthFromRoot: Int {
        var n = 0
        var l = superlayerStorage
        while let x = l { n += 1; l = x.superlayerStorage }
        return n
    }

    /// Whether `root` is this layer or contains it (as a sublayer or a mask, at any depth).
    func isInTree(of root: CALayer) -> Bool {
        var l: CALayer? = self
        while let x = l {
            if x === root { return true }
            l = x.superlayer
        }
        return false
    }
}
