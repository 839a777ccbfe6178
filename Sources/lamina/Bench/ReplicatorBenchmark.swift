import QuartzCore
import CHeapStatistics

/// Issue "The rest of 003's specialized layers", CAReplicatorLayer: 1,000 instances of one
/// sublayer cost at most 1.2× the compositing of 1,000 separate equivalent layers, and at most
/// 0.1× their memory (instances are drawn from one snapshot, never copied as layers).
struct ReplicatorBenchmark: Benchmark, Sendable {
    let name = "replicator"
    let summary = "1,000 replicator instances vs 1,000 separate layers: full-repaint time and heap bytes"

    static let count = 1000
    /// Where instance i sits: a 40-wide grid of 20-point cells, moved by fractions of a pixel.
    static func offset(_ i: Int) -> CGPoint { CGPoint(x: CGFloat(i % 40) * 31.7, y: CGFloat(i / 40) * 27.3) }

    static func cell() -> CALayer {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        l.backgroundColor = CGColor(red: 0.9, green: 0.4, blue: 0.2, alpha: 0.8)
        l.cornerRadius = 4
        return l
    }

    /// Instances placed on the same grid: a nested replicator gives the rows, as one would
    /// build it; each instance's transform is a translation.
    static func replicated() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 1280, height: 720)
        let rows = CAReplicatorLayer()
        rows.frame = root.bounds
        rows.instanceCount = count / 40
        rows.instanceTransform = CATransform3DMakeTranslation(0, 27.3, 0)
        let columns = CAReplicatorLayer()
        columns.frame = root.bounds
        columns.instanceCount = 40
        columns.instanceTransform = CATransform3DMakeTranslation(31.7, 0, 0)
        columns.addSublayer(cell())
        rows.addSublayer(columns)
        root.addSublayer(rows)
        return root
    }

    static func separate() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 1280, height: 720)
        for i in 0..<count {
            let l = cell()
            let o = offset(i)
            l.position = CGPoint(x: l.position.x + o.x, y: l.position.y + o.y)
            root.addSublayer(l)
        }
        return root
    }

    func run() -> [BenchResult] {
        let ctx = CGContext(data: nil, width: 1280, height: 720, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        func bytes(_ make: () -> CALayer) -> (CALayer, Double) {
            let before = lamina_heap_bytes_in_use()
            let root = make()
            let r = CARenderer(context: ctx)
            r.layer = root
            r.beginFrame(atTime: 0, timeStamp: nil); r.render(); r.endFrame()
            return (root, Double(Int(lamina_heap_bytes_in_use()) - Int(before)))
        }
        let (rep, repBytes) = bytes(Self.replicated)
        let (sep, sepBytes) = bytes(Self.separate)
        let repRenderer = CARenderer(context: ctx), sepRenderer = CARenderer(context: ctx)
        repRenderer.layer = rep
        sepRenderer.layer = sep
        var t = 0.0
        func frame(_ r: CARenderer) {
            t += 1 / 60
            r.beginFrame(atTime: t, timeStamp: nil)
            r.addUpdate(r.bounds)
            r.render()
            r.endFrame()
        }
        frame(repRenderer); frame(sepRenderer)
        let (repTime, sepTime) = interleaved(rounds: 15, { frame(repRenderer) }, { frame(sepRenderer) })
        print(String(format: "replicator: 1,000 instances full repaint %.2f ms, 1,000 layers %.2f ms; heap %.0f KB vs %.0f KB",
                     repTime * 1000, sepTime * 1000, repBytes / 1024, sepBytes / 1024))
        return [
            BenchResult(name: "replicator.composite 1k instances/layers", value: repTime / sepTime, target: 1.2, unit: "×"),
            BenchResult(name: "replicator.memory 1k instances/layers", value: repBytes / sepBytes, target: 0.1, unit: "×"),
        ]
    }
}
