import Foundation
import QuartzCore

/// A layer that shows a player's video (Apple: AVPlayerLayer; 003 Listings 6.15 and 6.16).
/// Each frame the player puts the video frame of that moment into the layer's contents,
/// placed by `videoGravity`, so the video shows as any contents does: under transforms and
/// 3D, rounded corners with `masksToBounds`, masks, borders, shadows and group opacity.
// Instantiable and copyable by its class, so a view whose `layerClass` is AVPlayerLayer gets
// one (the usual player view on iOS) and `presentation()` is one too.
open class AVPlayerLayer: CALayer, CALayerInstantiating, CALayerPresentationCopying {
    /// The player whose video this layer shows.
    open var player: AVPlayer? {
        didSet {
            guard player !== oldValue else { return }
            oldValue?.remove(self)
            if let player { player.add(self) } else { show(nil) }
        }
    }

    /// How the video fits the bounds; `.resizeAspect` (letterboxed) by default.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect {
        didSet { contentsGravity = videoGravity.contentsGravity }
    }

    /// Whether a frame of the video is showing (key-value observable, as apps wait on it).
    open private(set) var isReadyForDisplay = false {
        didSet { if isReadyForDisplay != oldValue { didChangeValue(for: \.isReadyForDisplay) } }
    }

    /// Apple's pixel format request for the frames; Lamina's frames are always in the
    /// compositor's own layout, so the attributes are kept but change nothing.
    open var pixelBufferAttributes: [String: Any]?

    public required override init() {
        super.init()
        contentsGravity = .resizeAspect
    }

    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
        player?.add(self)
    }

    /// A presentation copy: the same placement, not attached to the player.
    public required override init(layer: Any) {
        super.init(layer: layer)
        guard let o = layer as? AVPlayerLayer else { return }
        videoGravity = o.videoGravity
        isReadyForDisplay = o.isReadyForDisplay
    }

    /// Where in the bounds the video's pixels are (for `.resizeAspectFill`, beyond them).
    open var videoRect: CGRect {
        guard let size = player?.currentItem?.presentationSize, size.width > 0, size.height > 0 else { return .zero }
        let b = bounds
        switch videoGravity {
        case .resize: return b
        default:
            let sx = b.width / size.width, sy = b.height / size.height
            let s = videoGravity == .resizeAspectFill ? max(sx, sy) : min(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        }
    }

    /// Shows `image` (a video frame, or nothing) without an implicit animation.
    func show(_ image: CGImage?) {
        isReadyForDisplay = image != nil
        guard contents as? CGImage !== image else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        contents = image
        CATransaction.commit()
    }
}
