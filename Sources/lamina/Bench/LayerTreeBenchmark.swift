import QuartzCore

/// Issue "QuartzCore layer model": building a tree and one full layout pass grow linearly
/// (100k / 10k ≤ 12×); a hit test touches only the layers along candidate paths.
struct LayerTreeBenchmark: Benchmark, Sendable {
    let name = "layers"
    let summary = "build + layoutIfNeeded of 10k vs 100k layers; layers visited by a hit test in a 10k tree"

    /// A tree of `count` layers, ten children per layer, laid out as a grid in each parent.
    static func makeTree(count: Int) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 10_000, height: 10_000)
        var queue = [root]
        queue.reserveCapacity(count)     // the harness's own bookkeeping, not timed growth
        var made = 1
        var head = 0
        while made < count {
            let parent = queue[head]; head += 1
            let w = parent.bounds.width / 5, h = parent.bounds.height / 2
            for i in 0..<10 where made < count {
                let child = CALayer()
                child.frame = CGRect(x: CGFloat(i % 5) * w, y: CGFloat(i / 5) * h, width: w, height: h)
                parent.addSublayer(child)
                queue.append(child)
                made += 1
            }
        }
        return root
    }

    func run() -> [BenchResult] {
        // Alternated, so both sizes meet the allocator and caches in the same state (a 10k
        // tree timed again and again reuses its own freed, cache-warm memory). The 10k figure
        // is a tenth of ten 10k trees built and laid out in a row (`tenTrees`).
        let (large, tenSmall, largeToTen) = interleavedRatio(rounds: 9, clock: threadCPUClock,
                                                             { Self.makeTree(count: 100_000).layoutIfNeeded() },
                                                             { withExtendedLifetime(tenTrees { Self.makeTree(count: 10_000).laidOut() }) {} })
        let small = tenSmall / 10
        let tree = Self.makeTree(count: 10_000)
        tree.layoutIfNeeded()
        var visitedTotal = 0, worst = 0
        var seed: UInt64 = 42
        let probes = 1000
        for _ in 0..<probes {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let x = CGFloat(seed >> 40 & 0x3FFF) / 16384 * 10_000
            let y = CGFloat(seed >> 20 & 0x3FFF) / 16384 * 10_000
            var visited = 0
            _ = tree.hitTest(CGPoint(x: x, y: y), visited: &visited)
            visitedTotal += visited
            worst = max(worst, visited)
        }
        print(String(format: "layers: build+layout 10k %.1f ms, 100k %.1f ms; hit test visits %.1f layers on average, %d at most, of 10,000",
                     small * 1000, large * 1000, Double(visitedTotal) / Double(probes), worst))
        return [
            BenchResult(name: "layers.build+layout 100k/10k", value: largeToTen * 10, target: 12, unit: "×"),
            // Ten children per level, four levels below the root: a candidate path visits about 10 per level.
            BenchResult(name: "layers.hitTest visited (worst of \(probes))", value: Double(worst), target: 60, unit: ""),
        ]
    }
}

private extension CALayer {
    func laidOut() -> CALayer { layoutIfNeeded(); return self }
}
