import Foundation
import QuartzCore

/// Times the hand-off of a block to the main queue from another thread: `count` blocks posted
/// one at a time, each a few milliseconds after the last ran (so the main thread has gone back
/// to sleep in its run loop), each timed from its post to its start. What is timed is the
/// wakeup, the run loop's turn and the dispatch — whatever runs the loop.
final class MainQueueHandoff: @unchecked Sendable {
    private let count: Int
    private var latencies: [Double] = []

    init(count: Int) { self.count = count }

    /// Starts posting; `done` gets the median latency in seconds, on the main thread.
    func start(then done: @escaping @MainActor @Sendable (Double) -> Void) {
        let thread = Thread { [self] in
            var seed: UInt32 = 17
            for _ in 0..<count {
                seed = seed &* 1_103_515_245 &+ 12_345
                usleep(2_000 + seed >> 22)                     // 2–3 ms: the main thread is asleep
                let ran = DispatchSemaphore(value: 0)
                let posted = wallClock()
                DispatchQueue.main.async {
                    self.latencies.append(wallClock() - posted)
                    ran.signal()
                }
                ran.wait()
            }
            let m = median(latencies)
            DispatchQueue.main.async { done(m) }
        }
        thread.start()
    }
}

/// `lamina handoff`: the hand-off timed in a process whose main thread runs Foundation's
/// `RunLoop.main` and nothing of Lamina's (the bench's baseline). Prints `handoff SECONDS`.
import ArgumentParser

struct HandoffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "handoff", abstract: "Time main-queue hand-offs in a plain run loop (for lamina bench).",
                                                    shouldDisplay: false)
    @Option(help: "Blocks to post.") var count = 300

    func run() throws {
        final class Done: @unchecked Sendable { var value: Double? }
        let done = Done()
        MainQueueHandoff(count: count).start { done.value = $0 }
        while done.value == nil { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
        print("handoff \(done.value!)")
    }
}
