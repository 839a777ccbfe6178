import Foundation

/// Something whose pixels follow the frame clock rather than the layer model — a playing
/// video (AVFoundation's player): once a frame, before the tree is snapshotted, it is told
/// the frame's media time and puts what belongs to that time into its layers' contents.
package protocol FrameClockSource: AnyObject {
    /// Main thread, once a frame at media time `t`. On a virtual clock (the headless twin,
    /// tests) the source waits for what belongs at `t`, so captures and replays are
    /// byte-identical; on the real clock it never waits.
    func advance(to t: CFTimeInterval, virtualClock: Bool)
    /// Whether frames must keep coming (a video playing).
    var wantsFrames: Bool { get }
    /// Whether a frame is wanted now, though no frame ticked (a loaded or seeked video's
    /// first frame). A playing source's frames come at the frame clock's pace: not at every
    /// turn of the main run loop.
    var needsFrame: Bool { get }
}

/// The sources alive; weakly held, registered once by each.
package enum FrameClockSources {
    private struct Weak { weak var source: FrameClockSource? }
    @exclusivity(unchecked) nonisolated(unsafe) private static var list: [Weak] = []
    /// The sources of the frame being advanced (a reused array: no allocation per frame).
    @exclusivity(unchecked) nonisolated(unsafe) private static var gathered: [FrameClockSource] = []

    /// Adds `source` (main thread).
    package static func register(_ source: FrameClockSource) {
        list.removeAll { $0.source == nil }
        list.append(Weak(source: source))
    }

    /// Whether any source wants frames to keep coming.
    package static var wantFrames: Bool {
        for w in list where w.source?.wantsFrames == true { return true }
        return false
    }

    /// Whether any source wants a frame now.
    package static var needFrame: Bool {
        for w in list where w.source?.needsFrame == true { return true }
        return false
    }

    /// Advances every source to the frame at `t` (main thread, `SurfaceRenderer.advanceModel`).
    static func advance(to t: CFTimeInterval) {
        guard !list.isEmpty else { return }
        for w in list { if let s = w.source { gathered.append(s) } }
        let virtual = MediaClock.virtualTime != nil
        // A source may register or go away while advancing: it works on the gathered copy.
        for s in gathered { s.advance(to: t, virtualClock: virtual) }
        gathered.removeAll(keepingCapacity: true)
        if list.contains(where: { $0.source == nil }) { list.removeAll { $0.source == nil } }
    }
}
