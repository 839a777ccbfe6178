import QuartzCore

/// Media time as a function of host time (`CACurrentMediaTime`, or a frame's time): a
/// position, and from an anchor moment on, that position advancing at `rate`.
struct PlaybackClock {
    /// The media time at `anchor`, seconds.
    private(set) var position: Double = 0
    private(set) var anchor: CFTimeInterval = 0
    private(set) var rate: Double = 0

    /// The media time at host time `t` (never before the anchor's position going backwards).
    func time(at t: CFTimeInterval) -> Double {
        rate == 0 ? position : position + max(0, t - anchor) * rate
    }

    /// From host time `t` on, media advances at `rate` from where it was.
    mutating func setRate(_ rate: Double, at t: CFTimeInterval) {
        position = time(at: t)
        anchor = t
        self.rate = rate
    }

    /// Media jumps to `seconds` at host time `t` (a seek), keeping the rate.
    mutating func jump(to seconds: Double, at t: CFTimeInterval) {
        position = seconds
        anchor = t
    }
}
