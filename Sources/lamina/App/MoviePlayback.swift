import AVFoundation
import Gallery
import UIKit

/// `lamina run --video`: a movie playing in an aspect-filled AVPlayerLayer at the bottom of
/// the shown scene's tree, under its own layers (the video bench's window run).
@MainActor
final class MoviePlayback {
    private let player: AVPlayer

    init(_ url: URL, under gallery: GalleryViewController) {
        player = AVPlayer(url: url)
        let layer = AVPlayerLayer(player: player)
        layer.videoGravity = .resizeAspectFill
        let host = gallery.sceneRoot ?? gallery.view.layer
        layer.frame = host.bounds
        host.insertSublayer(layer, at: 0)
        player.play()
    }

    /// Frames the movie showed and skipped as late, and how it ended.
    var statistics: String {
        let item = player.currentItem
        let status = item.map { $0.status == .failed ? "failed: \($0.error.map { "\($0)" } ?? "")" : "ok" } ?? "none"
        return "video shown=\(item?.framesShown ?? 0) skipped=\(item?.framesSkipped ?? 0) status=\(status)"
    }
}
