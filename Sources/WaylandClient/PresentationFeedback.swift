import CWaylandClient
import CWaylandProtocols
import Glibc

/// `wp_presentation` feedback: when each committed frame actually reached the screen and the
/// output's refresh interval, so frames can be drawn for the moment they will be seen (Core
/// Animation evaluates a frame at its target time) and display links report real times.
extension WaylandWindow {
    /// Asks for the feedback of the next commit (when the compositor offers wp_presentation
    /// and has said which clock it uses); events go to `queue`.
    func requestPresentationFeedback(queue: WaylandEventQueue?) {
        guard let presentation = display.presentation, display.presentationClock != nil,
              let feedback = wp_presentation_feedback(presentation, surface) else { return }
        if let queue { queue.adopt(feedback) }
        wp_presentation_feedback_add_listener(feedback, feedbackListener, Unmanaged.passUnretained(self).toOpaque())
    }
}

nonisolated(unsafe) private let feedbackListener: UnsafeMutablePointer<wp_presentation_feedback_listener> = {
    let l = UnsafeMutablePointer<wp_presentation_feedback_listener>.allocate(capacity: 1)
    l.initialize(to: wp_presentation_feedback_listener(
        sync_output: { _, _, _ in },
        presented: { data, feedback, secHi, secLo, nsec, refresh, _, _, _ in
            let seconds = Double((UInt64(secHi) << 32) | UInt64(secLo)) + Double(nsec) / 1e9
            if let data {
                let window = Unmanaged<WaylandWindow>.fromOpaque(data).takeUnretainedValue()
                let onMediaClock = seconds + mediaClockOffset(from: window.display.presentationClock ?? UInt32(CLOCK_MONOTONIC))
                window.onPresented?(onMediaClock, Double(refresh) / 1e9)
            }
            wp_presentation_feedback_destroy(feedback)
        },
        discarded: { _, feedback in wp_presentation_feedback_destroy(feedback) }))
    return l
}()

/// What to add to a time on `clock` to put it on CLOCK_MONOTONIC, the clock of
/// `CACurrentMediaTime` (weston reports on CLOCK_MONOTONIC_RAW, which drifts from it only by
/// NTP's slewing: the offset is measured now, at each feedback). The other clock is read
/// between two monotonic reads and compared with their midpoint; of three tries the one with
/// the tightest bracket counts. A thread preempted between two plain reads would put the
/// presentation milliseconds late, after the moment the next frame is drawn.
private func mediaClockOffset(from clock: UInt32) -> Double {
    guard clock != UInt32(CLOCK_MONOTONIC) else { return 0 }
    func now(_ id: clockid_t) -> Double? {
        var ts = timespec()
        return clock_gettime(id, &ts) == 0 ? Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9 : nil
    }
    var best: (width: Double, offset: Double)?
    for _ in 0..<3 {
        guard let before = now(CLOCK_MONOTONIC), let other = now(clockid_t(clock)),
              let after = now(CLOCK_MONOTONIC) else { return 0 }
        let width = after - before
        if best.map({ width < $0.width }) ?? true { best = (width, (before + after) / 2 - other) }
    }
    return best?.offset ?? 0
}

/// Which clock the compositor's presentation times are on.
nonisolated(unsafe) let presentationListener: UnsafeMutablePointer<wp_presentation_listener> = {
    let l = UnsafeMutablePointer<wp_presentation_listener>.allocate(capacity: 1)
    l.initialize(to: wp_presentation_listener(clock_id: { data, _, clock in
        guard let data else { return }
        Unmanaged<WaylandDisplay>.fromOpaque(data).takeUnretainedValue().presentationClock = clock
    }))
    return l
}()
