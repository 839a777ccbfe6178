/// Runs main-actor code from a layer's delegate callback, which the layer makes on the main
/// thread (layout, display, actions and size changes happen there; a render thread's copies
/// never call their delegate). Debug builds check it (`MainActor.assumeIsolated` traps with a
/// message off the main thread); release builds skip the executor check, which cost a retain
/// and a lookup per view in every layout pass (`lamina bench --only views`).
@inline(__always)
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    #if DEBUG
    nonisolated(unsafe) var result: T?
    MainActor.assumeIsolated { result = body() }
    return result!
    #else
    return withoutActuallyEscaping(body) { b in
        unsafeBitCast(b, to: (() -> T).self)()
    }
    #endif
}
