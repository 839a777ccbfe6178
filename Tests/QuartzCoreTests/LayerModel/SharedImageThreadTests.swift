import XCTest
import Foundation
@testable import QuartzCore
import LaminaTestSupport

/// One CGImage composited by two threads at once — a window's render thread showing it while
/// the app draws it with `render(in:)` on the main thread — each with its own transform and
/// filter: every frame is what that thread would draw alone.
final class SharedImageThreadTests: XCTestCase {
    private static let side = 64

    private func scene(_ image: CGImage, scale: CGFloat, angle: CGFloat) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: side, height: side)
        let l = CALayer()
        l.frame = CGRect(x: 8, y: 8, width: 48, height: 48)
        l.contents = image
        l.contentsGravity = .resize
        l.transform = CATransform3DScale(CATransform3DMakeRotation(angle, 0, 0, 1), scale, scale, 1)
        l.magnificationFilter = .linear
        root.addSublayer(l)
        CATransaction.flush()
        return root
    }

    private var side: Int { Self.side }

    private static func frame(_ renderer: SurfaceRenderer, _ box: SnapshotBox) -> [UInt8] {
        let buffer = PixelBuffer(width: side, height: side, format: .argb32)!
        renderer.beginFrame(box, map: .identity, viewport: PixelRect(x: 0, y: 0, width: side, height: side))
        renderer.render(into: buffer, region: PixelRect(x: 0, y: 0, width: side, height: side))
        renderer.endFrame()
        return Array(UnsafeRawBufferPointer(start: buffer.pointer, count: buffer.stride * side))
    }

    func testTwoThreadsCompositingOneImageDrawWhatEachWouldAlone() {
        var bytes: [UInt8] = []
        for y in 0..<16 { for x in 0..<16 { bytes += [UInt8(x * 16), UInt8(y * 16), UInt8((x + y) * 8), 255] } }
        let image = rgbaImage(width: 16, height: 16, bytes)
        let a = LayerSnapshot.box(of: scene(image, scale: 1.3, angle: 0.4))
        let b = LayerSnapshot.box(of: scene(image, scale: 0.7, angle: -0.9))
        let aloneA = Self.frame(SurfaceRenderer(), a), aloneB = Self.frame(SurfaceRenderer(), b)
        XCTAssertNotEqual(aloneA, aloneB)
        let rounds = 300
        nonisolated(unsafe) var offMain: [[UInt8]] = []
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let shared = b
        let thread = Thread {
            let r = SurfaceRenderer()
            for _ in 0..<rounds { offMain.append(Self.frame(r, shared)) }
            done.signal()
        }
        thread.start()
        var onMain: [[UInt8]] = []
        let r = SurfaceRenderer()
        while done.wait(timeout: .now()) == .timedOut { onMain.append(Self.frame(r, a)) }
        XCTAssertEqual(offMain.filter { $0 != aloneB }.count, 0, "off-main frames unlike its own alone")
        XCTAssertEqual(onMain.filter { $0 != aloneA }.count, 0, "main-thread frames unlike its own alone (of \(onMain.count))")
    }

    /// Two windows' render threads (each on the lane it claimed) and an app's own thread (no
    /// lane: nothing kept) drawing one image at once, beside the main thread: each frame is
    /// what its thread draws alone. Two threads sharing a lane set up one pixman image for two
    /// draws at once.
    func testRenderThreadsOfTwoWindowsAndAnAppThreadDrawWhatEachWouldAlone() {
        var bytes: [UInt8] = []
        for y in 0..<16 { for x in 0..<16 { bytes += [UInt8(x * 16), UInt8(255 - y * 16), UInt8((x * y) % 256), 255] } }
        let image = rgbaImage(width: 16, height: 16, bytes)
        let looks: [(scale: CGFloat, angle: CGFloat)] = [(1.3, 0.4), (0.7, -0.9), (1.9, 2.1), (0.45, 1.2)]
        let boxes = looks.map { LayerSnapshot.box(of: scene(image, scale: $0.scale, angle: $0.angle)) }
        let alone = boxes.map { Self.frame(SurfaceRenderer(), $0) }
        XCTAssertEqual(Set(alone).count, alone.count, "the four looks differ")
        let rounds = 200
        nonisolated(unsafe) var unlike = [0, 0, 0]
        nonisolated(unsafe) let shared = boxes
        let group = DispatchGroup()
        for t in 0..<3 {
            group.enter()
            let thread = Thread {
                let draw = {
                    let r = SurfaceRenderer()
                    for _ in 0..<rounds where Self.frame(r, shared[t + 1]) != alone[t + 1] { unlike[t] += 1 }
                }
                // Threads 0 and 1 are windows' render threads; thread 2 is an app's own.
                if t < 2 { RenderLane.withClaimedLane(draw) } else { draw() }
                group.leave()
            }
            thread.start()
        }
        var onMain = 0, unlikeOnMain = 0
        let r = SurfaceRenderer()
        while group.wait(timeout: .now()) == .timedOut {
            if Self.frame(r, boxes[0]) != alone[0] { unlikeOnMain += 1 }
            onMain += 1
        }
        XCTAssertEqual(unlike, [0, 0, 0], "frames unlike their own alone, per thread, of \(rounds) each")
        XCTAssertEqual(unlikeOnMain, 0, "main-thread frames unlike its own alone (of \(onMain))")
    }

    func testLanesAreHeldByOneThreadAtATime() {
        var claimed: [Int] = []
        while let lane = RenderLane.claim() { claimed.append(lane) }
        defer { claimed.forEach(RenderLane.release) }
        XCTAssertFalse(claimed.contains(0), "lane 0 is the main thread's")
        XCTAssertEqual(Set(claimed).count, claimed.count, "no lane handed out twice")
        XCTAssertNil(RenderLane.claim(), "every lane is held")
        guard let some = claimed.popLast() else { return }
        RenderLane.release(some)
        XCTAssertEqual(RenderLane.claim(), some, "a released lane is claimed again")
        claimed.append(some)
        // A thread with no lane keeps nothing: its images are made for each use.
        nonisolated(unsafe) var sameImage = true
        let buffer = PixelBuffer(width: 4, height: 4, format: .argb32)!
        let done = DispatchSemaphore(value: 0)
        Thread {
            XCTAssertEqual(RenderLane.current, RenderLane.none)
            sameImage = PixmanImage.plain(buffer) === PixmanImage.plain(buffer)
            done.signal()
        }.start()
        done.wait()
        XCTAssertFalse(sameImage, "a thread without a lane keeps no image on the buffer")
        XCTAssertTrue(PixmanImage.plain(buffer) === PixmanImage.plain(buffer), "the main thread keeps its own")
    }
}
