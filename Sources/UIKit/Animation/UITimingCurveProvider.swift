import QuartzCore

/// The kind of curve a timing provider describes (Apple: UITimingCurveType).
public enum UITimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// The timing of a property animator (Apple: UITimingCurveProvider): a cubic Bézier, a
/// spring, or both (composed: the spring's motion paced by the cubic).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) (Apple: UICubicTimingParameters). The
/// default is UIKit's ease-in-ease-out.
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve this was made from (`.easeInOut` for custom control points, as UIKit).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let builtin: Bool

    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let f = curve.timingFunction
        var a: [Float] = [0, 0], b: [Float] = [0, 0]
        f.getControlPoint(at: 1, values: &a)
        f.getControlPoint(at: 2, values: &b)
        controlPoint1 = CGPoint(x: CGFloat(a[0]), y: CGFloat(a[1]))
        controlPoint2 = CGPoint(x: CGFloat(b[0]), y: CGFloat(b[1]))
        builtin = true
    }

    public init(controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = p1
        controlPoint2 = p2
        builtin = false
    }

    public var timingCurveType: UITimingCurveType { builtin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation paces it.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// A spring's motion (Apple: UISpringTimingParameters): either a damping ratio that settles
/// within the animator's duration, or a physical spring (mass, stiffness, damping) whose own
/// settling time replaces the animator's duration. `initialVelocity` is in units of the
/// animation's whole distance per second; a one-dimensional property takes its larger component.
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    enum Motion { case ratio(CGFloat), physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat) }
    let motion: Motion
    public let initialVelocity: CGVector

    /// UIKit's system spring (mass 3, stiffness 1000, damping 500: quick, without overshoot).
    public convenience init() { self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: CGVector(dx: 0, dy: 0)) }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        motion = .ratio(ratio.isFinite ? max(0.01, ratio) : 1)
        initialVelocity = Self.finite(velocity)
    }

    /// iOS 17's spring by perceptual duration and bounce (as `CASpringAnimation(perceptualDuration:bounce:)`).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        let b = bounce.isFinite ? min(max(bounce, -1 + 1e-3), 1 - 1e-3) : 0
        self.init(mass: 1, stiffness: pow(2 * .pi / d, 2), damping: b >= 0 ? 4 * .pi * (1 - b) / d : 4 * .pi / (d * (1 + b)),
                  initialVelocity: velocity)
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        func positive(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : fallback }
        motion = .physical(mass: positive(mass, 1), stiffness: positive(stiffness, 100),
                           damping: damping.isFinite ? max(0, damping) : 10)
        initialVelocity = Self.finite(velocity)
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    private static func finite(_ v: CGVector) -> CGVector {
        CGVector(dx: v.dx.isFinite ? v.dx : 0, dy: v.dy.isFinite ? v.dy : 0)
    }

    /// The velocity along a property's one dimension.
    var scalarVelocity: CGFloat { abs(initialVelocity.dx) >= abs(initialVelocity.dy) ? initialVelocity.dx : initialVelocity.dy }
}
