public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let discrete = Self(rawValue: "discrete")
    public static let paced = Self(rawValue: "paced")
    public static let cubic = Self(rawValue: "cubic")
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}

public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = Self(rawValue: "auto")
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}

/// Animates a property through a sequence of values, or a point along a path (Apple:
/// CAKeyframeAnimation; 001 "Using a Keyframe Animation to Change Layer Properties").
open class CAKeyframeAnimation: CAPropertyAnimation {
    @exclusivity(unchecked) open var values: [Any]?
    /// For point properties: followed along its lines and curves; overrides `values`.
    @exclusivity(unchecked) open var path: CGPath?
    /// Fractions of the duration at which each value is reached (0…1, ascending).
    @exclusivity(unchecked) open var keyTimes: [NSNumber]?
    /// The pacing of each segment between values (count one less than the values).
    @exclusivity(unchecked) open var timingFunctions: [CAMediaTimingFunction]?
    @exclusivity(unchecked) open var calculationMode = CAAnimationCalculationMode.linear
    @exclusivity(unchecked) open var rotationMode: CAAnimationRotationMode?
    /// Kochanek–Bartels parameters per keyframe for the cubic modes.
    @exclusivity(unchecked) open var tensionValues: [NSNumber]?
    @exclusivity(unchecked) open var continuityValues: [NSNumber]?
    @exclusivity(unchecked) open var biasValues: [NSNumber]?

    public override init() { super.init() }
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let o = other as? CAKeyframeAnimation else { return }
        values = o.values; path = o.path; keyTimes = o.keyTimes; timingFunctions = o.timingFunctions
        calculationMode = o.calculationMode; rotationMode = o.rotationMode
        tensionValues = o.tensionValues; continuityValues = o.continuityValues; biasValues = o.biasValues
    }
}

/// Runs several animations together on one layer (Apple: CAAnimationGroup). The children's
/// times are in the group's time, and the group's duration clips them (001 Listing 3-4).
open class CAAnimationGroup: CAAnimation {
    @exclusivity(unchecked) open var animations: [CAAnimation]?

    public override init() { super.init() }
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        animations = (other as? CAAnimationGroup)?.animations?.map { $0.copy() as! CAAnimation }
    }
}
