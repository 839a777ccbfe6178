import QuartzCore

/// Keyframe view animations (Apple: `animateKeyframes`/`addKeyframe`). Each keyframe's changes
/// are gathered per layer property; when the outer block ends, each property gets one
/// CAKeyframeAnimation whose values hold still between keyframes and move within them.
extension UIView {
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        guard areAnimationsEnabled else {
            performWithoutAnimation(animations)
            let done = ViewAnimationContext(kind: .disabled, duration: 0, completion: completion)
            done.close()
            return
        }
        let gather = ViewAnimationContext(kind: .keyframes, duration: duration, delay: delay, options: options.base)
        CATransaction.ensureOpen()
        CATransaction.begin()
        animationStack.append(gather)
        animations()
        animationStack.removeLast()
        let play = ViewAnimationContext(kind: .animate, duration: duration, delay: delay, options: options.base,
                                        timing: CAMediaTimingFunction(name: .linear), completion: completion)
        for track in tracks(of: gather.changes) {
            let anim = CAKeyframeAnimation(keyPath: track.key)
            anim.values = track.values
            anim.keyTimes = track.times.map { NSNumber(value: $0) }
            anim.calculationMode = options.calculationMode
            anim.duration = play.duration
            if play.delay > 0 {
                anim.beginTime = track.layer.convertTime(CACurrentMediaTime(), from: nil) + play.delay
                anim.fillMode = .backwards
            }
            if options.contains(.repeat) { anim.repeatCount = .infinity }
            anim.autoreverses = options.contains(.autoreverse)
            play.count(anim, on: track.layer)
            track.layer.add(anim, forKey: track.key)
        }
        CATransaction.commit()
        play.close()
    }

    /// Adds a keyframe: the changes `animations` makes happen between `frameStartTime` and
    /// `frameStartTime + frameDuration` (fractions of the whole keyframe animation).
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: () -> Void) {
        guard let gather = animationStack.last, gather.kind == .keyframes else {
            Diagnostics.warn("UIView.addKeyframe outside animateKeyframes: its changes apply at once")
            performWithoutAnimation(animations)
            return
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        let saved = gather.segment
        gather.segment = (start, length)
        animations()
        gather.segment = saved
    }

    private struct Track {
        let layer: CALayer
        let key: String
        var values: [Any] = []
        var times: [Double] = []
    }

    /// One track per (layer, key): the value before the first keyframe, then for each keyframe
    /// (in start order) its start and end values at its start and end times.
    private static func tracks(of changes: [ViewAnimationContext.Change]) -> [Track] {
        var order: [ObjectIdentifier: [String: [ViewAnimationContext.Change]]] = [:]
        var firstSeen: [(ObjectIdentifier, String)] = []
        for c in changes {
            let id = ObjectIdentifier(c.layer)
            if order[id]?[c.key] == nil { firstSeen.append((id, c.key)) }
            order[id, default: [:]][c.key, default: []].append(c)
        }
        var out: [Track] = []
        for (id, key) in firstSeen {
            guard let list = order[id]?[key], let first = list.first, let initial = first.from else { continue }
            var track = Track(layer: first.layer, key: key)
            var current: Any = initial
            track.values.append(current); track.times.append(0)
            for c in list.sorted(by: { $0.span.start < $1.span.start }) {
                guard let to = c.to else { continue }
                let start = c.span.start, end = c.span.start + c.span.duration
                if start > (track.times.last ?? 0) { track.values.append(current); track.times.append(start) }
                track.values.append(to); track.times.append(max(end, track.times.last ?? 0))
                current = to
            }
            if (track.times.last ?? 1) < 1 { track.values.append(current); track.times.append(1) }
            out.append(track)
        }
        return out
    }
}
