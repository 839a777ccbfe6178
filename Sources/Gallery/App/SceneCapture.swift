import Shell
import UIKit

/// One scene shown by the gallery app on the headless twin, for capturing its frames: the
/// scene is built once, at its first frame, and then lives as in a window — its animations on
/// the virtual clock, its display links and timers firing frame by frame at `fps`, tiles and
/// video frames arriving as they would. `image(at:)` returns the frame at a scene time; times
/// asked for must increase. Only one app runs at a time: `finish()` ends this one.
@MainActor
public final class SceneCapture {
    private let platform: HeadlessPlatform
    private var finished = false

    /// The gallery app showing `scene` alone in a window of `size` points × `scale`, its clock
    /// stepping `fps` frames a second.
    public init(_ scene: Scene, size: CGSize, scale: CGFloat = 1, fps: Double = 60) {
        let gallery = GalleryViewController(scene: scene.name, scenes: [scene])
        platform = GalleryAppDelegate.launchHeadless(gallery, size: size, scale: scale, fps: fps)
    }

    /// The frame at `time` seconds after the scene appeared (its first frame is at 0); nil
    /// when `time` is not after the last frame returned, or after `finish()`.
    public func image(at time: Double) -> CGImage? {
        guard !finished else { return nil }
        return platform.frame(at: time)
    }

    /// Ends the app (and gives the media clock back to real time).
    public func finish() {
        guard !finished else { return }
        finished = true
        platform.finish()
    }
}
