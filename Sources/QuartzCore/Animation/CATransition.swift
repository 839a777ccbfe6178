public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = Self(rawValue: "fade")
    public static let moveIn = Self(rawValue: "moveIn")
    public static let push = Self(rawValue: "push")
    public static let reveal = Self(rawValue: "reveal")

    /// Apple's private flip types, which apps name by their strings ("flip", "oglFlip"): what
    /// UIKit's flip transitions run.
    var isFlip: Bool { rawValue == "flip" || rawValue == "oglFlip" }
    package static let flip = Self(rawValue: "flip")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = Self(rawValue: "fromRight")
    public static let fromLeft = Self(rawValue: "fromLeft")
    public static let fromTop = Self(rawValue: "fromTop")
    public static let fromBottom = Self(rawValue: "fromBottom")
}

/// Animates a layer from how it was last rendered to how it is now (Apple: CATransition;
/// 001 "Animating Changes to a Layer's Visibility" Listing 5-1, Listing 6-1): the old
/// rendering fades, is pushed, covered (moveIn) or uncovered (reveal) by the new one.
open class CATransition: CAAnimation {
    @exclusivity(unchecked) open var type = CATransitionType.fade
    @exclusivity(unchecked) open var subtype: CATransitionSubtype?
    @exclusivity(unchecked) open var startProgress: Float = 0
    @exclusivity(unchecked) open var endProgress: Float = 1

    public override init() { super.init() }
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let o = other as? CATransition else { return }
        type = o.type; subtype = o.subtype; startProgress = o.startProgress; endProgress = o.endProgress
    }
}

/// The keys of the actions looked up when a layer joins or leaves a tree, or is replaced.
public let kCAOnOrderIn = "onOrderIn"
public let kCAOnOrderOut = "onOrderOut"
public let kCATransition = "transition"
