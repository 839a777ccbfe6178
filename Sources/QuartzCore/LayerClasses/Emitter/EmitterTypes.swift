/// Where a CAEmitterLayer's particles are born (Apple: CAEmitterLayerEmitterShape, "Emitter
/// Shape"): a shape about `emitterPosition`/`emitterZPosition`, sized by `emitterSize` and
/// `emitterDepth`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The point (emitterPosition.x, emitterPosition.y, emitterZPosition).
    public static let point = Self(rawValue: "point")
    /// From x − width/2 to x + width/2 at y.
    public static let line = Self(rawValue: "line")
    /// Corners emitterPosition ∓ emitterSize/2, at emitterZPosition.
    public static let rectangle = Self(rawValue: "rectangle")
    /// The rectangle given depth: z from emitterZPosition − emitterDepth/2 to + emitterDepth/2.
    public static let cuboid = Self(rawValue: "cuboid")
    /// A circle of radius emitterSize.width about the position.
    public static let circle = Self(rawValue: "circle")
    /// A sphere of radius emitterSize.width about the position.
    public static let sphere = Self(rawValue: "sphere")
}

/// Which part of the emitter shape particles come from (Apple: CAEmitterLayerEmitterMode).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The shape's defining points: a line's two ends, a rectangle's four corners, a cuboid's
    /// eight; the centre of a point, circle or sphere.
    public static let points = Self(rawValue: "points")
    /// Its outline: along a line, a rectangle's perimeter, a circle's circumference, a
    /// cuboid's twelve edges, a sphere's great circle in the xy-plane.
    public static let outline = Self(rawValue: "outline")
    /// Its surface: a rectangle's or circle's area, a cuboid's six faces, a sphere's surface.
    public static let surface = Self(rawValue: "surface")
    /// Anywhere inside it (the default): as `surface` for flat shapes, the inside of a cuboid or sphere.
    public static let volume = Self(rawValue: "volume")
}

/// How particles are composited (Apple: CAEmitterLayerRenderMode).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In no promised order (Lamina: the order they were born, oldest first).
    public static let unordered = Self(rawValue: "unordered")
    /// The oldest drawn first, under the younger ones.
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    /// The oldest drawn last, over the younger ones.
    public static let oldestLast = Self(rawValue: "oldestLast")
    /// By depth: the farthest (smallest z) first.
    public static let backToFront = Self(rawValue: "backToFront")
    /// Added to what is below (and to each other): overlapping particles glow (003 Figure 6.13).
    public static let additive = Self(rawValue: "additive")
}

// Apple's C names for the same values, as 003's Listing 6.13 spells them.
public let kCAEmitterLayerPoint = CAEmitterLayerEmitterShape.point
public let kCAEmitterLayerLine = CAEmitterLayerEmitterShape.line
public let kCAEmitterLayerRectangle = CAEmitterLayerEmitterShape.rectangle
public let kCAEmitterLayerCuboid = CAEmitterLayerEmitterShape.cuboid
public let kCAEmitterLayerCircle = CAEmitterLayerEmitterShape.circle
public let kCAEmitterLayerSphere = CAEmitterLayerEmitterShape.sphere
public let kCAEmitterLayerPoints = CAEmitterLayerEmitterMode.points
public let kCAEmitterLayerOutline = CAEmitterLayerEmitterMode.outline
public let kCAEmitterLayerSurface = CAEmitterLayerEmitterMode.surface
public let kCAEmitterLayerVolume = CAEmitterLayerEmitterMode.volume
public let kCAEmitterLayerUnordered = CAEmitterLayerRenderMode.unordered
public let kCAEmitterLayerOldestFirst = CAEmitterLayerRenderMode.oldestFirst
public let kCAEmitterLayerOldestLast = CAEmitterLayerRenderMode.oldestLast
public let kCAEmitterLayerBackToFront = CAEmitterLayerRenderMode.backToFront
public let kCAEmitterLayerAdditive = CAEmitterLayerRenderMode.additive
