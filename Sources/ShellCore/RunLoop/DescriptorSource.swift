import Foundation
import CoreFoundation
import CEventLoop

/// File descriptors as one source of a run loop (a version-1 CFRunLoopSource): `perform` runs
/// on the loop's thread, in a turn of the loop, whenever one of them is ready or `signal()` was
/// called.
///
/// CoreFoundation's run loop on Linux waits on an epoll set of its ports and reads eight bytes
/// from the one that woke it (its own ports are eventfds), so a socket cannot be a port: the
/// Wayland connection's bytes would be eaten. The source's port is an epoll set of its own
/// holding the descriptors — reading an epoll set fails harmlessly, and it is readable whenever
/// one of them is ready.
package final class DescriptorSource {
    private let set: Int32
    private let kick: Int32
    private var source: CFRunLoopSource?
    private let perform: () -> Void

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    package init(perform: @escaping () -> Void) throws {
        set = lamina_epoll_create()
        kick = lamina_eventfd()
        guard set >= 0, kick >= 0 else {
            let e = errno
            if set >= 0 { close(set) }
            if kick >= 0 { close(kick) }
            throw Failure(description: "no descriptors left for the main run loop's source (errno \(e))")
        }
        self.perform = perform
        watch(kick)
    }

    deinit {
        invalidate()
        close(set)
        close(kick)
    }

    /// Wakes the loop for `fd`'s input (and output too, when `writable`).
    package func watch(_ fd: Int32, writable: Bool = false) {
        if lamina_epoll_watch(set, fd, writable ? 1 : 0) != 0, errno == EEXIST { _ = lamina_epoll_rewatch(set, fd, writable ? 1 : 0) }
    }

    /// Makes `perform` run in the loop's next turn though no descriptor is ready (safe from
    /// any thread, and from a signal handler's point of view: one write).
    package func signal() { lamina_eventfd_signal(kick) }

    /// The descriptors ready now, without waiting: bit 0 readable, 1 writable, 2 hung up. A
    /// pending `signal()` is consumed.
    package func ready(_ body: (Int32, Int32) -> Void) { scan(consumingSignal: true, body) }

    /// The same, leaving a pending `signal()` for the next `perform`.
    package func peek(_ body: (Int32, Int32) -> Void) { scan(consumingSignal: false, body) }

    private func scan(consumingSignal: Bool, _ body: (Int32, Int32) -> Void) {
        var fds = (Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0))
        var flags = fds
        let n = withUnsafeMutableBytes(of: &fds) { f in
            withUnsafeMutableBytes(of: &flags) { g in
                lamina_epoll_ready(set, f.baseAddress!.assumingMemoryBound(to: Int32.self),
                                   g.baseAddress!.assumingMemoryBound(to: Int32.self), 8)
            }
        }
        guard n > 0 else { return }
        withUnsafeBytes(of: fds) { f in
            withUnsafeBytes(of: flags) { g in
                for i in 0..<Int(n) {
                    let fd = f.load(fromByteOffset: i * 4, as: Int32.self), bits = g.load(fromByteOffset: i * 4, as: Int32.self)
                    if fd == kick { if consumingSignal { lamina_eventfd_drain(kick) } } else { body(fd, bits) }
                }
            }
        }
    }

    /// Adds the source to `runLoop` in its common modes.
    package func add(to runLoop: CFRunLoop) {
        guard source == nil else { return }
        var context = CFRunLoopSourceContext1()
        context.version = 1
        context.info = Unmanaged.passUnretained(self).toOpaque()
        context.getPort = { info in Unmanaged<DescriptorSource>.fromOpaque(info!).takeUnretainedValue().set }
        context.perform = { info in Unmanaged<DescriptorSource>.fromOpaque(info!).takeUnretainedValue().perform() }
        source = withUnsafeMutablePointer(to: &context) {
            $0.withMemoryRebound(to: CFRunLoopSourceContext.self, capacity: 1) { CFRunLoopSourceCreate(nil, 0, $0) }
        }
        if let source { CFRunLoopAddSource(runLoop, source, kCFRunLoopCommonModes) }
    }

    /// Takes the source out of every run loop (it holds `self` unretained: this must happen
    /// before it goes).
    package func invalidate() {
        if let source { CFRunLoopSourceInvalidate(source) }
        source = nil
    }
}
