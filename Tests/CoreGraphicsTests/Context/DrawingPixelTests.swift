import XCTest
import CoreGraphics
import LaminaTestSupport

/// Pixel probes of drawing: what must be inside, outside and on edges, with stated tolerances.
/// Each test writes its bitmap to .build/test-artifacts for a person to look at.
final class DrawingPixelTests: XCTestCase {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    func snapshot(_ ctx: CGContext, _ name: String) { writeArtifact(ctx.makeImage()!, "cg-" + name) }

    func testFilledRectWithExactAndHalfCoveredEdges() {
        let ctx = makeBitmapContext(width: 20, height: 20)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        ctx.fill(CGRect(x: 0.5, y: 18, width: 1, height: 1))   // straddles two pixels: half each
        snapshot(ctx, "filled-rect")
        XCTAssertEqual(pixel(ctx, 10, 10), .red)
        XCTAssertEqual(pixel(ctx, 5, 14), .red, "device (5, 5) is memory row 14")
        XCTAssertEqual(pixel(ctx, 4, 10), .clear)
        XCTAssertEqual(pixel(ctx, 15, 10), .clear)
        XCTAssertNear(pixel(ctx, 0, 1).a, 128, 2)
        XCTAssertNear(pixel(ctx, 1, 1).a, 128, 2)
    }

    /// A 270° arc of width 8 with round caps: the ring is solid, the caps reach past the ends.
    func testStrokedCircleWithRoundCaps() {
        let ctx = makeBitmapContext(width: 100, height: 100)
        ctx.setStrokeColor(blue)
        ctx.setLineWidth(8)
        ctx.setLineCap(.round)
        ctx.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: 1.5 * .pi, clockwise: false)
        ctx.strokePath()
        snapshot(ctx, "stroked-arc-round-caps")
        // Device y-up → memory row = 99 - y.
        XCTAssertEqual(pixel(ctx, 20, 49), .blue, "on the ring at 180°")
        XCTAssertEqual(pixel(ctx, 50, 99 - 80), .blue, "on the ring at 90° (top of the screen)")
        XCTAssertEqual(pixel(ctx, 50, 49), .clear, "the centre")
        XCTAssertEqual(pixel(ctx, 70, 99 - 25), .clear, "the missing quarter (270°…360°)")
        // Start cap at (80, 50): the round cap extends 4 below the start toward -y.
        XCTAssertEqual(pixel(ctx, 80, 99 - 47).b, 255, "inside the start cap")
        XCTAssertEqual(pixel(ctx, 80, 99 - 45), .clear, "beyond the cap's radius")
        XCTAssertEqual(pixel(ctx, 47, 99 - 20).b, 255, "inside the end cap at (50, 20), toward +x... of its tangent")
    }

    func testDashedLine() {
        let ctx = makeBitmapContext(width: 100, height: 10)
        ctx.setStrokeColor(red)
        ctx.setLineWidth(4)
        ctx.setLineDash(phase: 0, lengths: [10, 10])
        ctx.move(to: CGPoint(x: 0, y: 5)); ctx.addLine(to: CGPoint(x: 100, y: 5))
        ctx.strokePath()
        snapshot(ctx, "dashed-line")
        for x in [2, 15, 25, 35, 45, 55, 65, 75, 85, 95] {
            let on = (x / 10) % 2 == 0
            XCTAssertEqual(pixel(ctx, x, 5), on ? .red : .clear, "x = \(x)")
        }
        XCTAssertEqual(pixel(ctx, 5, 1), .clear, "above the 4-wide line")
        // The phase shifts the pattern left by 5.
        let shifted = makeBitmapContext(width: 100, height: 10)
        shifted.setStrokeColor(red); shifted.setLineWidth(4); shifted.setLineDash(phase: 5, lengths: [10, 10])
        shifted.move(to: CGPoint(x: 0, y: 5)); shifted.addLine(to: CGPoint(x: 100, y: 5)); shifted.strokePath()
        XCTAssertEqual(pixel(shifted, 2, 5), .red)
        XCTAssertEqual(pixel(shifted, 7, 5), .clear)
        XCTAssertEqual(pixel(shifted, 17, 5), .red)
    }

    func testEvenOddStar() {
        let ctx = makeBitmapContext(width: 100, height: 100)
        ctx.setFillColor(red)
        ctx.addPath(starPath(center: CGPoint(x: 50, y: 50), radius: 45))
        ctx.fillPath(using: .evenOdd)
        snapshot(ctx, "even-odd-star")
        XCTAssertEqual(pixel(ctx, 50, 50), .clear, "the pentagon in the middle is a hole")
        XCTAssertEqual(pixel(ctx, 50, 99 - 90), .red, "the top point (y up)")
        XCTAssertEqual(pixel(ctx, 5, 5), .clear)
        let wind = makeBitmapContext(width: 100, height: 100)
        wind.setFillColor(red)
        wind.addPath(starPath(center: CGPoint(x: 50, y: 50), radius: 45))
        wind.fillPath(using: .winding)
        XCTAssertEqual(pixel(wind, 50, 50), .red)
    }

    func starPath(center: CGPoint, radius: CGFloat) -> CGPath {
        let p = CGMutablePath()
        for i in 0..<5 {
            let a = CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let pt = CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        return p
    }

    /// A red→blue linear gradient clipped to a circle: colour by x inside, nothing outside.
    func testClippedLinearGradient() {
        let ctx = makeBitmapContext(width: 100, height: 100)
        ctx.addEllipse(in: CGRect(x: 10, y: 10, width: 80, height: 80))
        ctx.clip()
        let g = CGGradient(colorsSpace: nil, colors: [red, blue], locations: [0, 1])!
        ctx.drawLinearGradient(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        snapshot(ctx, "clipped-gradient")
        XCTAssertLessThanOrEqual(pixel(ctx, 50, 50).distance(to: RGBA8(128, 0, 127, 255)), 3, "midway: half and half")
        XCTAssertLessThanOrEqual(pixel(ctx, 12, 50).distance(to: RGBA8(249, 0, 6, 255)), 4)
        XCTAssertEqual(pixel(ctx, 12, 12), .clear, "outside the circle")
        XCTAssertEqual(pixel(ctx, 95, 50), .clear)
    }

    /// drawsBeforeStart only: padded before the start, nothing past the end.
    func testGradientExtensionOptions() {
        let g = CGGradient(colorsSpace: nil, colors: [red, blue], locations: nil)!
        let ctx = makeBitmapContext(width: 100, height: 4)
        ctx.drawLinearGradient(g, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: .drawsBeforeStartLocation)
        XCTAssertEqual(pixel(ctx, 5, 2), .red)
        XCTAssertEqual(pixel(ctx, 95, 2), .clear)
        let none = makeBitmapContext(width: 100, height: 4)
        none.drawLinearGradient(g, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: [])
        XCTAssertEqual(none.makeImage().map { pixel($0, 5, 2) }, .clear)
        XCTAssertEqual(pixel(none, 50, 2).a, 255)
        let radial = makeBitmapContext(width: 100, height: 100)
        radial.drawRadialGradient(g, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                  endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: .drawsAfterEndLocation)
        snapshot(radial, "radial-gradient")
        XCTAssertLessThanOrEqual(pixel(radial, 50, 50).distance(to: .red), 8)
        XCTAssertEqual(pixel(radial, 2, 2), .blue, "after the end circle: padded with the last colour")
        XCTAssertLessThanOrEqual(pixel(radial, 70, 49).distance(to: RGBA8(128, 0, 127, 255)), 8, "r = 20: midway")
    }

    /// A 2×2 image drawn into a 40×40 rect: nearest sampling keeps quadrants; the image's top
    /// row lands at the rect's top (maxY) in the y-up context.
    func testImageDrawnScaled() {
        let bytes: [UInt8] = [255, 0, 0, 255,  0, 255, 0, 255,
                              0, 0, 255, 255,  255, 255, 255, 255]
        let img = CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alpha: .premultipliedLast),
                          provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                          intent: .defaultIntent)!
        let ctx = makeBitmapContext(width: 60, height: 60)
        ctx.interpolationQuality = .none
        ctx.draw(img, in: CGRect(x: 10, y: 10, width: 40, height: 40))
        snapshot(ctx, "image-scaled")
        XCTAssertEqual(pixel(ctx, 15, 15), .red, "top-left quadrant (memory rows 10…29)")
        XCTAssertEqual(pixel(ctx, 45, 15), .green)
        XCTAssertEqual(pixel(ctx, 15, 45), .blue)
        XCTAssertEqual(pixel(ctx, 45, 45), .white)
        XCTAssertEqual(pixel(ctx, 5, 5), .clear)
        XCTAssertEqual(pixel(ctx, 50, 30), .clear, "the rect is half-open")
        // Bilinear: the centre blends all four.
        let smooth = makeBitmapContext(width: 60, height: 60)
        smooth.interpolationQuality = .low
        smooth.draw(img, in: CGRect(x: 10, y: 10, width: 40, height: 40))
        let c = pixel(smooth, 30, 30)
        XCTAssertTrue(c.r > 60 && c.g > 60 && c.b > 60, "\(c) blends the quadrants")
        XCTAssertEqual(pixel(smooth, 11, 11), .red, "edges stay crisp (edge pixels extended, not faded)")
    }

    /// In a flipped, UIKit-style context the same call draws the image upside down, as on iOS.
    func testImageInFlippedContextIsUpsideDown() {
        let bytes: [UInt8] = [255, 0, 0, 255,  0, 0, 255, 255]     // top red, bottom blue (1×2)
        let img = CGImage(width: 1, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alpha: .premultipliedLast),
                          provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                          intent: .defaultIntent)!
        let ctx = makeBitmapContext(width: 10, height: 10)
        ctx.translateBy(x: 0, y: 10); ctx.scaleBy(x: 1, y: -1)
        ctx.draw(img, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(pixel(ctx, 5, 2), .blue)
        XCTAssertEqual(pixel(ctx, 5, 8), .red)
    }

    func testAlphaBlendModeAndClear() {
        let ctx = makeBitmapContext(width: 10, height: 10)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.setAlpha(0.5)
        ctx.setFillColor(blue)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        XCTAssertLessThanOrEqual(pixel(ctx, 2, 5).distance(to: RGBA8(128, 0, 128, 255)), 1)
        ctx.setAlpha(1)
        ctx.setBlendMode(.copy)
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        ctx.fill(CGRect(x: 5, y: 0, width: 5, height: 5))
        XCTAssertEqual(pixel(ctx, 7, 7), RGBA8(0, 128, 0, 128), "copy replaces, alpha included")
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(CGColor(gray: 0.5, alpha: 1))
        ctx.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertLessThanOrEqual(pixel(ctx, 7, 2).distance(to: RGBA8(128, 0, 0, 255)), 1)
        ctx.clear(CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(pixel(ctx, 0, 9), .clear)
    }

    /// A shadow offset (+5, -5) in y-up device space falls below-right; blur spreads it.
    func testShadow() {
        let ctx = makeBitmapContext(width: 60, height: 60)
        ctx.setShadow(offset: CGSize(width: 5, height: -5), blur: 0, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 10, y: 30, width: 20, height: 20))   // memory rows 10…29
        snapshot(ctx, "shadow-hard")
        XCTAssertEqual(pixel(ctx, 20, 20), .red)
        XCTAssertEqual(pixel(ctx, 32, 32), .black, "the shadow below-right")
        XCTAssertEqual(pixel(ctx, 8, 8), .clear, "nothing above-left")
        let soft = makeBitmapContext(width: 60, height: 60)
        soft.setShadow(offset: .zero, blur: 8, color: CGColor(gray: 0, alpha: 1))
        soft.setFillColor(red)
        soft.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        snapshot(soft, "shadow-blur")
        let edge = pixel(soft, 17, 30).a
        XCTAssertTrue(edge > 20 && edge < 200, "a blurred fringe outside the rect (alpha \(edge))")
        XCTAssertEqual(pixel(soft, 2, 2).a, 0)
    }

    /// clip(to:mask:) paints where a gray mask is white, not where it is black.
    func testClipToMask() {
        let maskBytes: [UInt8] = [255, 0, 0, 255]           // 2×2 gray: diagonal white
        let mask = CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alpha: .none),
                           provider: CGDataProvider(data: Data(maskBytes))!, decode: nil, shouldInterpolate: false,
                           intent: .defaultIntent)!
        let ctx = makeBitmapContext(width: 40, height: 40)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        snapshot(ctx, "clip-to-mask")
        XCTAssertEqual(pixel(ctx, 3, 23), .red, "mask top-left is white")
        XCTAssertEqual(pixel(ctx, 16, 23), .clear, "mask top-right is black")
        XCTAssertEqual(pixel(ctx, 16, 37), .red)
        XCTAssertEqual(pixel(ctx, 30, 5), .clear, "outside the mask rect")
    }

    func testNaNGeometryDrawsNothingAndNeverCrashes() {
        let ctx = makeBitmapContext(width: 10, height: 10)
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
        ctx.move(to: CGPoint(x: CGFloat.nan, y: 1)); ctx.addLine(to: CGPoint(x: 5, y: CGFloat.infinity))
        ctx.strokePath()
        ctx.setLineWidth(.nan)
        ctx.scaleBy(x: 0, y: 0)              // singular CTM: strokes have no pen
        ctx.stroke(CGRect(x: 0, y: 0, width: 5, height: 5))
        for y in 0..<10 { for x in 0..<10 { XCTAssertEqual(pixel(ctx, x, y), .clear) } }
    }
}
