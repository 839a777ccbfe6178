/// A span of time from `start` lasting `duration` (Apple: CMTimeRange).
public struct CMTimeRange: Hashable, Sendable {
    public var start: CMTime
    public var duration: CMTime

    public init(start: CMTime, duration: CMTime) { self.start = start; self.duration = duration }
    public init(start: CMTime, end: CMTime) { self.init(start: start, duration: CMTimeSubtract(end, start)) }

    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)

    /// `start + duration`.
    public var end: CMTime { CMTimeAdd(start, duration) }
    /// Both times valid, and the duration not negative.
    public var isValid: Bool { start.isValid && duration.isValid && duration.epoch == 0 && !(duration < .zero) }
    public var isEmpty: Bool { isValid && duration == .zero }
    public var isIndefinite: Bool { isValid && (start.isIndefinite || duration.isIndefinite) }

    /// Whether `time` is at or after the start and before the end.
    public func containsTime(_ time: CMTime) -> Bool { isValid && start <= time && time < end }
    /// Whether `range` lies wholly within this range.
    public func containsTimeRange(_ range: CMTimeRange) -> Bool {
        isValid && range.isValid && start <= range.start && range.end <= end
    }
    /// The overlap of the two ranges (empty where they do not meet).
    public func intersection(_ other: CMTimeRange) -> CMTimeRange {
        let s = CMTimeMaximum(start, other.start), e = CMTimeMinimum(end, other.end)
        return e < s ? CMTimeRange(start: s, duration: .zero) : CMTimeRange(start: s, end: e)
    }
    /// The smallest range holding both.
    public func union(_ other: CMTimeRange) -> CMTimeRange {
        CMTimeRange(start: CMTimeMinimum(start, other.start), end: CMTimeMaximum(end, other.end))
    }
}

public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange { CMTimeRange(start: start, duration: duration) }
public func CMTimeRangeFromTimeToTime(start: CMTime, end: CMTime) -> CMTimeRange { CMTimeRange(start: start, end: end) }
public func CMTimeRangeGetEnd(_ range: CMTimeRange) -> CMTime { range.end }
public func CMTimeRangeContainsTime(_ range: CMTimeRange, time: CMTime) -> Bool { range.containsTime(time) }
public func CMTimeRangeContainsTimeRange(_ range: CMTimeRange, otherRange: CMTimeRange) -> Bool { range.containsTimeRange(otherRange) }
public func CMTimeRangeGetIntersection(_ range: CMTimeRange, otherRange: CMTimeRange) -> CMTimeRange { range.intersection(otherRange) }
public func CMTimeRangeGetUnion(_ range: CMTimeRange, otherRange: CMTimeRange) -> CMTimeRange { range.union(otherRange) }
public func CMTimeRangeEqual(_ a: CMTimeRange, _ b: CMTimeRange) -> Bool { a == b }
public let kCMTimeRangeZero = CMTimeRange.zero
public let kCMTimeRangeInvalid = CMTimeRange.invalid
