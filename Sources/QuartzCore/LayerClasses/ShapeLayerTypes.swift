/// CAShapeLayer's named values, spelled as Apple's.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = Self(rawValue: "non-zero")
    public static let evenOdd = Self(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = Self(rawValue: "butt")
    public static let round = Self(rawValue: "round")
    public static let square = Self(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = Self(rawValue: "miter")
    public static let round = Self(rawValue: "round")
    public static let bevel = Self(rawValue: "bevel")
}

extension CAShapeLayerFillRule { var cg: CGPathFillRule { self == .evenOdd ? .evenOdd : .winding } }
extension CAShapeLayerLineCap { var cg: CGLineCap { self == .round ? .round : self == .square ? .square : .butt } }
extension CAShapeLayerLineJoin { var cg: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter } }
