import Foundation

/// A piece of timed media (Apple: AVAsset). Lamina's assets are files and URLs GStreamer
/// reads; `AVAsset(url:)` makes one as Apple's does (an `AVURLAsset` on Apple).
open class AVAsset: @unchecked Sendable {
    /// Where the media is.
    let location: URL
    private let lock = NSLock()
    private var probedDuration: CMTime?

    public convenience init(url URL: URL) { self.init(location: URL) }
    init(location: URL) { self.location = location }

    /// The media's length: found by loading the media, the first time it is asked (it blocks,
    /// as Apple's synchronous `duration` does); `.indefinite` when it cannot be known, as
    /// for a file that does not play.
    open var duration: CMTime {
        lock.lock(); defer { lock.unlock() }
        if let d = probedDuration { return d }
        var d = CMTime.indefinite
        if let p = try? PlaybackPipeline(url: location, audio: false, events: { _ in }) {
            p.load()
            if p.settle(limit: 10), let s = p.duration { d = CMTime(seconds: s, preferredTimescale: 600) }
        }
        probedDuration = d
        return d
    }

    /// Whether the media can be played: whether GStreamer can read it at all.
    open var isPlayable: Bool { duration.isNumeric }
}

/// An asset at a URL (Apple: AVURLAsset). The options of Apple's initializer are accepted
/// and ignored (none of them applies to GStreamer's reading).
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public let url: URL
    public init(url URL: URL, options: [String: Any]? = nil) {
        url = URL
        super.init(location: URL)
    }
}
