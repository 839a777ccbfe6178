/// One-shot timers on a clock the platform owns (monotonic, or the headless virtual clock).
/// The loop sleeps until the earliest deadline; no timers, no wakeups.
public final class TimerQueue {
    private var timers: [(id: Int, deadline: Double, action: () -> Void)] = []
    private var nextID = 0

    public init() {}

    @discardableResult
    public func schedule(at deadline: Double, _ action: @escaping () -> Void) -> Int {
        nextID += 1
        timers.append((nextID, deadline, action))
        return nextID
    }

    public func cancel(_ id: Int) { timers.removeAll { $0.id == id } }

    public var nextDeadline: Double? { earliest.map { timers[$0].deadline } }

    private var earliest: Int? {
        var best: Int?
        for i in timers.indices where best == nil || timers[i].deadline < timers[best!].deadline { best = i }
        return best
    }

    /// Runs every timer due by `now`, earliest first (a timer may schedule another).
    public func fire(now: Double) {
        while let i = earliest, timers[i].deadline <= now {
            timers.remove(at: i).action()
        }
    }
}
