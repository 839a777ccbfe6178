import Foundation

/// The main thread as a run loop (Foundation's, with Lamina's window as its sources): a block
/// posted to the main queue from another thread reaches it about as fast as in a process that
/// runs nothing but `RunLoop.main`, and a window showing a still scene costs next to no CPU.
/// Both need weston (a private headless one is started); without it they are left out.
struct RunLoopBenchmark: Benchmark {
    let name = "runloop"
    let summary = "main-queue hand-off in a window's run loop against a plain Foundation run loop; an idle window's CPU"

    func run() -> [BenchResult] {
        guard let weston = PrivateWeston() else {
            print("runloop: weston is not installed or did not start: left out")
            return []
        }
        defer { weston.stop() }
        // Rounds alternate the two processes, so the host's slow and quick seconds fall on both.
        var plain: [Double] = [], window: [Double] = []
        for _ in 0..<3 {
            if let p = handoff(["handoff", "--count", "300"], environment: nil) { plain.append(p) }
            if let w = handoff(["run", "--scene", "layer-hierarchy", "--measure-handoff", "300", "--quit-after", "30"],
                               environment: weston.environment) { window.append(w) }
        }
        guard !plain.isEmpty, plain.count == window.count else {
            print("runloop: a hand-off child failed: plain \(plain), window \(window)")
            return [BenchResult(name: "runloop.handoff window/plain", value: .infinity, target: 2, unit: "×")]
        }
        let idle = idleCPU(weston)
        print(String(format: "runloop: main-queue hand-off %.1f µs in a window's run loop, %.1f µs in a plain one (medians of 300, 3 rounds); "
                     + "an idle window used %.2f ms of CPU in 10 s", median(window) * 1e6, median(plain) * 1e6, idle * 1000))
        return [
            BenchResult(name: "runloop.handoff window/plain", value: pairedRatio(window, plain), target: 2, unit: "×"),
            BenchResult(name: "runloop.idle window CPU per 10 s", value: idle * 1000, target: 10, unit: " ms"),
        ]
    }

    private func handoff(_ arguments: [String], environment: [String: String]?) -> Double? {
        guard let child = try? LaminaChild(arguments, environment: environment) else { return nil }
        let out = child.finish()
        return out.split(separator: "\n").first { $0.hasPrefix("handoff ") }.flatMap { Double($0.dropFirst(8)) }
    }

    /// CPU of a window showing a still scene, from 1.5 s after it opened, scaled to 10 s.
    private func idleCPU(_ weston: PrivateWeston) -> Double {
        guard let child = try? LaminaChild(["run", "--scene", "layer-hierarchy", "--quit-after", "7"], environment: weston.environment)
        else { return .infinity }
        usleep(1_500_000)
        let before = child.cpuSeconds
        usleep(5_000_000)
        let used = child.cpuSeconds - before
        _ = child.finish()
        return used * 2
    }
}
