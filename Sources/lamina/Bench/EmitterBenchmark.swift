import QuartzCore

/// Issue "The rest of 003's specialized layers", CAEmitterLayer: simulating a frame of an
/// emitter with 10,000 live particles (births, deaths and every particle placed at the frame's
/// time, as a window's render thread does each frame) costs at most 25% of a full 1920×1080
/// repaint of that window (its particles drawn, as `animation`'s bar takes the full repaint
/// of its own scene; the repaint of the background alone is printed beside it) — and grows
/// linearly: 100,000 particles cost at most 11× 10,000.
/// Frames are 1/60 s apart on the virtual clock; particles spread in every direction at
/// fractional speeds, with colour and scale changing over their lives.
struct EmitterBenchmark: Benchmark, Sendable {
    let name = "emitter"
    let summary = "10k live particles: simulation per frame vs a full 1080p repaint; 100k vs 10k"

    final class Scene {
        let root = CALayer()
        let emitter = CAEmitterLayer()
        let renderer: CARenderer
        var time: CFTimeInterval = 10

        /// `count` live particles: births at count/5 a second, each living 5 s.
        init(count: Int) {
            MediaClock.virtualTime = time
            root.frame = CGRect(x: 0, y: 0, width: CompositorBenchmark.width, height: CompositorBenchmark.height)
            root.backgroundColor = CGColor(red: 0.05, green: 0.05, blue: 0.08, alpha: 1)
            emitter.frame = root.bounds
            emitter.emitterPosition = CGPoint(x: root.bounds.midX, y: root.bounds.midY)
            emitter.emitterShape = .circle
            emitter.emitterSize = CGSize(width: 40, height: 0)
            let cell = CAEmitterCell()
            cell.contents = EmitterBenchmark.sprite
            cell.birthRate = Float(count) / 5
            cell.lifetime = 5
            cell.velocity = 90; cell.velocityRange = 60
            cell.emissionRange = 2 * .pi
            cell.yAcceleration = 12
            cell.scale = 0.8; cell.scaleSpeed = -0.1
            cell.spin = 1; cell.spinRange = 2
            cell.color = CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 1)
            cell.alphaSpeed = -0.15; cell.greenSpeed = -0.1
            emitter.emitterCells = [cell]
            root.addSublayer(emitter)
            renderer = CARenderer(context: CompositorBenchmark.context())
            renderer.layer = root
            _ = emitter.particleFrame()
        }

        /// One frame's simulation: the particle system moved on to the frame's time.
        func simulate() {
            time += 1.0 / 60
            MediaClock.virtualTime = time
            _ = emitter.particleFrame()
        }

        func fullRepaint() { Self.repaint(renderer, root, at: time) }

        /// The same window with nothing but its background.
        lazy var bare: (root: CALayer, renderer: CARenderer) = {
            let r = CALayer()
            r.frame = root.frame
            r.backgroundColor = root.backgroundColor
            let renderer = CARenderer(context: CompositorBenchmark.context())
            renderer.layer = r
            return (r, renderer)
        }()
        func bareRepaint() { Self.repaint(bare.renderer, bare.root, at: time) }

        static func repaint(_ renderer: CARenderer, _ root: CALayer, at time: CFTimeInterval) {
            renderer.beginFrame(atTime: time, timeStamp: nil)
            renderer.addUpdate(root.bounds)
            renderer.render(); renderer.endFrame()
        }

        var live: Int { emitter.particleSystem.liveCount }
        func tearDown() { MediaClock.virtualTime = nil }
    }

    /// A 16×16 soft dot.
    static let sprite: CGImage = {
        let ctx = CompositorBenchmark.context(width: 16, height: 16)
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.8))
        ctx.fillEllipse(in: CGRect(x: 1, y: 1, width: 14, height: 14))
        return ctx.makeImage()!
    }()

    func run() -> [BenchResult] {
        let small = Scene(count: 10_000)
        let (sim10k, repaint) = interleaved(rounds: 31, clock: threadCPUClock, small.simulate, small.fullRepaint)
        let bare = interleaved(rounds: 7, clock: threadCPUClock, small.simulate, small.bareRepaint).1
        let liveSmall = small.live
        small.tearDown()
        let large = Scene(count: 100_000)
        let sim100k = interleaved(rounds: 31, clock: threadCPUClock, large.simulate, {}).0
        let liveLarge = large.live
        large.tearDown()
        print(String(format: "emitter: simulating a frame of %d live particles %.2f ms, of %d %.2f ms; "
                     + "full 1920×1080 repaint of the window's background %.2f ms, with its 10k particles drawn %.2f ms",
                     liveSmall, sim10k * 1000, liveLarge, sim100k * 1000, bare * 1000, repaint * 1000))
        return [
            BenchResult(name: "emitter.simulate 10k/full repaint", value: sim10k / repaint, target: 0.25, unit: ""),
            BenchResult(name: "emitter.simulate 100k/10k", value: sim100k / sim10k, target: 11, unit: "×"),
        ]
    }
}
