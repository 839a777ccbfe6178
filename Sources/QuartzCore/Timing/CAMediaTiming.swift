#if canImport(Glibc)
import Glibc
#endif

/// Seconds of media time (Apple's CoreFoundation alias; Foundation on Linux lacks it).
public typealias CFTimeInterval = Double

/// The current absolute media time: a monotonic clock in seconds (Apple: mach time), or
/// the headless platform's virtual clock when one is set.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.virtualTime ?? MonotonicClock.seconds()
}

/// The system's monotonic clock in seconds, never the virtual one: for what measures real
/// time spent (how long a frame took to draw, `FrameBands`).
package enum MonotonicClock {
    package static func seconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1_000_000_000
    }
}

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = Self(rawValue: "forwards")
    public static let backwards = Self(rawValue: "backwards")
    public static let both = Self(rawValue: "both")
    public static let removed = Self(rawValue: "removed")
}

/// Timing shared by layers and animations: each maps its parent's time into a local time
/// (Core Animation Programming Guide, "Customizing the Timing of an Animation").
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The clock behind `CACurrentMediaTime()`: the system's monotonic clock, or a virtual one
/// that the headless platform (and tests) advance frame by frame.
package enum MediaClock {
    @exclusivity(unchecked) nonisolated(unsafe) package static var virtualTime: CFTimeInterval?
}
