import Foundation

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = Self(rawValue: "axial")
    public static let radial = Self(rawValue: "radial")
    public static let conic = Self(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient (Programming iOS 6 "Layers that Draw
/// Themselves"; iOS Core Animation ch. 6 "CAGradientLayer"): `colors` (CGColors) at
/// `locations` (nil: evenly spaced) from `startPoint` to `endPoint` in unit coordinates. It
/// draws over the background colour, clipped to the corner radius; "a CAGradientLayer's
/// contents are not displayed". Rendered by the compositor at device resolution.
open class CAGradientLayer: CALayer {
    @exclusivity(unchecked) open var colors: [Any]? { didSet { changed("colors", from: oldValue) } }
    @exclusivity(unchecked) open var locations: [NSNumber]? { didSet { changed("locations", from: oldValue) } }
    @exclusivity(unchecked) open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { changed("startPoint", from: oldValue) } }
    @exclusivity(unchecked) open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { changed("endPoint", from: oldValue) } }
    @exclusivity(unchecked) open var type = CAGradientLayerType.axial { didSet { changed("type", from: oldValue) } }

    public override init() { super.init() }
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let o = layer as? CAGradientLayer else { return }
        colors = o.colors; locations = o.locations; startPoint = o.startPoint; endPoint = o.endPoint; type = o.type
    }

    package override class var builtInKeys: [String: LayerKey] { gradientKeys }
    /// Animatable, as Apple animates them.
    package override class var subclassAnimatableKeys: Set<String> { ["colors", "locations", "startPoint", "endPoint"] }
    package override class func builtInCopy(of layer: CALayer) -> CALayer { CAGradientLayer(layer: layer) }
    package override class func builtInInstance() -> CALayer { CAGradientLayer() }

    private static let gradientKeys: [String: LayerKey] = baseKeys.merging([
        "colors": .optional(\CAGradientLayer.colors, nil, Coerce.array),
        "locations": .optional(\CAGradientLayer.locations, nil, Coerce.numbers),
        "startPoint": .value(\CAGradientLayer.startPoint, CGPoint(x: 0.5, y: 0), Coerce.point),
        "endPoint": .value(\CAGradientLayer.endPoint, CGPoint(x: 0.5, y: 1), Coerce.point),
        "type": .value(\CAGradientLayer.type, .axial, { Coerce.raw($0, as: CAGradientLayerType.self) }),
    ]) { $1 }
}
