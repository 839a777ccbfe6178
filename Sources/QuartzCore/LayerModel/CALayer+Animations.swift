import Foundation

/// Attaching animations and finding actions (Core Animation Programming Guide, "Animating
/// Layer Content" and "Changing a Layer's Default Behavior").
extension CALayer {
    func addAnimation(_ anim: CAAnimation, forKey key: String?) {
        if let p = anim as? CAPropertyAnimation, p.keyPath == nil {
            Diagnostics.warn("add(_:forKey:): a property animation without a keyPath does nothing")
        }
        guard let copy = anim.copy() as? CAAnimation else { return }
        if let basic = copy as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let path = basic.keyPath, let from = valueBeforeChange(of: path) {
            // An action's basic animation with no values (a delegate's or the actions
            // dictionary's): "interpolates between the previous value of keyPath … and the
            // current value" (CABasicAnimation) — from what was shown before the change.
            basic.fromValue = from
        }
        let entry = AnimationEntry(key: key, animation: copy)
        if copy is CATransition {
            // The old rendering: what was last drawn, or the layer as it is if never drawn.
            entry.transitionFrom = cachedSnapshot ?? LayerSnapshot.box(of: self)
        }
        if let key, let i = animationEntries.firstIndex(where: { !$0.isAnonymous && $0.key == key }) {
            let old = animationEntries.remove(at: i)
            old.stop(finished: false)
        }
        animationEntries.append(entry)
        AnimationCapture.current?.note(entry, on: self)
        markRenderDirty()
        CATransaction.animationAdded(entry, to: self)
    }

    func removeAnimationEntry(forKey key: String) {
        guard let i = animationEntries.firstIndex(where: { !$0.isAnonymous && $0.key == key }) else { return }
        let entry = animationEntries.remove(at: i)
        entry.stop(finished: false)
        markRenderDirty()
    }

    func removeAllAnimationEntries() {
        let entries = animationEntries
        animationEntries = []
        for e in entries { e.stop(finished: false) }
        markRenderDirty()
    }

    func searchAction(forKey event: String) -> CAAction? {
        if let delegate, let a = delegate.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        if let styleActions = style?["actions"] as? [String: Any], let a = styleActions[event] {
            return a is NSNull ? nil : a as? CAAction
        }
        if let a = type(of: self).defaultAction(forKey: event) { return a is NSNull ? nil : a }
        return implicitAction(forKey: event)
    }

    /// Table B-1: a basic animation from the old value over the transaction's duration and
    /// timing, for every animatable property.
    private func implicitAction(forKey key: String) -> CAAction? {
        guard Self.implicitlyAnimatedKeys.contains(key) || type(of: self).subclassAnimatableKeys.contains(key) else { return nil }
        let anim = CABasicAnimation(keyPath: key)
        anim.fromValue = valueBeforeChange(of: key)
        anim.timingFunction = CATransaction.animationTimingFunction()
        return anim
    }

    /// While the action for a change of `key` runs: what was on screen before it — the
    /// presentation value if the key is animating, else the old model value.
    private func valueBeforeChange(of key: String) -> Any? {
        guard let (changedKey, old) = pendingOldValue, changedKey == key else { return nil }
        if let shown = renderCopy, animationEntries.contains(where: { ($0.animation as? CAPropertyAnimation)?.keyPath == key }) {
            return shown.value(forKey: key)
        }
        return old
    }

    /// CALayer's animatable properties (001 Table B-1, the ones this layer model has).
    static let implicitlyAnimatedKeys: Set<String> = [
        "anchorPoint", "anchorPointZ", "backgroundColor", "borderColor", "borderWidth", "bounds", "contents",
        "contentsRect", "contentsCenter", "cornerRadius", "hidden", "mask", "masksToBounds", "opacity", "position",
        "shadowColor", "shadowOffset", "shadowOpacity", "shadowPath", "shadowRadius", "sublayers", "sublayerTransform",
        "transform", "zPosition", "contentsScale", "rasterizationScale", "minificationFilterBias",
    ]

    /// The layer's presentation values at media time `now`: the model with its committed
    /// animations applied (a fresh copy; the model is not touched).
    func presentationValues(of copy: CALayer, at now: CFTimeInterval) -> CALayer {
        guard !animationEntries.isEmpty else { return copy }
        copy.applyAnimations(of: self, at: convertTime(now, from: nil), recordingKeys: false)
        return copy
    }
}
