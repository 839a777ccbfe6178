import Foundation

/// Applies animations to a presentation copy at a moment of the layer's local time: the
/// values of Apple's class references for basic, spring and keyframe animations, groups
/// running their children in the group's time. Later animations apply over earlier ones;
/// additive ones add to what is there.
enum AnimationEvaluator {
    /// Applies `anim` at `parentTime`; `fallbackDuration` is used for a duration of 0.
    static func apply(_ anim: CAAnimation, to layer: CALayer, at parentTime: Double, fallbackDuration: Double) {
        let d = anim.duration > 0 && anim.duration.isFinite ? anim.duration : fallbackDuration
        let phase = AnimationTiming.phase(anim, duration: d, at: parentTime)
        guard phase.applies else { return }
        switch anim {
        case let group as CAAnimationGroup:
            // The children live in the group's local time and are clipped to its duration.
            for child in group.animations ?? [] {
                apply(child, to: layer, at: phase.simpleTime, fallbackDuration: d)
            }
        case let spring as CASpringAnimation:
            applyBasic(spring, to: layer, eased: SpringSolver(spring).value(at: phase.simpleTime), iteration: phase.iteration)
        case let basic as CABasicAnimation:
            applyBasic(basic, to: layer, eased: eased(anim, phase.fraction), iteration: phase.iteration)
        case let keyframe as CAKeyframeAnimation:
            applyKeyframe(keyframe, to: layer, fraction: eased(anim, phase.fraction), iteration: phase.iteration)
        default:
            break      // transitions are drawn by the compositor
        }
    }

    static func eased(_ anim: CAAnimation, _ fraction: Double) -> Double {
        anim.timingFunction?.solve(fraction) ?? fraction
    }

    static func access(_ anim: CAPropertyAnimation, _ layer: CALayer) -> PropertyAccess? {
        if let known = anim.resolvedAccess { return known }
        let found = anim.keyPath.flatMap { PropertyAccess.resolve($0, on: layer) }
        anim.resolvedAccess = .some(found)
        return found
    }

    // MARK: Basic

    static func applyBasic(_ anim: CABasicAnimation, to layer: CALayer, eased t: Double, iteration: Int) {
        guard let access = access(anim, layer), let stored = access.get(layer) else { return }
        if let ends = anim.scalarEnds, case .scalar(let base) = stored, !(anim.isCumulative && iteration > 0) {
            // Numbers, the most common case: the arithmetic of the general path below, on Doubles.
            let current = anim.isAdditive ? base - base : base
            let start: Double, end: Double
            switch ends {
            case (let f?, let e?, _): (start, end) = (f, e)
            case (let f?, nil, let b?): (start, end) = (f, f + b)
            case (nil, let e?, let b?): (start, end) = (e - b, e)
            case (let f?, nil, nil): (start, end) = (f, current)
            case (nil, let e?, nil): (start, end) = (current, e)
            case (nil, nil, let b?): (start, end) = (current, current + b)
            case (nil, nil, nil): return
            }
            var value = start + (end - start) * t
            if anim.isAdditive { value = base + value }
            access.set(layer, .scalar(value))
            return
        }
        // A property with no value yet (nil colour, path) takes its kind from the animation.
        let base = stored.isNil ? AnimatedValue(anim.fromValue ?? anim.toValue ?? anim.byValue) : stored
        let from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue?
        if let ends = anim.convertedEnds {
            (from, to, by) = ends
        } else {
            (from, to, by) = (base.converting(anim.fromValue), base.converting(anim.toValue), base.converting(anim.byValue))
            // Stored once (not every frame: the ends are large, and the write is memory traffic).
            if !stored.isNil {
                anim.convertedEnds = (from, to, by)
                anim.scalarEnds = scalarEnds(from, to, by)
            }
        }
        // Additive animations measure from zero; others from the current value.
        let current = anim.isAdditive ? AnimatedValue.subtract(base, base) : base
        let start: AnimatedValue, end: AnimatedValue
        switch (from, to, by) {
        case (let f?, let e?, _): (start, end) = (f, e)
        case (let f?, nil, let b?): (start, end) = (f, AnimatedValue.add(f, b))
        case (nil, let e?, let b?): (start, end) = (AnimatedValue.subtract(e, b), e)
        case (let f?, nil, nil): (start, end) = (f, current)
        case (nil, let e?, nil): (start, end) = (current, e)
        case (nil, nil, let b?): (start, end) = (current, AnimatedValue.add(current, b))
        case (nil, nil, nil): return
        }
        if case .discrete(let a) = start, case .discrete(let b) = end, anim.keyPath == "contents",
           let old = a as? CGImage, b is CGImage || b == nil {
            // Contents cross-fade (Table B-1): the new image over the old one fading out.
            layer.contents = b
            layer.contentsCrossfade = (old, CGFloat(max(0, min(1, t))))
            return
        }
        var value = AnimatedValue.interpolate(start, end, t)
        if anim.isCumulative, iteration > 0 {
            value = AnimatedValue.add(value, AnimatedValue.times(AnimatedValue.subtract(end, start), iteration))
        }
        if anim.isAdditive { value = AnimatedValue.add(base, value) }
        access.set(layer, value)
    }

    /// The ends as numbers when each given one is a number.
    private static func scalarEnds(_ ends: AnimatedValue?...) -> (Double?, Double?, Double?)? {
        var out: [Double?] = []
        for e in ends {
            switch e {
            case nil: out.append(nil)
            case .scalar(let v)?: out.append(v)
            default: return nil
            }
        }
        return (out[0], out[1], out[2])
    }

    // MARK: Keyframe

    static func applyKeyframe(_ anim: CAKeyframeAnimation, to layer: CALayer, fraction f: Double, iteration: Int) {
        guard let access = access(anim, layer), let stored = access.get(layer) else { return }
        let base = stored.isNil ? AnimatedValue(anim.values?.first) : stored
        var value: AnimatedValue
        var tangent: Double?
        if let path = anim.path, case .point = base {
            guard let (p, angle) = KeyframePath(path)?.point(at: f, mode: anim.calculationMode, keyTimes: keyTimes(anim, count: nil))
            else { return }
            value = .point(p); tangent = angle
        } else {
            let values = (anim.values ?? []).compactMap { base.converting($0) }
            guard !values.isEmpty, values.count == anim.values?.count else { return }
            value = KeyframeValues.value(values, anim: anim, fraction: f)
            if anim.isCumulative, iteration > 0, let first = values.first, let last = values.last {
                value = AnimatedValue.add(value, AnimatedValue.times(AnimatedValue.subtract(last, first), iteration))
            }
        }
        if anim.isAdditive { value = AnimatedValue.add(base, value) }
        access.set(layer, value)
        if let angle = tangent, let mode = anim.rotationMode {
            let turn = mode == .rotateAutoReverse ? angle + .pi : angle
            layer.transform = CATransform3DRotate(layer.transform, CGFloat(turn), 0, 0, 1)
        }
    }

    /// The animation's keyTimes when usable for `count` keyframes: ascending, within 0…1.
    static func keyTimes(_ anim: CAKeyframeAnimation, count: Int?) -> [Double]? {
        guard let given = anim.keyTimes?.map(\.doubleValue), given.count >= 2 else { return nil }
        if let count, given.count != count { return nil }
        guard given.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }), zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        return given
    }
}
