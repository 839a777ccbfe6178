import ArgumentParser
import CHeapStatistics

/// Runs the performance scenes and reports ratios measured in one run. Exits non-zero when a
/// target is missed; the last line holds every figure. Build with `-c release` for real numbers.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "Run the performance benchmarks.")

    @Option(help: "Run only the benchmark with this name.") var only: String?

    static let benchmarks: [Benchmark] = [LayerTreeBenchmark(), CompositorBenchmark(), DrawingLayerBenchmark(), AnimationBenchmark(), ViewBenchmark(), ReplicatorBenchmark(), EmitterBenchmark(), TiledLayerBenchmark(), EventBenchmark(), MotionBenchmark(), BandsBenchmark(), RunLoopBenchmark(), AutoLayoutBenchmark(), ListBenchmark(), GLLayerBenchmark(), VideoBenchmark()]

    func validate() throws {
        if let only, !Self.benchmarks.contains(where: { $0.name == only }) {
            throw ValidationError("no benchmark named '\(only)'; there are: \(Self.benchmarks.map(\.name).joined(separator: ", "))")
        }
    }

    func run() throws {
        // Trees of 100k layers are built and freed over and over: with glibc's default trimming
        // every build re-faults ~100 MB from the kernel (a third of the time was system time),
        // which times the page-fault path rather than ours.
        lamina_heap_keep_freed_memory()
        var results: [BenchResult] = []
        for b in Self.benchmarks where only == nil || b.name == only {
            results += b.run()
        }
        for r in results { print(r.line) }
        print("bench: " + results.map { "\($0.name)=\(String(format: "%.3f", $0.value))" }.joined(separator: " "))
        if results.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }
}
