/// The object a layer asks for content, layout and actions (Apple: CALayerDelegate). Every
/// method is optional: the defaults here do what Apple does when the delegate does not respond.
public protocol CALayerDelegate: AnyObject {
    /// Provide contents without a context; the default draws through `draw(_:in:)`.
    func display(_ layer: CALayer)
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layerWillDraw(_ layer: CALayer)
    /// Lay out sublayers; the default applies the layer's layout manager.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event`: nil continues the search; an `NSNull` ends it with no action.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.displayWithContext() }
    public func draw(_ layer: CALayer, in ctx: CGContext) { layer.noteNothingDrawn() }
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) { layer.layoutWithManagerAndAutoresizing() }
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// Something that runs in response to a layer event (Apple: CAAction); animations are actions.
public protocol CAAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// NSNull as an action: found in a search, it stops the search with no action (Apple).
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Sizes and lays out a layer's sublayers (Apple's CALayoutManager informal protocol).
public protocol CALayoutManager: AnyObject {
    func layoutSublayers(of layer: CALayer)
    func preferredSize(of layer: CALayer) -> CGSize
    func invalidateLayout(of layer: CALayer)
}

extension CALayoutManager {
    public func preferredSize(of layer: CALayer) -> CGSize { layer.bounds.size }
    public func invalidateLayout(of layer: CALayer) {}
}
