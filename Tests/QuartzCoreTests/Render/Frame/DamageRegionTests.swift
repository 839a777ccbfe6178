import XCTest
@testable import QuartzCore
import LaminaTestSupport

/// A frame's damage is a few rectangles: far-apart changes stay apart, near ones merge.
final class DamageRegionTests: XCTestCase {
    func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> PixelRect { PixelRect(x: x, y: y, width: w, height: h) }

    func testMergingRules() {
        var r = DamageRegion()
        r.add(rect(0, 0, 20, 20))
        r.add(rect(500, 300, 20, 20))
        XCTAssertEqual(r.rects.count, 2, "far apart: two rects")
        XCTAssertEqual(r.area, 800)
        r.add(rect(10, 10, 20, 20))
        XCTAssertEqual(r.rects.count, 2, "overlapping: merged")
        XCTAssertTrue(r.rects.contains(rect(0, 0, 30, 30)))
        r.add(rect(32, 0, 10, 30))
        XCTAssertTrue(r.rects.contains(rect(0, 0, 42, 30)), "a narrow gap is cheaper merged")
        r.add(rect(505, 305, 50, 10))
        XCTAssertEqual(r.rects.count, 2)
        XCTAssertEqual(r.bounds, rect(0, 0, 555, 320))
        var many = DamageRegion()
        for i in 0..<30 { many.add(rect((i % 6) * 300, (i / 6) * 200, 10, 10)) }
        XCTAssertLessThanOrEqual(many.rects.count, DamageRegion.limit)
        for i in 0..<30 {
            let p = rect((i % 6) * 300, (i / 6) * 200, 10, 10)
            XCTAssertTrue(many.rects.contains { $0.intersection(p) == p }, "every damaged pixel still covered")
        }
        XCTAssertEqual(r.intersection(rect(0, 0, 100, 100)).rects, [rect(0, 0, 42, 30)])
        r.add(rect(0, 0, 0, 10))
        XCTAssertEqual(r.rects.count, 2, "empty rects add nothing")
    }

    /// Twenty cards moving over a 1280×720 window (the race's scene): each damages its old
    /// and new place. The region stays near their summed area: merging must not cascade into
    /// one box over most of the window, which both Lamina and the compositor would redraw.
    func testScatteredMoversKeepTheirArea() {
        var r = DamageRegion(), summed = 0
        var state: UInt32 = 12345
        func next() -> Int {
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return Int(state % 1000)
        }
        for _ in 0..<20 {
            let x = next() * 1150 / 1000, y = next() * 630 / 1000
            let card = rect(x, y, 132, 96), moved = rect(x + 2, y + 1, 132, 96)
            r.add(card); r.add(moved)
            summed += 132 * 96 + 2 * 96 + 1 * 132
        }
        XCTAssertLessThanOrEqual(r.rects.count, DamageRegion.limit)
        XCTAssertLessThan(Double(r.area), Double(summed) * 1.6, "\(r.rects.count) rects, \(r.area) px for \(summed) damaged")
    }

    /// Two layers changing at opposite corners redraw two small rects: a pixel between them
    /// (scribbled on the bitmap after the last frame) is left alone, as it would not be if
    /// the damage were their bounding box.
    func testFarApartChangesRedrawOnlyTheirRects() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        root.backgroundColor = color(1, 1, 1)
        func box(_ x: CGFloat, _ y: CGFloat) -> CALayer {
            let b = CALayer()
            b.frame = CGRect(x: x, y: y, width: 20, height: 20)
            b.backgroundColor = color(1, 0, 0)
            b.actions = ["backgroundColor": NSNull()]
            root.addSublayer(b)
            return b
        }
        let a = box(10, 10), b = box(270, 170)
        let ctx = makeBitmapContext(width: 300, height: 200)
        let r = CARenderer(context: ctx)
        r.layer = root
        r.beginFrame(atTime: 0, timeStamp: nil); r.render(); r.endFrame()
        // A scribble in the middle (the bitmap's rows run bottom-up in CG's space).
        ctx.setFillColor(color(0, 1, 0))
        ctx.fill(CGRect(x: 140, y: 90, width: 20, height: 20))
        XCTAssertEqual(pixel(ctx, 150, 100), .green)
        a.backgroundColor = color(0, 0, 1)
        b.backgroundColor = color(0, 0, 1)
        r.beginFrame(atTime: 1, timeStamp: nil)
        XCTAssertEqual(r.updateRegion?.rects.count, 2)
        XCTAssertEqual(r.updateRegion?.area, 800)
        XCTAssertEqual(r.updateBounds(), CGRect(x: 10, y: 10, width: 280, height: 180), "updateBounds: the box around them")
        r.render(); r.endFrame()
        XCTAssertEqual(pixel(ctx, 15, 15), .blue)
        XCTAssertEqual(pixel(ctx, 285, 185), .blue)
        XCTAssertEqual(pixel(ctx, 150, 100), .green, "between the two rects: not redrawn")
    }
}
