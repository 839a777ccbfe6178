import XCTest
import QuartzCore
import LaminaTestSupport

/// CAShapeLayer (000 "Layers that Draw Themselves"; 003 "CAShapeLayer").
final class ShapeLayerTests: XCTestCase {
    private func render(_ shape: CAShapeLayer, size: Int = 100, transform: CGAffineTransform = .identity) -> CGContext {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: size, height: size)
        root.addSublayer(shape)
        shape.setAffineTransform(transform)
        let ctx = flippedContext(size, size)
        root.render(in: ctx)
        return ctx
    }

    private func shape(_ build: (CGMutablePath) -> Void) -> CAShapeLayer {
        let s = CAShapeLayer()
        s.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let p = CGMutablePath()
        build(p)
        s.path = p
        return s
    }

    /// "the default is a fillColor of black and no strokeColor" (000).
    func testDefaults() {
        let s = CAShapeLayer()
        XCTAssertEqual(s.fillColor, CGColor(gray: 0, alpha: 1))
        XCTAssertNil(s.strokeColor)
        XCTAssertEqual(s.lineWidth, 1); XCTAssertEqual(s.miterLimit, 10)
        XCTAssertEqual(s.lineCap, .butt); XCTAssertEqual(s.lineJoin, .miter); XCTAssertEqual(s.fillRule, .nonZero)
        XCTAssertEqual(s.strokeStart, 0); XCTAssertEqual(s.strokeEnd, 1)
        XCTAssertNil(s.lineDashPattern)
        XCTAssertEqual(s.value(forKey: "lineWidth") as? CGFloat, 1)
        s.setValue(4, forKey: "lineWidth")
        XCTAssertEqual(s.lineWidth, 4)
        s.setValue([2, 3], forKey: "lineDashPattern")
        XCTAssertEqual(s.lineDashPattern?.map(\.doubleValue), [2, 3])
        XCTAssertTrue(s.presentation() != nil)
    }

    func testFillRules() {
        let s = shape { p in
            p.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
            p.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        }
        s.fillColor = color(0, 0, 1)
        var ctx = render(s)
        XCTAssertEqual(pixel(ctx, 50, 50), .blue, "non-zero: the inner rect (same direction) is filled")
        s.fillRule = .evenOdd
        ctx = render(s)
        XCTAssertEqual(pixel(ctx, 50, 50), .clear, "even-odd: the inner rect is a hole")
        XCTAssertEqual(pixel(ctx, 20, 50), .blue)
    }

    /// "A CAShapeLayer may also have contents; the shape is displayed on top" (000), and it is
    /// not clipped to the bounds (003) unless masksToBounds.
    func testDrawsOverContentsAndOutsideBounds() {
        let s = shape { p in p.addRect(CGRect(x: 0, y: 0, width: 60, height: 10)) }
        s.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        s.fillColor = color(1, 0, 0)
        s.contents = rgbaImage(width: 1, height: 1, [0, 0, 255, 255])
        var ctx = render(s)
        XCTAssertEqual(pixel(ctx, 15, 15), .red, "the shape over the contents")
        XCTAssertEqual(pixel(ctx, 15, 25), .blue, "the contents where the shape is not")
        XCTAssertEqual(pixel(ctx, 60, 15), .red, "outside the bounds: not clipped")
        s.masksToBounds = true
        ctx = render(s)
        XCTAssertEqual(pixel(ctx, 60, 15), .clear, "masksToBounds clips the shape")
        XCTAssertEqual(pixel(ctx, 15, 15), .red)
    }

    func testCaps() {
        func extent(_ cap: CAShapeLayerLineCap) -> (RGBA8, RGBA8) {
            let s = shape { p in p.move(to: CGPoint(x: 30, y: 50)); p.addLine(to: CGPoint(x: 70, y: 50)) }
            s.strokeColor = color(0, 0, 0); s.lineWidth = 20; s.lineCap = cap
            let ctx = render(s)
            return (pixel(ctx, 25, 50), pixel(ctx, 22, 42))
        }
        XCTAssertEqual(extent(.butt).0, .clear, "butt stops at the end point")
        XCTAssertEqual(extent(.square).0, .black, "square extends half the width")
        XCTAssertEqual(extent(.square).1, .black, "…with square corners")
        XCTAssertEqual(extent(.round).0, .black, "round extends half the width")
        XCTAssertLessThan(extent(.round).1.a, 10, "…but not into the corner")
    }

    func testJoins() {
        func corner(_ join: CAShapeLayerLineJoin, miterLimit: CGFloat = 10) -> RGBA8 {
            let s = shape { p in
                p.move(to: CGPoint(x: 20, y: 80)); p.addLine(to: CGPoint(x: 50, y: 20)); p.addLine(to: CGPoint(x: 80, y: 80))
            }
            s.strokeColor = color(0, 0, 0); s.lineWidth = 10; s.lineJoin = join; s.miterLimit = miterLimit
            s.fillColor = nil
            return pixel(render(s), 50, 12)
        }
        XCTAssertEqual(corner(.miter), .black, "the miter reaches past the corner point")
        XCTAssertEqual(corner(.bevel), .clear)
        XCTAssertEqual(corner(.round), .clear)
        XCTAssertEqual(corner(.miter, miterLimit: 1), .clear, "beyond the miter limit it bevels")
    }

    /// lineDashPattern [10, 10]: dashes at 0–10, 20–30…; a phase of 10 swaps them.
    func testDashPhase() {
        func probe(phase: CGFloat) -> (RGBA8, RGBA8) {
            let s = shape { p in p.move(to: CGPoint(x: 0, y: 50)); p.addLine(to: CGPoint(x: 100, y: 50)) }
            s.strokeColor = color(0, 0, 0); s.lineWidth = 4
            s.lineDashPattern = [10, 10]; s.lineDashPhase = phase
            let ctx = render(s)
            return (pixel(ctx, 5, 50), pixel(ctx, 15, 50))
        }
        XCTAssertEqual(probe(phase: 0).0, .black); XCTAssertEqual(probe(phase: 0).1, .clear)
        XCTAssertEqual(probe(phase: 10).0, .clear); XCTAssertEqual(probe(phase: 10).1, .black)
    }

    /// strokeStart/strokeEnd take fractions of the whole length, across subpaths.
    func testStrokeStartAndEnd() {
        let s = shape { p in
            p.move(to: CGPoint(x: 0, y: 20)); p.addLine(to: CGPoint(x: 100, y: 20))
            p.move(to: CGPoint(x: 0, y: 80)); p.addLine(to: CGPoint(x: 100, y: 80))
        }
        s.strokeColor = color(0, 0, 0); s.lineWidth = 4
        s.strokeEnd = 0.75
        var ctx = render(s)
        XCTAssertEqual(pixel(ctx, 90, 20), .black, "the first line is whole")
        XCTAssertEqual(pixel(ctx, 40, 80), .black)
        XCTAssertEqual(pixel(ctx, 60, 80), .clear, "the second stops at half")
        s.strokeStart = 0.25; s.strokeEnd = 1
        ctx = render(s)
        XCTAssertEqual(pixel(ctx, 40, 20), .clear)
        XCTAssertEqual(pixel(ctx, 60, 20), .black)
        s.strokeStart = 0.6; s.strokeEnd = 0.4
        ctx = render(s)
        XCTAssertEqual(pixel(ctx, 50, 20), .clear, "start after end draws no stroke")
    }

    /// "There's no pixelation" (003): a shape scaled up 8× keeps a one-pixel antialiased edge.
    func testCrispWhenScaledUp() {
        let s = shape { p in p.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        s.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        s.position = CGPoint(x: 50, y: 50)
        s.fillColor = color(0, 0, 0)
        let ctx = render(s, transform: CGAffineTransform(scaleX: 8, y: 8))
        var partial = 0
        for x in 0..<100 { let a = pixel(ctx, x, 50).a; if a > 10 && a < 245 { partial += 1 } }
        XCTAssertLessThanOrEqual(partial, 4, "at most a pixel or two of edge on each side")
        XCTAssertEqual(pixel(ctx, 50, 50), .black)
        XCTAssertEqual(pixel(ctx, 5, 50).a, 0)
    }

    /// contains(_:) tests the filled path, and the stroke where there is a stroke colour.
    func testContainsUsesThePath() {
        let s = shape { p in p.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        XCTAssertTrue(s.contains(CGPoint(x: 50, y: 50)))
        XCTAssertFalse(s.contains(CGPoint(x: 3, y: 3)), "the bounds' corner is outside the circle")
        s.fillColor = nil
        XCTAssertFalse(s.contains(CGPoint(x: 50, y: 50)), "no fill, no stroke: nothing to hit")
        s.strokeColor = color(0, 0, 0); s.lineWidth = 10
        XCTAssertTrue(s.contains(CGPoint(x: 2, y: 50)), "on the stroke")
        XCTAssertFalse(s.contains(CGPoint(x: 50, y: 50)))
        // Hit testing reaches a stroke outside the bounds.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let outside = shape { p in p.addRect(CGRect(x: 150, y: 150, width: 20, height: 20)) }
        root.addSublayer(outside)
        XCTAssertTrue(root.hitTest(CGPoint(x: 160, y: 160)) === outside)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === root)
    }

    /// Bad input: nothing crashes, nothing draws where there is nothing to draw.
    func testBadInput() {
        let s = CAShapeLayer()
        s.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        s.path = CGMutablePath()
        XCTAssertEqual(pixel(render(s), 50, 50), .clear, "an empty path")
        let p = CGMutablePath()
        p.move(to: CGPoint(x: CGFloat.nan, y: 0)); p.addLine(to: CGPoint(x: 50, y: CGFloat.infinity))
        p.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        s.path = p
        XCTAssertEqual(pixel(render(s), 20, 20), .black, "NaN points are refused; the rest draws")
        s.strokeColor = color(1, 0, 0); s.lineWidth = 4
        for pattern: [NSNumber] in [[0, 0], [-5, 5], [0], [], [3, -1, 2]] {
            s.lineDashPattern = pattern
            XCTAssertEqual(pixel(render(s), 10, 20).r, 255, "\(pattern): drawn solid")
        }
        s.lineWidth = .nan; s.strokeStart = .nan; s.miterLimit = -3
        let bad = render(s)
        XCTAssertEqual(pixel(bad, 10, 20), .black, "a line width that is not a number: no stroke, the fill still draws")
        XCTAssertEqual(pixel(bad, 50, 50), .clear)
        s.path = nil
        XCTAssertEqual(pixel(render(s), 20, 20), .clear)
    }

    /// A changed strokeEnd re-rasterizes that shape only; unchanged shapes come from the cache.
    func testOnlyChangedShapesRasterize() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        var shapes: [CAShapeLayer] = []
        for i in 0..<4 {
            let s = shape { p in p.addEllipse(in: CGRect(x: 5, y: 5, width: 30, height: 30)) }
            s.frame = CGRect(x: CGFloat(i) * 50, y: 0, width: 40, height: 40)
            s.strokeColor = color(0, 0, 0); s.lineWidth = 3
            root.addSublayer(s); shapes.append(s)
        }
        let ctx = makeBitmapContext(width: 200, height: 100)
        let renderer = CARenderer(context: ctx)
        renderer.layer = root
        renderer.bounds = root.bounds
        func frame(_ t: CFTimeInterval) { renderer.beginFrame(atTime: t, timeStamp: nil); renderer.render(); renderer.endFrame() }
        frame(0)
        let before = renderer.compositor.shapeRasterizations
        shapes[2].strokeEnd = 0.5
        frame(1)
        XCTAssertEqual(renderer.compositor.shapeRasterizations - before, 1, "only the changed stroke")
    }
}
