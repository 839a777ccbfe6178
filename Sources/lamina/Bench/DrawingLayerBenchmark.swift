import QuartzCore

/// Issue "Layers that draw themselves", bench: a frame where one of N shape layers' strokeEnd
/// changes against a frame where all N change, in a scene that also holds text layers. The
/// one-shape frame must rasterize one stroke, lay out no text, and cost ≤ 1/N + 10% of the
/// all-shapes frame.
struct DrawingLayerBenchmark: Benchmark, Sendable {
    let name = "drawing"
    let summary = "one changed shape's strokeEnd vs all N changed; rasterizations and text layouts counted"
    static let shapeCount = 48

    final class Scene {
        let root = CALayer()
        var shapes: [CAShapeLayer] = []
        let renderer: CARenderer
        var time: CFTimeInterval = 0
        /// A new strokeEnd every frame, so every frame really changes what it sets.
        var nextEnd: CGFloat { 0.5 + 0.45 * (time * 0.618).truncatingRemainder(dividingBy: 1) }

        init() {
            root.frame = CGRect(x: 0, y: 0, width: CompositorBenchmark.width, height: CompositorBenchmark.height)
            root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
            for i in 0..<DrawingLayerBenchmark.shapeCount {
                let s = CAShapeLayer()
                s.frame = CGRect(x: CGFloat(i % 8) * 230 + 20, y: CGFloat(i / 8) * 175 + 20, width: 150, height: 150)
                let p = CGMutablePath()
                p.addEllipse(in: s.bounds.insetBy(dx: 8, dy: 8))
                s.path = p
                s.fillColor = nil
                s.strokeColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
                s.lineWidth = 10
                s.lineCap = .round
                root.addSublayer(s)
                shapes.append(s)
                let label = CATextLayer()
                label.frame = CGRect(x: s.frame.minX, y: s.frame.maxY - 10, width: 150, height: 20)
                label.string = "Shape \(i + 1)"
                label.fontSize = 14
                label.foregroundColor = CGColor(gray: 0, alpha: 1)
                label.alignmentMode = .center
                root.addSublayer(label)
            }
            renderer = CARenderer(context: CompositorBenchmark.context())
            renderer.layer = root
            frame()
        }

        func frame() {
            time += 1
            root.displayTreeIfNeeded()
            renderer.beginFrame(atTime: time, timeStamp: nil); renderer.render(); renderer.endFrame()
        }

        func changeOne() {
            // The change itself, not an implicit animation of it.
            CATransaction.begin(); CATransaction.setDisableActions(true)
            shapes[shapes.count / 2].strokeEnd = nextEnd
            CATransaction.commit()
            frame()
        }

        func changeAll() {
            let end = nextEnd
            CATransaction.begin(); CATransaction.setDisableActions(true)
            for s in shapes { s.strokeEnd = end }
            CATransaction.commit()
            frame()
        }
    }

    func run() -> [BenchResult] {
        let scene = Scene()
        let n = Double(Self.shapeCount)
        let rasterBefore = scene.renderer.compositor.shapeRasterizations, layoutsBefore = CATextLayer.layoutsMade
        scene.changeOne()
        let oneRasters = scene.renderer.compositor.shapeRasterizations - rasterBefore
        let oneLayouts = CATextLayer.layoutsMade - layoutsBefore
        let allBefore = scene.renderer.compositor.shapeRasterizations
        scene.changeAll()
        let allRasters = scene.renderer.compositor.shapeRasterizations - allBefore
        print("drawing: one changed shape rasterized \(oneRasters) stroke(s) and \(oneLayouts) text layout(s); all \(Int(n)) changed rasterized \(allRasters)")
        let (one, all) = interleaved(rounds: 60, scene.changeOne, scene.changeAll)
        print(String(format: "drawing: one-shape frame %.3f ms, all-shapes frame %.3f ms", one * 1000, all * 1000))
        return [
            BenchResult(name: "drawing.rasterizations one/all", value: Double(oneRasters + oneLayouts) / Double(max(1, allRasters)),
                        target: 1 / n, unit: ""),
            BenchResult(name: "drawing.time one/all (N=\(Int(n)))", value: one / all, target: 1 / n + 0.1, unit: ""),
        ]
    }
}
