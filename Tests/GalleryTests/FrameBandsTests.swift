import XCTest
import Gallery
import CoreGraphics
import QuartzCore

/// A frame composited in bands on several threads (`FrameBands`) against the same frame drawn
/// whole on one: byte for byte for every layer scene of the gallery drawn fresh, and within
/// the moved-edge bound once cached coverage moves by fractions of a pixel.
final class FrameBandsTests: XCTestCase {
    /// Three workers, so frames split in four even on a machine with fewer cores (fewer if the
    /// process's window pool took most worker lanes: a machine of many cores).
    private static let workers = BandWorkers(count: 3)

    /// A renderer splitting every frame of more than 4,000 damaged pixels, or none.
    private func renderer(banded: Bool) -> SurfaceRenderer {
        let renderer = SurfaceRenderer()
        renderer.bandWorkers = banded ? Self.workers : nil
        renderer.minimumBandPixels = 2_000
        renderer.minimumBandedSeconds = 0
        return renderer
    }

    private func frame(of root: CALayer, width: Int, height: Int, time: Double, banded: Bool) -> (pixels: [UInt8], bands: Int) {
        let renderer = renderer(banded: banded)
        let buffer = PixelBuffer(width: width, height: height, format: .argb32)!
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        renderer.beginFrame(root, at: time, map: .identity, viewport: all)
        renderer.addUpdate(all)
        renderer.render(into: buffer, region: renderer.update!)
        renderer.endFrame()
        return (Array(buffer.bytes), renderer.framesBanded)
    }

    func testEveryLayerSceneDrawsTheSameBandedAsWhole() throws {
        try XCTSkipIf(Self.workers.count == 0, "no worker lanes left in this process")
        var scenes = 0
        for scene in Gallery.scenes {
            guard let layerScene = scene as? any LayerScene else { continue }
            let size = scene.preferredSize
            let (w, h) = (Int(size.width), Int(size.height))
            // Each render gets a tree of its own: one renderer's frame never sees the other's.
            let whole = frame(of: layerScene.makeRoot(size: size, time: 0.4), width: w, height: h, time: 0.4, banded: false)
            let banded = frame(of: layerScene.makeRoot(size: size, time: 0.4), width: w, height: h, time: 0.4, banded: true)
            XCTAssertEqual(banded.bands, 1, "\(scene.name) was not split")
            XCTAssertEqual(whole.bands, 0)
            if whole.pixels != banded.pixels {
                let differing = zip(whole.pixels, banded.pixels).filter { $0 != $1 }.count
                XCTFail("\(scene.name): \(differing) bytes differ between the banded frame and the whole one")
            }
            scenes += 1
        }
        XCTAssertGreaterThanOrEqual(scenes, 15)
    }

    /// An animated scene's frames one after another, each drawing only its damage over the
    /// last: the bytes of each frame, and how many frames were split.
    private func frames(of scene: any AnimationScene, times: [Double], banded: Bool) -> (frames: [[UInt8]], bands: Int) {
        let saved = MediaClock.virtualTime
        defer { MediaClock.virtualTime = saved }
        MediaClock.virtualTime = 1
        CATransaction.flush()
        CATransaction.begin(); CATransaction.setDisableActions(true)
        let size = scene.preferredSize
        let root = scene.makeAnimatedRoot(size: size)
        root.frame = CGRect(origin: .zero, size: size)
        CATransaction.commit()
        let (w, h) = (Int(size.width), Int(size.height))
        let renderer = renderer(banded: banded)
        let buffer = PixelBuffer(width: w, height: h, format: .argb32)!
        let all = PixelRect(x: 0, y: 0, width: w, height: h)
        var out: [[UInt8]] = []
        for (i, t) in times.enumerated() {
            MediaClock.virtualTime = 1 + t
            CATransaction.begin(); CATransaction.setDisableActions(true)
            scene.update(root, time: t)
            CATransaction.commit()
            renderer.beginFrame(root, at: 1 + t, map: .identity, viewport: all)
            if i == 0 { renderer.addUpdate(all) }
            if let damage = renderer.update { renderer.render(into: buffer, region: damage) }
            renderer.endFrame()
            out.append(Array(buffer.bytes))
        }
        func stop(_ l: CALayer) { l.removeAllAnimations(); l.sublayers?.forEach(stop) }
        stop(root)
        AnimationEngine.shared.advance(to: 1 + (times.last ?? 0))
        return (out, renderer.framesBanded)
    }

    /// The animated scenes (cards, particles, transitions…) over ten frames: the first, drawn
    /// fresh, byte for byte; the rest, whose moving shadows and edges come from each band's
    /// own caches, within the bound a moved edge has against a fresh render.
    func testAnimatedScenesDrawAlikeBandedAndWhole() throws {
        try XCTSkipIf(Self.workers.count == 0, "no worker lanes left in this process")
        let times = (0..<10).map { Double($0) / 25 }
        var scenes = 0
        for scene in Gallery.scenes {
            // cards-display-link draws what cards draws.
            guard let animated = scene as? any AnimationScene, scene.name != "cards-display-link" else { continue }
            let whole = frames(of: animated, times: times, banded: false)
            let banded = frames(of: animated, times: times, banded: true)
            XCTAssertGreaterThan(banded.bands, 0, "\(scene.name) was never split")
            XCTAssertEqual(whole.frames[0], banded.frames[0], "\(scene.name): the first frame differs")
            var worst = 0, differing = 0
            for (a, b) in zip(whole.frames, banded.frames) where a != b {
                a.withUnsafeBufferPointer { a in
                    b.withUnsafeBufferPointer { b in
                        for i in 0..<min(a.count, b.count) where a[i] != b[i] {
                            worst = max(worst, abs(Int(a[i]) - Int(b[i]))); differing += 1
                        }
                    }
                }
            }
            print("\(scene.name): \(differing) bytes of ten frames differ, by at most \(worst)")
            XCTAssertLessThanOrEqual(worst, 65, scene.name)
            scenes += 1
        }
        XCTAssertGreaterThanOrEqual(scenes, 5)
    }
}
