import CHeapStatistics
import QuartzCore
import CPixman
#if canImport(Glibc)
import Glibc
#endif

/// Issue "The pixman compositor", bench figures (a) damage, (b) overhead, (c) memory,
/// (d) perspective and (e) shadows, measured in one run as ratios.
struct CompositorBenchmark: Benchmark, Sendable {
    let name = "compositor"
    let summary = "(a) one moving layer among 1000 vs full repaint; (b) 100 translucent layers vs bare pixman; (c) bytes per colour-only layer; (d) 3D vs 2D turned image; (e) moving shadow"

    static let width = 1920, height = 1080

    static func context(width: Int = width, height: Int = height) -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    }

    func run() -> [BenchResult] {
        [damage(), overhead(), memory(), perspective(), shadowMove()]
    }

    /// The scene of (a): 1,000 static rounded layers and one 64×64 mover, rendered by a CARenderer.
    final class MovingScene {
        let root = CALayer()
        let mover = CALayer()
        let renderer: CARenderer
        var x: CGFloat = 0

        init(configureMover: (CALayer) -> Void) {
            root.frame = CGRect(x: 0, y: 0, width: CompositorBenchmark.width, height: CompositorBenchmark.height)
            root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
            for i in 0..<1000 {
                let l = CALayer()
                l.frame = CGRect(x: CGFloat(i % 40) * 48, y: CGFloat(i / 40) * 43, width: 40, height: 36)
                l.backgroundColor = CGColor(red: CGFloat(i % 7) / 7, green: 0.5, blue: CGFloat(i % 5) / 5, alpha: 0.8)
                l.cornerRadius = 6
                root.addSublayer(l)
            }
            mover.frame = CGRect(x: 0, y: 500, width: 64, height: 64)
            mover.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            configureMover(mover)
            root.addSublayer(mover)
            renderer = CARenderer(context: CompositorBenchmark.context())
            renderer.layer = root
            fullRepaint()
        }

        /// A frame in which only the mover's position changes.
        func step() {
            x += 7
            CATransaction.begin(); CATransaction.setDisableActions(true)   // a move, not an animation of it
            mover.position = CGPoint(x: 40 + x.truncatingRemainder(dividingBy: 1800), y: 532)
            CATransaction.commit()
            renderer.beginFrame(atTime: Double(x), timeStamp: nil); renderer.render(); renderer.endFrame()
        }

        func fullRepaint() {
            renderer.beginFrame(atTime: 0, timeStamp: nil)
            renderer.addUpdate(root.bounds)
            renderer.render(); renderer.endFrame()
        }
    }

    /// (a) A damaged frame against a full repaint of the same scene, interleaved.
    func damage() -> BenchResult {
        let scene = MovingScene { _ in }
        var moving: [Double] = [], full: [Double] = []
        for _ in 0..<25 {
            for _ in 0..<8 { let s = wallClock(); scene.step(); moving.append(wallClock() - s) }
            let s = wallClock(); scene.fullRepaint(); full.append(wallClock() - s)
        }
        let m = median(moving), f = median(full)
        print(String(format: "compositor.damage: moving-layer frame %.2f ms, full repaint %.2f ms", m * 1000, f * 1000))
        return BenchResult(name: "compositor.damage frame/full", value: m / f, target: 0.05, unit: "")
    }

    /// (d) A 512×512 image layer turned 30° about y under `m34 = −1/500`, against the same layer
    /// turned 30° in its plane: full repaints of a 768×768 frame holding just that layer.
    func perspective() -> BenchResult {
        func scene(_ transform: CATransform3D) -> () -> Void {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 768, height: 768)
            let layer = CALayer()
            layer.frame = CGRect(x: 128, y: 128, width: 512, height: 512)
            layer.contents = Self.checkerImage(size: 512)
            layer.transform = transform
            root.addSublayer(layer)
            let renderer = CARenderer(context: CGContext(data: nil, width: 768, height: 768, bitsPerComponent: 8, bytesPerRow: 0,
                                                         space: CGColorSpaceCreateDeviceRGB(),
                                                         bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!)
            renderer.layer = root
            return {
                renderer.beginFrame(atTime: 0, timeStamp: nil)
                renderer.addUpdate(root.bounds)
                renderer.render(); renderer.endFrame()
            }
        }
        var turned = CATransform3DIdentity
        turned.m34 = -1.0 / 500
        turned = CATransform3DRotate(turned, .pi / 6, 0, 1, 0)
        let threeD = scene(turned), flat = scene(CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
        threeD(); flat()
        let (a, b) = interleaved(rounds: 41, threeD, flat)
        print(String(format: "compositor.perspective: 30° about y with m34 %.2f ms, 30° in plane %.2f ms", a * 1000, b * 1000))
        return BenchResult(name: "compositor.perspective 3D/2D", value: a / b, target: 1.5, unit: "×")
    }

    /// An opaque checkerboard with a gradient, so sampling does real work on every pixel.
    static func checkerImage(size: Int) -> CGImage {
        let ctx = CGContext(data: nil, width: size, height: size, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        let cell = size / 16
        for row in 0..<16 {
            for col in 0..<16 {
                let v = CGFloat((row + col) % 2)
                ctx.setFillColor(CGColor(red: v, green: CGFloat(row) / 16, blue: CGFloat(col) / 16, alpha: 1))
                ctx.fill(CGRect(x: col * cell, y: row * cell, width: cell, height: cell))
            }
        }
        return ctx.makeImage()!
    }

    /// (e) The same moving frame with a shadow on the mover, against it without, interleaved.
    func shadowMove() -> BenchResult {
        let plain = MovingScene { _ in }
        let shadowed = MovingScene { l in
            l.shadowOpacity = 0.6; l.shadowRadius = 8; l.shadowOffset = CGSize(width: 0, height: 4)
        }
        let (withShadow, without, ratio) = interleavedRatio(rounds: 200, shadowed.step, plain.step)
        print(String(format: "compositor.shadow: moving frame with shadow %.1f µs, without %.1f µs", withShadow * 1e6, without * 1e6))
        return BenchResult(name: "compositor.shadow moving with/without", value: ratio, target: 1.2, unit: "×")
    }

    /// (b) 100 large overlapping translucent layers, full repaint, against the bare pixman
    /// composite calls the same pixels need (one solid OVER per layer rectangle).
    func overhead() -> BenchResult {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        var rects: [CGRect] = []
        for i in 0..<100 {
            let l = CALayer()
            let r = CGRect(x: (i * 13) % 900, y: (i * 7) % 500, width: 1000, height: 560)
            l.frame = r
            l.backgroundColor = CGColor(red: CGFloat(i % 3) / 3, green: CGFloat(i % 5) / 5, blue: 0.5, alpha: 0.3)
            root.addSublayer(l)
            rects.append(r)
        }
        let ctx = Self.context()
        let buffer = PixelBuffer(width: Self.width, height: Self.height, format: .argb32)!
        // The bare side composites the same solids (made once, as the renderer's are kept).
        let solids = rects.indices.map { i in
            PixmanImage(premultiplied: PixmanImage.premultiplied(red: CGFloat(i % 3) / 3, green: CGFloat(i % 5) / 5, blue: 0.5, alpha: 0.3))
        }
        let dest = PixmanImage.plain(buffer)
        let (layered, bare) = interleaved(rounds: 15, { root.render(in: ctx) }, {
            for (r, solid) in zip(rects, solids) {
                PixmanImage.composite(.over, source: solid, mask: nil, into: dest, x: Int(r.minX), y: Int(r.minY),
                                      width: Int(r.width), height: Int(r.height))
            }
        })
        print(String(format: "compositor.overhead: 100 translucent layers %.2f ms, bare pixman %.2f ms", layered * 1000, bare * 1000))
        return BenchResult(name: "compositor.overhead layers/bare", value: layered / bare, target: 1.3, unit: "×")
    }

    /// (c) Heap bytes that 10,000 colour-only layers add, built, laid out and rendered once
    /// (their snapshots and damage entries included): no backing stores.
    func memory() -> BenchResult {
        let renderer = CARenderer(context: CGContext(data: nil, width: 100, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
                                                     space: CGColorSpaceCreateDeviceRGB(),
                                                     bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!)
        let before = lamina_heap_bytes_in_use()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        for i in 0..<10_000 {
            let l = CALayer()
            l.frame = CGRect(x: i % 100, y: i / 100, width: 10, height: 10)
            l.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            root.addSublayer(l)
        }
        root.layoutIfNeeded()
        let model = lamina_heap_bytes_in_use()
        renderer.layer = root
        renderer.beginFrame(atTime: 0, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        let after = lamina_heap_bytes_in_use()
        let perLayer = Double(Int(after) - Int(before)) / 10_000
        withExtendedLifetime(root) {}
        print(String(format: "compositor.memory: %.0f bytes per colour-only layer (%.0f the layer, %.0f its snapshot and damage entry)",
                     perLayer, Double(Int(model) - Int(before)) / 10_000, Double(Int(after) - Int(model)) / 10_000))
        return BenchResult(name: "compositor.memory bytes/layer", value: perLayer, target: 2048, unit: "B")
    }
}
