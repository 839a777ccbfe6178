/// Comparison and arithmetic of times, as Core Media defines them: numeric times compare by
/// value exactly (1/2 equals 2/4); negative infinity is below every other time, then the
/// numeric times, the indefinite time, positive infinity, and the invalid time above all
/// (Apple: CMTimeCompare).
extension CMTime: Comparable, Hashable {
    public static func == (a: CMTime, b: CMTime) -> Bool { CMTimeCompare(a, b) == 0 }
    public static func < (a: CMTime, b: CMTime) -> Bool { CMTimeCompare(a, b) < 0 }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rank)
        // Equal fractions hash alike: the value over the timescale in lowest terms.
        guard rank == 1 else { return }
        let g = gcd(value.magnitude, UInt64(timescale))
        hasher.combine(value / Int64(g))
        hasher.combine(Int64(timescale) / Int64(g))
    }

    public static func + (a: CMTime, b: CMTime) -> CMTime { CMTimeAdd(a, b) }
    public static func - (a: CMTime, b: CMTime) -> CMTime { CMTimeSubtract(a, b) }
    public static func += (a: inout CMTime, b: CMTime) { a = CMTimeAdd(a, b) }
    public static func -= (a: inout CMTime, b: CMTime) { a = CMTimeSubtract(a, b) }
    public static func * (time: CMTime, multiplier: Int32) -> CMTime { CMTimeMultiply(time, multiplier: multiplier) }
    public static func * (multiplier: Int32, time: CMTime) -> CMTime { CMTimeMultiply(time, multiplier: multiplier) }
    public static func * (time: CMTime, multiplier: Float64) -> CMTime { CMTimeMultiplyByFloat64(time, multiplier: multiplier) }
    public static func * (multiplier: Float64, time: CMTime) -> CMTime { CMTimeMultiplyByFloat64(time, multiplier: multiplier) }
}

private func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return max(x, 1)
}

/// -1, 0 or 1 as `a` is before, equal to or after `b` in Core Media's order.
public func CMTimeCompare(_ a: CMTime, _ b: CMTime) -> Int32 {
    let ra = a.rank, rb = b.rank
    if ra != rb { return ra < rb ? -1 : 1 }
    guard ra == 1 else { return 0 }
    let l = Int128(a.value) * Int128(b.timescale), r = Int128(b.value) * Int128(a.timescale)
    return l < r ? -1 : (l > r ? 1 : 0)
}

/// `a + b`. Same timescales keep theirs; different ones give their least common multiple
/// (at most `kCMTimeMaxTimescale`, rounding then). Invalid operands, or infinities of
/// opposite signs, give the invalid time; an infinity wins over a finite or indefinite time,
/// an indefinite time over a numeric one.
public func CMTimeAdd(_ a: CMTime, _ b: CMTime) -> CMTime { combine(a, b, negate: false) }

/// `a - b`, by the rules of `CMTimeAdd`.
public func CMTimeSubtract(_ a: CMTime, _ b: CMTime) -> CMTime { combine(a, b, negate: true) }

private func combine(_ a: CMTime, _ rawB: CMTime, negate: Bool) -> CMTime {
    var b = rawB
    if negate {
        if b.isPositiveInfinity { b = .negativeInfinity } else if b.isNegativeInfinity { b = .positiveInfinity } else { b.value = -b.value }
    }
    guard a.isValid, b.isValid else { return .invalid }
    let aInf = a.isPositiveInfinity || a.isNegativeInfinity, bInf = b.isPositiveInfinity || b.isNegativeInfinity
    if aInf, bInf { return a.isPositiveInfinity == b.isPositiveInfinity ? a : .invalid }
    if aInf { return a }
    if bInf { return b }
    if a.isIndefinite || b.isIndefinite { return .indefinite }
    var scale = Int64(a.timescale)
    if a.timescale != b.timescale {
        let g = gcd(UInt64(a.timescale), UInt64(b.timescale))
        scale = min(Int64(a.timescale) / Int64(g) * Int64(b.timescale), Int64(kCMTimeMaxTimescale))
    }
    let s32 = Int32(scale)
    let x = a.convertScale(s32, method: .default), y = b.convertScale(s32, method: .default)
    guard x.isNumeric else { return x }
    guard y.isNumeric else { return y }
    let (sum, overflow) = x.value.addingReportingOverflow(y.value)
    if overflow { return y.value > 0 ? .positiveInfinity : .negativeInfinity }
    let rounded = x.flags.union(y.flags).intersection(.hasBeenRounded)
    return CMTime(value: sum, timescale: s32, flags: CMTimeFlags.valid.union(rounded), epoch: a.epoch)
}

/// `time × multiplier`, in the time's timescale.
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    guard time.isNumeric else {
        if time.isPositiveInfinity || time.isNegativeInfinity, multiplier < 0 {
            return time.isPositiveInfinity ? .negativeInfinity : .positiveInfinity
        }
        return time
    }
    let (v, overflow) = time.value.multipliedReportingOverflow(by: Int64(multiplier))
    if overflow { return (time.value < 0) != (multiplier < 0) ? .negativeInfinity : .positiveInfinity }
    return CMTime(value: v, timescale: time.timescale, flags: time.flags, epoch: time.epoch)
}

/// `time × multiplier`, rounded to the time's timescale.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isNumeric else { return time }
    return CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
}

/// `time × multiplier / divisor`, rounded to the time's timescale.
public func CMTimeMultiplyByRatio(_ time: CMTime, multiplier: Int32, divisor: Int32) -> CMTime {
    guard time.isNumeric else { return time }
    guard divisor != 0 else { return .invalid }
    let (q, exact) = CMTime.divide(time.value.multipliedFullWidth(by: Int64(multiplier)), by: Int64(divisor), .default)
    guard let v = q else { return (time.value < 0) != ((multiplier < 0) != (divisor < 0)) ? .negativeInfinity : .positiveInfinity }
    return CMTime(value: v, timescale: time.timescale, flags: exact ? time.flags : time.flags.union(.hasBeenRounded), epoch: time.epoch)
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
public func CMTimeMakeWithEpoch(value: Int64, timescale: Int32, epoch: Int64) -> CMTime {
    var t = CMTime(value: value, timescale: timescale)
    if t.isValid { t.epoch = epoch }
    return t
}
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }
public func CMTimeConvertScale(_ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    time.convertScale(newTimescale, method: method)
}
public func CMTimeMinimum(_ a: CMTime, _ b: CMTime) -> CMTime { CMTimeCompare(a, b) <= 0 ? a : b }
public func CMTimeMaximum(_ a: CMTime, _ b: CMTime) -> CMTime { CMTimeCompare(a, b) >= 0 ? a : b }
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime {
    if time.isNegativeInfinity { return .positiveInfinity }
    guard time.isNumeric, time.value < 0 else { return time }
    return CMTimeMultiply(time, multiplier: -1)
}

public let kCMTimeZero = CMTime.zero
public let kCMTimeInvalid = CMTime.invalid
public let kCMTimeIndefinite = CMTime.indefinite
public let kCMTimePositiveInfinity = CMTime.positiveInfinity
public let kCMTimeNegativeInfinity = CMTime.negativeInfinity

// Core Media's C macros, which Swift imports as functions.
public func CMTIME_IS_VALID(_ time: CMTime) -> Bool { time.isValid }
public func CMTIME_IS_INVALID(_ time: CMTime) -> Bool { !time.isValid }
public func CMTIME_IS_NUMERIC(_ time: CMTime) -> Bool { time.isNumeric }
public func CMTIME_IS_INDEFINITE(_ time: CMTime) -> Bool { time.isIndefinite }
public func CMTIME_IS_POSITIVE_INFINITY(_ time: CMTime) -> Bool { time.isPositiveInfinity }
public func CMTIME_IS_NEGATIVE_INFINITY(_ time: CMTime) -> Bool { time.isNegativeInfinity }
public func CMTIME_HAS_BEEN_ROUNDED(_ time: CMTime) -> Bool { time.hasBeenRounded }
