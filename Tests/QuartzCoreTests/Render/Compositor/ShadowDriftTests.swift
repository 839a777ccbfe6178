import XCTest
@testable import QuartzCore
import LaminaTestSupport

/// Issue "Real motion at half GTK's cost": a shadow moving by fractions of a pixel is blurred
/// once and moved (`SubpixelShift`), within a stated bound of a fresh render: ≤ 8/255 per
/// channel anywhere, ≤ 1/255 where the fresh picture is flat.
final class ShadowDriftTests: XCTestCase {
    /// The cards scene's card on a plain background, at `x`, `y`.
    func scene(radius: CGFloat = 3) -> (root: CALayer, card: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 240, height: 160)
        root.backgroundColor = color(0.93, 0.93, 0.95)
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        card.cornerRadius = 12
        card.backgroundColor = color(0.4, 0.6, 0.8, 0.85)
        card.shadowOpacity = 0.5
        card.shadowRadius = radius
        card.shadowOffset = CGSize(width: 0, height: 4)
        root.addSublayer(card)
        return (root, card)
    }

    func render(_ r: CARenderer) { r.beginFrame(atTime: 0, timeStamp: nil); r.render(); r.endFrame() }

    func testFractionalMovesReuseTheBlurWithinTheBound() {
        // The shadow alone (of its path; the card draws nothing): the card's own rounded
        // background moves within the looser bound of crisp edges (`CrispDriftTests`).
        let (root, card) = scene()
        card.backgroundColor = nil
        card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil)
        let (r, worst) = framesWhileMoving(card, in: root, artifact: "shadow-drift-moved") { i, p, d in
            XCTAssertLessThanOrEqual(d.anywhere, 8, "move \(i) to \(p): off by \(d.anywhere)/255 somewhere")
            XCTAssertLessThanOrEqual(d.flat, 1, "move \(i) to \(p): off by \(d.flat)/255 where the picture is flat")
        }
        XCTAssertEqual(r.compositor.shadowBlurs, 1, "moved by fractions of a pixel: the blur is reused, not made again")
        XCTAssertGreaterThan(worst.anywhere, 0, "the moved shadow is a resampled one, not a fresh blur")
    }

    /// Where a shadow was, nothing of it stays once it moves away. The damage must reach as
    /// far as the blur and the sub-pixel move draw: a rim drawn outside a card's own damage
    /// (inside a neighbour's that frame) is never cleared later, a faint trail on screen.
    /// Twenty shadowed cards drift by fractions of a pixel over 60 frames, as the cards scene
    /// does; every pixel away from where the cards end matches a fresh render.
    func testMovingShadowsLeaveNoRimBehind() {
        movingShadowsLeaveNoRimBehind(scale: 1)
    }

    /// The same at scale 2: blurs, sub-pixel moves and damage all in device pixels.
    func testMovingShadowsLeaveNoRimBehindAtScale2() {
        movingShadowsLeaveNoRimBehind(scale: 2)
    }

    private func movingShadowsLeaveNoRimBehind(scale: Int) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 640, height: 360)
        root.backgroundColor = CGColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1)
        var cards: [(layer: CALayer, velocity: CGVector)] = []
        for i in 0..<20 {
            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
            card.cornerRadius = 12
            card.backgroundColor = CGColor(red: 0.4 + CGFloat(i % 3) * 0.1, green: 0.6, blue: 0.8, alpha: 0.85)
            card.shadowOpacity = 0.5; card.shadowRadius = 3; card.shadowOffset = CGSize(width: 0, height: 4)
            card.position = CGPoint(x: 70 + CGFloat((i * 97) % 500), y: 50 + CGFloat((i * 53) % 260))
            root.addSublayer(card)
            cards.append((card, CGVector(dx: CGFloat(i % 5) - 2.37, dy: CGFloat(i % 3) - 0.61)))
        }
        let (w, h) = (640 * scale, 360 * scale)
        let ctx = makeBitmapContext(width: w, height: h)
        let r = CARenderer(context: ctx)
        r.bounds = root.frame
        r.layer = root
        for frame in 0..<60 {
            CATransaction.begin(); CATransaction.setDisableActions(true)
            for c in cards { c.layer.position.x += c.velocity.dx; c.layer.position.y += c.velocity.dy }
            CATransaction.commit()
            r.beginFrame(atTime: Double(frame), timeStamp: nil); r.render(); r.endFrame()
        }
        let fresh = makeBitmapContext(width: w, height: h)
        let fr = CARenderer(context: fresh)
        fr.bounds = root.frame
        fr.layer = root
        render(fr)
        let near = cards.map { $0.layer.frame.insetBy(dx: -12, dy: -14) }
        var worst = 0, at = (x: 0, y: 0)
        for y in 0..<h {
            for x in 0..<w where !near.contains(where: { $0.contains(CGPoint(x: CGFloat(x) / CGFloat(scale), y: CGFloat(y) / CGFloat(scale))) }) {
                let a = pixel(ctx, x, y), b = pixel(fresh, x, y)
                let d = max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
                if d > worst { worst = d; at = (x, y) }
            }
        }
        XCTAssertEqual(worst, 0, "a rim of a moved shadow is left behind at \(at) (scale \(scale))")
        writeArtifact(ctx.makeImage()!, "shadows-moved-away-scale-\(scale)")
    }

    /// A blur too narrow to resample within the bound (σ < 1.39 device pixels) is made again
    /// at each new phase — and is then exact.
    func testNarrowShadowsAreBlurredAgainAtEachPhase() {
        let (root, card) = scene(radius: 2)
        card.backgroundColor = nil
        card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil)
        let ctx = makeBitmapContext(width: 240, height: 160)
        let r = CARenderer(context: ctx)
        r.layer = root
        card.position = CGPoint(x: 100, y: 70)
        render(r)
        card.position = CGPoint(x: 100.5, y: 70.25)
        render(r)
        XCTAssertEqual(r.compositor.shadowBlurs, 2)
        let fresh = makeBitmapContext(width: 240, height: 160)
        let fr = CARenderer(context: fresh)
        fr.layer = root
        render(fr)
        XCTAssertEqual(differences(ctx, fresh).anywhere, 0)
    }

    /// The bound the code relies on, and the shift itself on a step edge.
    func testSubpixelShiftOfAStep() {
        XCTAssertLessThanOrEqual(SubpixelShift.worstError(sigma: SubpixelShift.minimumSigma), 8.0001)
        let source = PixelBuffer(width: 4, height: 1, format: .a8)!
        let p = source.pointer.assumingMemoryBound(to: UInt8.self)
        p[0] = 255; p[1] = 255; p[2] = 0; p[3] = 0
        let out = PixelBuffer(width: 5, height: 2, format: .a8)!
        SubpixelShift.shift(source, fx: 0.5, fy: 0, into: out)
        let o = out.pointer.assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual((0..<5).map { o[$0] }, [128, 255, 128, 0, 0], "half a pixel right: the edge pixels half covered")
        XCTAssertEqual((0..<5).map { o[out.stride + $0] }, [0, 0, 0, 0, 0], "no shift down: the extra row stays empty")
    }

    /// Premultiplied ARGB moves channel by channel (a rasterized layer's bitmap).
    func testSubpixelShiftOfPremultipliedPixels() {
        let source = PixelBuffer(width: 2, height: 1, format: .argb32)!
        let p = source.pointer.assumingMemoryBound(to: UInt32.self)
        p[0] = 0xFF00_00FF          // opaque blue
        p[1] = 0x8080_0000          // half-transparent red, premultiplied
        let out = PixelBuffer(width: 3, height: 2, format: .argb32)!
        SubpixelShift.shift(source, fx: 0.25, fy: 0.5, into: out)
        let o = out.pointer.assumingMemoryBound(to: UInt32.self), row1 = out.stride / 4
        // x: 3/4 of a pixel's own value, 1/4 of its left neighbour's; y: half of each row.
        XCTAssertEqual(String(o[0], radix: 16), String(0x6000_0060, radix: 16))
        XCTAssertEqual(String(o[1], radix: 16), String(0x5030_0020, radix: 16))
        XCTAssertEqual(String(o[2], radix: 16), String(0x1010_0000, radix: 16))
        XCTAssertEqual(o[row1], o[0], "the row below gets the other half")
    }

    /// A shadow's solid core is drawn without its coverage, so the move leaves that part of
    /// the output unwritten — and only that part: the rest is the full move's, byte for byte,
    /// in both formats and whichever build of the kernel (SSE2 or AVX2) the CPU runs.
    func testSubpixelShiftSkipsOnlyTheRectAskedFor() {
        var seed: UInt32 = 7
        for format in [PixelBuffer.Format.a8, .argb32] {
            let source = PixelBuffer(width: 37, height: 23, format: format)!
            let bytes = source.pointer.assumingMemoryBound(to: UInt8.self)
            for i in 0..<(source.stride * source.height) { seed = seed &* 1_103_515_245 &+ 12_345; bytes[i] = UInt8(truncatingIfNeeded: seed >> 16) }
            if format == .argb32 {
                // Premultiplied: no channel above its alpha.
                for i in stride(from: 0, to: source.stride * source.height, by: 4) { for c in 0..<3 { bytes[i + c] = min(bytes[i + c], bytes[i + 3]) } }
            }
            let full = PixelBuffer(width: 38, height: 24, format: format)!, part = PixelBuffer(width: 38, height: 24, format: format)!
            let skip = PixelRect(x: 5, y: 4, width: 20, height: 11)
            let n = format == .a8 ? 1 : 4
            part.pointer.assumingMemoryBound(to: UInt8.self).update(repeating: 0xAB, count: part.stride * part.height)
            SubpixelShift.shift(source, fx: 0.3, fy: 0.7, into: full)
            SubpixelShift.shift(source, fx: 0.3, fy: 0.7, into: part, skipping: skip)
            let f = full.pointer.assumingMemoryBound(to: UInt8.self), p = part.pointer.assumingMemoryBound(to: UInt8.self)
            var inside = 0, untouched = 0, outside = 0
            for y in 0..<24 {
                for x in 0..<(38 * n) {
                    let skipped = y >= skip.y && y < skip.y + skip.height && x / n >= skip.x && x / n < skip.x + skip.width
                    let i = y * full.stride + x
                    if skipped {
                        inside += p[i] == 0xAB || p[i] == f[i] ? 0 : 1
                        untouched += p[i] == 0xAB ? 1 : 0
                    } else {
                        outside += p[i] == f[i] ? 0 : 1
                    }
                }
            }
            // The AVX2 build may reach into the rect to keep its steps whole: what it writes
            // there is the full move's.
            XCTAssertEqual(inside, 0, "\(format): the skipped rect is left as it was or written as the full move")
            XCTAssertGreaterThan(untouched, 0, "\(format): and its work (some of it) saved")
            XCTAssertEqual(outside, 0, "\(format): every other byte is the full move's")
        }
    }

    /// Bad input: a huge or NaN radius, a zero-size layer — no crash, bounded work. A radius
    /// of 10,000 blurs by σ = 128 px at most: a faint haze over everything; NaN, infinite and
    /// negative radii are 0 (a hard shadow).
    func testImpossibleShadowsDrawNothingOrStayBounded() {
        let background = RGBA8(238, 238, 243, 255)
        for radius in [CGFloat(10_000), .nan, .infinity, -5] {
            let (root, card) = scene()
            card.shadowRadius = radius
            card.position = CGPoint(x: 100.3, y: 70.7)
            let ctx = makeBitmapContext(width: 240, height: 160)
            root.render(in: ctx)
            if radius == 10_000 {
                let corner = pixel(ctx, 5, 5)
                XCTAssertTrue(corner.r >= 220 && corner.r < background.r, "a faint haze reaches the corner (\(corner))")
            } else {
                XCTAssertEqual(pixel(ctx, 5, 5), background, "radius \(radius): nothing but the background there")
                XCTAssertNotEqual(pixel(ctx, 100, 113), background, "radius \(radius): a hard shadow below the card")
            }
        }
        let (root, card) = scene()
        card.bounds = .zero
        card.position = CGPoint(x: 120, y: 80)
        let ctx = makeBitmapContext(width: 240, height: 160)
        root.render(in: ctx)
        XCTAssertEqual(pixel(ctx, 120, 84), background, "a zero-size layer casts no shadow")
    }
}
