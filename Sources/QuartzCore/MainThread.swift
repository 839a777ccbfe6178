import CThreadIdentity

/// Whether code runs on the main thread, cheaply: the compositor asks once per pixman image
/// it uses (a render thread keeps its own images), and Foundation's `Thread.isMainThread`
/// makes a system call each time on Linux (`lamina bench --only motion`).
package enum MainThread {
    @inline(__always)
    package static var isCurrent: Bool { lamina_is_main_thread() != 0 }
}
