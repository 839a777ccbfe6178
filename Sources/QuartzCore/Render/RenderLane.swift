import CThreadIdentity
import CoreGraphics

/// The set of per-thread render state (pixman images kept on pixel buffers) the calling thread
/// uses: 0 on the main thread, 1 on a window's render thread, 2… on the band workers that
/// composite parts of a frame beside either (`BandWorkers`). Threads that may draw the same
/// image at once never share a lane.
enum RenderLane {
    @inline(__always)
    static var current: Int { Int(lamina_render_lane()) }

    /// Lanes after the main thread's and the render thread's: one per band worker.
    static let firstWorker = 2
    static var workerLanes: Int { PixelBuffer.attachmentLanes - firstWorker }

    static func become(_ lane: Int) {
        precondition(lane >= firstWorker && lane < PixelBuffer.attachmentLanes, "RenderLane.become: \(lane) is not a worker's lane")
        lamina_set_render_lane(Int32(lane))
    }
}
