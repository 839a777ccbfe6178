import XCTest
@testable import QuartzCore

/// The compositor's per-sibling cull (`Compositor.isOutside`) answers in plain arithmetic for
/// affine maps; it must agree with mapping the painted bounds and covering them in pixels.
final class CullingTests: XCTestCase {
    func testTheAffineCullAgreesWithTheGeneralOne() {
        var rng = SystemRandomNumberGenerator()
        // Multiples of 1/8: every product and sum is exact, so both ways round alike.
        func eighth(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &rng)) / 8 }
        var culled = 0, kept = 0
        for _ in 0..<4000 {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: eighth(0...400), height: eighth(0...400))
            layer.position = CGPoint(x: eighth(-800...2400), y: eighth(-800...2400))
            if Bool.random(using: &rng) { layer.setAffineTransform(CGAffineTransform(a: eighth(-16...16), b: eighth(-8...8), c: eighth(-8...8),
                                                                                      d: eighth(-16...16), tx: eighth(-80...80), ty: eighth(-80...80))) }
            if Int.random(in: 0..<4, using: &rng) == 0 { layer.shadowOpacity = 0.5; layer.shadowRadius = eighth(0...80) }
            let box = SnapshotBox(LayerSnapshot(layer))
            let parent = PlaneMap(m: (eighth(-16...16), eighth(-8...8), 0, eighth(-8...8), eighth(-16...16), 0,
                                      eighth(-800...800), eighth(-800...800), 1))
            let clip = PixelRect(x: Int.random(in: 0...200, using: &rng), y: Int.random(in: 0...200, using: &rng),
                                 width: Int.random(in: 0...300, using: &rng), height: Int.random(in: 0...300, using: &rng))
            let device = box.snapshot.toParent.concatenating(parent).apply(box.snapshot.paintedBounds)
            let expected = device.isNull || device.isInfinite ? false : PixelRect(covering: device).intersection(clip).isEmpty
            XCTAssertEqual(Compositor.isOutside(box, parentMap: parent, clip: clip), expected,
                           "bounds \(layer.bounds) at \(layer.position), parent \(parent.m), clip \(clip)")
            if expected { culled += 1 } else { kept += 1 }
        }
        XCTAssertGreaterThan(culled, 100); XCTAssertGreaterThan(kept, 100)
    }

    func testARectsPartsOutsideAnotherCoverExactlyTheRest() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            func rect() -> PixelRect {
                PixelRect(x: Int.random(in: -20...20, using: &rng), y: Int.random(in: -20...20, using: &rng),
                          width: Int.random(in: 0...30, using: &rng), height: Int.random(in: 0...30, using: &rng))
            }
            let r = rect(), o = rect()
            var covered = Set<Int>(), count = 0
            r.forEachPart(outside: o) { p in
                XCTAssertFalse(p.isEmpty)
                XCTAssertEqual(p.intersection(r), p, "a part lies inside the rect")
                XCTAssertTrue(p.intersection(o).isEmpty, "a part lies outside the other")
                for y in p.y..<(p.y + p.height) { for x in p.x..<(p.x + p.width) { covered.insert(y * 1000 + x); count += 1 } }
            }
            XCTAssertEqual(count, covered.count, "parts do not overlap")
            let cut = r.intersection(o)
            XCTAssertEqual(count, (r.isEmpty ? 0 : r.width * r.height) - (cut.isEmpty ? 0 : cut.width * cut.height), "\(r) less \(o)")
        }
    }
}
