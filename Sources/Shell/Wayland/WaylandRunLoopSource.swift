import Foundation
import CoreFoundation
import QuartzCore
import ShellCore
import WaylandClient

/// The Wayland connection as a source of the main run loop, libwayland's multi-threaded way
/// (the render thread reads the same connection for its frame callbacks): the read is prepared
/// by the loop's last observer before it sleeps and completed by its first after it wakes, so
/// whichever thread reads, this one wakes for its events; they are dispatched — app code runs —
/// in a turn of the loop, never inside its observers, so a nested run of the loop from an
/// event's handler (a modal loop in a button's action) keeps reading events and drawing.
///
/// Other descriptors (the render thread's tick, the signal wakeup) share the source, each with
/// its handler.
final class WaylandRunLoopSource {
    private let display: WaylandDisplay
    private var source: DescriptorSource!
    private var handlers: [Int32: () -> Void] = [:]
    private var beforeWaiting: RunLoopObserver?
    private var afterWaiting: RunLoopObserver?
    /// A read is prepared (between the loop's last observer and its first after waking).
    private var prepared = false
    /// The socket filled up: output is watched until what is buffered has gone.
    private var flushPending = false
    /// Why the connection failed (the compositor went away); the loop then stops.
    private(set) var failure: Error?
    /// Times the loop woke from its wait.
    private(set) var wakeups = 0

    init(display: WaylandDisplay) throws {
        self.display = display
        source = try DescriptorSource { [unowned self] in turn() }
        source.watch(display.fileDescriptor)
    }

    /// Runs `handler` in a turn of the loop whenever `fd` is readable (it must read it).
    func watch(_ fd: Int32, _ handler: @escaping () -> Void) {
        handlers[fd] = handler
        source.watch(fd)
    }

    /// Joins the main run loop (common modes).
    func start() {
        let main: CFRunLoop = CFRunLoopGetMain()
        source.add(to: main)
        beforeWaiting = RunLoopObserver(.beforeWaiting, order: Int.max, runLoop: main) { [unowned self] _ in aboutToSleep() }
        afterWaiting = RunLoopObserver(.afterWaiting, order: Int.min, runLoop: main) { [unowned self] _ in wokeUp() }
    }

    /// Leaves the run loop; a prepared read is given up.
    func stop() {
        beforeWaiting?.invalidate(); afterWaiting?.invalidate()
        beforeWaiting = nil; afterWaiting = nil
        source.invalidate()
        if prepared { display.cancelRead(); prepared = false }
        _ = try? display.flush()
    }

    /// Dispatching must happen in a turn even if nothing becomes readable (events another
    /// thread queued for this one, a stop asked from a handler).
    func signal() { source.signal() }

    private func fail(_ e: Error) {
        guard failure == nil else { return }
        failure = e
        MainRunLoop.stop()
    }

    /// The loop's last act before it sleeps: send what is buffered, and prepare to read —
    /// unless events are queued already (then a turn dispatches them at once).
    private func aboutToSleep() {
        guard failure == nil, !prepared else { return }
        do {
            if try !display.flush(), !flushPending {
                flushPending = true
                source.watch(display.fileDescriptor, writable: true)
            }
        } catch { fail(error); return }
        if display.prepareReadIfIdle() { prepared = true } else { source.signal() }
    }

    /// The loop's first act after it wakes: read what arrived, or give the read up.
    private func wokeUp() {
        wakeups += 1
        guard prepared else { return }
        prepared = false
        var readable = false, hungUp = false
        let fd = display.fileDescriptor
        source.peek { f, bits in
            if f == fd { readable = bits & 1 != 0; hungUp = bits & 4 != 0 }
        }
        if hungUp && !readable { display.cancelRead(); fail(display.lostError()); return }
        do { try display.completeRead(readable: readable) } catch { fail(error); return }
        // What was read is dispatched in this turn's source callback if the connection woke
        // the loop, else in the next turn.
        if readable { source.signal() }
    }

    /// A turn of the loop for the source: handlers of ready descriptors, then the events.
    private func turn() {
        let fd = display.fileDescriptor
        var writable = false
        source.ready { f, bits in
            if f == fd { writable = bits & 2 != 0 } else { handlers[f]?() }
        }
        if flushPending, writable {
            do {
                if try display.flush() { flushPending = false; source.watch(fd) }
            } catch { fail(error); return }
        }
        guard failure == nil else { return }
        do { try display.dispatchPending() } catch { fail(error) }
    }
}
