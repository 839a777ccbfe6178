import QuartzCore

/// View animation blocks (Apple: UIView's animation class methods). A block's changes to
/// animatable view properties become layer animations with the block's timing; they start
/// when the current transaction commits (the end of the main-loop turn), as on iOS.
extension UIView {
    @exclusivity(unchecked) nonisolated(unsafe) static var animationStack: [ViewAnimationContext] = [] {
        didSet { CATransaction.viewAnimationBlocksOpen = animationStack.count }
    }

    /// The action for a change of `key` on the view's layer: NSNull outside animation blocks
    /// (000 "View and Layer": a view's layer does not animate implicitly), the block's animation inside one.
    package func viewAction(for layer: CALayer, forKey key: String) -> CAAction? {
        guard layer === self.layer, let ctx = UIView.animationStack.last else { return noLayerAction }
        return ctx.action(for: layer, key: key, view: self)
    }

    /// Whether a view animation block is open (UIKit: `UIView.areAnimationsEnabled` aside).
    public static var inheritedAnimationDuration: TimeInterval { animationStack.last?.duration ?? 0 }

    /// Whether view animation blocks animate at all (false: their changes apply at once).
    @exclusivity(unchecked) nonisolated(unsafe) public static var areAnimationsEnabled = true
    public static func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(makeContext(duration: duration, delay: delay, options: options, spring: nil, completion: completion), animations)
    }
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }
    /// A spring that settles within `duration`: `dampingRatio` 1 settles without overshoot,
    /// lower values oscillate; `velocity` is the initial speed in distances per second.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(makeContext(duration: duration, delay: delay, options: options, spring: (dampingRatio, velocity), completion: completion),
            animations)
    }

    /// iOS 17's spring: `duration` is its perceptual duration (one period of an undamped
    /// spring of the same stiffness), `bounce` 0 settles without overshoot, toward 1 it
    /// oscillates more, below 0 it is overdamped; `completion` runs once it has settled.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
                               delay: TimeInterval = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let perceptual = duration.isFinite && duration > 0 ? duration : 0.5
        let b = bounce.isFinite ? min(max(bounce, -1 + 1e-3), 1 - 1e-3) : 0
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        // The block's springs settle in 6.9 / (ζ·ω₀) (ViewAnimationContext.springAnimation),
        // with ω₀ = 2π / perceptual duration.
        let settling = 6.9 * perceptual / (2 * .pi * min(ratio, 1))
        animate(withDuration: settling, delay: delay, usingSpringWithDamping: ratio, initialSpringVelocity: velocity,
                options: options, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off, inside an animation block too.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        animationStack.append(ViewAnimationContext(kind: .disabled, duration: 0))
        defer { animationStack.removeLast() }
        actionsWithoutAnimation()
    }

    /// The context of a new block: a nested block inherits the outer one's duration and curve
    /// unless it overrides them (and its repeat/autoreverse unless `.overrideInheritedOptions`),
    /// as the View Programming Guide's "Nesting Animation Blocks" describes.
    private static func makeContext(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                                    spring: (CGFloat, CGFloat)?, completion: ((Bool) -> Void)?) -> ViewAnimationContext {
        guard areAnimationsEnabled else { return ViewAnimationContext(kind: .disabled, duration: 0, completion: completion) }
        var duration = duration, options = options, timing: CAMediaTimingFunction? = nil, spring = spring
        if let outer = animationStack.last, outer.kind == .animate {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) {
                timing = outer.timing
                if spring == nil { spring = outer.spring }
            }
            if !options.contains(.overrideInheritedOptions) {
                options.formUnion(outer.options.intersection([.repeat, .autoreverse]))
            }
        }
        return ViewAnimationContext(kind: .animate, duration: duration, delay: delay, options: options,
                                    timing: timing, spring: spring, completion: completion)
    }

    private static func run(_ ctx: ViewAnimationContext, _ animations: () -> Void) {
        CATransaction.ensureOpen()
        CATransaction.begin()
        animationStack.append(ctx)
        animations()
        // `.layoutSubviews`: the resized views lay out now, inside the block, so their
        // subviews' new frames animate with them.
        for view in ctx.resizedViews { view.layoutIfNeeded() }
        animationStack.removeLast()
        CATransaction.commit()
        ctx.close()
    }
}
