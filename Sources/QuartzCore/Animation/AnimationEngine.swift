/// Runs the animations of every layer that has some: on each frame (`advance(to:)`, at the
/// frame's media time) it starts and stops them — delegate calls, removal on completion,
/// transaction completions — and brings each animated layer's presentation copy up to date,
/// which is what the render tree then snapshots. Layers are main-thread objects; so is this.
package final class AnimationEngine: @unchecked Sendable {
    package static let shared = AnimationEngine()
    /// In registration order, which is mostly allocation order: walking it walks memory
    /// forwards (a hash order would jump across 10k layers and miss the cache on each).
    /// A layer is in it once: `CALayer.isInAnimationEngine` says so (an identifier could be
    /// reused by a new layer at a dead one's address).
    @exclusivity(unchecked) private var layers: [WeakLayer] = []
    private struct WeakLayer {
        weak var layer: CALayer?
        /// What the layer's last frame touched: loaded a few layers ahead of its next one.
        var hints = PrefetchHints()
        /// The layer's model and animation-list versions when they were noted: the same
        /// blocks serve every frame until either moves.
        var hintsNoted: (model: UInt64, list: UInt32)?
    }

    /// The media time of the last frame evaluated (`advance(to:)`).
    @exclusivity(unchecked) package private(set) var frameTime: CFTimeInterval?

    /// Layers with animations right now.
    /// Whether another frame is wanted: something is animating.
    package var isAnimating: Bool { !layers.isEmpty }

    /// Whether a layer in `root`'s tree (or `root`) is animating.
    package func isAnimating(in root: CALayer) -> Bool {
        for weak in layers {
            var l = weak.layer
            while let x = l { if x === root { return true }; l = x.superlayer }
        }
        return false
    }

    /// Calls `body` with each layer that has animations, in registration order.
    func forEachAnimatedLayer(_ body: (CALayer) -> Void) {
        for weak in layers { if let l = weak.layer { body(l) } }
    }

    func register(_ layer: CALayer) {
        guard !layer.isInAnimationEngine else { return }
        layer.isInAnimationEngine = true
        layers.append(WeakLayer(layer: layer))
    }

    /// Evaluates every animation at media time `now`.
    package func advance(to now: CFTimeInterval) {
        frameTime = now
        guard !layers.isEmpty else { return }
        let count = layers.count
        var kept = 0
        // Siblings share their parent's time: work it out once per run of siblings.
        var lastParent: CALayer?, lastParentTime = now
        for i in 0..<count {
            if i + PrefetchHints.distance < count { layers[i + PrefetchHints.distance].hints.prefetch() }
            // Read in place: copying the weak reference out and back costs two atomic
            // operations on the layer's side table per layer and frame.
            guard let layer = layers[i].layer else { continue }
            let parentTime: CFTimeInterval
            if let parent = layer.superlayer {
                if parent !== lastParent { lastParent = parent; lastParentTime = parent.localTime(fromMedia: now) }
                parentTime = lastParentTime
            } else {
                parentTime = now
            }
            let time = layer.localTime(fromParent: parentTime)
            updateLifecycle(layer, at: time)
            if layer.animationEntries.isEmpty && !layer.animatesOnItsOwn {
                layer.isInAnimationEngine = false
                layer.renderCopy = nil
                layer.renderProgram = nil
                layer.frozen = nil
                layer.dropPresentation()
                continue
            }
            layer.refreshRenderCopy(at: time)
            let versions = (model: layer.modelVersion, list: layer.animationListVersion)
            if layers[i].hintsNoted.map({ $0 != versions }) ?? true {
                layers[i].hints.removeAll()
                layer.notePrefetchHints(&layers[i].hints)
                layers[i].hintsNoted = versions
            }
            if kept != i { layers[kept] = layers[i] }
            kept += 1
        }
        // Delegate calls above may have registered layers: they were appended after `count`.
        layers.replaceSubrange(kept..<count, with: EmptyCollection())
    }

    /// The first media time after `time` at which a running animation starts or finishes
    /// (its delegate hears of it, transaction completions may run); nil when none will (all
    /// infinite, or under a layer whose speed is 0). A window whose frames the compositor
    /// holds back (hidden) advances its model then, without drawing.
    package func nextLifecycleTime(after time: CFTimeInterval) -> CFTimeInterval? {
        var next: CFTimeInterval?
        for weak in layers {
            guard let layer = weak.layer else { continue }
            func consider(_ local: CFTimeInterval) {
                guard local.isFinite, let media = layer.mediaTime(fromLocal: local) else { return }
                if media.isFinite, media > time, media < (next ?? .infinity) { next = media }
            }
            for entry in layer.animationEntries where entry.isCommitted && !entry.isStopped {
                consider(entry.endTime)
                if !entry.didStart { consider(entry.animation.beginTime) }
            }
        }
        return next
    }

    /// Starts (delegate) and finishes (delegate, removal) the layer's animations at `time`.
    private func updateLifecycle(_ layer: CALayer, at time: CFTimeInterval) {
        var finishedAny = false
        for entry in layer.animationEntries where entry.isCommitted && !entry.isStopped {
            if !entry.didStart, time >= entry.animation.beginTime || entry.animation.speed == 0 {
                entry.didStart = true
                entry.animation.delegate?.animationDidStart(entry.animation)
            }
            if time >= entry.endTime {
                entry.stop(finished: true)
                finishedAny = true
            }
        }
        if finishedAny {
            CALayer.modelGeneration &+= 1       // what a render thread evaluates changed
            layer.animationEntries.removeAll { $0.isStopped && $0.animation.isRemovedOnCompletion }
        }
    }
}

extension CALayer {
    /// The blocks a frame's evaluation of this layer reads and writes.
    fileprivate func notePrefetchHints(_ hints: inout PrefetchHints) {
        hints.note(self, bytes: CALayer.frameBytes)
        hints.note(storageOf: animationEntries)
        for entry in animationEntries.prefix(3) { entry.notePrefetchHints(&hints) }
        if let copy = renderCopy {
            hints.note(copy, bytes: CALayer.presentationBytes)
            hints.note(storageOf: copy.animatedAccess)
        }
    }

    /// The presentation copy for the render tree at `time` (this layer's local time).
    func refreshRenderCopy(at time: CFTimeInterval) {
        let copy: CALayer
        if let existing = renderCopy, existing.copiedVersion == modelVersion {
            copy = existing
            existing.restoreAnimatedKeys(from: self, keepingKeys: existing.keysRecordedAt == animationListVersion)
        } else {
            copy = plainCopy() ?? type(of: self).builtInCopy(of: self)
            copy.copiedVersion = modelVersion
            renderCopy = copy
        }
        // The same animations as last frame set the same keys: recorded only when the list changed.
        copy.applyAnimations(of: self, at: time, recordingKeys: copy.keysRecordedAt != animationListVersion)
        copy.keysRecordedAt = animationListVersion
        copy.didApplyAnimations(atLocalTime: time)
        if copy.needsDisplayFlag { copy.display() }
        markPresentationDirty()
        if copy.animatesSublayerPlacement {
            for sub in sublayerStorage { sub.markPresentationDirty() }
        }
    }

    /// Applies every committed animation of `model` at `time`, in the order they were added.
    func applyAnimations(of model: CALayer, at time: CFTimeInterval, recordingKeys: Bool) {
        applyAnimations(model.animationEntries, at: time, recordingKeys: recordingKeys)
    }

    /// Applies the committed ones of `entries` at `time` (this layer's local time).
    func applyAnimations(_ entries: [AnimationEntry], at time: CFTimeInterval, recordingKeys: Bool) {
        contentsCrossfade = nil
        transitionState = nil
        for entry in entries where entry.isCommitted {
            let anim = entry.animation
            if recordingKeys { recordKeys(of: anim) }
            if let transition = anim as? CATransition {
                applyTransition(transition, entry: entry, at: time)
            } else {
                AnimationEvaluator.apply(anim, to: self, at: time, fallbackDuration: entry.pendingDuration)
            }
        }
    }

    /// Notes what `anim` sets, so the next frame can put the model's values back first.
    private func recordKeys(of anim: CAAnimation) {
        if let p = anim as? CAPropertyAnimation {
            if let access = AnimationEvaluator.access(p, self) {
                animatedAccess.append(access)
                if p.movesSublayers { animatesSublayerPlacement = true }
            }
            if (p as? CAKeyframeAnimation)?.rotationMode != nil, let t = PropertyAccess.resolve("transform", on: self) {
                animatedAccess.append(t)
            }
        }
        if let group = anim as? CAAnimationGroup { for child in group.animations ?? [] { recordKeys(of: child) } }
    }

    /// Puts back the model's values for the keys animated last frame.
    /// `keepingKeys`: the same animations apply next (a render thread's committed list), so
    /// the keys recorded stay recorded.
    func restoreAnimatedKeys(from model: CALayer, keepingKeys: Bool = false) {
        for access in animatedAccess { if let v = access.get(model) { access.set(self, v) } }
        guard !keepingKeys else { return }
        animatedAccess.removeAll(keepingCapacity: true)
        animatesSublayerPlacement = false
    }

    private func applyTransition(_ t: CATransition, entry: AnimationEntry, at time: CFTimeInterval) {
        let d = t.duration > 0 ? t.duration : entry.pendingDuration
        let phase = AnimationTiming.phase(t, duration: d, at: time)
        guard phase.applies, let from = entry.transitionFrom else { return }
        let start = Double(t.startProgress.isFinite ? max(0, min(1, t.startProgress)) : 0)
        let end = Double(t.endProgress.isFinite ? max(0, min(1, t.endProgress)) : 1)
        let eased = AnimationEvaluator.eased(t, phase.fraction)
        transitionState = TransitionState(from: from, type: t.type, subtype: t.subtype,
                                          progress: CGFloat(start + (end - start) * eased))
    }

    /// The keys whose change moves the sublayers (their placement depends on them).
    static let sublayerPlacementKeyPaths: Set<String> = ["bounds", "anchorPoint", "anchorPointZ", "sublayerTransform", "geometryFlipped"]

    /// No animations left: render the model again.
    func dropPresentation() {
        markRenderDirty()
        for sub in sublayerStorage { sub.markRenderDirty() }
    }
}

/// A running transition as the compositor draws it: the old rendering, the kind of move, and
/// how far it has gone (0 = all old, 1 = all new).
package struct TransitionState: @unchecked Sendable {
    package var from: SnapshotBox
    package var type: CATransitionType
    package var subtype: CATransitionSubtype?
    package var progress: CGFloat
}
