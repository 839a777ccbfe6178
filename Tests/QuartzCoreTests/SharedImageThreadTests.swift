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
}
