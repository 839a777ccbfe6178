import Foundation

/// The thread contract (README "Threads"): a layer shown in a window belongs to the main
/// thread. Apple lets any thread change layers inside its own CATransaction, and layers outside
/// a window may still be built and changed anywhere; but a window's tree is committed to its
/// render thread by the main thread, so a change from another thread races that commit.
/// Debug builds say so, once per property, when a window's layer is changed off the main thread.
extension CALayer {
    /// The root layers of windows (a window host registers its surface layer).
    private static let windowSurfaces = Locked<Set<ObjectIdentifier>>([])

    package static func registerWindowSurface(_ layer: CALayer) {
        _ = windowSurfaces.withLock { $0.insert(ObjectIdentifier(layer)) }
    }

    package static func unregisterWindowSurface(_ layer: CALayer) {
        _ = windowSurfaces.withLock { $0.remove(ObjectIdentifier(layer)) }
    }

    /// Warns when this layer's tree is a window's. (Walking up from another thread is itself
    /// unsynchronized: a diagnostic for debug builds, never a guarantee.)
    func checkThreadContract(_ key: String) {
        var root: CALayer = self
        while let s = root.superlayerStorage { root = s }
        guard Self.windowSurfaces.withLock({ $0.contains(ObjectIdentifier(root)) }) else { return }
        Diagnostics.warn("CALayer.\(key) of a layer shown in a window was set off the main thread: a window's layers "
                         + "belong to the main thread, which commits them to the render thread (README \"Threads\")")
    }
}
