import XCTest

@testable import QuartzCore
import LaminaTestSupport

/// CATiledLayer (003 "CATiledLayer", Listing 6.12; Apple's documentation): draw(in:) once per
/// tile, clipped and translated to it, off the main thread, only for tiles in view; partial
/// invalidation; render(in:) draws synchronously.
final class TiledLayerTests: XCTestCase {
    /// Paints each tile a colour from its grid position and records the clip rects it got.
    final class TilePainter: CALayerDelegate, @unchecked Sendable {
        let clips = Locked<[CGRect]>([])
        let threads = Locked<Set<Bool>>([])
        var delay: useconds_t = 0
        /// When set, each tile's drawing waits here until the test opens it (20 s at most).
        var gate: DispatchSemaphore?
        let started = Locked(0)
        func draw(_ layer: CALayer, in ctx: CGContext) {
            started.withLock { $0 += 1 }
            if let gate { _ = gate.wait(timeout: .now() + 20); gate.signal() }
            if delay > 0 { usleep(delay) }
            let clip = ctx.boundingBoxOfClipPath
            clips.withLock { $0.append(clip) }
            threads.withLock { _ = $0.insert(Thread.isMainThread) }
            let column = Int(clip.minX / 256), row = Int(clip.minY / 256)
            ctx.setFillColor(CGColor(red: CGFloat(column % 2), green: CGFloat(row % 2), blue: 1, alpha: 1))
            ctx.fill(clip)
        }
    }

    func testRenderInDrawsEveryTileOnceClippedToIt() {
        let painter = TilePainter()
        let tiled = CATiledLayer()
        tiled.frame = CGRect(x: 0, y: 0, width: 600, height: 600)
        tiled.delegate = painter
        XCTAssertEqual(tiled.tileSize, CGSize(width: 256, height: 256))
        XCTAssertEqual(CATiledLayer.fadeDuration(), 0.25)
        let ctx = flippedContext(600, 600)
        tiled.render(in: ctx)
        let clips = painter.clips.withLock { $0 }.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        XCTAssertEqual(clips.count, 9, "3 × 3 tiles of 256 over 600 points")
        XCTAssertEqual(clips.first, CGRect(x: 0, y: 0, width: 256, height: 256))
        XCTAssertEqual(clips.last, CGRect(x: 512, y: 512, width: 88, height: 88))
        XCTAssertEqual(pixel(ctx, 10, 10), RGBA8(0, 0, 255, 255))
        XCTAssertEqual(pixel(ctx, 300, 10), RGBA8(255, 0, 255, 255))
        XCTAssertEqual(pixel(ctx, 10, 300), RGBA8(0, 255, 255, 255))
        XCTAssertEqual(pixel(ctx, 590, 590), RGBA8(0, 0, 255, 255))
        // Again: the tiles are kept, nothing is drawn twice.
        tiled.render(in: ctx)
        XCTAssertEqual(painter.clips.withLock { $0.count }, 9)
        // setNeedsDisplay(_:) redraws only the tiles it touches.
        tiled.setNeedsDisplay(CGRect(x: 300, y: 300, width: 10, height: 10))
        tiled.render(in: ctx)
        XCTAssertEqual(painter.clips.withLock { $0.count }, 10)
        XCTAssertEqual(painter.clips.withLock { $0.last }, CGRect(x: 256, y: 256, width: 256, height: 256))
    }

    /// `render(in:)` of a 2048×2048 tiled layer in a 300×300 scroll layer draws the tiles in
    /// view, not all 64 (003: tiles load "individually as needed").
    func testRenderInDrawsOnlyTheTilesInView() {
        let painter = TilePainter()
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let tiled = CATiledLayer()
        tiled.frame = CGRect(x: 0, y: 0, width: 2048, height: 2048)
        tiled.delegate = painter
        scroll.addSublayer(tiled)
        let ctx = flippedContext(300, 300)
        scroll.render(in: ctx)
        XCTAssertEqual(Set(painter.clips.withLock { $0 }.map { "\(Int($0.minX)),\(Int($0.minY))" }), ["0,0", "256,0", "0,256", "256,256"],
                       "the 2 × 2 tiles over 0…300, not all 64")
        XCTAssertEqual(pixel(ctx, 10, 10), RGBA8(0, 0, 255, 255), "tile (0, 0) at the top left")
        XCTAssertEqual(pixel(ctx, 290, 290), RGBA8(255, 255, 255, 255), "tile (1, 1) at the bottom right")
        painter.clips.withLock { $0 = [] }
        scroll.scroll(to: CGPoint(x: 600, y: 600))
        scroll.render(in: flippedContext(300, 300))
        // The first picture's tiles may still be finishing on the drawing thread (which was asked
        // for them too) and land in the log after it was emptied, on a slow machine or under a
        // sanitizer: they are not drawn for the scrolled picture, so they are not counted.
        let scrolled = Set(painter.clips.withLock { $0 }.map { "\(Int($0.minX)),\(Int($0.minY))" })
            .subtracting(["0,0", "256,0", "0,256", "256,256"])
        XCTAssertTrue(scrolled.isSuperset(of: ["512,512", "768,512", "512,768", "768,768"]), "scrolled: the tiles over 600…900")
        XCTAssertLessThanOrEqual(scrolled.count, 6, "and not the whole picture: \(scrolled)")
    }

    /// In a 300×300 scroll layer, a 2048×2048 tiled layer draws only the tiles in view, on
    /// other threads; scrolling brings the next ones; frames fade them in.
    func testOnlyVisibleTilesAreDrawnOffTheMainThreadAndFadeIn() {
        MediaClock.virtualTime = 100
        defer { MediaClock.virtualTime = nil }
        let painter = TilePainter()
        let root = layer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroll = CAScrollLayer()
        scroll.frame = root.bounds
        root.addSublayer(scroll)
        let tiled = CATiledLayer()
        tiled.frame = CGRect(x: 0, y: 0, width: 2048, height: 2048)
        tiled.delegate = painter
        scroll.addSublayer(tiled)
        let ctx = makeBitmapContext(width: 300, height: 300)
        let r = CARenderer(context: ctx)
        r.layer = root
        func frame(_ t: CFTimeInterval) {
            MediaClock.virtualTime = t
            r.beginFrame(atTime: t, timeStamp: nil); r.render(); r.endFrame()
            DisplayLinkRegistry.fire(at: t, interval: 1.0 / 60)
        }
        func waitForDraws(_ n: Int) {
            let deadline = Date().addingTimeInterval(10)
            while painter.clips.withLock({ $0.count }) < n, Date() < deadline { usleep(2000) }
        }
        frame(100)
        waitForDraws(4)
        frame(100.01)
        XCTAssertEqual(painter.clips.withLock { $0.count }, 4, "the 2 × 2 tiles in view, no more")
        XCTAssertEqual(painter.threads.withLock { $0 }, [false], "drawn off the main thread")
        // Fading in: partway at 0.1 s, whole after 0.25 s.
        frame(100.11)
        let mid = pixel(ctx, 10, 10)
        XCTAssertGreaterThan(mid.a, 60); XCTAssertLessThan(mid.a, 200)
        frame(100.4)
        XCTAssertEqual(pixel(ctx, 10, 10), RGBA8(0, 0, 255, 255))
        // Scrolling right by 400 points: the tiles now in view are drawn, once each.
        scroll.scroll(to: CGPoint(x: 400, y: 0))
        frame(100.5)
        waitForDraws(6)
        frame(100.51)
        frame(101)
        let clips = painter.clips.withLock { $0 }
        XCTAssertEqual(clips.count, 6, "x 400…700 shows tile columns 1 and 2: column 1's two tiles are kept, column 2's drawn")
        XCTAssertEqual(Set(clips.map { $0.origin }).count, clips.count, "no tile drawn twice")
        XCTAssertEqual(pixel(ctx, 10, 10), RGBA8(255, 0, 255, 255), "x 410 is in tile column 1")
    }

    /// A slow delegate never holds up frames: they keep coming while tiles are drawn. The
    /// delegate's drawing is held until the frames are done: a frame that waited for a tile
    /// would find it drawn when it went on (after the gate's 20 s), which the test sees.
    func testASlowDelegateDoesNotBlockFrames() {
        MediaClock.virtualTime = 200
        defer { MediaClock.virtualTime = nil }
        let painter = TilePainter()
        let gate = DispatchSemaphore(value: 0)
        painter.gate = gate
        let root = layer(CGRect(x: 0, y: 0, width: 512, height: 512))
        let tiled = CATiledLayer()
        tiled.frame = root.bounds
        tiled.delegate = painter
        root.addSublayer(tiled)
        let r = CARenderer(context: makeBitmapContext(width: 512, height: 512))
        r.layer = root
        for k in 0..<10 {
            r.beginFrame(atTime: 200 + Double(k) / 60, timeStamp: nil); r.render(); r.endFrame()
        }
        XCTAssertEqual(painter.clips.withLock { $0.count }, 0, "ten frames went on while no tile could be drawn")
        // The drawing thread may not have been scheduled yet on a loaded machine: wait for it
        // to start (a frame never waits for it, which is what the count above showed).
        let asked = Date().addingTimeInterval(10)
        while painter.started.withLock({ $0 }) == 0, Date() < asked { usleep(2000) }
        XCTAssertGreaterThan(painter.started.withLock { $0 }, 0, "tiles were asked for")
        gate.signal()
        // The tiles then arrive (and nothing is left drawing when the test ends).
        let deadline = Date().addingTimeInterval(10)
        while painter.clips.withLock({ $0.count }) < 4, Date() < deadline { usleep(10_000) }
        XCTAssertEqual(painter.clips.withLock { $0.count }, 4)
        usleep(50_000)
    }

    func testBadTileSizesAreRefusedOrCapped() {
        let t = CATiledLayer()
        t.tileSize = CGSize(width: 0, height: 10)
        XCTAssertEqual(t.tileSize, CGSize(width: 256, height: 256))
        t.tileSize = CGSize(width: -5, height: CGFloat.nan)
        XCTAssertEqual(t.tileSize, CGSize(width: 256, height: 256))
        t.tileSize = CGSize(width: 100_000, height: 64)
        XCTAssertEqual(t.tileSize, CGSize(width: 4096, height: 64))
        t.levelsOfDetail = -2
        XCTAssertEqual(t.levelsOfDetail, 1)
    }
}
