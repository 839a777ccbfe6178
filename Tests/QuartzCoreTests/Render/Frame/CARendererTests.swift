import XCTest
import Foundation
import QuartzCore
import LaminaTestSupport

final class CARendererTests: XCTestCase {
    func scene() -> (CALayer, CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.backgroundColor = color(1, 1, 1)
        let box = CALayer()
        box.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        box.backgroundColor = color(1, 0, 0)
        // These tests are about damage, not animation: changes apply at once.
        box.actions = ["position": NSNull(), "backgroundColor": NSNull()]
        root.addSublayer(box)
        return (root, box)
    }

    func frame(_ r: CARenderer, _ t: CFTimeInterval) -> CGRect {
        r.beginFrame(atTime: t, timeStamp: nil)
        let u = r.updateBounds()
        r.render()
        r.endFrame()
        return u
    }

    /// updateBounds() is the frame's damage: everything first, nothing when unchanged, the
    /// old and new footprints when a layer moves.
    func testDamageAndRendering() {
        let (root, box) = scene()
        let ctx = makeBitmapContext(width: 200, height: 100)
        let r = CARenderer(context: ctx)
        r.layer = root
        XCTAssertEqual(frame(r, 0), CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(pixel(ctx, 15, 15), .red, "rows are top first: the layer's y-down space")
        XCTAssertTrue(frame(r, 1 / 60).isNull, "nothing changed: no damage")
        box.position = CGPoint(x: 120, y: 50)
        XCTAssertEqual(frame(r, 2 / 60), CGRect(x: 10, y: 10, width: 120, height: 50), "old ∪ new footprint")
        XCTAssertEqual(pixel(ctx, 15, 15), .white, "the old place is repainted")
        XCTAssertEqual(pixel(ctx, 115, 45), .red)
        box.backgroundColor = color(0, 0, 1)
        XCTAssertEqual(frame(r, 3 / 60), CGRect(x: 110, y: 40, width: 20, height: 20), "a colour change damages the layer only")
        XCTAssertEqual(pixel(ctx, 115, 45), .blue)
        r.beginFrame(atTime: 4 / 60, timeStamp: nil)
        r.addUpdate(CGRect(x: 0, y: 0, width: 5, height: 5))
        XCTAssertEqual(r.updateBounds(), CGRect(x: 0, y: 0, width: 5, height: 5))
        r.endFrame()
        XCTAssertEqual(r.nextFrameTime(), .infinity, "nothing animates")
    }

    /// Given the same tree and times, byte-identical frames.
    func testDeterministic() {
        func bytes() -> Data {
            let (root, _) = scene()
            root.cornerRadius = 7
            root.shadowOpacity = 0.5
            let ctx = makeBitmapContext(width: 200, height: 100)
            let r = CARenderer(context: ctx)
            r.layer = root
            _ = frame(r, 0)
            return Data(bytes: ctx.data!, count: ctx.bytesPerRow * ctx.height)
        }
        XCTAssertEqual(bytes(), bytes())
    }

    /// The renderer's bounds choose what part of the layer space fills the bitmap.
    func testBoundsMapOntoTheBitmap() {
        let (root, _) = scene()
        let ctx = makeBitmapContext(width: 100, height: 50)
        let r = CARenderer(context: ctx)
        r.layer = root
        r.bounds = CGRect(x: 0, y: 0, width: 50, height: 25)        // zoom 2× into the top left
        _ = frame(r, 0)
        XCTAssertEqual(pixel(ctx, 25, 25), .red, "the box (10…30) now covers pixels 20…60")
        XCTAssertEqual(pixel(ctx, 15, 15), .white)
    }
}
