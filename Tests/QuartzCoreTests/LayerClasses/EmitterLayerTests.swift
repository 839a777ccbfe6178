import XCTest
import Foundation
@testable import QuartzCore
import LaminaTestSupport

/// CAEmitterLayer and CAEmitterCell (003 "CAEmitterLayer", Listing 6.13; Apple's headers and
/// documentation): particles where velocity, acceleration and time put them, mean ± range/2,
/// additive sums, nested cells, birth rate 0, same seed same image, a paused layer still.
final class EmitterLayerTests: XCTestCase {
    override func setUp() { MediaClock.virtualTime = 0 }
    override func tearDown() { MediaClock.virtualTime = nil }

    /// An opaque white square sprite, `side` pixels.
    static func sprite(_ side: Int = 4) -> CGImage {
        rgbaImage(width: side, height: side, [UInt8](repeating: 255, count: side * side * 4))
    }

    /// A black root with an emitter filling it; one cell, birth rate 1 a second, long-lived,
    /// moving along +x at 100 points a second from (20, 50).
    func scene(width: Int = 300, height: Int = 100) -> (root: CALayer, emitter: CAEmitterLayer, cell: CAEmitterCell) {
        let root = layer(CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = color(0, 0, 0)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 20, y: 50)
        let cell = CAEmitterCell()
        cell.name = "spark"
        cell.contents = Self.sprite()
        cell.birthRate = 1
        cell.lifetime = 10
        cell.velocity = 100
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        return (root, emitter, cell)
    }

    func render(_ root: CALayer, at t: Double) -> CGContext {
        MediaClock.virtualTime = t
        let ctx = flippedContext(Int(root.bounds.width), Int(root.bounds.height))
        root.render(in: ctx)
        return ctx
    }

    func testDefaultsAreApples() {
        let e = CAEmitterLayer()
        XCTAssertEqual(e.birthRate, 1); XCTAssertEqual(e.lifetime, 1); XCTAssertEqual(e.velocity, 1)
        XCTAssertEqual(e.scale, 1); XCTAssertEqual(e.spin, 1); XCTAssertEqual(e.seed, 0)
        XCTAssertEqual(e.emitterPosition, .zero); XCTAssertEqual(e.emitterSize, .zero)
        XCTAssertEqual(e.emitterShape, .point); XCTAssertEqual(e.emitterMode, .volume); XCTAssertEqual(e.renderMode, .unordered)
        XCTAssertFalse(e.preservesDepth)
        XCTAssertNil(e.emitterCells)
        XCTAssertEqual(CAEmitterLayer.defaultValue(forKey: "birthRate") as? Float, 1)
        XCTAssertEqual(CAEmitterLayer.defaultValue(forKey: "emitterMode") as? CAEmitterLayerEmitterMode, .volume)
        let c = CAEmitterCell.emitterCell()
        XCTAssertEqual(c.birthRate, 0); XCTAssertEqual(c.lifetime, 0); XCTAssertEqual(c.velocity, 0)
        XCTAssertEqual(c.scale, 1); XCTAssertTrue(c.isEnabled); XCTAssertEqual(c.color?.rgba.a, 1)
        XCTAssertEqual(c.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(c.minificationFilter, "linear")
        XCTAssertEqual(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat, 1)
        XCTAssertNil(CAEmitterCell.defaultValue(forKey: "noSuchKey"))
    }

    /// Births every 1/rate seconds of local time from 0; each moves at its velocity: at t = 2.5
    /// the particles born at 1 and 2 are 150 and 50 points along +x.
    func testParticlesAreWhereVelocityAndTimePutThem() {
        let (root, _, _) = scene()
        let ctx = render(root, at: 2.5)
        writeArtifact(ctx.makeImage()!, "emitter-velocity")
        XCTAssertEqual(pixel(ctx, 170, 50), .white, "born at 1: 20 + 100 × 1.5")
        XCTAssertEqual(pixel(ctx, 70, 50), .white, "born at 2: 20 + 100 × 0.5")
        XCTAssertEqual(pixel(ctx, 120, 50), .black)
        XCTAssertEqual(pixel(ctx, 20, 50), .black, "nothing born at 2.5 yet")
    }

    func testAccelerationBendsThePathInClosedForm() {
        let (root, _, cell) = scene()
        cell.yAcceleration = 40
        let ctx = render(root, at: 3)       // born at 1: age 2 → x 220, y 50 + ½·40·4 = 130 (off); born at 2: age 1 → (120, 70)
        XCTAssertEqual(pixel(ctx, 120, 70), .white)
        XCTAssertEqual(pixel(ctx, 120, 50), .black)
    }

    func testLifetimeEndsParticles() {
        let (root, _, cell) = scene()
        cell.lifetime = 0.75
        let ctx = render(root, at: 2.5)     // born at 2 (age 0.5) alive; born at 1 (age 1.5) dead
        XCTAssertEqual(pixel(ctx, 70, 50), .white)
        XCTAssertEqual(pixel(ctx, 170, 50), .black)
    }

    /// Stepping frame by frame or jumping straight to a time gives the same particles.
    func testFramesDependOnTimeNotOnHowOftenTheyCame() {
        func particles(steps: Int) -> [ParticleFrame.Particle] {
            let (_, emitter, cell) = scene()
            cell.birthRate = 37; cell.velocityRange = 80; cell.emissionRange = .pi; cell.lifetime = 2; cell.spin = 1
            cell.alphaSpeed = -0.3; cell.scaleRange = 0.5
            var last: ParticleFrame?
            for i in 1...steps { MediaClock.virtualTime = 5 * Double(i) / Double(steps); last = emitter.particleFrame() }
            return last!.particles
        }
        let jumped = particles(steps: 1), stepped = particles(steps: 300)
        XCTAssertEqual(jumped.count, stepped.count)
        XCTAssertGreaterThan(jumped.count, 60)
        XCTAssertTrue(zip(jumped, stepped).allSatisfy { $0.x == $1.x && $0.y == $1.y && $0.alpha == $1.alpha && $0.angle == $1.angle })
    }

    func testSameSeedSameImageAndAnotherSeedAnother() {
        func image(seed: UInt32) -> [RGBA8] {
            let (root, emitter, cell) = scene()
            emitter.seed = seed
            cell.birthRate = 20; cell.velocityRange = 100; cell.emissionRange = 2 * .pi
            emitter.emitterPosition = CGPoint(x: 150, y: 50)
            let ctx = render(root, at: 4)
            return (0..<100).flatMap { y in stride(from: 0, to: 300, by: 3).map { pixel(ctx, $0, y) } }
        }
        XCTAssertEqual(image(seed: 7), image(seed: 7))
        XCTAssertNotEqual(image(seed: 7), image(seed: 8))
    }

    func testBirthRateZeroDrawsNothing() {
        let (root, emitter, _) = scene()
        emitter.birthRate = 0
        let ctx = render(root, at: 5)
        for x in stride(from: 0, to: 300, by: 5) { XCTAssertEqual(pixel(ctx, x, 50), .black) }
        XCTAssertEqual(emitter.particleSystem.liveCount, 0)
    }

    /// Setting a cell's birth rate to 0 through the layer's key path stops births; the live
    /// particles run out their lives.
    func testStoppingBirthsLetsTheLiveOnesRunOut() {
        let (root, emitter, cell) = scene()
        XCTAssertEqual(emitter.value(forKeyPath: "emitterCells.spark.birthRate") as? Float, 1)
        _ = render(root, at: 2.5)
        emitter.setValue(0, forKeyPath: "emitterCells.spark.birthRate")
        XCTAssertEqual(cell.birthRate, 0)
        let ctx = render(root, at: 3.5)
        XCTAssertEqual(pixel(ctx, 270, 50), .white, "born at 1, still going: 20 + 250")
        XCTAssertEqual(pixel(ctx, 170, 50), .white, "born at 2")
        XCTAssertEqual(pixel(ctx, 70, 50), .black, "none born at 3")
    }

    func testAPausedLayerShowsAStillFrame() {
        let (root, emitter, cell) = scene()
        cell.birthRate = 10; cell.emissionRange = 2 * .pi
        emitter.emitterPosition = CGPoint(x: 150, y: 50)
        emitter.speed = 0
        emitter.timeOffset = 3
        let a = render(root, at: 10).makeImage()!, b = render(root, at: 20).makeImage()!
        XCTAssertEqual(pixel(a, 150, 50), pixel(b, 150, 50))
        XCTAssertEqual((0..<300).map { pixel(a, $0, 30) }, (0..<300).map { pixel(b, $0, 30) })
        XCTAssertGreaterThan(emitter.particleSystem.liveCount, 20, "local time 3: 30 births")
    }

    /// `beginTime = CACurrentMediaTime()` starts empty (Apple's "the simulation starts at
    /// layer's beginTime"); a layer begun at 0 shows the stream already running.
    func testSimulationStartsAtTheLayersBeginTime() {
        let (root, emitter, _) = scene()
        emitter.beginTime = 100
        let ctx = render(root, at: 100.5)
        for x in stride(from: 0, to: 300, by: 2) { XCTAssertEqual(pixel(ctx, x, 50), .black, "nothing born before local 1") }
        let ctx2 = render(root, at: 101.2)
        XCTAssertEqual(pixel(ctx2, 40, 50), .white, "born at local 1, 20 points on")
    }

    /// 003 Figure 6.13: "kCAEmitterLayerAdditive … combining the brightness of overlapping particles".
    func testAdditiveParticlesSum() {
        func centre(_ mode: CAEmitterLayerRenderMode) -> RGBA8 {
            let (root, emitter, cell) = scene()
            cell.velocity = 0
            cell.color = color(0.4, 0.2, 0.1)
            let twin = CAEmitterCell(copying: cell)
            emitter.emitterCells = [cell, twin]       // two particles on the same spot
            emitter.renderMode = mode
            return pixel(render(root, at: 1.5), 20, 50)
        }
        let over = centre(.unordered), sum = centre(.additive)
        XCTAssertNear(over.r, 102, 1); XCTAssertNear(over.g, 51, 1); XCTAssertNear(over.b, 26, 1)
        XCTAssertNear(sum.r, 204, 2); XCTAssertNear(sum.g, 102, 2); XCTAssertNear(sum.b, 51, 2)
    }

    /// The colour multiplies the contents, a translucent particle lets what is below show:
    /// over grey (0.5), a particle tinted (1, 0, 0) at alpha 0.5 gives (0.75, 0.25, 0.25).
    func testTintAndAlphaCompositeOver() {
        let (root, _, cell) = scene()
        root.backgroundColor = color(0.5, 0.5, 0.5)
        cell.velocity = 0
        cell.color = color(1, 0, 0, 0.5)
        let p = pixel(render(root, at: 1.5), 20, 50)
        XCTAssertNear(p.r, 191, 2); XCTAssertNear(p.g, 64, 2); XCTAssertNear(p.b, 64, 2)
    }

    /// `contentsRect` picks a part of the image: the right half of a red|green sprite, turned
    /// 45°, shows green only (no red from the half beside it).
    func testContentsRectDrawsOnlyThatPart() {
        let (root, _, cell) = scene()
        var bytes: [UInt8] = []
        for _ in 0..<8 { for x in 0..<16 { bytes += x < 8 ? [255, 0, 0, 255] : [0, 255, 0, 255] } }
        cell.contents = rgbaImage(width: 16, height: 8, bytes)
        cell.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        cell.velocity = 0
        cell.spin = .pi / 4             // born at 1: a quarter turn by 2
        let ctx = render(root, at: 2)
        XCTAssertEqual(pixel(ctx, 20, 50), .green)
        for y in 40...60 { for x in 10...30 { XCTAssertLessThan(pixel(ctx, x, y).r, 8, "(\(x), \(y))") } }
    }

    /// `alphaSpeed` −0.4 (Listing 6.13): alpha falls 0.4 a second, clamped at 0.
    func testColourSpeedsChangeOverTheParticlesLife() {
        let (root, emitter, cell) = scene()
        cell.velocity = 0
        cell.alphaSpeed = -0.4
        MediaClock.virtualTime = 2.5
        let f = emitter.particleFrame()!
        let alphas = f.particles.map(\.alpha).sorted()
        XCTAssertEqual(alphas.count, 2)
        XCTAssertEqual(alphas[0], 0.4, accuracy: 1e-5, "age 1.5")
        XCTAssertEqual(alphas[1], 0.8, accuracy: 1e-5, "age 0.5")
        _ = root
    }

    /// A nested cell's particles are born along their parent's path: the parent (no contents,
    /// not drawn) born at 1 sits at (20, 50); its children, 2 a second, move off at 100 pt/s.
    func testNestedCellsEmitFromTheirParents() {
        let (root, emitter, cell) = scene()
        cell.velocity = 0
        cell.contents = nil
        let child = CAEmitterCell()
        child.name = "child"
        child.contents = Self.sprite()
        child.birthRate = 2; child.lifetime = 10; child.velocity = 100
        cell.emitterCells = [child]
        let ctx = render(root, at: 2)       // children born at parent ages 0.5 and 1.0
        XCTAssertEqual(pixel(ctx, 70, 50), .white, "born at 1.5: 50 points on")
        XCTAssertEqual(pixel(ctx, 20, 50), .white, "born at 2.0")
        XCTAssertEqual(pixel(ctx, 45, 50), .black)
        XCTAssertEqual(emitter.value(forKeyPath: "emitterCells.spark.emitterCells.child.birthRate") as? Float, 2)
    }

    /// Mean and range: values drawn uniformly from [M − R/2, M + R/2] (Apple, `seed`).
    func testRangesSpreadValuesAboutTheMean() {
        let (_, emitter, cell) = scene()
        cell.birthRate = 500; cell.velocity = 0; cell.lifetime = 1
        cell.scale = 1; cell.scaleRange = 0.5
        MediaClock.virtualTime = 3
        let scales = emitter.particleFrame()!.particles.map(\.scale)
        XCTAssertGreaterThan(scales.count, 400)
        XCTAssertGreaterThanOrEqual(scales.min()!, 0.75); XCTAssertLessThanOrEqual(scales.max()!, 1.25)
        XCTAssertLessThan(scales.min()!, 0.77); XCTAssertGreaterThan(scales.max()!, 1.23)
    }

    func testEmitterShapesAndModes() {
        let (_, emitter, cell) = scene()
        cell.birthRate = 300; cell.velocity = 0; cell.lifetime = 1
        emitter.emitterPosition = CGPoint(x: 100, y: 60)
        func points(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode, _ size: CGSize, at t: Double) -> [CGPoint] {
            emitter.emitterShape = shape; emitter.emitterMode = mode; emitter.emitterSize = size
            MediaClock.virtualTime = t
            return emitter.particleFrame()!.particles.map { CGPoint(x: CGFloat($0.x), y: CGFloat($0.y)) }
        }
        // Far apart in time, so each shape's particles are all its own.
        let rect = points(.rectangle, .volume, CGSize(width: 80, height: 40), at: 10)
        XCTAssertTrue(rect.allSatisfy { abs($0.x - 100) <= 40 && abs($0.y - 60) <= 20 })
        XCTAssertGreaterThan(rect.map(\.x).max()! - rect.map(\.x).min()!, 70)
        let ring = points(.circle, .outline, CGSize(width: 30, height: 0), at: 20)
        XCTAssertTrue(ring.allSatisfy { abs(hypot($0.x - 100, $0.y - 60) - 30) < 0.01 }, "on the circle of radius width")
        let disc = points(.circle, .surface, CGSize(width: 30, height: 0), at: 30)
        XCTAssertTrue(disc.allSatisfy { hypot($0.x - 100, $0.y - 60) <= 30.01 })
        XCTAssertTrue(disc.contains { hypot($0.x - 100, $0.y - 60) < 10 })
        let line = points(.line, .points, CGSize(width: 50, height: 0), at: 40)
        XCTAssertTrue(line.allSatisfy { ($0.x == 75 || $0.x == 125) && $0.y == 60 }, "a line's two ends")
        let perimeter = points(.rectangle, .outline, CGSize(width: 80, height: 40), at: 50)
        XCTAssertTrue(perimeter.allSatisfy { abs(abs($0.x - 100) - 40) < 0.01 || abs(abs($0.y - 60) - 20) < 0.01 })
    }

    func testRenderModesOrderParticles() {
        let (_, emitter, cell) = scene()
        cell.birthRate = 4; cell.velocity = 10
        MediaClock.virtualTime = 2
        emitter.renderMode = .oldestFirst
        let oldestFirst = emitter.particleFrame()!.particles.map(\.x)
        XCTAssertEqual(oldestFirst, oldestFirst.sorted(by: >), "the oldest (farthest along) first")
        emitter.renderMode = .oldestLast
        XCTAssertEqual(emitter.particleFrame()!.particles.map(\.x), oldestFirst.reversed())
        cell.zAcceleration = 0; cell.emissionLatitude = .pi / 4
        emitter.renderMode = .backToFront
        let z = emitter.particleFrame()!.particles.map(\.z)
        XCTAssertEqual(z, z.sorted())
    }

    /// The cells are copied deeply into presentation copies: an animation of a cell's key path
    /// runs on the copy's cell, never the model's.
    func testCellKeyPathsAnimateOnTheCopy() {
        let (root, emitter, cell) = scene()
        let a = CABasicAnimation(keyPath: "emitterCells.spark.velocity")
        a.fromValue = 0; a.toValue = 200; a.duration = 10
        MediaClock.virtualTime = 0
        emitter.add(a, forKey: "v")
        CATransaction.flush()
        MediaClock.virtualTime = 5
        AnimationEngine.shared.advance(to: 5)
        XCTAssertEqual(cell.velocity, 100, "the model's cell")
        let presented = emitter.presentation()?.value(forKeyPath: "emitterCells.spark.velocity") as? CGFloat
        XCTAssertNotNil(presented)
        XCTAssertEqual(presented ?? 0, 100, accuracy: 1, "half way from 0 to 200")
        emitter.removeAllAnimations()
        _ = root
    }

    /// A window's render thread draws particles at its own frame times from the committed tree.
    func testRenderTreeFramesSimulateAtTheirTime() {
        let (root, emitter, _) = scene()
        MediaClock.virtualTime = 1
        CATransaction.flush()
        AnimationEngine.shared.advance(to: 1)
        XCTAssertTrue(AnimationEngine.shared.isAnimating(in: root), "an emitting layer keeps frames coming")
        let tree = RenderTree.commit(root, snapshot: SurfaceRenderer.prepare(root, at: 1))
        XCTAssertTrue(tree.isAnimating)
        func xs(_ t: Double) -> [Float] {
            let frame = tree.snapshot(at: t)
            let e = frame.snapshot.sublayers.first { $0.id == ObjectIdentifier(emitter) }!
            return e.particles?.particles.map(\.x).sorted() ?? []
        }
        XCTAssertEqual(xs(2.5), [70, 170])
        XCTAssertEqual(xs(3.25), [145, 245, 45].sorted())
        // Implicitly animated on a standalone layer, as Apple's animatable keys are: not here.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        emitter.birthRate = 0
        CATransaction.commit()
        MediaClock.virtualTime = 30
        _ = emitter.particleFrame()
        AnimationEngine.shared.advance(to: 30)
        XCTAssertFalse(AnimationEngine.shared.isAnimating(in: root), "no births, none alive: frames stop")
    }

    // MARK: Bad input

    func testNonFiniteValuesAreRefused() {
        let cell = CAEmitterCell()
        cell.birthRate = 5
        cell.birthRate = .infinity
        XCTAssertEqual(cell.birthRate, 5)
        cell.velocityRange = .nan
        XCTAssertEqual(cell.velocityRange, 0)
        let e = CAEmitterLayer()
        e.birthRate = .nan
        XCTAssertEqual(e.birthRate, 1)
        e.emitterPosition = CGPoint(x: CGFloat.infinity, y: 0)
        XCTAssertEqual(e.emitterPosition, .zero)
        cell.contentsScale = 0
        XCTAssertEqual(cell.contentsScale, 1)
    }

    /// 10⁷ particles asked for (a rate of 10⁷ a second living a second): the live count stays
    /// at the cap, and the frame is made.
    func testHugeRequestsStayBounded() {
        let (root, emitter, cell) = scene()
        cell.birthRate = 10_000_000
        cell.lifetime = 1
        cell.velocity = 0
        let ctx = render(root, at: 2)
        XCTAssertEqual(emitter.particleSystem.liveCount, CAEmitterLayer.maxParticles)
        XCTAssertEqual(pixel(ctx, 20, 50), .white)
        emitter.birthRate = 1e30
        _ = render(root, at: 3)
        XCTAssertLessThanOrEqual(emitter.particleSystem.liveCount, CAEmitterLayer.maxParticles)
    }
}
