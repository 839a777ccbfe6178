/// Where an animation is in its timing at some moment of its parent's time (Core Animation
/// Programming Guide, "Customizing the Timing of an Animation"): before it, inside it
/// (which repeat, how far through the simple duration, running backwards on an autoreverse),
/// or after it — and whether a fill mode holds a value there.
package struct AnimationPhase: Equatable {
    package enum Kind: Equatable { case before, active, after }
    package var kind: Kind
    /// The value applies now (active, or filled before/after).
    package var applies: Bool
    /// Seconds into the simple duration (0…duration), after autoreverse folding.
    package var simpleTime: Double
    /// simpleTime / duration, 0…1, before the timing function.
    package var fraction: Double
    /// Completed repeats before this one.
    package var iteration: Int
}

package enum AnimationTiming {
    /// The active duration: repeatDuration if set, else repeatCount cycles (a cycle is twice
    /// the duration when autoreversing), else one cycle.
    package static func activeDuration(_ t: CAMediaTiming, duration d: Double) -> Double {
        let cycle = d * (t.autoreverses ? 2 : 1)
        if t.repeatDuration.isFinite, t.repeatDuration > 0 { return t.repeatDuration }
        if t.repeatDuration == .infinity { return .infinity }
        let count = Double(t.repeatCount)
        if count.isNaN || count <= 0 { return cycle }
        return count.isInfinite ? .infinity : count * cycle
    }

    /// The phase of timing object `t` (whose simple duration is `d`) at `parentTime`.
    package static func phase(_ t: CAMediaTiming, duration d: Double, at parentTime: Double) -> AnimationPhase {
        let speed = Double(t.speed.isFinite ? t.speed : 1)
        let begin = t.beginTime.isFinite ? t.beginTime : 0
        let offset = t.timeOffset.isFinite ? t.timeOffset : 0
        let active = activeDuration(t, duration: d)
        // Local active time: speed scales, timeOffset shifts (speed 0 freezes at timeOffset).
        var local = (parentTime - begin) * speed + offset
        if !local.isFinite { local = 0 }
        // `removed` first: the common case, told by one comparison of equal strings (fast).
        let fill = t.fillMode, fills = fill != .removed
        let fillsBackwards = fills && (fill == .backwards || fill == .both)
        let fillsForwards = fills && (fill == .forwards || fill == .both)
        guard d > 0, d.isFinite else {
            return AnimationPhase(kind: .after, applies: fillsForwards, simpleTime: 0, fraction: 1, iteration: 0)
        }
        if (parentTime < begin && speed >= 0) || local < 0 {
            return AnimationPhase(kind: .before, applies: fillsBackwards, simpleTime: 0, fraction: 0, iteration: 0)
        }
        let kind: AnimationPhase.Kind = local >= active ? .after : .active
        let at = min(local, active)
        let cycle = d * (t.autoreverses ? 2 : 1)
        var iteration = Int(min(at / cycle, Double(Int.max / 2)).rounded(.down))
        var inCycle = at - Double(iteration) * cycle
        // Exactly at the end of a whole number of cycles: the end of the last one.
        if kind == .after, iteration > 0, inCycle <= 1e-12 { iteration -= 1; inCycle = cycle }
        var simple = inCycle
        if t.autoreverses, simple > d { simple = cycle - simple }
        simple = max(0, min(d, simple))
        return AnimationPhase(kind: kind, applies: kind == .active || fillsForwards, simpleTime: simple,
                              fraction: simple / d, iteration: iteration)
    }
}
