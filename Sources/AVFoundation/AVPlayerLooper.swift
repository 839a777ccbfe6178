import Foundation
import QuartzCore

/// Plays an item over and over in a queue player (Apple: AVPlayerLooper): replicas of the
/// template item, each playing the loop's time range, wait in the player's queue; as one
/// ends the queue goes on to the next, and the ended replica goes back to the range's start
/// at the end of the queue. The template item itself is never played.
open class AVPlayerLooper {
    public enum Status: Int, Sendable { case unknown = 0, ready = 1, failed = 2, cancelled = 3 }

    /// How many replicas take turns in the queue.
    private static let replicaCount = 3

    open private(set) var status: Status = .unknown
    open private(set) var error: Error?
    /// Times the loop came round: replicas that played to their end.
    open private(set) var loopCount = 0
    /// The replicas the looper made and inserted into the player.
    open private(set) var loopingPlayerItems: [AVPlayerItem] = []

    private weak var player: AVQueuePlayer?
    private let start: CMTime
    private var observers: [NSObjectProtocol] = []
    private var looping = true

    /// Loops `itemToLoop`'s `loopRange` (an invalid or empty range, or one reaching past the
    /// end: the whole item from the range's start) in `player`, after the items queued there.
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange) {
        self.player = player
        let whole = !loopRange.isValid || loopRange.isEmpty
        start = whole || !loopRange.start.isNumeric ? .zero : loopRange.start
        let end = whole ? CMTime.invalid : loopRange.end
        for _ in 0..<Self.replicaCount {
            let replica = AVPlayerItem(asset: itemToLoop.asset)
            if end.isNumeric { replica.forwardPlaybackEndTime = end }
            if start > .zero { replica.seek(to: start.seconds, exact: true, at: CACurrentMediaTime(), completion: nil) }
            loopingPlayerItems.append(replica)
        }
        for replica in loopingPlayerItems {
            nonisolated(unsafe) weak let looper = self
            nonisolated(unsafe) let ended = replica
            observers.append(NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: replica,
                                                                    queue: nil) { _ in looper?.replicaEnded(ended) })
            observers.append(NotificationCenter.default.addObserver(forName: .AVPlayerItemFailedToPlayToEndTime, object: replica,
                                                                    queue: nil) { note in
                looper?.replicaFailed(note.userInfo?[AVPlayerItemFailedToPlayToEndTimeErrorKey] as? Error)
            })
            player.insert(replica, after: nil)
        }
        status = .ready
    }

    /// Loops the whole of `itemToLoop`.
    public convenience init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
        self.init(player: player, templateItem: itemToLoop, timeRange: .invalid)
    }

    deinit {
        for o in observers { NotificationCenter.default.removeObserver(o) }
    }

    /// Stops looping: the replicas in the queue play out, and none goes back into it.
    open func disableLooping() {
        looping = false
        if status == .ready { status = .cancelled }
    }

    private func replicaEnded(_ replica: AVPlayerItem) {
        loopCount += 1
        guard looping, let player else { return }
        // The queue already went on to the next replica; this one waits at the back.
        replica.seek(to: start.seconds, exact: true, at: CACurrentMediaTime(), completion: nil)
        if player.canInsert(replica, after: nil) { player.insert(replica, after: nil) }
    }

    private func replicaFailed(_ error: Error?) {
        guard status != .failed else { return }
        self.error = error
        status = .failed
        looping = false
    }
}
