/// The layer properties most layers never set, kept out of line and made on first set: a
/// layer weighs about a quarter less, and building and laying out a large tree touches that
/// much less memory (`lamina bench --only views`,
/// build+layout 100k/10k; `--only layers`). Defaults are Apple's; `CALayer` reads them from
/// `LayerRareParts.defaults` while it has none of its own.
final class LayerRareParts {
    @exclusivity(unchecked) var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    @exclusivity(unchecked) var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    @exclusivity(unchecked) var contentsGravity = CALayerContentsGravity.resize
    @exclusivity(unchecked) var minificationFilter = CALayerContentsFilter.linear
    @exclusivity(unchecked) var magnificationFilter = CALayerContentsFilter.linear
    @exclusivity(unchecked) var minificationFilterBias: Float = 0
    @exclusivity(unchecked) var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    @exclusivity(unchecked) var cornerCurve = CALayerCornerCurve.circular
    @exclusivity(unchecked) var rasterizationScale: CGFloat = 1
    @exclusivity(unchecked) var name: String?
    @exclusivity(unchecked) var style: [AnyHashable: Any]?
    @exclusivity(unchecked) var actions: [String: CAAction]?
    /// Weak, as Apple's `delegate` (a view's layer keeps its view in `ownerDelegate` instead).
    @exclusivity(unchecked) weak var delegate: CALayerDelegate?
    @exclusivity(unchecked) var layoutManager: CALayoutManager?
    @exclusivity(unchecked) var constraints: [CAConstraint]?

    init() {}

    /// For `init(layer:)`: the same values, in a box of the copy's own.
    convenience init(copying o: LayerRareParts) {
        self.init()
        copy(from: o)
    }

    /// Takes every value of `o`.
    func copy(from o: LayerRareParts) {
        contentsRect = o.contentsRect; contentsCenter = o.contentsCenter; contentsGravity = o.contentsGravity
        minificationFilter = o.minificationFilter; magnificationFilter = o.magnificationFilter
        minificationFilterBias = o.minificationFilterBias; edgeAntialiasingMask = o.edgeAntialiasingMask
        cornerCurve = o.cornerCurve; rasterizationScale = o.rasterizationScale
        name = o.name; style = o.style; actions = o.actions; delegate = o.delegate
        layoutManager = o.layoutManager; constraints = o.constraints
    }

    /// Read, never written: what a layer without parts of its own reports.
    nonisolated(unsafe) static let defaults = LayerRareParts()
}
