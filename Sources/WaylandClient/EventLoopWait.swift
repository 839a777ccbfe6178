#if canImport(Glibc)
import Glibc
#endif

/// A queue a thread reads the connection through: the default queue (`WaylandDisplay`) or a
/// thread's own (`WaylandEventQueue`).
public protocol WaylandEventReader {
    /// Dispatches what is queued until a read can be prepared; returns how many were dispatched.
    func prepareRead() throws -> Int
    func finishRead(readable: Bool) throws
    func cancelRead()
}

extension WaylandDisplay: WaylandEventReader {}
extension WaylandEventQueue: WaylandEventReader {}

/// What ended one wait of an event loop.
public enum EventLoopWake: Equatable {
    /// Events another thread had read for this queue were dispatched: act on them first.
    case queuedEvents
    /// Poll returned (events were read and dispatched); `other` says whether the other file
    /// descriptor became readable.
    case polled(other: Bool)
    /// A signal interrupted poll.
    case interrupted
}

extension WaylandDisplay {
    /// One wait of a thread's event loop on `reader`'s queue, libwayland's multi-threaded way:
    /// prepare (dispatching what is already queued: then return at once), send what is
    /// buffered (POLLOUT when the socket is full), poll the connection and `other` for up to
    /// `timeout` ms (-1: until something happens), then read or cancel, and dispatch.
    public func wait(reading reader: WaylandEventReader, orFor other: Int32, timeout: Int32) throws -> EventLoopWake {
        if try reader.prepareRead() > 0 {
            reader.cancelRead()
            return .queuedEvents
        }
        var events = Int16(POLLIN)
        // A prepared read must be read or cancelled whatever happens: one left behind by a
        // thread that stopped on an error blocks every other thread's read for ever (a
        // window's main thread hung in wl_display_read_events once its render thread failed).
        let flushed: Bool
        do { flushed = try flush() } catch { reader.cancelRead(); throw error }
        if !flushed { events |= Int16(POLLOUT) }
        var fds = (pollfd(fd: fileDescriptor, events: events, revents: 0), pollfd(fd: other, events: Int16(POLLIN), revents: 0))
        let n = withUnsafeMutablePointer(to: &fds) { $0.withMemoryRebound(to: pollfd.self, capacity: 2) { poll($0, 2, timeout) } }
        if n < 0 {
            reader.cancelRead()
            if errno == EINTR { return .interrupted }
            throw lostError()
        }
        let readable = fds.0.revents & Int16(POLLIN) != 0
        if fds.0.revents & Int16(POLLERR | POLLHUP) != 0 && !readable {
            reader.cancelRead()
            throw lostError()
        }
        try reader.finishRead(readable: readable)
        return .polled(other: fds.1.revents & Int16(POLLIN) != 0)
    }
}
