import XCTest
import Shell
import QuartzCore
import Foundation
import WaylandClient

/// A minimal app: one layer, for driving the headless platform.
final class PlainApp: ShellApp {
    let rootLayer = CALayer()
    var title = "plain"
    var preferredContentSize = CGSize(width: 100, height: 80)
    /// Each event with the layer under it on screen, hit-tested as the app gets it.
    var events: [(InputEvent, CALayer?)] = []
    func handle(_ event: InputEvent, at mediaTime: CFTimeInterval) {
        let hit = event.location.flatMap { p in
            rootLayer.presentationHitTest(CGPoint(x: p.x + rootLayer.frame.minX, y: p.y + rootLayer.frame.minY))
        }
        events.append((event, hit))
    }
}

/// CADisplayLink on the headless clock: once per frame, Apple's timestamps.
final class DisplayLinkTests: XCTestCase {
    func testFiresOncePerFrameWithTimestampAndTarget() {
        let platform = HeadlessPlatform(app: PlainApp(), fps: 60)
        defer { platform.finish() }
        var stamps: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { stamps.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        platform.run(events: [], duration: 0.5) { _, _, _ in }
        XCTAssertEqual(stamps.count, 31)
        // Frame i is shown at i/60 s: its target; the timestamp is the last frame's.
        for (i, s) in stamps.enumerated() {
            XCTAssertEqual(s.1, HeadlessPlatform.epoch + Double(i) / 60, accuracy: 1e-9)
            XCTAssertEqual(s.2, 1.0 / 60, accuracy: 1e-12)
            XCTAssertEqual(s.0, s.1 - s.2, accuracy: 1e-12)
        }
    }

    /// Apple's `init(target:selector:)`, the selector a closure: it fires the same, and the
    /// link keeps its target until it is invalidated.
    func testATargetIsKeptUntilInvalidated() {
        final class Ticker { var ticks = 0 }
        let platform = HeadlessPlatform(app: PlainApp(), fps: 60)
        defer { platform.finish() }
        var ticker: Ticker? = Ticker()
        weak let watched = ticker
        let link = CADisplayLink(target: ticker!) { _ in watched?.ticks += 1 }
        link.add(to: .main, forMode: .common)
        ticker = nil
        platform.run(events: [], duration: 0.1) { _, _, _ in }
        XCTAssertEqual(watched?.ticks, 7, "kept by the link, and fired each frame")
        link.invalidate()
        XCTAssertNil(watched, "released by invalidate()")
    }

    /// `frame(at:)` plays every frame of the clock's grid before the time asked for, then one
    /// at that time exactly; a time not after the last frame gets none.
    func testFrameAtATimePlaysTheFramesBeforeIt() {
        let platform = HeadlessPlatform(app: PlainApp(), fps: 60)
        defer { platform.finish() }
        var targets: [CFTimeInterval] = []
        let link = CADisplayLink { targets.append($0.targetTimestamp - HeadlessPlatform.epoch) }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        XCTAssertNotNil(platform.frame(at: 0.25))
        XCTAssertEqual(targets.count, 16)
        XCTAssertEqual(targets.last!, 0.25, accuracy: 1e-9)
        XCTAssertNil(platform.frame(at: 0.25))
        XCTAssertNil(platform.frame(at: 0.1))
        XCTAssertNil(platform.frame(at: .nan))
        XCTAssertEqual(targets.count, 16)
        XCTAssertNotNil(platform.frame(at: 0.26))
        XCTAssertNotNil(platform.frame(at: 0.3))
        XCTAssertEqual(targets.suffix(3).map { ($0 * 1e6).rounded() / 1e6 }, [0.26, 0.283333, 0.3])
        XCTAssertEqual(platform.lastFrameTime!, 0.3, accuracy: 1e-12)
    }

    func testPreferredRateSkipsFrames() {
        let platform = HeadlessPlatform(app: PlainApp(), fps: 60)
        defer { platform.finish() }
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        defer { link.invalidate() }
        platform.run(events: [], duration: 1) { _, _, _ in }
        XCTAssertEqual(count, 31)       // 61 frames at 60 Hz, every other one
    }

    func testPausedAndInvalidatedLinksDoNotFire() {
        let platform = HeadlessPlatform(app: PlainApp(), fps: 60)
        defer { platform.finish() }
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        platform.run(events: [], duration: 0.1) { _, _, _ in }
        XCTAssertEqual(count, 0)
        link.isPaused = false
        link.invalidate()
        platform.run(events: [], duration: 0.2) { _, _, _ in }
        XCTAssertEqual(count, 0)
    }
}
