import Foundation

/// Told when an animation starts and stops (Apple: CAAnimationDelegate). `finished` is false
/// when the animation was removed before its active duration ended.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract animation (Apple: CAAnimation): media timing, pacing, a delegate and whether
/// it leaves the layer when done. Adding one to a layer adds a copy; an animation is also an
/// action, which adds itself to the layer under the event's key.
open class CAAnimation: CAMediaTiming, CAAction, CustomStringConvertible {
    // Apple's defaults: duration 0 (the transaction's, 0.25 s, when added), speed 1, no
    // repeats, fill mode removed, linear pacing, removed on completion.
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0
    @exclusivity(unchecked) open var speed: Float = 1
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
    @exclusivity(unchecked) open var repeatCount: Float = 0
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
    @exclusivity(unchecked) open var autoreverses = false
    @exclusivity(unchecked) open var fillMode = CAMediaTimingFillMode.removed
    @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as Apple's is.
    @exclusivity(unchecked) open var delegate: CAAnimationDelegate?
    @exclusivity(unchecked) open var isRemovedOnCompletion = true
    /// Values for other keys (an animation is a key-value container, as a layer is).
    @exclusivity(unchecked) private var dynamicValues: [String: Any] = [:]

    /// The bytes of an animation (from its start) a frame reads of a basic one: timing, key
    /// path, its resolved accessor, numeric ends (`PrefetchHints`; `LayerFieldOrderTests`).
    static let frameBytes = 0..<256

    public init() {}

    /// A copy with every property (subclasses extend `copyProperties(from:)`).
    public required init(copying other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; timingFunction = other.timingFunction; delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion; dynamicValues = other.dynamicValues
    }

    /// A copy of the same class (Apple: NSCopying).
    open func copy() -> Any { type(of: self).init(copying: self) }

    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": return Float(1)
        case "removedOnCompletion": return true
        case "fillMode": return CAMediaTimingFillMode.removed
        default: return nil
        }
    }

    open func value(forKey key: String) -> Any? { dynamicValues[key] ?? type(of: self).defaultValue(forKey: key) }
    open func setValue(_ value: Any?, forKey key: String) { dynamicValues[key] = value }

    /// As an action: add this animation to the layer under the event's key.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    open var description: String { "<\(type(of: self)) duration \(duration)>" }
}

/// An animation of one property, named by a key path (Apple: CAPropertyAnimation).
open class CAPropertyAnimation: CAAnimation {
    @exclusivity(unchecked) open var keyPath: String?
    /// Values are added to the current model value instead of replacing it.
    @exclusivity(unchecked) open var isAdditive = false
    /// Each repeat builds on the end value of the previous one (002's spinning layer).
    @exclusivity(unchecked) open var isCumulative = false

    public override init() { super.init() }
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let o = other as? CAPropertyAnimation else { return }
        keyPath = o.keyPath; isAdditive = o.isAdditive; isCumulative = o.isCumulative
    }

    open override var description: String { "<\(type(of: self)) \(keyPath ?? "nil") duration \(duration)>" }

    /// The key path resolved against the layer this copy was added to (nil inside: names no property).
    @exclusivity(unchecked) var resolvedAccess: PropertyAccess??
    /// Whether the key path moves the sublayers (bounds, anchorPoint…), worked out once.
    lazy var movesSublayers: Bool = {
        let k = keyPath ?? ""
        let head = k.firstIndex(of: ".").map { String(k[..<$0]) } ?? k
        return CALayer.sublayerPlacementKeyPaths.contains(head)
    }()
    /// fromValue, toValue and byValue as numbers when each given one is a number (opacity,
    /// position.x, cornerRadius…): read each frame without copying three large enum values.
    /// Declared before `convertedEnds` (~400 bytes), so that what a frame reads of a basic
    /// animation stays within `CAAnimation.frameBytes`.
    @exclusivity(unchecked) var scalarEnds: (from: Double?, to: Double?, by: Double?)?
    /// The ends read as the property's kind, worked out once.
    @exclusivity(unchecked) var convertedEnds: (from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue?)?
}
