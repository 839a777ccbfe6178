import XCTest
import AVFoundation
@testable import QuartzCore
import LaminaTestSupport

/// AVAudioPlayer on the real clock over a generated 0.4 s tone: opening (and refusing what is
/// not sound), position and pause, the end told to the delegate, loops, data in memory; and
/// AVAudioSession keeping what it is told.
final class AVAudioPlayerTests: XCTestCase {
    @MainActor final class Listener: AVAudioPlayerDelegate {
        var finished: [Bool] = []
        func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) { finished.append(flag) }
    }

    @MainActor private static func spin(_ seconds: Double, until done: () -> Bool = { false }) {
        let end = Date(timeIntervalSinceNow: seconds)
        while Date() < end, !done() { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
    }

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { MediaClock.virtualTime = nil }
    }

    nonisolated func testOpeningPlayingPausingAndTheEnd() throws {
        try MainActor.assumeIsolated {
            let player = try AVAudioPlayer(contentsOf: TestMedia.toneWAV)
            XCTAssertEqual(player.duration, 0.4, accuracy: 0.02)
            XCTAssertEqual(player.url, TestMedia.toneWAV)
            XCTAssertFalse(player.isPlaying)
            XCTAssertTrue(player.prepareToPlay())
            let listener = Listener()
            player.delegate = listener
            let before = CACurrentMediaTime()
            XCTAssertTrue(player.play())
            XCTAssertTrue(player.isPlaying)
            Self.spin(0.1)
            player.pause()
            let elapsed = CACurrentMediaTime() - before
            let paused = player.currentTime
            XCTAssertGreaterThanOrEqual(paused, 0.09, "at least the time spun")
            XCTAssertLessThanOrEqual(paused, min(player.duration, elapsed) + 1e-6, "no more than the time that passed")
            Self.spin(0.1)
            XCTAssertEqual(player.currentTime, paused, "paused: the position holds")
            player.currentTime = 0.3
            XCTAssertEqual(player.currentTime, 0.3, accuracy: 1e-9)
            player.play()
            Self.spin(2) { !listener.finished.isEmpty }
            XCTAssertEqual(listener.finished, [true], "the end, told once")
            XCTAssertFalse(player.isPlaying)
            XCTAssertEqual(player.currentTime, player.duration, accuracy: 1e-9)
            // Playing again starts over.
            player.play()
            XCTAssertLessThan(player.currentTime, 0.05)
            player.stop()
            XCTAssertFalse(player.isPlaying)
        }
    }

    nonisolated func testLoopsAndSoundFromData() throws {
        try MainActor.assumeIsolated {
            let data = try Data(contentsOf: TestMedia.toneWAV)
            let player = try AVAudioPlayer(data: data)
            XCTAssertNil(player.url)
            XCTAssertEqual(player.data, data)
            let listener = Listener()
            player.delegate = listener
            player.numberOfLoops = 1
            let start = Date()
            player.play()
            Self.spin(3) { !listener.finished.isEmpty }
            XCTAssertEqual(listener.finished, [true])
            XCTAssertGreaterThan(Date().timeIntervalSince(start), 0.75, "played twice: one loop after the first")
            player.volume = 0.25
            XCTAssertEqual(player.volume, 0.25)
            player.volume = 3
            XCTAssertEqual(player.volume, 1, "clamped to 0…1")
        }
    }

    nonisolated func testWhatIsNotSoundIsRefused() {
        MainActor.assumeIsolated {
            do {
                _ = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/tone.wav"))
                XCTFail("a missing file opened")
            } catch { XCTAssertEqual((error as NSError).domain, NSURLErrorDomain) }
            do {
                _ = try AVAudioPlayer(data: Data("not sound at all".utf8))
                XCTFail("text opened as sound")
            } catch { XCTAssertEqual((error as NSError).domain, AVFoundationErrorDomain) }
        }
    }

    nonisolated func testTheSessionKeepsWhatItIsTold() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
        try session.setActive(true)
        XCTAssertEqual(session.category, .playback)
        XCTAssertEqual(session.mode, .moviePlayback)
        XCTAssertEqual(session.categoryOptions, [.mixWithOthers])
        XCTAssertTrue(session.isActive)
        try session.setActive(false, options: .notifyOthersOnDeactivation)
        XCTAssertFalse(session.isActive)
    }
}
