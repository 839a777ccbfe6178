/// A layer that keeps its sublayers in 3D (Programming iOS 6, "Depth"): it draws nothing of
/// its own and does not flatten — its sublayers (and theirs, through nested transform layers)
/// are projected together and drawn back to front by depth, so "their depth relationship is
/// maintained". Its opacity applies to each sublayer individually (Apple).
open class CATransformLayer: CALayer {
    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    package override class func builtInCopy(of layer: CALayer) -> CALayer { CATransformLayer(layer: layer) }
    package override class func builtInInstance() -> CALayer { CATransformLayer() }
}
