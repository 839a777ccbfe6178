import XCTest
@testable import QuartzCore
import LaminaTestSupport

/// Issue "Real motion at half GTK's cost": crisp coverage — a shape layer's fill and stroke, a
/// rounded background and border — moving by fractions of a pixel is rasterized once and
/// moved (`SubpixelShift`): exact (within 1/255) where the fresh picture is flat, within
/// `SubpixelShift.crispEdgeError` (65/255: a quarter of an edge pixel's coverage, the
/// softening of a bilinearly placed layer) on edges.
final class CrispDriftTests: XCTestCase {
    func render(_ r: CARenderer) { r.beginFrame(atTime: 0, timeStamp: nil); r.render(); r.endFrame() }

    /// A 240×160 scene with `layer` on a plain background.
    func scene(_ layer: CALayer) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 240, height: 160)
        root.backgroundColor = color(0.93, 0.93, 0.95)
        root.addSublayer(layer)
        return root
    }

    func shape() -> CAShapeLayer {
        let l = CAShapeLayer()
        l.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        let path = CGMutablePath()
        path.addEllipse(in: l.bounds.insetBy(dx: 4, dy: 4))
        path.addRoundedRect(in: CGRect(x: 30, y: 20, width: 60, height: 40), cornerWidth: 8, cornerHeight: 8)
        l.path = path
        l.fillRule = .evenOdd
        l.fillColor = color(0.2, 0.5, 0.9, 0.85)
        l.strokeColor = color(0.1, 0.1, 0.2)
        l.lineWidth = 2
        return l
    }

    func card() -> CALayer {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        l.cornerRadius = 12
        l.backgroundColor = color(0.4, 0.6, 0.8, 0.85)
        l.borderWidth = 2
        l.borderColor = color(0.1, 0.1, 0.2)
        return l
    }

    /// Moves `layer` through sub-pixel positions, comparing each frame with a fresh render.
    func checkDrift(_ layer: CALayer, _ name: String, file: StaticString = #filePath, line: UInt = #line) -> (anywhere: Int, flat: Int) {
        let worst = framesWhileMoving(layer, in: scene(layer), artifact: "crisp-drift-\(name)") { _, p, d in
            XCTAssertLessThanOrEqual(CGFloat(d.anywhere), SubpixelShift.crispEdgeError,
                                     "\(name) moved to \(p): off by \(d.anywhere)/255 on an edge", file: file, line: line)
            XCTAssertLessThanOrEqual(d.flat, 1, "\(name) moved to \(p): off by \(d.flat)/255 where the picture is flat (at \(d.flatAt))",
                                     file: file, line: line)
        }.worst
        print("\(name): worst \(worst.anywhere)/255 on edges, \(worst.flat)/255 where flat")
        return worst
    }

    func testAMovingShapeIsRasterizedOnceAndMovedWithinTheBound() {
        let worst = checkDrift(shape(), "shape")
        XCTAssertGreaterThan(worst.anywhere, 0, "the moved shape is a resampled one, not a fresh rasterization")
    }

    func testAMovingShapeRasterizesNothingAfterItsFirstFrame() {
        let l = shape()
        let root = scene(l)
        let r = CARenderer(context: makeBitmapContext(width: 240, height: 160))
        r.layer = root
        l.position = CGPoint(x: 100, y: 70)
        render(r)
        XCTAssertEqual(r.compositor.shapeRasterizations, 2, "the fill and the stroke")
        for k in 1...20 {
            CATransaction.begin(); CATransaction.setDisableActions(true)
            l.position = CGPoint(x: 100 + 1.37 * CGFloat(k), y: 70 + 0.61 * CGFloat(k))
            CATransaction.commit()
            render(r)
        }
        XCTAssertEqual(r.compositor.shapeRasterizations, 2, "twenty sub-pixel moves reuse both")
        // A change of shape is rasterized again.
        l.lineWidth = 3
        render(r)
        XCTAssertEqual(r.compositor.shapeRasterizations, 3, "only the stroke changed")
    }

    func testAMovingRoundedCardWithABorderStaysWithinTheBound() {
        let worst = checkDrift(card(), "card")
        XCTAssertGreaterThan(worst.anywhere, 0)
    }

    /// Rotated, the same: the cache keeps the linear part of the placement and moves the rest.
    func testARotatedShapeMovesWithinTheBound() {
        let l = shape()
        l.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        let worst = checkDrift(l, "rotated")
        XCTAssertGreaterThan(worst.anywhere, 0, "the rotated shape is moved, not rasterized afresh")
    }
}
