import QuartzCore
#if canImport(Glibc)
import Glibc
#endif

/// The monotonic clock itself: benchmarks must not read a virtual media clock.
func wallClock() -> Double { MonotonicClock.seconds() }

/// CPU seconds the calling thread has run: time it spent preempted by other processes does
/// not count. A 5 ms sample on a busy machine is cut by the scheduler far more often than a
/// 0.5 ms one, so wall-clock medians of a 10k/1k pair drift apart with load; CPU time stays
/// with the work (docs/performance.md, "Measuring on a shared host").
func threadCPUClock() -> Double { cpuSeconds(CLOCK_THREAD_CPUTIME_ID) }

/// CPU seconds of every thread of the process: for work split over threads (a frame's bands).
func processCPUClock() -> Double { cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) }

private func cpuSeconds(_ clock: clockid_t) -> Double {
    var ts = timespec()
    clock_gettime(clock, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// One measured figure of `lamina bench`, with the target it must meet.
struct BenchResult {
    let name: String
    let value: Double
    let target: Double
    let unit: String
    /// true when smaller is better (a ratio or count that must stay under its target).
    var passed: Bool { value <= target }
    var line: String {
        "\(passed ? "ok  " : "MISS") \(name): \(String(format: "%.3f", value))\(unit) (target ≤ \(String(format: "%.3g", target))\(unit))"
    }
}

protocol Benchmark: Sendable {
    var name: String { get }
    var summary: String { get }
    func run() -> [BenchResult]
}

/// Medians of `a` and `b` timed alternately, so a machine whose speed drifts (or caches and
/// the allocator left in one state by the other) affects both alike.
/// `clock`: `wallClock` by default, `threadCPUClock` for work that runs on this thread alone.
func interleaved(rounds: Int, clock: () -> Double = wallClock, _ a: () -> Void, _ b: () -> Void) -> (Double, Double) {
    let r = interleavedRatio(rounds: rounds, clock: clock, a, b)
    return (r.a, r.b)
}

/// `interleaved`, and the median of `a`'s time over `b`'s round by round: what a ratio bar
/// reads. A round's two are timed within milliseconds of each other, so the host's slow and
/// quick seconds fall on both and cancel in their ratio; medians taken apart can pair a quick
/// second's `a` with a slow second's `b`. (Seven rounds of building 10k and 100k views here:
/// 8.0 9.9 9.1 12.1 12.1 9.7 12.9 ms and 87 99 118 118 123 93 133 ms — 11.9 from the
/// medians, 10.2 round by round.)
func interleavedRatio(rounds: Int, clock: () -> Double = wallClock, _ a: () -> Void, _ b: () -> Void)
    -> (a: Double, b: Double, ratio: Double) {
    var ta: [Double] = [], tb: [Double] = []
    for _ in 0..<rounds {
        var start = clock(); a(); ta.append(clock() - start)
        start = clock(); b(); tb.append(clock() - start)
    }
    return (median(ta), median(tb), pairedRatio(ta, tb))
}

/// The median of `a[i] / b[i]`.
func pairedRatio(_ a: [Double], _ b: [Double]) -> Double { median(zip(a, b).map { $0 / max($1, 1e-12) }) }

/// Sleeps a 60 Hz frame interval, as a window's threads do between two frames.
///
/// A frame's work never runs back to back with the last one: its thread sleeps until the
/// next frame callback. On a host shared with other tenants (this 2-vCPU VM) the sleep costs
/// the cache: a 1 MB pointer chase took 7–8 ns a step looped, 123 ns after 20 ms asleep, as
/// slow as a 10 MB one from memory (67–155 ns, varying with the other tenants from one
/// second to the next). A benchmark that loops a small frame back to back keeps its data
/// hot while a large one's comes from memory, and its large/small ratio then reads the
/// host's memory latency at that moment rather than how the work grows; asleep between
/// frames, as in a window, both sizes meet the host alike.
func frameIntervalAsleep() {
    var interval = timespec(tv_sec: 0, tv_nsec: 16_666_667), left = timespec()
    while nanosleep(&interval, &left) != 0 { interval = left }
}

/// Ten of what `make` makes, made one after another and all kept: a size-growth bar's
/// small side, for a tenth of the time to compare with one thing ten times the size.
///
/// Made alone, a 10k tree partly stays in the share of the cache a shared host leaves a
/// guest, while a 100k tree comes from memory, whose latency the other tenants set from one
/// second to the next: 100k/10k would then measure the host's memory against its cache
/// rather than how the work grows with the tree. Ten 10k trees touch as much memory as one
/// 100k tree, each fresh.
func tenTrees<T>(_ make: () -> T) -> [T] {
    var made: [T] = []
    made.reserveCapacity(10)
    for _ in 0..<10 { made.append(make()) }
    return made
}

/// The middle one of `samples` (the upper of the two middle ones for an even count).
func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

/// Seconds taken by `body`, the median of `repeats` runs (robust against a noisy neighbour).
func medianSeconds(repeats: Int, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<repeats {
        let start = wallClock()
        body()
        times.append(wallClock() - start)
    }
    return median(times)
}
