import Foundation

/// Work a frame splits into bands: band 0 runs on the thread that asked, the others on
/// `BandWorkers`' threads, all at once.
protocol BandJob: AnyObject {
    func runBand(_ band: Int)
}

/// The threads that composite a frame's bands beside the thread rendering it (issue "Real
/// motion at half GTK's cost": the second core). One pool for the process, one band job at a
/// time: a renderer that finds it busy (another window's render thread, a test's renderer)
/// draws its frame whole itself. Each worker keeps to its own `RenderLane`. Workers sleep on a
/// condition between frames — nothing spins — and handing them a frame allocates nothing.
package final class BandWorkers: @unchecked Sendable {
    /// At most one worker per core beyond the caller's, and at most 4: of the 7 lanes beside
    /// the main thread's, 3 stay for windows' render threads (a window beyond those draws
    /// without kept images; see `RenderLane`).
    package static let shared = BandWorkers(count: min(ProcessInfo.processInfo.activeProcessorCount - 1, 4))

    /// Worker threads (a frame has up to `count + 1` bands).
    package let count: Int
    private let condition = NSCondition()
    @exclusivity(unchecked) private var job: (any BandJob)?
    @exclusivity(unchecked) private var generation = 0
    /// Bands 1…`handedOut` of the current job; those not yet finished.
    @exclusivity(unchecked) private var handedOut = 0
    @exclusivity(unchecked) private var unfinished = 0
    @exclusivity(unchecked) private var busy = false
    @exclusivity(unchecked) private var started = false

    /// Each worker's lane (`RenderLane.claim()`), its own for the life of the process.
    private let lanes: [Int]

    /// A pool of up to `count` workers: fewer once the process's lanes run out.
    package init(count: Int) {
        var lanes: [Int] = []
        while lanes.count < count, let lane = RenderLane.claim() { lanes.append(lane) }
        self.lanes = lanes
        self.count = lanes.count
    }

    /// Claims the pool for one frame: false when it has no workers or another renderer holds it.
    func claim() -> Bool {
        condition.lock(); defer { condition.unlock() }
        guard count > 0, !busy else { return false }
        busy = true
        if !started { started = true; startThreads() }
        return true
    }

    /// Runs `job`'s bands 0…`bands − 1` (band 0 on this thread) and returns when all are done,
    /// releasing the pool. Only after `claim()` returned true; `bands` ≤ `count + 1`.
    func run(_ job: any BandJob, bands: Int) {
        precondition(bands >= 1 && bands <= count + 1, "BandWorkers.run: \(bands) bands for \(count) workers")
        condition.lock()
        precondition(busy, "BandWorkers.run without claim()")
        self.job = job
        handedOut = bands - 1
        unfinished = bands - 1
        generation &+= 1
        condition.broadcast()
        condition.unlock()
        job.runBand(0)
        condition.lock()
        while unfinished > 0 { condition.wait() }
        self.job = nil
        busy = false
        condition.unlock()
    }

    private func startThreads() {
        for worker in 0..<count {
            let thread = Thread { [self] in loop(worker) }
            thread.name = "lamina.band-\(worker + 1)"
            thread.start()
        }
    }

    private func loop(_ worker: Int) {
        RenderLane.become(lanes[worker])
        var seen = 0
        condition.lock()
        while true {
            while generation == seen { condition.wait() }
            seen = generation
            guard worker < handedOut, let job else { continue }
            condition.unlock()
            job.runBand(worker + 1)
            condition.lock()
            unfinished -= 1
            if unfinished == 0 { condition.broadcast() }
        }
    }
}
