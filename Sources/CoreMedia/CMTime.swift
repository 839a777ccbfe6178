/// A time as a rational number of seconds, `value / timescale` (Apple: CMTime). Besides
/// numeric times there are the invalid time, the two infinities and the indefinite time
/// (a duration not known yet, as a live stream's), told apart by `flags`.
public struct CMTime: Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value; self.timescale = timescale; self.flags = flags; self.epoch = epoch
    }

    /// A valid time of `value / timescale` seconds; a timescale of 0 or less makes the invalid time.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self = timescale > 0 ? CMTime(value: value, timescale: timescale, flags: .valid, epoch: 0) : .invalid
    }

    /// `seconds` in units of `1 / preferredTimescale`, rounded half away from zero (flagged
    /// `hasBeenRounded` when that changed it). Where the value would not fit in 64 bits, the
    /// timescale is halved until it does, as Core Media does; NaN is the invalid time and the
    /// infinities are the infinite times.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 { self = .invalid; return }
        if seconds.isInfinite { self = seconds > 0 ? .positiveInfinity : .negativeInfinity; return }
        var scale = preferredTimescale
        while scale > 1, abs(seconds * Double(scale)) >= 9.2e18 { scale /= 2 }
        let exact = seconds * Double(scale)
        guard abs(exact) < 9.2e18 else { self = seconds > 0 ? .positiveInfinity : .negativeInfinity; return }
        let rounded = exact.rounded(.toNearestOrAwayFromZero)
        self.init(value: CMTimeValue(rounded), timescale: scale,
                  flags: rounded == exact ? .valid : [.valid, .hasBeenRounded], epoch: 0)
    }

    public static let zero = CMTime(value: 0, timescale: 1, flags: .valid, epoch: 0)
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    /// Valid and neither infinite nor indefinite: a number of seconds.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity]) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

    /// The time in seconds: NaN for invalid and indefinite times, ±infinity for the infinities.
    public var seconds: Double {
        if isNumeric { return Double(value) / Double(timescale) }
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        return .nan
    }

    /// The same time in units of `1 / newTimescale`, rounded by `method`.
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric else { return self }
        guard newTimescale > 0 else { return .invalid }
        if newTimescale == timescale { return self }
        let (q, exact) = CMTime.divide(Int64(value).multipliedFullWidth(by: Int64(newTimescale)), by: Int64(timescale), method)
        guard let v = q else { return value < 0 ? .negativeInfinity : .positiveInfinity }
        var flags = self.flags
        if !exact { flags.insert(.hasBeenRounded) }
        return CMTime(value: v, timescale: newTimescale, flags: flags, epoch: epoch)
    }

    /// The rank of a time's kind in Core Media's order: negative infinity, numeric times,
    /// indefinite, positive infinity, invalid.
    var rank: Int {
        if !isValid { return 4 }
        if isPositiveInfinity { return 3 }
        if isIndefinite { return 2 }
        if isNegativeInfinity { return 0 }
        return 1
    }

    /// `n / d` of a 128-bit `n`, rounded by `method`; nil when it does not fit in 64 bits.
    static func divide(_ n: (high: Int64, low: UInt64), by d: Int64, _ method: CMTimeRoundingMethod) -> (CMTimeValue?, Bool) {
        let wide = Wide(n), divisor = Wide(d)
        let (q, r) = wide.quotientAndRemainder(dividingBy: divisor)
        if r == 0 { return (Int64(exactly: q), true) }
        let negative = (n.high < 0) != (d < 0)
        let twice = r.magnitude * 2, dm = divisor.magnitude
        let away: Bool
        switch method {
        case .roundTowardZero: away = false
        case .roundAwayFromZero: away = true
        case .roundTowardPositiveInfinity: away = !negative
        case .roundTowardNegativeInfinity: away = negative
        default: away = twice >= dm
        }
        let result = away ? (negative ? q - 1 : q + 1) : q
        return (Int64(exactly: result), false)
    }
}

/// 128-bit arithmetic for exact comparisons and scale changes (`value × timescale` overflows 64 bits).
typealias Wide = Int128

extension Int128 {
    init(_ n: (high: Int64, low: UInt64)) { self = Int128(n.high) << 64 | Int128(n.low) }
}

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

/// What kind of time a `CMTime` is (Apple: CMTimeFlags).
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// How a time is rounded when its timescale changes (Apple: CMTimeRoundingMethod).
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case roundHalfAwayFromZero = 1
    case roundTowardZero = 2
    case roundAwayFromZero = 3
    case quickTime = 4
    case roundTowardPositiveInfinity = 5
    case roundTowardNegativeInfinity = 6
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

/// The largest timescale Core Media uses for results.
public let kCMTimeMaxTimescale: Int32 = 1_000_000_000
