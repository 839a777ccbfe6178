public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = Self(rawValue: "none")
    public static let vertically = Self(rawValue: "vertically")
    public static let horizontally = Self(rawValue: "horizontally")
    public static let both = Self(rawValue: "both")
}

/// A layer that shows part of its sublayers by moving its bounds origin (Programming iOS 6,
/// "CAScrollLayer"): "a CAScrollLayer's masksToBounds property is YES", and it offers no
/// scrolling interface of its own.
open class CAScrollLayer: CALayer {
    @exclusivity(unchecked) open var scrollMode = CAScrollLayerScrollMode.both

    public override init() { super.init() }
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAScrollLayer { scrollMode = other.scrollMode }
    }

    open override class func defaultValue(forKey key: String) -> Any? {
        key == "masksToBounds" ? true : super.defaultValue(forKey: key)
    }
    package override class var builtInKeys: [String: LayerKey] { scrollKeys }
    package override class func builtInCopy(of layer: CALayer) -> CALayer { CAScrollLayer(layer: layer) }
    package override class func builtInInstance() -> CALayer { CAScrollLayer() }

    private static let scrollKeys: [String: LayerKey] = baseKeys.merging([
        "scrollMode": .value(\CAScrollLayer.scrollMode, .both, { Coerce.raw($0, as: CAScrollLayerScrollMode.self) }),
    ]) { $1 }

    /// Moves the bounds origin to `p`, on the axes `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { return }
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = p.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = p.y }
        if origin != bounds.origin { bounds.origin = origin }
    }

    /// Moves the bounds origin as little as possible to show `r` (this layer's coordinates);
    /// a rect larger than the bounds shows its minimum edge.
    open func scroll(to r: CGRect) {
        guard !r.isNull, Self.isFinite(r) else { return }
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ origin: CGFloat, _ length: CGFloat) -> CGFloat {
            if lo < origin || hi - lo > length { return lo }
            if hi > origin + length { return hi - length }
            return origin
        }
        scroll(to: CGPoint(x: axis(r.minX, r.maxX, bounds.minX, bounds.width),
                           y: axis(r.minY, r.maxY, bounds.minY, bounds.height)))
    }
}

extension CALayer {
    /// The nearest CAScrollLayer above this layer.
    package var enclosingScrollLayer: CAScrollLayer? {
        var layer = superlayer
        while let l = layer { if let s = l as? CAScrollLayer { return s }; layer = l.superlayer }
        return nil
    }

    /// Scrolls the nearest enclosing CAScrollLayer so this layer's point `p` is at its top left.
    public func scroll(_ p: CGPoint) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: scroller.convert(p, from: self))
    }

    /// Scrolls the nearest enclosing CAScrollLayer minimally so `r` (this layer's
    /// coordinates) is visible.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: scroller.convert(r, from: self))
    }

    /// The part of this layer's bounds inside the nearest enclosing CAScrollLayer's bounds, in
    /// this layer's coordinates; the whole bounds without one.
    public var visibleRect: CGRect {
        guard let scroller = enclosingScrollLayer else { return bounds }
        return bounds.intersection(convert(scroller.bounds, from: scroller))
    }
}
