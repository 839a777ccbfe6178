import CThreadIdentity

/// Snapshot boxes handed back from a render thread to the main thread, told to
/// ThreadSanitizer. The main thread refills a box in place once it is uniquely referenced
/// (`LayerSnapshot.box(of:)`): the render thread that read it has let go of it, and the Swift
/// runtime's reference counts order that letting go before the refill. TSan does not see
/// those counts (the runtime is not instrumented), so without these calls it reports the
/// refill as racing with the render thread's last read (seen once, in CI, as a window's
/// render thread tracked damage while the main thread switched scenes).
package enum SnapshotHandOff {
    nonisolated(unsafe) private static let token = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)

    /// A thread is about to let go of boxes it read.
    @inline(__always)
    package static func lettingGo() { lamina_tsan_release(token) }

    /// The main thread found a box uniquely referenced and is about to write it.
    @inline(__always)
    static func takingBack() { lamina_tsan_acquire(token) }
}
