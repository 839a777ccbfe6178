import QuartzCore

/// Media time as a function of host time (`CACurrentMediaTime`, or a frame's time): a
/// position, and from an anchor moment on, that position advancing at `rate`.
struct PlaybackClock {
    /// The media time at `anchor`, seconds.
    private(set) var position: Double = 0
    private(set) var anchor: CFTimeInterval = 0
    private(set) var rate: Double = 0
    /// Media time stands at `position` whatever the rate: a seek on the real clock waits for
    /// its first frame (Apple's player holds `currentTime` at the target while it re-buffers).
    private(set) var held = false

    /// The media time at host time `t` (never before the anchor's position going backwards).
    func time(at t: CFTimeInterval) -> Double {
        rate == 0 || held ? position : position + max(0, t - anchor) * rate
    }

    /// Media time stands still from now until `release`.
    mutating func hold() { held = true }

    /// Media time goes on from `seconds` at host time `t` (the first frame after a seek).
    mutating func release(at seconds: Double, _ t: CFTimeInterval) {
        held = false
        jump(to: seconds, at: t)
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
