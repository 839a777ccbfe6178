/// Runs main-actor code from a layer's delegate callback, which the layer makes on the main
/// thread (layout, display, actions and size changes happen there; a render thread's copies
/// never call their delegate). Debug builds check it (`MainActor.assumeIsolated` traps with a
/// message off the main thread); release builds skip the executor check, a retain and a
/// lookup per view in every layout pass (`lamina bench --only views`).
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

/// `onMainActor` for a main-actor function that captures nothing: what it works on comes as
/// arguments, so no closure context is made and neither argument is retained (the layout
/// pass calls this once per view: `lamina bench --only views`).
@inline(__always)
func onMainActor<A: AnyObject, B: AnyObject>(_ a: A, _ b: B, _ function: @escaping @MainActor (A, B) -> Void) {
    #if DEBUG
    nonisolated(unsafe) let a = a, b = b
    MainActor.assumeIsolated { function(a, b) }
    #else
    unsafeBitCast(function, to: ((A, B) -> Void).self)(a, b)
    #endif
}

/// Runs main-actor code where it is, without asking for the main actor: for a view's `deinit`,
/// which runs on the thread that released the view.
@inline(__always)
func ignoringIsolation(_ body: @MainActor () -> Void) {
    withoutActuallyEscaping(body) { b in unsafeBitCast(b, to: (() -> Void).self)() }
}
