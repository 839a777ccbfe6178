import XCTest
import Foundation
@testable import QuartzCore
import LaminaTestSupport

/// A backdrop layer's blur through damage and bands: a frame that changes something within
/// its reach, drawn over the last one as a window draws (damage only, split in bands on
/// several threads), has the pixels of the same tree drawn whole and fresh.
final class BackdropDamageTests: XCTestCase {
    private static let workers = BandWorkers(count: 3)

    /// Stripes, a dot that moves, and a blurred panel; another dot far from the panel.
    func scene() -> (root: CALayer, near: CALayer, far: CALayer, panel: BackdropLayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 240, height: 200)
        root.backgroundColor = color(1, 1, 1)
        for i in 0..<30 {
            let stripe = CALayer()
            stripe.frame = CGRect(x: CGFloat(i) * 8, y: 0, width: 4, height: 200)
            stripe.backgroundColor = i % 2 == 0 ? color(1, 0, 0) : color(0, 0.6, 0)
            root.addSublayer(stripe)
        }
        let near = CALayer(), far = CALayer()
        near.frame = CGRect(x: 20, y: 150, width: 20, height: 20)
        far.frame = CGRect(x: 200, y: 10, width: 20, height: 20)
        for dot in [near, far] { dot.backgroundColor = color(0, 0, 0); root.addSublayer(dot) }
        let panel = BackdropLayer()
        panel.frame = CGRect(x: 60, y: 60, width: 120, height: 80)
        panel.cornerRadius = 16
        panel.blurRadius = 6
        panel.saturation = 1.5
        panel.backgroundColor = color(1, 1, 1, 0.3)
        root.addSublayer(panel)
        return (root, near, far, panel)
    }

    func testDamagedFramesInBandsMatchAFreshRender() {
        CATransaction.begin(); CATransaction.setDisableActions(true)
        let s = scene()
        CATransaction.commit()
        let renderer = SurfaceRenderer()
        renderer.bandWorkers = Self.workers
        renderer.minimumBandPixels = 500
        renderer.minimumBandedSeconds = 0
        let buffer = PixelBuffer(width: 240, height: 200, format: .argb32)!
        let all = PixelRect(x: 0, y: 0, width: 240, height: 200)
        func frame(_ t: Double) -> DamageRegion? {
            renderer.beginFrame(s.root, at: t, map: .identity, viewport: all)
            let damage = renderer.update
            if let damage { renderer.render(into: buffer, region: damage) }
            renderer.endFrame()
            return damage
        }
        _ = frame(1)
        // The near dot moves in under the panel's lower edge while the far one moves too: two
        // damaged places, one within the panel's reach.
        CATransaction.begin(); CATransaction.setDisableActions(true)
        s.near.position = CGPoint(x: 100, y: 142)
        s.far.position = CGPoint(x: 215, y: 40)
        CATransaction.commit()
        let damage = frame(2)
        let reached = PixelRect(x: 60, y: 60, width: 120, height: 80)
        XCTAssertTrue(damage?.rects.contains { $0.intersection(reached) == reached } ?? false,
                      "the whole panel is redrawn: \(String(describing: damage?.rects))")
        let fresh = PixelBuffer(width: 240, height: 200, format: .argb32)!
        Compositor().render(LayerSnapshot.of(s.root), map: .identity, into: RenderTarget(buffer: fresh))
        var worst = 0
        for y in 0..<200 {
            for x in 0..<240 {
                let a = buffer.pixel(x, y), b = fresh.pixel(x, y)
                for k in 0..<4 { worst = max(worst, abs(Int(a >> (8 * k) & 0xff) - Int(b >> (8 * k) & 0xff))) }
            }
        }
        XCTAssertLessThanOrEqual(worst, 2, "a damaged, banded frame with a backdrop against a fresh render")
        // The dot shows through the panel, blurred: darker than the panel beside it.
        XCTAssertLessThan(fresh.pixel(100, 136) & 0xff, fresh.pixel(150, 136) & 0xff)
    }
}

private extension PixelBuffer {
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
        pointer.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }
}
