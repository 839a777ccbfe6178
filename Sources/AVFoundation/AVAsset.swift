import Foundation

/// A piece of timed media (Apple: AVAsset). Lamina's assets are files and URLs GStreamer
/// reads; `AVAsset(url:)` makes one as Apple's does (an `AVURLAsset` on Apple).
open class AVAsset: @unchecked Sendable {
    /// Where the media is.
    let location: URL
    private let lock = NSLock()
    private var probed: Result<CMTime, PipelineFailure>?
    private var probing = false

    public convenience init(url URL: URL) { self.init(location: URL) }
    init(location: URL) { self.location = location }

    /// The media's length: found by loading the media, the first time it is asked (it blocks,
    /// as Apple's synchronous `duration` does); `.indefinite` when it cannot be known, as
    /// for a file that does not play. `try await load(.duration)` loads without blocking.
    open var duration: CMTime { (try? probe().get()) ?? .indefinite }

    /// Whether the media can be played: whether GStreamer can read it at all.
    open var isPlayable: Bool { duration.isNumeric }

    /// Opens the media once (GStreamer prerolls it) and remembers its length or why it failed.
    func probe() -> Result<CMTime, PipelineFailure> {
        lock.lock(); defer { lock.unlock() }
        if let probed { return probed }
        let result: Result<CMTime, PipelineFailure>
        do throws(PipelineFailure) {
            let p = try PlaybackPipeline(url: location, audio: false, events: { _ in })
            p.load()
            if p.settle(limit: 10), let s = p.duration {
                result = .success(CMTime(seconds: s, preferredTimescale: 600))
            } else if let failure = p.failure {
                result = .failure(failure)
            } else {
                // Opened, but a length GStreamer cannot tell (a live stream).
                result = p.settle(limit: 0) ? .success(.indefinite)
                    : .failure(PipelineFailure(kind: .unrecognized, message: "GStreamer did not finish opening the media in 10 s"))
            }
        } catch {
            result = .failure(error)
        }
        probed = result
        return result
    }

    /// Whether the probe ran (`status(of:)`'s loaded or failed).
    var probeResult: Result<CMTime, PipelineFailure>? { lock.lock(); defer { lock.unlock() }; return probed }
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
