import Foundation

/// The frames an OpenGL ES context presents to a `CAEAGLLayer`, handed from the thread that
/// reads them back to the main thread that shows them. Presents may come from any thread;
/// each one is counted in flight from `begin()` until its pixels `arrive` (or it is dropped),
/// so a capture can wait for what was presented before it. The pixels land in images the
/// layer keeps and reuses: an image is written again only when nothing else holds it (no
/// snapshot, no render thread, not the newest), so steady presenting allocates nothing.
package final class PresentedFrames: @unchecked Sendable {
    private let condition = NSCondition()
    private var inFlight = 0
    private var newest: CGImage?
    private var generation: UInt64 = 0
    private var spare = ReusableImages()
    private var presents = 0
    /// The layer shown the frames; set once, before any context sees these frames.
    fileprivate(set) weak var layer: CAEAGLLayer?

    init() {}

    /// Whether anything was ever presented here.
    package var hasPresents: Bool {
        condition.lock(); defer { condition.unlock() }
        return presents > 0
    }

    /// A present started: its pixels are on their way.
    package func begin() {
        condition.lock(); inFlight += 1; presents += 1; condition.unlock()
    }

    /// An image of `width` × `height` pixels to write a frame into (opaque: no alpha channel),
    /// not held by anyone else; nil for an impossible size.
    package func image(width: Int, height: Int, opaque: Bool) -> CGImage? {
        condition.lock()
        defer { condition.unlock() }
        return spare.image(width: width, height: height, opaque: opaque, showing: newest)
    }

    /// A present's pixels are written into `image` (from `image(width:height:opaque:)`).
    package func arrive(_ image: CGImage) {
        condition.lock()
        newest = image
        generation &+= 1
        inFlight -= 1
        condition.broadcast()
        let shown = layer
        condition.unlock()
        // The main thread shows it (a frame on a virtual clock may have done so already).
        nonisolated(unsafe) weak let target = shown
        DispatchQueue.main.async { target?.showPresented(waiting: false) }
    }

    /// A present that will show nothing (its read-back failed).
    package func drop() {
        condition.lock(); inFlight -= 1; condition.broadcast(); condition.unlock()
    }

    /// Waits until every present begun so far has arrived or been dropped (at most `limit`
    /// seconds: a context whose thread stopped must not hang the main thread).
    package func settle(limit: TimeInterval = 5) {
        let deadline = Date(timeIntervalSinceNow: limit)
        condition.lock()
        while inFlight > 0, condition.wait(until: deadline) {}
        condition.unlock()
    }

    /// The newest frame and its generation (which grows with each arrival).
    package var latest: (image: CGImage?, generation: UInt64) {
        condition.lock(); defer { condition.unlock() }
        return (newest, generation)
    }

}

extension CAEAGLLayer {
    /// Frames for this layer (called once, from its initializer).
    func makePresentedFrames() -> PresentedFrames {
        let frames = PresentedFrames()
        frames.layer = self
        return frames
    }
}
