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
