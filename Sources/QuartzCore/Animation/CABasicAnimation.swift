/// Interpolates one property between two values (Apple: CABasicAnimation). Of `fromValue`,
/// `toValue` and `byValue` any one or two may be given; the missing ends come from the
/// layer's current value (Apple's table in the class reference).
open class CABasicAnimation: CAPropertyAnimation {
    @exclusivity(unchecked) open var fromValue: Any?
    @exclusivity(unchecked) open var toValue: Any?
    @exclusivity(unchecked) open var byValue: Any?

    public override init() { super.init() }
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let o = other as? CABasicAnimation else { return }
        fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue
    }
}

/// A basic animation driven by a damped spring instead of a timing curve (Apple:
/// CASpringAnimation): x'' = −(stiffness·x + damping·x') / mass from a unit displacement at
/// `initialVelocity`; time runs in seconds, so `duration` only says how long it lasts.
open class CASpringAnimation: CABasicAnimation {
    @exclusivity(unchecked) open var mass: CGFloat = 1
    @exclusivity(unchecked) open var stiffness: CGFloat = 100
    @exclusivity(unchecked) open var damping: CGFloat = 10
    @exclusivity(unchecked) open var initialVelocity: CGFloat = 0

    public override init() { super.init() }

    /// iOS 17's spring by how it feels: `perceptualDuration` is one period of the undamped
    /// spring (mass 1, stiffness (2π / d)²); `bounce` 0 is critically damped, toward 1 it
    /// oscillates, below 0 it is overdamped. Its duration is its settling duration.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let d = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let b = bounce.isFinite ? min(max(bounce, -1 + 1e-3), 1 - 1e-3) : 0
        mass = 1
        stiffness = pow(2 * .pi / d, 2)
        damping = b >= 0 ? 4 * .pi * (1 - b) / d : 4 * .pi / (d * (1 + b))
        duration = settlingDuration
    }

    /// One period of the undamped spring of this mass and stiffness.
    open var perceptualDuration: CFTimeInterval { 2 * .pi * Double(sqrt(mass / max(stiffness, 1e-9))) }
    /// 1 less the damping ratio (negative when overdamped: 1/ratio − 1).
    open var bounce: CGFloat {
        let ratio = damping / (2 * sqrt(max(stiffness * mass, 1e-9)))
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let o = other as? CASpringAnimation else { return }
        mass = o.mass; stiffness = o.stiffness; damping = o.damping; initialVelocity = o.initialVelocity
    }

    /// How long the spring takes to come to rest: until it stays within 0.1% of its target.
    open var settlingDuration: CFTimeInterval {
        let spring = SpringSolver(self)
        var t = 0.0, lastOutside = 0.0
        let step = 1.0 / 120
        while t < 60 {
            if abs(1 - spring.value(at: t)) > 0.001 { lastOutside = t }
            if t - lastOutside > 1 { break }       // a second inside: settled
            t += step
        }
        return lastOutside + step
    }
}

/// The closed-form damped harmonic oscillator of a spring animation: progress 0 at t = 0
/// towards 1, possibly overshooting.
struct SpringSolver {
    let omega0: Double, zeta: Double, v0: Double

    init(_ s: CASpringAnimation) {
        let m = s.mass.isFinite && s.mass > 0 ? Double(s.mass) : 1
        let k = s.stiffness.isFinite && s.stiffness > 0 ? Double(s.stiffness) : 100
        let c = s.damping.isFinite && s.damping >= 0 ? Double(s.damping) : 10
        omega0 = (k / m).squareRoot()
        zeta = c / (2 * (k * m).squareRoot())
        // Displacement x = 1 − progress starts at 1 with velocity −initialVelocity.
        v0 = s.initialVelocity.isFinite ? -Double(s.initialVelocity) : 0
    }

    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let x: Double
        if zeta < 1 {
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            x = exp(-zeta * omega0 * t) * (cos(wd * t) + (zeta * omega0 + v0) / wd * sin(wd * t))
        } else if zeta == 1 {
            x = exp(-omega0 * t) * (1 + (omega0 + v0) * t)
        } else {
            let r = omega0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega0 + r, r2 = -zeta * omega0 - r
            let c2 = (v0 - r1) / (r2 - r1), c1 = 1 - c2
            x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 - x
    }
}
