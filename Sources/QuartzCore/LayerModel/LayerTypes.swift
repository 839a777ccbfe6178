/// How `contents` sits in the bounds. The names keep Apple's historical inversion on iOS:
/// "top" and "bottom" refer to y-up, so `top` places the image at the larger y (Programming
/// iOS 6, "Content Resizing and Positioning").
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight")
    public static let resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let nearest = Self(rawValue: "nearest")
    public static let trilinear = Self(rawValue: "trilinear")
}

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = Self(rawValue: "circular")
    public static let continuous = Self(rawValue: "continuous")
}

/// Which corners `cornerRadius` rounds. "Min"/"Max" are numeric: MinY is the smaller y,
/// the top edge in iOS's y-down layer space.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
    package static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// Which edges are antialiased when a layer is transformed (and `allowsEdgeAntialiasing`).
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1)
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 2)
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 4)
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 8)
}

/// Autoresizing rules of a layer in its superlayer (Core Animation Programming Guide, "Setting
/// Up Autoresizing Rules"). MinY is the margin at the smaller y.
public struct CAAutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let layerMinXMargin = CAAutoresizingMask(rawValue: 1)
    public static let layerWidthSizable = CAAutoresizingMask(rawValue: 2)
    public static let layerMaxXMargin = CAAutoresizingMask(rawValue: 4)
    public static let layerMinYMargin = CAAutoresizingMask(rawValue: 8)
    public static let layerHeightSizable = CAAutoresizingMask(rawValue: 16)
    public static let layerMaxYMargin = CAAutoresizingMask(rawValue: 32)
}
