import Foundation
import QuartzCore

/// Plays a sound from a file or from memory (Apple: AVAudioPlayer): a sound effect, a
/// track, a loop. The file is opened when the player is made (a file GStreamer cannot read
/// throws, with the reason), `play()` starts or resumes it, `pause()` holds it, `stop()`
/// holds it and forgets its preparation; `currentTime` reads and moves the position,
/// `numberOfLoops` repeats it (-1: until stopped), `volume` sets its loudness, and the
/// delegate hears when it ends (`audioPlayerDidFinishPlaying(_:successfully:)`, on the main
/// queue). Sound goes to GStreamer's default output (PulseAudio or PipeWire on a desktop);
/// where there is none it plays silently in time. On the headless twin's virtual clock it is
/// silent and its position follows that clock.
///
/// Lamina: a rate other than 1 (`enableRate`) plays silently at that rate (the position moves
/// at it), as Lamina's `AVPlayer` does; `pan`, metering and `numberOfChannels` are absent.
@preconcurrency @MainActor
open class AVAudioPlayer {
    public let url: URL?
    public let data: Data?
    open weak var delegate: AVAudioPlayerDelegate?

    private let player: AVPlayer
    /// The position when the clock last started or stopped, and the host time it started.
    private var position: TimeInterval = 0
    private var startedAt: CFTimeInterval?
    /// Counts schedulings of the end, so a stale one does nothing.
    private var endGeneration = 0
    private var loopsPlayed = 0
    /// The file holding `data` (removed with the player).
    private let temporaryFile: URL?

    /// A player of the sound in the file at `url`; throws the reason when it cannot be read.
    public convenience init(contentsOf url: URL) throws { try self.init(contentsOf: url, fileTypeHint: nil) }

    /// `fileTypeHint` is accepted and not needed: GStreamer finds the type from the content.
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        self.url = url
        data = nil
        temporaryFile = nil
        let asset = AVURLAsset(url: url)
        if case .failure(let failure) = asset.probe() { throw failure.error }
        duration = asset.duration.isNumeric ? asset.duration.seconds : 0
        player = AVPlayer(playerItem: AVPlayerItem(asset: asset))
    }

    /// A player of the sound in `data` (a whole file's bytes: WAV, MP3, AAC, Ogg…).
    public convenience init(data: Data) throws { try self.init(data: data, fileTypeHint: nil) }

    public init(data: Data, fileTypeHint utiString: String?) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-audio-\(UUID().uuidString)")
        try data.write(to: file)
        let asset = AVURLAsset(url: file)
        if case .failure(let failure) = asset.probe() {
            try? FileManager.default.removeItem(at: file)
            throw failure.error
        }
        self.data = data
        url = nil
        temporaryFile = file
        duration = asset.duration.isNumeric ? asset.duration.seconds : 0
        player = AVPlayer(playerItem: AVPlayerItem(asset: asset))
    }

    deinit {
        if let temporaryFile { try? FileManager.default.removeItem(at: temporaryFile) }
    }

    /// The sound's length in seconds.
    public let duration: TimeInterval

    // MARK: Playing

    open var isPlaying: Bool { startedAt != nil }

    /// The host clock's time (`CACurrentMediaTime`), for `play(atTime:)`.
    open var deviceCurrentTime: TimeInterval { CACurrentMediaTime() }

    /// Loads the sound so `play()` starts at once. True when it can play.
    @discardableResult
    open func prepareToPlay() -> Bool {
        player.currentItem?.status != .failed
    }

    /// Starts or resumes playing. False when the sound cannot play.
    @discardableResult
    open func play() -> Bool {
        guard prepareToPlay() else { return false }
        guard startedAt == nil else { return true }
        if position >= duration { position = 0; seekPlayer(to: 0) }
        startedAt = CACurrentMediaTime()
        player.rate = effectiveRate
        scheduleEnd()
        return true
    }

    /// Plays from `time` on the host clock (`deviceCurrentTime`); a time past is now.
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool {
        guard prepareToPlay() else { return false }
        let wait = time - deviceCurrentTime
        guard wait > 0 else { return play() }
        endGeneration += 1
        let generation = endGeneration
        DispatchQueue.main.asyncAfter(deadline: .now() + wait) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.endGeneration == generation else { return }
                self.play()
            }
        }
        return true
    }

    /// Holds the sound where it is.
    open func pause() {
        guard let start = startedAt else { endGeneration += 1; return }
        position = min(duration, position + (CACurrentMediaTime() - start) * Double(effectiveRate))
        startedAt = nil
        endGeneration += 1
        player.pause()
    }

    /// Holds the sound (its position kept, as Apple's) and forgets the loops played.
    open func stop() {
        pause()
        loopsPlayed = 0
    }

    /// Where the sound is, in seconds; setting it moves there (playing on, if playing).
    open var currentTime: TimeInterval {
        get {
            guard let start = startedAt else { return position }
            return min(duration, position + (CACurrentMediaTime() - start) * Double(effectiveRate))
        }
        set {
            let t = min(max(0, newValue.isFinite ? newValue : 0), duration)
            position = t
            if startedAt != nil { startedAt = CACurrentMediaTime() }
            seekPlayer(to: t)
            if startedAt != nil { scheduleEnd() }
        }
    }

    /// How many more times the sound plays after the first (-1: until stopped).
    open var numberOfLoops = 0

    /// The loudness, 0 (silent) to 1.
    open var volume: Float {
        get { player.volume }
        set { player.volume = min(max(0, newValue), 1) }
    }

    /// Moves the volume to `volume` over `duration` seconds.
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) {
        let from = self.volume, to = min(max(0, volume), 1)
        guard duration > 0 else { self.volume = to; return }
        let steps = max(1, Int(duration * 30))
        for k in 1...steps {
            DispatchQueue.main.asyncAfter(deadline: .now() + duration * Double(k) / Double(steps)) { [weak self] in
                MainActor.assumeIsolated { self?.volume = from + (to - from) * Float(k) / Float(steps) }
            }
        }
    }

    /// Whether `rate` applies (set before `prepareToPlay`, as Apple asks).
    open var enableRate = false
    /// The speed, 0.5 to 2 (with `enableRate`).
    open var rate: Float = 1 {
        didSet {
            rate = min(max(0.5, rate), 2)
            guard enableRate, let start = startedAt else { return }
            position = min(duration, position + (CACurrentMediaTime() - start) * Double(oldValue))
            startedAt = CACurrentMediaTime()
            player.rate = effectiveRate
            scheduleEnd()
        }
    }
    private var effectiveRate: Float { enableRate ? rate : 1 }

    // MARK: The end

    private func seekPlayer(to t: TimeInterval) {
        player.seek(to: CMTime(seconds: t, preferredTimescale: 600), toleranceBefore: .zero, toleranceAfter: .zero)
    }

    /// When the sound will reach its end at this rate, the end is handled.
    private func scheduleEnd() {
        endGeneration += 1
        let generation = endGeneration
        let remaining = max(0, (duration - currentTime) / Double(effectiveRate))
        DispatchQueue.main.asyncAfter(deadline: .now() + remaining) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.endGeneration == generation else { return }
                self.reachedEnd()
            }
        }
    }

    /// Loops again while loops remain; else stops at the end and tells the delegate.
    private func reachedEnd() {
        guard startedAt != nil else { return }
        if currentTime < duration {
            scheduleEnd()      // a virtual clock behind the host's: not there yet
            return
        }
        if numberOfLoops < 0 || loopsPlayed < numberOfLoops {
            loopsPlayed += 1
            position = 0
            startedAt = CACurrentMediaTime()
            seekPlayer(to: 0)
            scheduleEnd()
            return
        }
        position = duration
        startedAt = nil
        loopsPlayed = 0
        player.pause()
        delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
    }
}

/// Told when an audio player's sound ends (Apple: AVAudioPlayerDelegate).
@preconcurrency @MainActor
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}
