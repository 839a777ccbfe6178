import CThreadIdentity
import CoreGraphics
import Foundation

/// The set of per-thread render state (pixman images kept on pixel buffers) the calling thread
/// uses. Lane 0 is the main thread's. Every other lane is claimed by one thread at a time — a
/// window's render thread for as long as its loop runs, a band worker for the life of the
/// process — so threads that may draw the same image at once never share one: each sets
/// transform and filter on its own images. A thread that claimed none (an app's own thread
/// rendering a layer, or a window's once every lane is taken) keeps no state: it makes the
/// images it draws with each time, and drops them.
package enum RenderLane {
    /// The calling thread's lane, or `none`.
    @inline(__always)
    static var current: Int { Int(lamina_render_lane()) }

    /// No lane: nothing is kept for the thread.
    static let none = -1

    /// Lanes taken, by index (0, the main thread's, always).
    @exclusivity(unchecked) nonisolated(unsafe) private static var taken: [Bool] = [true] + Array(repeating: false, count: PixelBuffer.attachmentLanes - 1)
    private static let lock = NSLock()

    /// A lane no thread holds, now held until `release`; nil when every one is.
    static func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard let free = taken.firstIndex(of: false) else { return nil }
        taken[free] = true
        return free
    }

    /// Gives back a lane from `claim()` once its thread renders no more. What it kept on
    /// buffers stays for the next holder: images are set up before each use.
    static func release(_ lane: Int) {
        lock.lock(); defer { lock.unlock() }
        precondition(lane > 0 && lane < taken.count && taken[lane], "RenderLane.release: lane \(lane) was not claimed")
        taken[lane] = false
    }

    /// Makes the calling thread use `lane` (one it claimed, or `none`).
    static func become(_ lane: Int) {
        precondition(lane == none || (lane > 0 && lane < PixelBuffer.attachmentLanes), "RenderLane.become: \(lane) is not a lane")
        lamina_set_render_lane(Int32(lane))
    }

    /// Runs `body` on a lane of its own when one is free (a window's render thread), and
    /// gives the lane back afterwards.
    package static func withClaimedLane<R>(_ body: () throws -> R) rethrows -> R {
        let lane = claim()
        become(lane ?? none)
        defer {
            become(none)
            if let lane { release(lane) }
        }
        return try body()
    }
}
