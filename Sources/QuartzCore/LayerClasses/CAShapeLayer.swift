import Foundation

/// A layer that fills and strokes a path (Programming iOS 6 "Layers that Draw Themselves";
/// iOS Core Animation ch. 6 "CAShapeLayer"). It has no backing store: the compositor
/// rasterizes the path at the device scale of the layer's transform, so it never pixelates,
/// draws over `contents`, and is not clipped to the bounds (unless `masksToBounds`).
open class CAShapeLayer: CALayer {
    @exclusivity(unchecked) open var path: CGPath? {
        didSet { path = path?.copy(); shapeChanged("path", from: oldValue) }   // a later change to a mutable path must not leak in
    }
    /// Black by default; nil fills nothing.
    @exclusivity(unchecked) open var fillColor: CGColor? = CGColor.black { didSet { changed("fillColor", from: oldValue) } }
    @exclusivity(unchecked) open var fillRule = CAShapeLayerFillRule.nonZero { didSet { changed("fillRule", from: oldValue) } }
    /// nil (no stroke) by default.
    @exclusivity(unchecked) open var strokeColor: CGColor? { didSet { shapeChanged("strokeColor", from: oldValue) } }
    /// The stroked part of the path, as fractions of its whole length.
    @exclusivity(unchecked) open var strokeStart: CGFloat = 0 { didSet { changed("strokeStart", from: oldValue) } }
    @exclusivity(unchecked) open var strokeEnd: CGFloat = 1 { didSet { changed("strokeEnd", from: oldValue) } }
    @exclusivity(unchecked) open var lineWidth: CGFloat = 1 { didSet { shapeChanged("lineWidth", from: oldValue) } }
    @exclusivity(unchecked) open var miterLimit: CGFloat = 10 { didSet { shapeChanged("miterLimit", from: oldValue) } }
    @exclusivity(unchecked) open var lineCap = CAShapeLayerLineCap.butt { didSet { shapeChanged("lineCap", from: oldValue) } }
    @exclusivity(unchecked) open var lineJoin = CAShapeLayerLineJoin.miter { didSet { shapeChanged("lineJoin", from: oldValue) } }
    @exclusivity(unchecked) open var lineDashPhase: CGFloat = 0 { didSet { changed("lineDashPhase", from: oldValue) } }
    /// Dash and gap lengths, alternating; nil draws a solid line. A pattern with a negative
    /// length, or no positive one, draws a solid line.
    @exclusivity(unchecked) open var lineDashPattern: [NSNumber]? { didSet { changed("lineDashPattern", from: oldValue) } }

    public override init() { super.init() }
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let o = layer as? CAShapeLayer else { return }
        path = o.path; fillColor = o.fillColor; fillRule = o.fillRule; strokeColor = o.strokeColor
        strokeStart = o.strokeStart; strokeEnd = o.strokeEnd; lineWidth = o.lineWidth; miterLimit = o.miterLimit
        lineCap = o.lineCap; lineJoin = o.lineJoin; lineDashPhase = o.lineDashPhase; lineDashPattern = o.lineDashPattern
    }

    package override class var builtInKeys: [String: LayerKey] { shapeKeys }
    /// Animatable, as Apple animates them.
    package override class var subclassAnimatableKeys: Set<String> { ["path", "fillColor", "strokeColor", "lineWidth", "lineDashPhase", "miterLimit", "strokeStart", "strokeEnd"] }
    package override class func builtInCopy(of layer: CALayer) -> CALayer { CAShapeLayer(layer: layer) }
    package override class func builtInInstance() -> CALayer { CAShapeLayer() }

    private static let shapeKeys: [String: LayerKey] = baseKeys.merging([
        "path": .optional(\CAShapeLayer.path, nil, Coerce.path),
        "fillColor": .optional(\CAShapeLayer.fillColor, CGColor(gray: 0, alpha: 1), Coerce.color),
        "fillRule": .value(\CAShapeLayer.fillRule, .nonZero, { Coerce.raw($0, as: CAShapeLayerFillRule.self) }),
        "strokeColor": .optional(\CAShapeLayer.strokeColor, nil, Coerce.color),
        "strokeStart": .value(\CAShapeLayer.strokeStart, 0, Coerce.cgFloat),
        "strokeEnd": .value(\CAShapeLayer.strokeEnd, 1, Coerce.cgFloat),
        "lineWidth": .value(\CAShapeLayer.lineWidth, 1, Coerce.cgFloat),
        "miterLimit": .value(\CAShapeLayer.miterLimit, 10, Coerce.cgFloat),
        "lineCap": .value(\CAShapeLayer.lineCap, .butt, { Coerce.raw($0, as: CAShapeLayerLineCap.self) }),
        "lineJoin": .value(\CAShapeLayer.lineJoin, .miter, { Coerce.raw($0, as: CAShapeLayerLineJoin.self) }),
        "lineDashPhase": .value(\CAShapeLayer.lineDashPhase, 0, Coerce.cgFloat),
        "lineDashPattern": .optional(\CAShapeLayer.lineDashPattern, nil, Coerce.numbers),
    ]) { $1 }

    /// Inside the filled path (by `fillRule`, when there is a fill colour) or on the stroke
    /// (when there is a stroke colour): what hit testing asks of a shape.
    open override func contains(_ p: CGPoint) -> Bool {
        guard let path, p.x.isFinite, p.y.isFinite else { return false }
        if fillColor != nil, path.contains(p, using: fillRule.cg) { return true }
        if strokeColor != nil, lineWidth > 0, let style = ShapeStyle(self) {
            return style.strokeOutline().contains(p, using: .winding)
        }
        return false
    }

    /// The path's reach with the stroke (miters included), beyond the bounds.
    package override var contentReach: CGRect {
        guard let path, !path.isEmpty else { return bounds }
        var box = path.boundingBoxOfPath
        if strokeColor != nil, lineWidth.isFinite, lineWidth > 0 {
            let half = lineWidth / 2
            let spread = lineJoin == .miter ? half * max(1, miterLimit.isFinite ? miterLimit : 10)
                : lineCap == .square ? half * 2.squareRoot() : half
            box = box.insetBy(dx: -spread, dy: -spread)
        }
        return bounds.union(box)
    }

    private func shapeChanged(_ key: String, from old: Any?) {
        invalidateSubtreeBounds()
        changed(key, from: old)
    }
}
