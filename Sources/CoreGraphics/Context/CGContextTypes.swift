/// How a drawing operation combines with what is below (Apple: CGBlendMode). Every case maps to
/// a cairo operator with the same definition; Apple's plusDarker has none and is not offered.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor
    case plusLighter = 27
}

public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none, low, high, medium
}

public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}
