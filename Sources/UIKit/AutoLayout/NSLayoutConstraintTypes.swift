extension NSLayoutConstraint {
    /// The part of an item's layout a constraint relates (Apple: NSLayoutConstraint.Attribute;
    /// the raw values are Apple's).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// Apple's older name for the last baseline.
        public static var baseline: Attribute { .lastBaseline }

        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                 .leadingMargin, .trailingMargin, .centerXWithinMargins: return true
            default: return false
            }
        }
        var isSize: Bool { self == .width || self == .height }
        var isDirectional: Bool { self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin }
        var isAbsoluteHorizontalEdge: Bool { self == .left || self == .right || self == .leftMargin || self == .rightMargin }
    }

    /// How the two sides of a constraint compare (Apple's raw values).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A direction of layout (Apple: NSLayoutConstraint.Axis).
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}

/// Apple's older name for NSLayoutConstraint.Axis.
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

/// The direction a view lays out in (Apple: UIUserInterfaceLayoutDirection).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

/// How a view's content reads when the writing direction is right to left (Apple).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}
