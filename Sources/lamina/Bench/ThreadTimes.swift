import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the kernel counts of the calling thread: its CPU time, the time it waited for a CPU
/// while ready to run (`/proc/thread-self/schedstat`), and how often it gave the CPU up to
/// wait for something (voluntary context switches: a lock, a condition, a sleep).
struct ThreadTimes {
    var cpu: Double
    /// nil where the kernel keeps no scheduler statistics.
    var runDelay: Double?
    var voluntarySwitches: Int

    static func now() -> ThreadTimes {
        var usage = rusage()
        getrusage(__rusage_who_t(1), &usage)       // RUSAGE_THREAD, which Glibc's module does not spell
        return ThreadTimes(cpu: threadCPUClock(), runDelay: schedulerRunDelay(), voluntarySwitches: usage.ru_nvcsw)
    }

    private static func schedulerRunDelay() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/thread-self/schedstat", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count >= 2, let nanoseconds = Double(fields[1]) else { return nil }
        return nanoseconds / 1e9
    }

    /// How long a piece of work between `start` and `end` (`wall` seconds apart) held its
    /// thread up: the whole wall time if the thread waited for anything, else only the time it
    /// ran or waited for a CPU of this machine.
    ///
    /// What that leaves out is time the thread neither ran nor waited for, on a virtual
    /// machine the time the host gave its CPU to another tenant (a frame's wall time many
    /// times its CPU, with no wait for a CPU and no context switch). A thread that waited for a tile — on a lock, or drawing it itself, whose
    /// drawing sleeps — switches voluntarily, and then all of its wall time counts.
    static func heldUp(from start: ThreadTimes, to end: ThreadTimes, wall: Double) -> Double {
        guard end.voluntarySwitches == start.voluntarySwitches, let a = start.runDelay, let b = end.runDelay else { return wall }
        return min(wall, (end.cpu - start.cpu) + (b - a))
    }
}
