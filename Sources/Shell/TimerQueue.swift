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

    public var nextDeadline: Double? { timers.map(\.deadline).min() }

    /// Runs every timer due by `now`, earliest first (a timer may schedule another).
    public func fire(now: Double) {
        while let i = timers.indices.filter({ timers[$0].deadline <= now }).min(by: { timers[$0].deadline < timers[$1].deadline }) {
            let t = timers.remove(at: i)
            t.action()
        }
    }
}
