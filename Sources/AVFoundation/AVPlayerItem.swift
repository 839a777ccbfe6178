import Foundation
import QuartzCore

/// The timing and presentation state of an asset being played (Apple: AVPlayerItem). An item
/// starts loading when a player takes it: GStreamer prerolls its first frame, and `status`
/// becomes `.readyToPlay` (with `duration` and `presentationSize` known) or `.failed` with an
/// `error` that says why — on the main queue.
open class AVPlayerItem {
    public enum Status: Int, Sendable { case unknown = 0, readyToPlay = 1, failed = 2 }

    public let asset: AVAsset
    /// Key-value observable, as on Apple (`observe(\.status)`), as are `error`, `duration`,
    /// `presentationSize` and the buffering properties; told on the main queue.
    open private(set) var status: Status = .unknown {
        willSet { willChangeValue(for: \.status) }
        didSet { didChangeValue(for: \.status); owner?.keyValuesMayHaveChanged() }
    }
    open private(set) var error: Error? {
        willSet { willChangeValue(for: \.error) }
        didSet { didChangeValue(for: \.error) }
    }
    /// The media's length; `.indefinite` until the item is ready.
    open private(set) var duration: CMTime = .indefinite {
        willSet { willChangeValue(for: \.duration) }
        didSet { didChangeValue(for: \.duration) }
    }
    /// The video's size in pixels; zero until the first frame is decoded.
    open private(set) var presentationSize: CGSize = .zero {
        willSet { willChangeValue(for: \.presentationSize) }
        didSet { didChangeValue(for: \.presentationSize) }
    }
    /// Buffering, as Apple reports it for a stream: a file is read as fast as it plays, so
    /// once the item is ready playback keeps up and the buffer is full.
    open var isPlaybackLikelyToKeepUp: Bool { status == .readyToPlay }
    open var isPlaybackBufferFull: Bool { status == .readyToPlay }
    open var isPlaybackBufferEmpty: Bool { status != .readyToPlay }
    /// The player that has the item, whose `timeControlStatus` follows the item's state.
    weak var owner: AVPlayer?
    /// Apple plays backwards only where the media allows; Lamina does not play backwards.
    open var canPlayReverse: Bool { false }

    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }
    public init(asset: AVAsset) { self.asset = asset }

    /// The item's current time (its position while paused, advancing while its player plays).
    open func currentTime() -> CMTime {
        CMTime(seconds: mediaTime(at: CACurrentMediaTime()), preferredTimescale: 600)
    }

    // MARK: Playback (main thread; driven by the player that has the item)

    private var pipeline: PlaybackPipeline?
    var clock = PlaybackClock()
    /// The frame shown and the one decoded after it (not due yet).
    private(set) var image: CGImage?
    private var ahead: VideoSample?
    private var images = ReusableImages()
    /// A preroll frame (after loading or a seek) is to be pulled and shown.
    private var wantsPreroll = true
    /// The stream ended (every frame decoded).
    private var streamEnded = false
    /// Frames shown, and frames decoded but skipped as late (a newer one was due): the video
    /// benchmark's dropped frames.
    package private(set) var framesShown = 0, framesSkipped = 0
    /// The media time passed the end.
    private(set) var reachedEnd = false
    /// The player posted this end (a seek away from it makes the next end another).
    var endHandled = false
    /// Seeks not yet finished, oldest first: a newer seek finishes older ones unfinished.
    private var seekCompletions: [@Sendable (Bool) -> Void] = []
    /// Whether a frame must be shown soon though the clock stands: a loaded item's first frame,
    /// or a seek's. (While GStreamer is still loading, no frames are asked for: the message that
    /// it is ready asks.)
    var wantsFrame: Bool { pipeline != nil && loaded && wantsPreroll && status != .failed }

    /// The media time at host time `t`, within the item.
    func mediaTime(at t: CFTimeInterval) -> Double {
        let m = clock.time(at: t)
        if let d = knownEnd { return min(m, d) }
        return m
    }
    /// The host time at or before `t` when the media reached its end (`t` when not known).
    func endTime(before t: CFTimeInterval) -> CFTimeInterval {
        guard let d = knownEnd, clock.rate > 0 else { return t }
        return t - max(0, clock.time(at: t) - d) / clock.rate
    }
    private var knownDuration: Double? { duration.isNumeric ? duration.seconds : nil }
    /// Where playing forward ends: the media's end, or `forwardPlaybackEndTime` before it.
    private var knownEnd: Double? {
        guard forwardPlaybackEndTime.isNumeric else { return knownDuration }
        let f = max(0, forwardPlaybackEndTime.seconds)
        return knownDuration.map { min($0, f) } ?? f
    }

    /// The time playing forward ends at, as if the media ended there (`.invalid`: its end).
    /// The end notification and `actionAtItemEnd` come there.
    open var forwardPlaybackEndTime: CMTime = .invalid

    /// Starts loading (a player took the item); audio plays through GStreamer when `audio`.
    func attach(audio: Bool) {
        guard pipeline == nil, status != .failed else { return }
        do {
            nonisolated(unsafe) weak let item = self
            let p = try PlaybackPipeline(url: asset.location, audio: audio) { event in
                DispatchQueue.main.async { item?.handle(event) }
            }
            pipeline = p
            loadStarted = MonotonicClock.seconds()
            p.load()
            let limit = loadLimit
            DispatchQueue.main.asyncAfter(deadline: .now() + limit + 0.05) { item?.failIfLoadingStalled() }
        } catch {
            fail(error)
        }
    }

    /// How long opening the media may take: a file's start is read in well under a second, a
    /// network stream's may wait on the network.
    private var loadLimit: TimeInterval { asset.location.isFileURL ? 10 : 60 }
    private var loadStarted: Double = 0

    /// Fails an item still loading past `loadLimit`. GStreamer's decodebin can swallow a
    /// demuxer's error while it is still trying the demuxer (a truncated MP4 does this now and
    /// then), leaving the load waiting for ever; an app is told, as Apple's player tells it.
    private func failIfLoadingStalled() {
        guard pipeline != nil, !loaded, status != .failed, MonotonicClock.seconds() - loadStarted >= loadLimit else { return }
        fail(PipelineFailure(kind: .unrecognized,
                             message: "GStreamer did not finish opening the media in \(Int(loadLimit)) s (a damaged or truncated file, or a stream that stalled)"))
    }

    /// Stops decoding at host time `t` (the player let the item go); its position stays
    /// there, and a player that takes it again goes on from it.
    func detach(at t: CFTimeInterval) {
        clock.setRate(0, at: t)
        pipeline = nil
        loaded = false
        if clock.position > 0 { pendingSeek = (clock.position, true) }
        ahead = nil
        wantsPreroll = true
        finishSeeks(false)
    }

    func setRate(_ rate: Double, at t: CFTimeInterval) {
        clock.setRate(rate, at: t)
        pipeline?.setPlaying(rate != 0)
    }

    /// The sound GStreamer plays of the item (nil before loading).
    package var audioState: (streams: Int, volume: Double, muted: Bool)? { pipeline?.audioState }

    var volume: Double = 1 { didSet { pipeline?.volume = volume } }
    var muted = false { didSet { pipeline?.muted = muted } }

    /// Moves to `seconds` at host time `t`: exactly to the frame then, or to the key frame
    /// before it when not `exact`. `completion` runs on the main queue when the new frame is
    /// ready (false when another seek or the item's release came first).
    func seek(to seconds: Double, exact: Bool, at t: CFTimeInterval, completion: (@Sendable (Bool) -> Void)?) {
        let target = max(0, knownDuration.map { min(seconds, $0) } ?? seconds)
        finishSeeks(false)
        if let completion { seekCompletions.append(completion) }
        clock.jump(to: target, at: t)
        endHandled = false
        // On the real clock the media waits at the target for the seek's first frame, as
        // Apple's player does, instead of running on while GStreamer prerolls (frames due
        // in that time would be skipped). A virtual clock waits for the frame itself.
        if MediaClock.virtualTime == nil { clock.hold(); holdIsExact = exact }
        reachedEnd = false
        streamEnded = false
        ahead = nil
        wantsPreroll = true
        // Before the first preroll GStreamer cannot seek: the seek is made when it is ready.
        if loaded { pipeline?.seek(to: target, exact: exact) }
        pendingSeek = loaded ? nil : (target, exact)
    }
    private var pendingSeek: (Double, Bool)?
    /// Whether the held clock waits for an exact seek (it goes on from the target) or a
    /// key-frame one (from the key frame's time, where the media really is).
    private var holdIsExact = true
    /// Whether the pipeline has prerolled (it can seek, frames can be pulled).
    private var loaded = false

    private func finishSeeks(_ finished: Bool) {
        guard !seekCompletions.isEmpty else { return }
        let done = seekCompletions
        seekCompletions = []
        for c in done { c(finished) }
    }

    private func handle(_ event: PlaybackPipeline.Event) {
        guard pipeline != nil else { return }
        switch event {
        case .prerolled:
            if !loaded { becomeReady() }
            // A seek of media without video finishes here; with video, when its frame is shown.
            else if presentationSize == .zero, pendingSeek == nil { finishSeeks(true) }
        case .failed(let f): fail(f)
        case .endOfStream: streamEnded = true
        }
    }

    /// The first preroll finished: the item is ready; a seek asked for before is made.
    private func becomeReady() {
        guard !loaded, status != .failed, let p = pipeline else { return }
        loaded = true
        if status == .unknown {
            duration = p.duration.map { CMTime(seconds: $0, preferredTimescale: 600) } ?? .indefinite
            status = .readyToPlay
        }
        // Playing was asked for while loading (Apple: waitingToPlayAtSpecifiedRate): on the real
        // clock the media starts now, not when play() was called. (On a virtual clock loading
        // takes no time: it starts at play().)
        if clock.rate != 0, MediaClock.virtualTime == nil { clock.jump(to: clock.position, at: CACurrentMediaTime()) }
        if let (s, exact) = pendingSeek {
            pendingSeek = nil
            p.seek(to: s, exact: exact)
        }
    }

    private func fail(_ error: Error) {
        let failure = error as? PipelineFailure ?? PipelineFailure(kind: .other, message: "\(error)")
        let wasReady = status == .readyToPlay
        self.error = failure.error
        status = .failed
        pipeline = nil
        ahead = nil
        finishSeeks(false)
        if wasReady {
            NotificationCenter.default.post(name: .AVPlayerItemFailedToPlayToEndTime, object: self,
                                            userInfo: [AVPlayerItemFailedToPlayToEndTimeErrorKey: failure.error])
        }
    }

    /// Brings the shown frame to host time `t`: pulls the frames now due and converts the
    /// newest (only it: late frames are never converted) into a reusable image — written again
    /// only when no snapshot holds it, so steady playing allocates nothing. On a virtual clock it waits for GStreamer (the
    /// preroll, the frame after `t`), so frames are those of exactly `t`. Returns whether the
    /// image changed; sets `reachedEnd` when the media time passes the end.
    func advance(to t: CFTimeInterval, virtualClock: Bool) -> Bool {
        guard let p = pipeline else { return false }
        let wait: TimeInterval = virtualClock ? 5 : 0
        if virtualClock, !loaded || wantsPreroll {
            if p.settle(limit: wait), !loaded {
                becomeReady()
                // The seek asked for before loading finished is waited for too.
                p.settle(limit: wait)
            }
            // A failure the main queue has not been told of yet fails the item now: the frame
            // at this time is the first without it.
            if let failure = p.failure { fail(failure) } else { failIfLoadingStalled() }
            guard pipeline != nil else { return false }
        }
        guard loaded else { return false }
        let m = mediaTime(at: t)
        var chosen: VideoSample?
        if !p.playing || clock.held {
            // A frame standing in for a seek or the preroll; the held clock goes on from it.
            if wantsPreroll || clock.held, let s = ahead ?? p.pullFrame(timeout: wait) {
                chosen = s
                ahead = nil
                wantsPreroll = false
                if clock.held { clock.release(at: holdIsExact ? max(s.time, clock.position) : s.time, t) }
            }
        } else {
            // Frames due by `m` (a small slack for times computed in floating point): the newest wins.
            let end = knownEnd.map { $0 - 1e-6 } ?? .infinity
            while true {
                if ahead == nil { ahead = p.pullFrame(timeout: wait) }
                // A frame starting at or after the end (`forwardPlaybackEndTime`) is not shown.
                guard let a = ahead, a.time <= m + 1e-4, a.time < end else { break }
                if chosen != nil { framesSkipped += 1 }
                chosen = a
                ahead = nil
                wantsPreroll = false
            }
            if ahead == nil, p.videoEnded { streamEnded = true }
        }
        var changed = false
        if let c = chosen, let target = images.image(width: c.width, height: c.height, opaque: true, showing: image),
           c.convert(into: target) {
            image = target
            framesShown += 1
            let size = CGSize(width: c.width, height: c.height)
            if size != presentationSize { presentationSize = size }
            changed = true
            if !seekCompletions.isEmpty { finishSeeks(true) }
        }
        if !reachedEnd, clock.rate > 0 {
            if let d = knownEnd { reachedEnd = clock.time(at: t) >= d } else { reachedEnd = streamEnded && ahead == nil }
        }
        return changed
    }
}

extension NSNotification.Name {
    /// Posted (object: the item) when an item plays to its end.
    public static let AVPlayerItemDidPlayToEndTime = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// Posted (object: the item) when an item failed while playing; the error is in the
    /// user info under `AVPlayerItemFailedToPlayToEndTimeErrorKey`.
    public static let AVPlayerItemFailedToPlayToEndTime = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
}

extension AVPlayerItem {
    public static let didPlayToEndTimeNotification = Notification.Name.AVPlayerItemDidPlayToEndTime
    public static let failedToPlayToEndTimeNotification = Notification.Name.AVPlayerItemFailedToPlayToEndTime
}

public let AVPlayerItemFailedToPlayToEndTimeErrorKey = "AVPlayerItemFailedToPlayToEndTimeErrorKey"

/// Observed with `observe(_:options:changeHandler:)` as on Apple.
extension AVPlayerItem: _KeyValueCodingAndObserving {}
