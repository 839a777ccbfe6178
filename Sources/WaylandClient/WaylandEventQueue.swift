import CWaylandClient
#if canImport(Glibc)
import Glibc
#endif

/// A second event queue on the connection, for a thread of its own (the render thread's
/// frame callbacks and buffer releases). Its events are dispatched only by the thread that
/// reads through it, so they arrive while the main thread is busy; the main thread's events
/// wait in the default queue. Reading follows libwayland's multi-threaded protocol: prepare,
/// poll, then read or cancel (whichever thread reads last reads for both).
public final class WaylandEventQueue: @unchecked Sendable {
    package let queue: OpaquePointer
    /// Strong: the connection must outlive the queue.
    private let display: WaylandDisplay

    public init(display: WaylandDisplay) {
        self.display = display
        queue = wl_display_create_queue(display.display)
    }

    deinit { wl_event_queue_destroy(queue) }

    /// Moves a new proxy's events to this queue (before anything can be sent to it).
    package func adopt(_ proxy: OpaquePointer) { wl_proxy_set_queue(proxy, queue) }

    /// Dispatches this queue's events until it is empty and a read can be prepared; returns
    /// how many were dispatched (read for us by another thread: act on them before sleeping).
    @discardableResult
    public func prepareRead() throws -> Int {
        var dispatched = 0
        while wl_display_prepare_read_queue(display.display, queue) != 0 {
            let n = wl_display_dispatch_queue_pending(display.display, queue)
            if n < 0 { throw display.lostError() }
            dispatched += Int(n)
        }
        return dispatched
    }

    /// After poll: reads (or cancels the prepared read) and dispatches this queue's events.
    public func finishRead(readable: Bool) throws {
        if readable {
            if wl_display_read_events(display.display) < 0 { throw display.lostError() }
        } else {
            wl_display_cancel_read(display.display)
        }
        if wl_display_dispatch_queue_pending(display.display, queue) < 0 { throw display.lostError() }
    }

    public func cancelRead() { wl_display_cancel_read(display.display) }
}
