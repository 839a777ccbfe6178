import CHeapStatistics
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the process holds at one moment: resident memory, live heap, open descriptors, the
/// window's shared-memory buffers, and the frames drawn so far with the longest gap between
/// two of them since the last sample (issue "Proven under the sanitizers, over hours").
struct ProcessSample {
    var seconds: Double
    var residentBytes: Int
    var heapBytes: Int
    var openDescriptors: Int
    var shmBuffers: Int?
    var frames: Int
    var longestFrameGap: Double

    /// Resident pages from /proc/self/statm, times the page size.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Entries of /proc/self/fd (the directory listing's own descriptor is closed again).
    static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    static func now(seconds: Double, shmBuffers: Int?, frames: FrameClock) -> ProcessSample {
        let (count, gap) = frames.takeGap()
        return ProcessSample(seconds: seconds, residentBytes: residentBytes(), heapBytes: Int(lamina_heap_bytes_in_use()),
                             openDescriptors: openDescriptors(), shmBuffers: shmBuffers, frames: count, longestFrameGap: gap)
    }

    var line: String {
        String(format: "soak t=%.0fs rss=%.1fMB heap=%.1fMB fds=%d shm=%@ frames=%d longest-gap=%.1fms",
               seconds, Double(residentBytes) / 1e6, Double(heapBytes) / 1e6, openDescriptors,
               shmBuffers.map(String.init) ?? "-", frames, longestFrameGap * 1000)
    }
}

/// Frames counted as they are drawn (on a window's render thread), with the longest gap
/// between two since it was last asked.
final class FrameClock: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0, last: Double?, longest = 0.0

    func frame(at t: Double) {
        lock.lock(); defer { lock.unlock() }
        count += 1
        if let last { longest = max(longest, t - last) }
        last = t
    }

    func takeGap() -> (frames: Int, longestGap: Double) {
        lock.lock(); defer { lock.unlock() }
        let g = longest
        longest = 0
        return (count, g)
    }
}
