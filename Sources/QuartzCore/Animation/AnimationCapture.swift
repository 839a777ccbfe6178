/// The animations added to any layer while a capture is open (main thread). UIKit opens one
/// around a percent-driven transition's animator, so that cancelling takes back exactly the
/// animations the transition added — not others running in the same views.
package final class AnimationCapture {
    /// The open capture, if any.
    @exclusivity(unchecked) nonisolated(unsafe) package static var current: AnimationCapture?
    private var added: [(layer: CALayer, entry: AnimationEntry)] = []

    package init() {}

    /// Runs `body` with this capture open (restoring any outer one after).
    package func record(_ body: () -> Void) {
        let outer = Self.current
        Self.current = self
        defer { Self.current = outer }
        body()
    }

    func note(_ entry: AnimationEntry, on layer: CALayer) { added.append((layer, entry)) }

    /// Gives the captured animations not yet committed their begin time now (in their layer's
    /// time), as their commit would: an interaction that moves the container's time before the
    /// transaction commits must find them begun at the transition's start.
    package func beginNow() {
        let now = CACurrentMediaTime()
        for (layer, entry) in added where !entry.isCommitted && entry.animation.beginTime == 0 {
            entry.animation.beginTime = layer.localTime(fromMedia: now)
        }
    }

    /// Removes the captured animations still on their layers: each stops unfinished, as
    /// `removeAnimation(forKey:)` stops one (its delegate and completions hear of it). With
    /// `restoringStart`, each animated property first takes back the value its animation
    /// started from (a transition run back to its start ends where it began, as a property
    /// animator ending at its start does).
    package func removeAll(restoringStart: Bool) {
        let list = added
        added = []
        let attached = list.filter { l, e in l.animationEntries.contains { $0 === e } }
        if restoringStart {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for (layer, entry) in attached {
                if let (path, start) = Self.start(of: entry.animation) { layer.setValue(start, forKeyPath: path) }
            }
            CATransaction.commit()
        }
        for (layer, entry) in attached {
            guard let i = layer.animationEntries.firstIndex(where: { $0 === entry }) else { continue }
            layer.animationEntries.remove(at: i)
            entry.stop(finished: false)
            layer.markRenderDirty()
        }
    }

    /// The key path an animation animates and the value it starts from, when it has one
    /// (a basic animation's `fromValue`, a keyframe animation's first value).
    private static func start(of animation: CAAnimation) -> (String, Any)? {
        if let b = animation as? CABasicAnimation, !b.isAdditive, let path = b.keyPath, let from = b.fromValue { return (path, from) }
        if let k = animation as? CAKeyframeAnimation, !k.isAdditive, let path = k.keyPath, let first = k.values?.first { return (path, first) }
        return nil
    }
}
