import QuartzCore

/// A vector as an angle and a length: how gravity's and a push's directions are also set.
extension CGVector {
    init(angle: CGFloat, magnitude: CGFloat) { self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude) }
    /// Radians, clockwise from the positive x axis (y runs down).
    var angle: CGFloat { atan2(dy, dx) }
    var magnitude: CGFloat { hypot(dx, dy) }
}
