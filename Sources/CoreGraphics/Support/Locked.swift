#if canImport(Glibc)
import Glibc
#endif

/// A value behind a pthread mutex, for state more than one thread touches (tiles arriving
/// from drawing threads, caches read by the render thread). Swift's `Synchronization.Mutex`
/// would do, but on Linux it waits on a raw futex that ThreadSanitizer does not see: it
/// reported accesses inside `withLock` as races. The sanitizers are how the threading is
/// checked (`scripts/sanitize`), so the lock must be one they understand.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
