import Foundation
import QuartzCore

/// Plays one item at a time (Apple: AVPlayer): `play()`, `pause()`, `rate`, `seek(to:)`,
/// time observers, and the layers that show its video (`AVPlayerLayer`). Time follows the
/// frame clock — `CACurrentMediaTime()`, a window's frame times, the headless twin's virtual
/// ones — so video advances with the frames the window shows and a capture at a time shows
/// the frame of that time. Use it from the main thread, as UIKit code does.
///
/// Not here: reverse play (a negative rate pauses), AirPlay, external playback; audio plays
/// only at rate 1 (at other rates it is muted) and not on a virtual clock.
open class AVPlayer: FrameClockSource {
    public enum Status: Int, Sendable { case unknown = 0, readyToPlay = 1, failed = 2 }
    public enum ActionAtItemEnd: Int, Sendable { case advance = 0, pause = 1, none = 2 }
    public enum TimeControlStatus: Int, Sendable { case paused = 0, waitingToPlayAtSpecifiedRate = 1, playing = 2 }

    /// `.readyToPlay` where GStreamer runs, `.failed` (with `error`) where it cannot.
    open private(set) var status: Status
    open private(set) var error: Error?
    open private(set) var currentItem: AVPlayerItem?
    /// What happens when the item ends: pause there (the default), go on to the next item
    /// (`AVQueuePlayer`), or nothing (the time stays at the end).
    open var actionAtItemEnd: ActionAtItemEnd = .pause { didSet { didChangeValue(for: \.actionAtItemEnd) } }
    /// The rate `play()` plays at.
    open var defaultRate: Float = 1 { didSet { didChangeValue(for: \.defaultRate) } }
    /// Apple's stall avoidance; files play without stalls here, so it changes nothing.
    open var automaticallyWaitsToMinimizeStalling = true

    public init() {
        if let failure = GStreamer.failure {
            status = .failed
            error = PipelineFailure(kind: .other, message: failure).error
        } else {
            status = .readyToPlay
        }
        FrameClockSources.register(self)
    }

    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    public convenience init(playerItem item: AVPlayerItem?) {
        self.init()
        replaceCurrentItem(with: item)
    }

    deinit { currentItem?.detach(at: CACurrentMediaTime()) }

    /// Whether audio is played: not on a virtual clock, where there is no real time to play it in.
    private var audible: Bool { MediaClock.virtualTime == nil }

    /// Makes `item` the one played (nil: none); the old one stops decoding, keeping its time.
    open func replaceCurrentItem(with item: AVPlayerItem?) { replaceCurrentItem(with: item, at: CACurrentMediaTime()) }

    /// The same, the new item's time starting at host time `t` (an item that follows one
    /// that ended starts when that one ended, not when the end was noticed).
    func replaceCurrentItem(with item: AVPlayerItem?, at t: CFTimeInterval) {
        guard item !== currentItem else { return }
        currentItem?.detach(at: t)
        willChangeValue(for: \.currentItem)
        currentItem?.owner = nil
        currentItem = item
        item?.owner = self
        didChangeValue(for: \.currentItem)
        lastFrameTime = nil
        timeJumped = true
        guard let item else { showFrame(nil); return }
        item.attach(audio: audible)
        item.volume = Double(volume)
        item.muted = isMuted || rate != 1
        item.setRate(Double(rate), at: t)
        // The last frame stays until the new item has one (as on Apple: no blank between items).
        if let image = item.image { showFrame(image) }
    }

    // MARK: Rate

    /// The playback rate: 0 paused, 1 normal speed, 2 twice as fast. Negative rates (reverse)
    /// are not played: they pause.
    open var rate: Float = 0 {
        didSet {
            if !(rate > 0) { rate = 0 }
            guard rate != oldValue else { return }
            currentItem?.setRate(Double(rate), at: CACurrentMediaTime())
            currentItem?.muted = isMuted || rate != 1
            timeJumped = true
            didChangeValue(for: \.rate)
        }
    }

    /// Plays at `defaultRate`.
    open func play() { rate = defaultRate > 0 ? defaultRate : 1 }
    open func pause() { rate = 0 }

    /// Paused, waiting (rate set, the item still loading), or playing.
    open var timeControlStatus: TimeControlStatus {
        guard rate != 0 else { return .paused }
        return currentItem?.status == .readyToPlay && currentItem?.reachedEnd == false ? .playing : .waitingToPlayAtSpecifiedRate
    }

    open var volume: Float = 1 { didSet { currentItem?.volume = Double(max(0, volume)); didChangeValue(for: \.volume) } }
    open var isMuted = false { didSet { currentItem?.muted = isMuted || rate != 1; didChangeValue(for: \.isMuted) } }

    // MARK: Time

    /// The current item's time (zero without one).
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    /// Seeks to `time`, with Apple's default tolerance (to the key frame before it: fast).
    open func seek(to time: CMTime) { seek(to: time, toleranceBefore: .positiveInfinity, toleranceAfter: .positiveInfinity, completionHandler: nil) }
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        seek(to: time, toleranceBefore: .positiveInfinity, toleranceAfter: .positiveInfinity, completionHandler: completionHandler)
    }
    /// Seeks to `time`, landing within the tolerances: zero tolerances land on the frame of
    /// exactly `time` (slower: decoding from the key frame before it).
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
        seek(to: time, toleranceBefore: toleranceBefore, toleranceAfter: toleranceAfter, completionHandler: nil)
    }
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: (@Sendable (Bool) -> Void)?) {
        guard let item = currentItem, time.isNumeric else { completionHandler?(false); return }
        // A key frame may be seconds away: only unbounded tolerances allow landing on one.
        let exact = !(toleranceBefore.isPositiveInfinity && toleranceAfter.isPositiveInfinity)
        item.seek(to: time.seconds, exact: exact, at: CACurrentMediaTime(), completion: completionHandler)
        timeJumped = true
        lastFrameTime = nil     // boundaries are crossed by playing, not by seeking over them
        keyValuesMayHaveChanged()   // a seek from the end plays again
    }

    // MARK: Layers and frames

    private struct WeakLayer { weak var layer: AVPlayerLayer? }
    private var layers: [WeakLayer] = []

    func add(_ layer: AVPlayerLayer) {
        layers.removeAll { $0.layer == nil || $0.layer === layer }
        layers.append(WeakLayer(layer: layer))
        layer.show(currentItem?.image)
    }
    func remove(_ layer: AVPlayerLayer) { layers.removeAll { $0.layer == nil || $0.layer === layer } }

    private func showFrame(_ image: CGImage?) {
        for w in layers { w.layer?.show(image) }
    }

    package var wantsFrames: Bool {
        guard let item = currentItem, item.status != .failed else { return false }
        return (rate != 0 && !item.reachedEnd) || item.wantsFrame
    }
    package var needsFrame: Bool { currentItem?.wantsFrame ?? false }

    /// The frame at `t`: the item's frame of that time, its time observers, its end.
    package func advance(to t: CFTimeInterval, virtualClock: Bool) {
        guard let item = currentItem else { return }
        if item.advance(to: t, virtualClock: virtualClock) { showFrame(item.image) }
        fireTimeObservers(at: item.mediaTime(at: t), frameTime: t)
        guard item.reachedEnd, !item.endHandled else { return }
        itemDidEnd(item, at: t)
        // The end and its action together (playing to paused, not through waiting).
        keyValuesMayHaveChanged()
        // The next item (a queue's) shows its frame of this moment at once.
        if let next = currentItem, next !== item, next.advance(to: t, virtualClock: virtualClock) { showFrame(next.image) }
    }

    /// Posts the end notification (object: the item) and does `actionAtItemEnd`.
    func itemDidEnd(_ item: AVPlayerItem, at t: CFTimeInterval) {
        item.endHandled = true
        switch actionAtItemEnd {
        case .pause: rate = 0
        case .advance: advanceAtEnd(endedAt: item.endTime(before: t))
        case .none: break
        }
        NotificationCenter.default.post(name: .AVPlayerItemDidPlayToEndTime, object: item)
    }

    /// What `.advance` does at an item's end: a plain player pauses (Apple allows `.advance`
    /// only for queue players); `AVQueuePlayer` goes to its next item.
    func advanceAtEnd(endedAt t: CFTimeInterval) { rate = 0 }

    // MARK: Time observers (AVPlayer+TimeObservers.swift)

    var periodicObservers: [PeriodicTimeObserver] = []
    var boundaryObservers: [BoundaryTimeObserver] = []
    /// The time jumped (play, pause, seek, a new item): periodic observers are told at once.
    var timeJumped = false
    /// The media time of the last frame (boundary observers fire for times crossed since).
    var lastFrameTime: Double?
}

/// Observed with `observe(_:options:changeHandler:)` as on Apple: `rate`, `currentItem`,
/// `volume`, `isMuted` and the other settable properties are told as they are set, and
/// `timeControlStatus` as it changes (with the rate, the item, the item's readiness and its end).
extension AVPlayer: _KeyValueCodingAndObserving {}
