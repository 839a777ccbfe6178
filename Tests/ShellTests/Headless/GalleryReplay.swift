import CoreGraphics
import Gallery
import Shell

/// The state lines the gallery app says when `events` are replayed on the headless twin,
/// opening on `scene` (what a live run with `--print-state` is compared with).
func replayedGalleryLines(_ events: [InputEvent], scene: String, size: CGSize? = nil) -> [String] {
    nonisolated(unsafe) var lines: [String] = []
    MainActor.assumeIsolated {
        let gallery = GalleryViewController(scene: scene) { lines.append($0) }
        let platform = GalleryAppDelegate.launchHeadless(gallery, size: size ?? InputRecording.startingSize(of: events))
        defer { platform.finish() }
        platform.run(events: events)
    }
    return lines
}

/// Whether live and replayed state lines agree. A "time" line (the wheel scrubbing a scene)
/// may differ by one frame: live, the scene pauses at the moment the wheel is handled, which a
/// loaded machine reaches a frame after the event's own time; the replay pauses at that time.
func sameStateLines(_ live: [String], _ replayed: [String]) -> Bool {
    guard live.count == replayed.count else { return false }
    return zip(live, replayed).allSatisfy { a, b in
        guard a.hasPrefix("time "), b.hasPrefix("time "), let x = Double(a.dropFirst(5)), let y = Double(b.dropFirst(5)) else { return a == b }
        return abs(x - y) <= 1.0 / 60 + 0.005
    }
}
