/// The layer properties most layers never set, kept out of line and made on first set: a
/// layer of 100,000 in a view tree then weighs ~700 bytes rather than ~960, and building and
/// laying out such a tree touches that much less memory (`lamina bench --only views`,
/// build+layout 100k/10k; `--only layers`). Defaults are Apple's; `CALayer` reads them from
/// `LayerRareParts.defaults` while it has none of its own.
final class LayerRareParts {
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsGravity = CALayerContentsGravity.resize
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
    var minificationFilterBias: Float = 0
    var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    var cornerCurve = CALayerCornerCurve.circular
    var rasterizationScale: CGFloat = 1
    var name: String?
    var style: [AnyHashable: Any]?
    var actions: [String: CAAction]?
    /// Weak, as Apple's `delegate` (a view's layer keeps its view in `ownerDelegate` instead).
    weak var delegate: CALayerDelegate?
    var layoutManager: CALayoutManager?
    var constraints: [CAConstraint]?

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
