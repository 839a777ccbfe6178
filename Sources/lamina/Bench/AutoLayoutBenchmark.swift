import UIKit
import Foundation

/// Issue "Auto Layout": the screen and grid systems that `scripts/bench-autolayout` also
/// gives kiwisolver. A screen is `rows` rows of ten views: each row chained from the root's
/// leading edge with 8-point spacing, equal widths, fixed heights, stacked 8 points apart; per
/// row a required inequality (the last view inside the trailing edge) and two optional
/// priorities (filling the row at 750, a preferred width at 250). 100 rows is the 1,000-view
/// screen (~4,200 constraints), 1,000 rows the 10,000-view grid.
///
/// Timed through the public API: making and activating the constraints plus the first
/// `layoutIfNeeded` (add+solve), a root frame change plus `layoutIfNeeded` (resize), and one
/// constraint's `constant` plus `layoutIfNeeded` (the leading spacing of the middle row).
struct AutoLayoutBenchmark: Benchmark, Sendable {
    let name = "autolayout"
    let summary = "constraint screens of 1k and 10k views: add+solve, resize, constant change; growth and incremental ratios"

    @MainActor final class Screen {
        let root: UIView
        let views: [[UIView]]
        var constraints: [NSLayoutConstraint] = []
        var probe: NSLayoutConstraint!

        init(rows: Int) {
            root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 20_000))
            views = (0..<rows).map { _ in
                (0..<10).map { _ in
                    let v = UIView()
                    v.translatesAutoresizingMaskIntoConstraints = false
                    return v
                }
            }
            for row in views { for v in row { root.addSubview(v) } }
        }

        /// Makes, activates and solves the constraints.
        func addAndSolve() {
            var cs: [NSLayoutConstraint] = []
            cs.reserveCapacity(views.count * 42)
            for (r, row) in views.enumerated() {
                let first = row[0]
                let lead = first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
                if r == views.count / 2 { probe = lead }
                cs.append(lead)
                cs.append(r == 0 ? first.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
                                 : first.topAnchor.constraint(equalTo: views[r - 1][0].bottomAnchor, constant: 8))
                for i in 0..<10 {
                    let v = row[i]
                    cs.append(v.heightAnchor.constraint(equalToConstant: 30))
                    if i > 0 {
                        cs.append(v.leadingAnchor.constraint(equalTo: row[i - 1].trailingAnchor, constant: 8))
                        cs.append(v.widthAnchor.constraint(equalTo: first.widthAnchor))
                        cs.append(v.topAnchor.constraint(equalTo: first.topAnchor))
                    }
                }
                cs.append(root.trailingAnchor.constraint(greaterThanOrEqualTo: row[9].trailingAnchor, constant: 8))
                let fill = row[9].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8)
                fill.priority = .defaultHigh
                let preferred = first.widthAnchor.constraint(equalToConstant: 44)
                preferred.priority = .defaultLow
                cs.append(fill); cs.append(preferred)
            }
            NSLayoutConstraint.activate(cs)
            constraints = cs
            root.layoutIfNeeded()
        }

        func resize(to width: CGFloat) {
            root.frame.size.width = width
            root.layoutIfNeeded()
        }

        func changeConstant(to c: CGFloat) {
            probe.constant = c
            root.layoutIfNeeded()
        }

        /// What kiwi's solution is compared with: a view's width and the last row's top.
        var check: (width: CGFloat, lastTop: CGFloat) { (views[0][0].frame.width, views[views.count - 1][0].frame.minY) }
    }

    func run() -> [BenchResult] {
        MainActor.assumeIsolated {
            if let what = ProcessInfo.processInfo.environment["LAMINA_AUTOLAYOUT_PROFILE"] {
                if what == "conflicts" {
                    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
                    let v = UIView(); v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v)
                    let start = threadCPUClock()
                    var cs: [NSLayoutConstraint] = []
                    for i in 0..<10_000 {
                        let c = v.widthAnchor.constraint(equalToConstant: CGFloat(i % 400))
                        c.priority = UILayoutPriority(Float(1 + i % 999))
                        cs.append(c)
                    }
                    NSLayoutConstraint.activate(cs)
                    root.layoutIfNeeded()
                    let mid = threadCPUClock()
                    NSLayoutConstraint.deactivate(cs)
                    print("conflicts: activate+layout \(mid - start) s, deactivate \(threadCPUClock() - mid) s, width \(v.frame.width)")
                    return []
                }
                // A loop of one operation for a profiler: resize or constant.
                let rows = Int(ProcessInfo.processInfo.environment["LAMINA_AUTOLAYOUT_ROWS"] ?? "") ?? 100
                let screen = Screen(rows: rows)
                screen.addAndSolve()
                for i in 0..<(300_000 / rows) {
                    if what == "resize" { screen.resize(to: i % 2 == 0 ? 1100 : 1000) } else { screen.changeConstant(to: i % 2 == 0 ? 16 : 8) }
                }
                return []
            }
            let small = measure(rows: 100, rounds: 7), large = measure(rows: 1000, rounds: 3)
            print(String(format: "autolayout: screen (%d constraints) add+solve %.2f ms, resize %.3f ms, constant %.3f ms; "
                         + "grid (%d) add+solve %.1f ms, resize %.3f ms, constant %.3f ms; check width %.3f last top %.1f",
                         small.constraints, small.add * 1000, small.resize * 1000, small.constant * 1000,
                         large.constraints, large.add * 1000, large.resize * 1000, large.constant * 1000,
                         Double(small.check.width), Double(small.check.lastTop)))
            return [
                BenchResult(name: "autolayout.add+solve 10k/1k views", value: large.add / small.add, target: 12, unit: "×"),
                BenchResult(name: "autolayout.resize 10k/1k views", value: large.resize / small.resize, target: 12, unit: "×"),
                BenchResult(name: "autolayout.constant/add+solve 1k", value: small.constant / small.add, target: 0.02, unit: "×"),
                BenchResult(name: "autolayout.resize 1k (ms of a 16.7 ms frame)", value: small.resize * 1000, target: 16.7, unit: "ms"),
            ]
        }
    }

    struct Timing { var add: Double; var resize: Double; var constant: Double; var constraints: Int; var check: (width: CGFloat, lastTop: CGFloat) }

    /// Medians over `rounds` fresh screens; resize and constant are medians over alternating changes on each.
    @MainActor func measure(rows: Int, rounds: Int) -> Timing {
        var adds: [Double] = [], resizes: [Double] = [], constants: [Double] = []
        var count = 0
        var check: (width: CGFloat, lastTop: CGFloat) = (0, 0)
        for _ in 0..<rounds {
            let screen = Screen(rows: rows)
            var start = threadCPUClock()
            screen.addAndSolve()
            adds.append(threadCPUClock() - start)
            check = screen.check
            count = screen.constraints.count
            for i in 0..<20 {
                start = threadCPUClock()
                screen.resize(to: i % 2 == 0 ? 1100 : 1000)
                resizes.append(threadCPUClock() - start)
            }
            for i in 0..<20 {
                start = threadCPUClock()
                screen.changeConstant(to: i % 2 == 0 ? 16 : 8)
                constants.append(threadCPUClock() - start)
            }
        }
        return Timing(add: median(adds), resize: median(resizes), constant: median(constants), constraints: count, check: check)
    }
}
