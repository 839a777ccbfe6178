import XCTest
import AVFoundation
@testable import QuartzCore
import LaminaTestSupport

/// The key-value observing that playback code is written with: waiting for an item's status,
/// following `timeControlStatus`, the current item of a queue, and a layer ready for display.
final class AVPlayerKeyValueObservingTests: VirtualClockTestCase {
    func testAnItemsStatusIsObservedOnTheMainQueue() throws {
        let player = AVPlayer(url: TestMedia.countingMP4)
        let item = try XCTUnwrap(player.currentItem)
        var statuses: [AVPlayerItem.Status] = [], durations: [Double] = []
        let ready = expectation(description: "ready")
        let observation = item.observe(\.status, options: [.initial, .new]) { item, change in
            XCTAssertTrue(Thread.isMainThread)
            statuses.append(change.newValue!)
            if change.newValue == .readyToPlay {
                durations.append(item.duration.seconds)
                ready.fulfill()
            }
        }
        wait(for: [ready], timeout: 10)
        XCTAssertEqual(statuses, [.unknown, .readyToPlay])
        XCTAssertEqual(durations.first ?? 0, 2, accuracy: 0.01, "the duration is known when the status is told")
        XCTAssertTrue(item.isPlaybackLikelyToKeepUp)
        observation.invalidate()
    }

    func testTimeControlStatusFollowsPlayPauseAndTheEnd() throws {
        let player = AVPlayer(url: TestMedia.countingMP4)
        let stage = PlayerStage(player: player)
        var seen: [AVPlayer.TimeControlStatus] = []
        var rates: [Float] = []
        let a = player.observe(\.timeControlStatus, options: [.new]) { _, c in seen.append(c.newValue!) }
        let b = player.observe(\.rate, options: [.new]) { _, c in rates.append(c.newValue!) }
        XCTAssertEqual(stage.countingFrame(at: t0 + 0.1), 0)
        player.play()
        XCTAssertEqual(stage.countingFrame(at: t0 + 0.5), 6)
        player.pause()
        player.play()
        // Played to the end: the player pauses there.
        _ = stage.countingFrame(at: t0 + 3)
        XCTAssertTrue(spin { player.rate == 0 })
        XCTAssertEqual(seen, [.playing, .paused, .playing, .paused])
        XCTAssertEqual(rates, [1, 0, 1, 0])
        _ = (a, b)
    }

    func testAQueuePlayersCurrentItemAndALayerReadyForDisplay() throws {
        let first = AVPlayerItem(url: TestMedia.countingMP4), second = AVPlayerItem(url: TestMedia.countingWebM)
        let player = AVQueuePlayer(items: [first, second])
        let stage = PlayerStage(player: player)
        var items: [AVPlayerItem?] = [], ready: [Bool] = []
        let a = player.observe(\.currentItem, options: [.old, .new]) { _, c in
            XCTAssertTrue(c.oldValue! === first)
            items.append(c.newValue!)
        }
        let b = stage.layer.observe(\.isReadyForDisplay, options: [.new]) { _, c in ready.append(c.newValue!) }
        player.play()
        XCTAssertEqual(stage.countingFrame(at: t0 + 0.5), 7)
        _ = stage.countingFrame(at: t0 + 2.5)
        XCTAssertTrue(spin { player.currentItem === second })
        XCTAssertEqual(items.count, 1)
        XCTAssertTrue(items.first! === second)
        XCTAssertEqual(ready, [true])
        _ = (a, b)
    }
}
