import AVFoundation
import UIKit

/// 003 Listings 6.15 and 6.16 / Figure 6.17: a movie played by an AVPlayer in an
/// AVPlayerLayer added to a container view, rotated in 3D with rounded corners and a red
/// border — "just a layer". The movie (colour bars moving sideways, with ticking sound) is
/// made on this machine by GStreamer the first time; it plays in a loop.
public struct MovieScene: ViewScene {
    public init() {}
    public let name = "movie"
    public let summary = "003 Listing 6.16: a video in an AVPlayerLayer, turned in 3D with rounded corners and a border"
    public let isAnimated = true

    @MainActor public func makeRootView(size: CGSize) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = UIColor(white: 0.94, alpha: 1)
        let width = min(size.width * 0.55, size.height * 0.55 * 16 / 9)
        let containerView = MovieContainerView(frame: CGRect(x: (size.width - width) / 2, y: (size.height - width * 9 / 16) / 2,
                                                             width: width, height: width * 9 / 16))
        root.addSubview(containerView)
        guard let URL = SampleMovie.url else { return root }

        // Listing 6.15: create player and player layer, attach it to the container view.
        let player = AVPlayer(url: URL)
        let playerLayer = AVPlayerLayer(player: player)
        playerLayer.frame = containerView.bounds
        containerView.layer.addSublayer(playerLayer)

        // Listing 6.16: transform layer, add rounded corners and border.
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500.0
        transform = CATransform3DRotate(transform, .pi / 4, 1, 1, 0)
        playerLayer.transform = transform
        playerLayer.masksToBounds = true
        playerLayer.cornerRadius = 20.0
        playerLayer.borderColor = UIColor.red.cgColor
        playerLayer.borderWidth = 5.0

        containerView.loop(player)
        return root
    }

    /// Play the video (the listing plays in viewDidLoad; the gallery once the views are shown).
    @MainActor public func startAnimations(_ root: UIView) {
        for case let container as MovieContainerView in root.subviews { container.player?.play() }
    }
}

/// The listing's container view; it also plays the movie again from the start when it ends.
final class MovieContainerView: UIView {
    private(set) var player: AVPlayer?
    nonisolated(unsafe) private var endObserver: NSObjectProtocol?

    func loop(_ player: AVPlayer) {
        self.player = player
        nonisolated(unsafe) weak let weakPlayer = player
        endObserver = NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: player.currentItem,
                                                             queue: nil) { _ in
            weakPlayer?.seek(to: .zero)
            weakPlayer?.play()
        }
    }

    deinit {
        if let endObserver { NotificationCenter.default.removeObserver(endObserver) }
    }
}

/// The sample movie: 4 s of 480×270 colour bars moving sideways at 30 frames a second (H.264)
/// with a quiet tick each second (AAC), in MP4 — made once per machine in the temporary
/// directory. Nil (with one message) where GStreamer cannot make it.
enum SampleMovie {
    static let url: URL? = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-sample-movie-3.mp4")
        if FileManager.default.fileExists(atPath: url.path) { return url }
        do throws(PipelineFailure) {
            try ClipEncoder.encode("videotestsrc pattern=smpte75 horizontal-speed=4 num-buffers=120 "
                + "! video/x-raw,width=480,height=270,framerate=30/1,format=I420 ! x264enc speed-preset=ultrafast key-int-max=30 "
                + "! mp4mux name=mux ! OUTPUT audiotestsrc wave=ticks volume=0.3 num-buffers=173 ! audioconvert ! avenc_aac ! mux.", to: url)
            return url
        } catch {
            FileHandle.standardError.write(Data("lamina: the movie scene has no movie: \(error.message)\n".utf8))
            return nil
        }
    }()
}
