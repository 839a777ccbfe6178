/// One animation attached to a layer: the copy `add(_:forKey:)` made, and its life — pending
/// until its transaction commits, then started (its begin time resolved), then stopped.
package final class AnimationEntry {
    let key: String
    /// Added with a nil key: not listed by `animationKeys()`.
    let isAnonymous: Bool
    let animation: CAAnimation
    /// The transaction's duration when added: used if the animation's is 0.
    @exclusivity(unchecked) var pendingDuration: CFTimeInterval = 0.25
    @exclusivity(unchecked) var completions: [TransactionCompletion] = []
    @exclusivity(unchecked) var isCommitted = false
    @exclusivity(unchecked) var didStart = false
    @exclusivity(unchecked) var isStopped = false
    /// For a transition: how the layer looked before (its last rendered snapshot).
    @exclusivity(unchecked) var transitionFrom: SnapshotBox?

    init(key: String?, animation: CAAnimation) {
        self.key = key ?? "animation-\(ObjectIdentifier(animation).hashValue)"
        isAnonymous = key == nil
        self.animation = animation
    }

    /// The outermost commit: begin time 0 becomes the commit time in the layer's time, and a
    /// duration of 0 the transaction's.
    func start(on layer: CALayer, commitTime: CFTimeInterval) {
        guard !isStopped, layer.animationEntries.contains(where: { $0 === self }) else { return }
        isCommitted = true
        layer.animationListVersion &+= 1
        // What a render thread evaluates changed, even when nothing else in the model did (an
        // animation added in a layout pass commits with the next transaction, after the tree
        // that pass changed was sent).
        CALayer.modelGeneration &+= 1
        if animation.beginTime == 0 { animation.beginTime = layer.localTime(fromMedia: commitTime) }
        if !(animation.duration > 0) || !animation.duration.isFinite { animation.duration = pendingDuration }
        AnimationEngine.shared.register(layer)
    }

    /// Stops it: the delegate hears whether it ran to its end; transaction completions count it done.
    func stop(finished: Bool) {
        guard !isStopped else { return }
        isStopped = true
        if isCommitted || animation.delegate is CountsEveryStop { animation.delegate?.animationDidStop(animation, finished: finished) }
        let done = completions
        completions = []
        for c in done { c.release() }
    }

    /// The active duration's end in the layer's time, for telling when it has finished. Worked
    /// out once committed (its timing is final then: the animation is the entry's own copy).
    var endTime: CFTimeInterval {
        if let known = committedEnd { return known }
        let a = animation
        let active = AnimationTiming.activeDuration(a, duration: a.duration)
        let speed = Double(a.speed)
        let end = speed > 0 ? a.beginTime + (active - a.timeOffset) / speed : speed == 0 ? .infinity : a.beginTime
        if isCommitted { committedEnd = end }
        return end
    }
    @exclusivity(unchecked) private var committedEnd: CFTimeInterval?

    /// The blocks a frame's evaluation of it reads: the entry, and the start of its animation.
    func notePrefetchHints(_ hints: inout PrefetchHints) {
        hints.note(self)
        hints.note(animation, bytes: CAAnimation.frameBytes)
    }
}

/// A delegate that counts its animations until each stops, so it hears of one replaced or
/// removed before it was ever committed too (UIKit's view animation blocks: a frame set twice
/// in one block replaces its first animation, and the block must still end).
package protocol CountsEveryStop: AnyObject {}
