import XCTest
import AVFoundation
@testable import QuartzCore
import LaminaTestSupport

/// AVPlayer and AVPlayerLayer on the virtual clock: the frame of a counting clip (each frame
/// one grey) shown at known times — playing, paused, after seeks, at rate 2, at the end.
final class AVPlayerTests: VirtualClockTestCase {
    /// The middle of frame `k` of the counting clip, `t0` being media time 0.
    func mid(_ k: Int) -> CFTimeInterval { t0 + (Double(k) + 0.5) / Double(TestMedia.countingRate) }

    func testFramesShowAtTheirTimes() throws {
        for url in [TestMedia.countingMP4, TestMedia.countingWebM] {
            MediaClock.virtualTime = t0
            let player = AVPlayer(url: url)
            let stage = PlayerStage(player: player)
            player.play()
            for k in [0, 1, 2, 7, 14, 15, 16, 17, 28] {
                XCTAssertEqual(stage.countingFrame(at: mid(k)), k, "\(url.lastPathComponent) at the middle of frame \(k)")
            }
            XCTAssertTrue(stage.layer.isReadyForDisplay)
            XCTAssertEqual(player.currentItem?.presentationSize, CGSize(width: 64, height: 48))
        }
    }

    func testTheFirstFrameShowsBeforePlaying() throws {
        let player = AVPlayer(url: TestMedia.countingMP4)
        let stage = PlayerStage(player: player)
        XCTAssertEqual(stage.countingFrame(at: t0 + 0.5), 0)
        XCTAssertEqual(stage.countingFrame(at: t0 + 1.5), 0, "paused: the clock stands")
        XCTAssertEqual(player.timeControlStatus, .paused)
    }

    func testStatusBecomesReadyOnTheMainQueue() throws {
        let player = AVPlayer(url: TestMedia.countingMP4)
        XCTAssertEqual(player.status, .readyToPlay)
        let item = try XCTUnwrap(player.currentItem)
        XCTAssertEqual(item.status, .unknown)
        XCTAssertTrue(item.duration.isIndefinite)
        XCTAssertTrue(spin { item.status == .readyToPlay })
        XCTAssertEqual(item.duration.seconds, 2, accuracy: 0.01)
        XCTAssertNil(item.error)
    }

    func testPauseHoldsTheFrame() throws {
        let player = AVPlayer(url: TestMedia.countingMP4)
        let stage = PlayerStage(player: player)
        player.play()
        XCTAssertEqual(stage.countingFrame(at: mid(7)), 7)
        player.pause()
        XCTAssertEqual(player.currentTime().seconds, 7.5 / 15, accuracy: 1e-3)
        XCTAssertEqual(stage.countingFrame(at: mid(20)), 7)
        XCTAssertEqual(player.currentTime().seconds, 7.5 / 15, accuracy: 1e-3)
        player.play()
        // Playing on from where it paused: 5 frames later shows frame 12.
        XCTAssertEqual(stage.countingFrame(at: mid(25)), 12)
    }

    func testExactSeekShowsTheTargetFrame() throws {
        let player = AVPlayer(url: TestMedia.countingMP4)
        let stage = PlayerStage(player: player)
        XCTAssertEqual(stage.countingFrame(at: t0), 0)
        // Paused: the frame at the target shows (frame 17, between key frames 15 and 30).
        let finished = Locked(false)
        player.seek(to: CMTime(value: 35, timescale: 30), toleranceBefore: .zero, toleranceAfter: .zero) { done in finished.set(done) }
        XCTAssertEqual(stage.countingFrame(at: t0 + 0.1), 17)
        XCTAssertTrue(spin { finished.value })
        XCTAssertEqual(player.currentTime().seconds, 35.0 / 30, accuracy: 1e-3)
        // Playing: from the target on.
        player.play()
        XCTAssertEqual(stage.countingFrame(at: t0 + 0.1 + 2 / 15.0), 19)
        player.seek(to: CMTime(value: 4, timescale: 15), toleranceBefore: .zero, toleranceAfter: .zero)
        let t = t0 + 0.1 + 2 / 15.0
        XCTAssertEqual(stage.countingFrame(at: t + 0.5 / 15), 4)
        XCTAssertEqual(stage.countingFrame(at: t + 3.5 / 15), 7)
    }

    func testAFastSeekLandsOnAKeyFrame() throws {
        let player = AVPlayer(url: TestMedia.countingMP4)
        let stage = PlayerStage(player: player)
        XCTAssertEqual(stage.countingFrame(at: t0), 0)
        player.seek(to: CMTime(value: 20, timescale: 15))
        // Key frames every 15: the one before frame 20 is 15.
        XCTAssertEqual(stage.countingFrame(at: t0 + 0.1), 15)
    }

    func testRateTwoAdvancesTwiceAsFast() throws {
        let player = AVPlayer(url: TestMedia.countingMP4)
        let stage = PlayerStage(player: player)
        player.rate = 2
        XCTAssertEqual(player.rate, 2)
        XCTAssertEqual(stage.countingFrame(at: t0 + 4.5 / 15 / 2), 4)
        XCTAssertEqual(stage.countingFrame(at: t0 + 20.5 / 15 / 2), 20)
        XCTAssertEqual(player.currentTime().seconds, 20.5 / 15, accuracy: 1e-3)
        player.rate = -1
        XCTAssertEqual(player.rate, 0, "reverse play is not offered: a negative rate pauses")
    }

    func testTheEndPausesAndIsNotified() throws {
        let player = AVPlayer(url: TestMedia.countingMP4)
        let stage = PlayerStage(player: player)
        let item = try XCTUnwrap(player.currentItem)
        let ended = expectation(forNotification: .AVPlayerItemDidPlayToEndTime, object: item)
        player.play()
        XCTAssertEqual(stage.countingFrame(at: mid(29)), 29)
        XCTAssertEqual(player.timeControlStatus, .playing)
        XCTAssertEqual(stage.countingFrame(at: t0 + 2.5), 29, "the last frame stays")
        wait(for: [ended], timeout: 1)
        XCTAssertEqual(player.rate, 0)
        XCTAssertEqual(player.currentTime().seconds, 2, accuracy: 1e-3)
        // The usual loop: seek to zero and play again.
        player.seek(to: .zero)
        player.play()
        XCTAssertEqual(stage.countingFrame(at: t0 + 2.5 + 3.5 / 15), 3)
    }

    func testALoopFromTheEndNotificationEndsEachPass() throws {
        let player = AVPlayer(url: TestMedia.countingMP4)
        let stage = PlayerStage(player: player)
        let ends = Locked(0)
        // The loop apps write (and 003's movie scene): at each end, back to zero and play.
        nonisolated(unsafe) let looping = player
        let observer = NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: player.currentItem,
                                                              queue: nil) { _ in
            ends.mutate { $0 += 1 }
            looping.seek(to: .zero)
            looping.play()
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        player.play()
        // Each pass takes the clip's 2 s from the frame its predecessor's end was seen at.
        var start = t0
        for pass in 0..<3 {
            XCTAssertEqual(stage.countingFrame(at: start + 10.5 / 15), 10, "pass \(pass)")
            XCTAssertEqual(stage.countingFrame(at: start + 29.5 / 15), 29, "pass \(pass)")
            start += 2 + 1 / 60
            stage.frame(at: start)
            XCTAssertEqual(ends.value, pass + 1, "the end of pass \(pass) is notified")
        }
    }

    func testOnTheRealClockASeekWaitsForItsFrame() throws {
        MediaClock.virtualTime = nil
        let player = AVPlayer(url: TestMedia.countingMP4)
        let stage = PlayerStage(player: player)
        player.play()
        XCTAssertTrue(spin { stage.frameNow(); return player.currentTime().seconds > 0.1 }, "playing on the real clock")
        let zero: CMTime = .zero
        player.seek(to: CMTime(value: 1, timescale: 1), toleranceBefore: zero, toleranceAfter: zero)
        // No frame drawn: the media stands at the target while GStreamer prerolls it.
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.3))
        XCTAssertEqual(player.currentTime().seconds, 1, accuracy: 1e-3)
        // Once its frame is shown, the media goes on from there.
        XCTAssertTrue(spin { stage.frameNow(); return player.currentTime().seconds > 1.05 })
        XCTAssertLessThan(player.currentTime().seconds, 1.9, "it did not run on while the seek was under way")
    }

    func testSoundGoesToGStreamersSinkOnTheRealClock() throws {
        // On the real clock the item's sound plays through GStreamer's default sink (a machine
        // without one, as CI's, gets GStreamer's silent fallback: the video plays the same).
        MediaClock.virtualTime = nil
        let player = AVPlayer(url: TestMedia.withSoundMP4)
        let stage = PlayerStage(player: player)
        player.volume = 0.25
        player.play()
        XCTAssertTrue(spin { stage.frameNow(); return player.currentTime().seconds > 0.5 }, "the video plays beside its sound")
        let item = try XCTUnwrap(player.currentItem)
        var sound = try XCTUnwrap(item.audioState)
        XCTAssertEqual(sound.streams, 1)
        XCTAssertEqual(sound.volume, 0.25, accuracy: 1e-6)
        XCTAssertFalse(sound.muted)
        player.isMuted = true
        sound = try XCTUnwrap(item.audioState)
        XCTAssertTrue(sound.muted)
        // Another rate than 1 is played without sound (Apple changes its pitch; Lamina mutes).
        player.isMuted = false
        player.rate = 2
        XCTAssertTrue(try XCTUnwrap(item.audioState).muted)
        player.rate = 1
        XCTAssertFalse(try XCTUnwrap(item.audioState).muted)
    }

    func testActionAtItemEndNoneKeepsTheRate() throws {
        let player = AVPlayer(url: TestMedia.countingMP4)
        player.actionAtItemEnd = .none
        let stage = PlayerStage(player: player)
        let ended = expectation(forNotification: AVPlayerItem.didPlayToEndTimeNotification, object: player.currentItem)
        player.play()
        XCTAssertEqual(stage.countingFrame(at: t0 + 2.2), 29)
        wait(for: [ended], timeout: 1)
        XCTAssertEqual(player.rate, 1)
        XCTAssertEqual(player.currentTime().seconds, 2, accuracy: 1e-3)
    }

    func testAQueuePlayerAdvancesAtTheEnd() throws {
        let first = AVPlayerItem(url: TestMedia.countingMP4), second = AVPlayerItem(url: TestMedia.countingWebM)
        let player = AVQueuePlayer(items: [first, second])
        XCTAssertEqual(player.actionAtItemEnd, .advance)
        XCTAssertTrue(player.items().elementsEqual([first, second], by: ===))
        let stage = PlayerStage(player: player)
        player.play()
        XCTAssertEqual(stage.countingFrame(at: mid(10)), 10)
        // The second item starts when the first ended (media time 2).
        XCTAssertEqual(stage.countingFrame(at: t0 + 2.05), 0)
        XCTAssertTrue(player.currentItem === second)
        XCTAssertEqual(stage.countingFrame(at: t0 + 2 + 3.5 / 15), 3)
        player.advanceToNextItem()
        XCTAssertNil(player.currentItem)
        XCTAssertFalse(stage.layer.isReadyForDisplay)
    }

    func testTimeObservers() throws {
        let player = AVPlayer(url: TestMedia.countingMP4)
        let stage = PlayerStage(player: player)
        let periodic = Locked<[Double]>([]), crossed = Locked(0)
        let token = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 4), queue: .main) { time in
            periodic.mutate { $0.append(time.seconds) }
        }
        _ = player.addBoundaryTimeObserver(forTimes: [NSValue(time: CMTime(value: 1, timescale: 2))], queue: nil) {
            crossed.mutate { $0 += 1 }
        }
        player.play()
        for i in 0...30 { stage.frame(at: t0 + Double(i) / 30) }
        // Once when playback starts, then at each quarter second.
        XCTAssertEqual(periodic.value.count, 5, "\(periodic.value)")
        XCTAssertEqual(crossed.value, 1)
        player.removeTimeObserver(token)
        for i in 31...45 { stage.frame(at: t0 + Double(i) / 30) }
        XCTAssertEqual(periodic.value.count, 5)
    }

    func testAnItemTakenBackGoesOnFromItsTime() throws {
        let first = AVPlayerItem(url: TestMedia.countingMP4), second = AVPlayerItem(url: TestMedia.countingWebM)
        let player = AVPlayer(playerItem: first)
        let stage = PlayerStage(player: player)
        player.play()
        XCTAssertEqual(stage.countingFrame(at: mid(5)), 5)
        player.pause()
        player.replaceCurrentItem(with: second)
        XCTAssertEqual(stage.countingFrame(at: mid(6)), 0)
        player.replaceCurrentItem(with: first)
        XCTAssertEqual(stage.countingFrame(at: mid(7)), 5)
        XCTAssertEqual(first.status, .readyToPlay)
    }

    /// A chained Ogg stream: 64×48 for a second, then 32×24; the frames go on counting.
    func testAVideoWhoseSizeChangesMidStream() throws {
        let player = AVPlayer(url: TestMedia.chainedOgg)
        let stage = PlayerStage(player: player)
        player.play()
        XCTAssertEqual(stage.countingFrame(at: mid(3)), 3)
        XCTAssertEqual(player.currentItem?.presentationSize, CGSize(width: 64, height: 48))
        XCTAssertEqual(stage.countingFrame(at: mid(20)), 20)
        XCTAssertEqual(player.currentItem?.presentationSize, CGSize(width: 32, height: 24))
    }

    func testAPlayerFreedWhilePlayingStops() throws {
        var player: AVPlayer? = AVPlayer(url: TestMedia.countingMP4)
        weak let weakPlayer = player
        let stage = PlayerStage(player: player)
        player?.play()
        XCTAssertEqual(stage.countingFrame(at: mid(3)), 3)
        stage.layer.player = nil
        player = nil
        XCTAssertNil(weakPlayer)
        XCTAssertEqual(stage.frame(at: mid(6)), .white, "no player: no frame")
        _ = spin(timeout: 0.2) { false }
    }
}

/// A value shared with the player's callbacks.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func set(_ v: Value) { lock.lock(); stored = v; lock.unlock() }
    func mutate(_ f: (inout Value) -> Void) { lock.lock(); f(&stored); lock.unlock() }
}

/// AVPlayerLooper over the counting clip on the virtual clock: each pass the frames of the
/// loop's range again, the count of loops, the range's start and end, looping disabled.
final class AVPlayerLooperTests: VirtualClockTestCase {

    func testTheWholeItemLoops() throws {
        let player = AVQueuePlayer()
        let looper = AVPlayerLooper(player: player, templateItem: AVPlayerItem(url: TestMedia.countingMP4))
        XCTAssertEqual(looper.status, .ready)
        XCTAssertEqual(looper.loopingPlayerItems.count, player.items().count)
        let stage = PlayerStage(player: player)
        player.play()
        var start = t0
        for pass in 0..<4 {
            XCTAssertEqual(stage.countingFrame(at: start + 7.5 / 15), 7, "pass \(pass)")
            XCTAssertEqual(stage.countingFrame(at: start + 25.5 / 15), 25, "pass \(pass)")
            XCTAssertEqual(looper.loopCount, pass)
            // The next pass starts when this one ended (media time 2), seen at the next frame.
            start += 2
            XCTAssertEqual(stage.countingFrame(at: start + 1 / 60), 0, "pass \(pass + 1) begins")
            XCTAssertEqual(looper.loopCount, pass + 1)
        }
        XCTAssertEqual(player.rate, 1, "the player never paused")
    }

    func testARangeLoops() throws {
        let player = AVQueuePlayer()
        let range = CMTimeRange(start: CMTime(value: 10, timescale: 15), duration: CMTime(value: 10, timescale: 15))
        let looper = AVPlayerLooper(player: player, templateItem: AVPlayerItem(url: TestMedia.countingMP4), timeRange: range)
        let stage = PlayerStage(player: player)
        player.play()
        // Frames 10…19, then 10 again.
        XCTAssertEqual(stage.countingFrame(at: t0 + 0.5 / 15), 10)
        XCTAssertEqual(stage.countingFrame(at: t0 + 9.5 / 15), 19)
        XCTAssertEqual(stage.countingFrame(at: t0 + 10.5 / 15), 10)
        XCTAssertEqual(looper.loopCount, 1)
        XCTAssertEqual(stage.countingFrame(at: t0 + 24.5 / 15), 14)
        XCTAssertEqual(looper.loopCount, 2)
    }

    func testDisabledLoopingPlaysOutTheQueue() throws {
        let player = AVQueuePlayer()
        let looper = AVPlayerLooper(player: player, templateItem: AVPlayerItem(url: TestMedia.countingMP4))
        let stage = PlayerStage(player: player)
        player.play()
        XCTAssertEqual(stage.countingFrame(at: t0 + 5.5 / 15), 5)
        looper.disableLooping()
        XCTAssertEqual(looper.status, .cancelled)
        // The replicas queued play out (three passes in all), then the queue is empty.
        for k in 1...3 { stage.frame(at: t0 + 2 * Double(k) + 1 / 60) }
        XCTAssertEqual(looper.loopCount, 3)
        XCTAssertNil(player.currentItem)
    }

    func testForwardPlaybackEndTimeEndsTheItemThere() throws {
        let item = AVPlayerItem(url: TestMedia.countingMP4)
        item.forwardPlaybackEndTime = CMTime(value: 1, timescale: 1)
        let player = AVPlayer(playerItem: item)
        let stage = PlayerStage(player: player)
        let ended = expectation(forNotification: .AVPlayerItemDidPlayToEndTime, object: item)
        player.play()
        XCTAssertEqual(stage.countingFrame(at: t0 + 14.5 / 15), 14)
        XCTAssertEqual(stage.countingFrame(at: t0 + 1.5), 14, "the frame at the end time stays")
        wait(for: [ended], timeout: 1)
        XCTAssertEqual(player.rate, 0)
        XCTAssertEqual(player.currentTime().seconds, 1, accuracy: 1e-3)
    }
}
