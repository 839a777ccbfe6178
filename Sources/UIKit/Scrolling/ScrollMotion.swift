import Foundation
import QuartzCore

/// The motions a scroll view runs after a drag, each a function of time so that frames at
/// any rate land on the same curve (and replays give the same offsets):
///
/// - deceleration as UIKit's: the velocity shrinks by `rate` each millisecond, so the
///   offset after t ms is x₀ + v₀ (rateᵗ − 1) / ln(rate) (v₀ in points per millisecond);
/// - bounce back to an edge: a critically damped spring, ω = 12/s (settled in ~0.5 s);
/// - animated offset changes and paging: ease-out over a fixed time.
struct ScrollMotion {
    enum Kind {
        case decelerate(v0: Double, rate: Double)
        case spring(v0: Double)              // towards `to`, from `from`
        case ease(duration: Double)
    }
    let kind: Kind
    let start: CFTimeInterval
    let from: Double
    let to: Double

    /// The same motion with its path moved by `d` (the content above it changed height).
    func shifted(by d: Double) -> ScrollMotion { ScrollMotion(kind: kind, start: start, from: from + d, to: to + d) }

    /// Where the motion is at `t`, and whether it is over.
    func value(at t: CFTimeInterval) -> (position: Double, v: Double, done: Bool) {
        let dt = max(0, t - start)
        switch kind {
        case let .decelerate(v0, rate):
            let ms = dt * 1000, ln = log(rate)
            let v = v0 * pow(rate, ms)
            let x = from + v0 * (pow(rate, ms) - 1) / ln
            if abs(v) < 0.005 { return (from - v0 / ln, 0, true) }
            return (x, v, false)
        case let .spring(v0):
            // x(t) = to + (a + b t) e^(−ωt): a = from − to, b = v0' + ω a (v0 in points/s here).
            let w = 12.0, a = from - to, b = v0 * 1000 + w * a
            let e = exp(-w * dt)
            let x = to + (a + b * dt) * e
            let v = (b - w * (a + b * dt)) * e / 1000
            if dt > 0.05, abs(x - to) < 0.25, abs(v) < 0.01 { return (to, 0, true) }
            return (x, v, false)
        case let .ease(duration):
            guard duration > 0, dt < duration else { return (to, 0, true) }
            let p = dt / duration, eased = 1 - pow(1 - p, 3)
            return (from + (to - from) * eased, (to - from) * 3 * pow(1 - p, 2) / duration / 1000, false)
        }
    }
}
