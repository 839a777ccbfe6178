import UIKit
import CHeapStatistics

/// Issue "UIKit views": building 10,000 views and one layout pass grows linearly (100k/10k
/// ≤ 11×); a view costs at most twice the memory of its bare layer; a UIView.animate of 1,000
/// views' positions costs at most 1.2× the same CABasicAnimations added to their layers directly.
struct ViewBenchmark: Benchmark, Sendable {
    let name = "views"
    let summary = "build + layout of 10k vs 100k views; bytes per view vs per layer; UIView.animate vs CABasicAnimation on 1,000 views"

    /// A tree of `count` views, ten subviews per view, laid out as a grid in each parent, each
    /// laying out its subviews when asked (a layoutSubviews that moves nothing).
    @MainActor static func makeTree(count: Int) -> UIView {
        let root = GridView(frame: CGRect(x: 0, y: 0, width: 10_000, height: 10_000))
        var queue: [UIView] = [root]
        queue.reserveCapacity(count)     // the harness's own bookkeeping, not timed growth
        var made = 1, head = 0
        while made < count {
            let parent = queue[head]; head += 1
            let w = parent.bounds.width / 5, h = parent.bounds.height / 2
            for i in 0..<10 where made < count {
                let child = GridView(frame: CGRect(x: CGFloat(i % 5) * w, y: CGFloat(i / 5) * h, width: w, height: h))
                parent.addSubview(child)
                queue.append(child)
                made += 1
            }
        }
        return root
    }

    func run() -> [BenchResult] {
        MainActor.assumeIsolated {
            let (small, large, largeToSmall) = buildAndLayout()
            let (viewBytes, layerBytes) = memory()
            let (viewAnim, layerAnim, viewToLayerAnim) = animations()
            print(String(format: "views: build+layout 10k %.1f ms, 100k %.1f ms; %.0f bytes per view, %.0f per bare layer; "
                         + "1,000 positions animated: UIView.animate %.2f ms, CABasicAnimation %.2f ms (add, commit, 10 frames)",
                         small * 1000, large * 1000, viewBytes, layerBytes, viewAnim * 1000, layerAnim * 1000))
            return [
                BenchResult(name: "views.build+layout 100k/10k", value: largeToSmall, target: 11, unit: "×"),
                BenchResult(name: "views.memory view/layer", value: viewBytes / layerBytes, target: 2, unit: "×"),
                BenchResult(name: "views.animate/CABasicAnimation 1k", value: viewToLayerAnim, target: 1.2, unit: "×"),
            ]
        }
    }

    /// Medians of building and laying out 10k and 100k trees, alternated, and of their ratio
    /// round by round (`interleavedRatio`). Only building and the layout pass are timed: each
    /// tree is freed after its clock stops (freeing 100k views is not what the figure is
    /// about, and it runs in whatever order the allocator likes).
    @MainActor private func buildAndLayout() -> (small: Double, large: Double, ratio: Double) {
        var small: [Double] = [], large: [Double] = []
        for _ in 0..<9 {
            // The 10k figure is a tenth of ten 10k trees made in a row (`tenTrees`).
            for (count, into) in [(10_000, 0), (100_000, 1)] {
                let start = threadCPUClock()        // single-threaded: preemption not counted
                let trees = count == 10_000 ? tenTrees { Self.makeTree(count: count).laidOut() } : [Self.makeTree(count: count).laidOut()]
                let t = threadCPUClock() - start
                if into == 0 { small.append(t / 10) } else { large.append(t) }
                withExtendedLifetime(trees) {}
            }
        }
        return (median(small), median(large), pairedRatio(large, small))
    }

    /// Heap bytes of 10,000 views (each with its layer) and of 10,000 bare layers, built alike:
    /// a frame and a background colour, in one parent, laid out and displayed.
    @MainActor private func memory() -> (Double, Double) {
        let colour = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        var before = lamina_heap_bytes_in_use()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for i in 0..<10_000 {
            let v = UIView(frame: CGRect(x: i % 100, y: i / 100, width: 10, height: 10))
            v.backgroundColor = colour
            root.addSubview(v)
        }
        root.layoutIfNeeded()
        root.layer.displayTreeIfNeeded()
        let views = Double(Int(lamina_heap_bytes_in_use()) - Int(before)) / 10_000
        before = lamina_heap_bytes_in_use()
        let layerRoot = CALayer()
        layerRoot.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        for i in 0..<10_000 {
            let l = CALayer()
            l.frame = CGRect(x: i % 100, y: i / 100, width: 10, height: 10)
            l.backgroundColor = colour.cgColor
            layerRoot.addSublayer(l)
        }
        layerRoot.layoutIfNeeded()
        layerRoot.displayTreeIfNeeded()
        let layers = Double(Int(lamina_heap_bytes_in_use()) - Int(before)) / 10_000
        withExtendedLifetime((root, layerRoot)) {}
        return (views, layers)
    }

    /// 1,000 views' positions animated by one UIView.animate block, against the same
    /// CABasicAnimations (from the old position, 0.5 s, ease in-out) added to their layers
    /// with the model set without actions; each timed through the commit and ten frames.
    @MainActor private func animations() -> (Double, Double, Double) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let views = (0..<1000).map { i in UIView(frame: CGRect(x: CGFloat(i % 40) * 25, y: CGFloat(i / 40) * 25, width: 20, height: 20)) }
        views.forEach(root.addSubview)
        CATransaction.flush()
        var flip: CGFloat = 1
        func frames() {
            let t0 = CACurrentMediaTime()
            for k in 1...10 { AnimationEngine.shared.advance(to: t0 + Double(k) / 60) }
        }
        func viaBlock() {
            flip = -flip
            UIView.animate(withDuration: 0.5, animations: { for v in views { v.center.x += 3 * flip } })
            CATransaction.flush()
            frames()
        }
        func direct() {
            flip = -flip
            let timing = CAMediaTimingFunction(name: .easeInEaseOut)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for v in views {
                let layer = v.layer
                let anim = CABasicAnimation(keyPath: "position")
                anim.fromValue = layer.position
                anim.duration = 0.5
                anim.timingFunction = timing
                layer.position.x += 3 * flip
                layer.add(anim, forKey: "position")
            }
            CATransaction.commit()
            CATransaction.flush()
            frames()
        }
        // This thread's work alone: its CPU clock, and the ratio round by round.
        let (block, plain, blockToPlain) = interleavedRatio(rounds: 15, clock: threadCPUClock, viaBlock, direct)
        for v in views { v.layer.removeAllAnimations() }
        AnimationEngine.shared.advance(to: CACurrentMediaTime() + 1)
        return (block, plain, blockToPlain)
    }
}

/// A view with a layoutSubviews of its own, as most app views have (it changes nothing).
@MainActor
private final class GridView: UIView {
    override func layoutSubviews() {}
}

private extension UIView {
    func laidOut() -> UIView { layoutIfNeeded(); return self }
}
