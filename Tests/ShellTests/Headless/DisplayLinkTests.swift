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
        for (i, s) in stamps.enumerated() {
            XCTAssertEqual(s.0, HeadlessPlatform.epoch + Double(i) / 60, accuracy: 1e-9)
            XCTAssertEqual(s.2, 1.0 / 60, accuracy: 1e-12)
            XCTAssertEqual(s.1, s.0 + s.2, accuracy: 1e-12)
        }
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
