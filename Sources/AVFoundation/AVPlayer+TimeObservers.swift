import Foundation
import QuartzCore

/// A block called every `interval` of media time while playing, and whenever the time
/// jumps or playback starts or stops (Apple: addPeriodicTimeObserver).
final class PeriodicTimeObserver {
    let interval: Double
    let queue: DispatchQueue?
    let block: @Sendable (CMTime) -> Void
    var lastPeriod: Int?
    init(interval: Double, queue: DispatchQueue?, block: @escaping @Sendable (CMTime) -> Void) {
        self.interval = interval; self.queue = queue; self.block = block
    }
}

/// A block called when playback crosses one of `times` (Apple: addBoundaryTimeObserver).
final class BoundaryTimeObserver {
    let times: [Double]
    let queue: DispatchQueue?
    let block: @Sendable () -> Void
    init(times: [Double], queue: DispatchQueue?, block: @escaping @Sendable () -> Void) {
        self.times = times; self.queue = queue; self.block = block
    }
}

extension AVPlayer {
    /// Calls `block` on `queue` (the main queue when nil) every `interval` of the item's time
    /// during playback, and when the time jumps or playback starts or stops. Returns the
    /// token to pass to `removeTimeObserver(_:)`. Checked at each frame: a block is called at
    /// most once a frame.
    public func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                        using block: @escaping @Sendable (CMTime) -> Void) -> Any {
        precondition(interval.isNumeric && interval.seconds > 0,
                     "AVPlayer.addPeriodicTimeObserver(forInterval:queue:using:): the interval must be a positive numeric time")
        let o = PeriodicTimeObserver(interval: interval.seconds, queue: queue, block: block)
        periodicObservers.append(o)
        return o
    }

    /// Calls `block` on `queue` (the main queue when nil) when normal playback crosses one of
    /// `times` (not when a seek lands on or jumps over one). Apple's times are `NSValue`s
    /// holding `CMTime`s (`NSValue(time:)`).
    public func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?,
                                        using block: @escaping @Sendable () -> Void) -> Any {
        addBoundaryTimeObserver(forTimes: times.map(\.timeValue), queue: queue, using: block)
    }

    /// The same with the times as `CMTime`s.
    public func addBoundaryTimeObserver(forTimes times: [CMTime], queue: DispatchQueue?,
                                        using block: @escaping @Sendable () -> Void) -> Any {
        let o = BoundaryTimeObserver(times: times.filter(\.isNumeric).map(\.seconds).sorted(), queue: queue, block: block)
        boundaryObservers.append(o)
        return o
    }

    /// Stops an observer added by `addPeriodicTimeObserver` or `addBoundaryTimeObserver`.
    public func removeTimeObserver(_ observer: Any) {
        periodicObservers.removeAll { $0 === observer as AnyObject }
        boundaryObservers.removeAll { $0 === observer as AnyObject }
    }

    /// Runs `work` on `queue`: at once for the main queue (frames are made on the main
    /// thread), else async. (Dispatch on Linux hands out a new object for `.main` each time:
    /// it is known by its label.)
    private func run(on queue: DispatchQueue?, _ work: @escaping @Sendable () -> Void) {
        if let queue, queue.label != DispatchQueue.main.label { queue.async(execute: work) } else { work() }
    }

    /// The observers for the frame whose media time is `m`.
    func fireTimeObservers(at m: Double, frameTime t: CFTimeInterval) {
        defer { lastFrameTime = m; timeJumped = false }
        guard !periodicObservers.isEmpty || !boundaryObservers.isEmpty else { return }
        let time = CMTime(seconds: m, preferredTimescale: 600)
        for o in periodicObservers {
            let period = Int((m / o.interval).rounded(.down))
            guard timeJumped || (rate != 0 && o.lastPeriod != period) else { continue }
            o.lastPeriod = period
            let block = o.block
            run(on: o.queue) { block(time) }
        }
        guard rate != 0, let last = lastFrameTime, m > last else { return }
        for o in boundaryObservers where o.times.contains(where: { $0 > last && $0 <= m }) {
            run(on: o.queue, o.block)
        }
    }
}

extension NSValue {
    /// A value holding a time (Apple: `NSValue(time:)`, for boundary time observers). Stored
    /// as three 64-bit words: Foundation on Linux encodes no structs in values.
    public convenience init(time: CMTime) {
        var words: (Int64, Int64, Int64) = (time.value, Int64(time.timescale) << 32 | Int64(time.flags.rawValue), time.epoch)
        self.init(bytes: &words, objCType: NSValue.timeType)
    }

    /// The time a value made by `NSValue(time:)` holds (`.invalid` for another value).
    public var timeValue: CMTime {
        guard String(cString: objCType) == NSValue.timeType else { return .invalid }
        var words: (Int64, Int64, Int64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &words) { getValue($0.baseAddress!) }
        return CMTime(value: words.0, timescale: Int32(truncatingIfNeeded: words.1 >> 32),
                      flags: CMTimeFlags(rawValue: UInt32(truncatingIfNeeded: words.1)), epoch: words.2)
    }

    private static let timeType = "[3q]"
}
