import QuartzCore

/// Converting between views and hit testing. Conversions go through bounds origins and 2D/3D
/// transforms (the layers' geometry); hit testing reads what is on screen — each layer's
/// presentation geometry while it animates — as UIKit does.
extension UIView {
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    /// Views looked at by hit tests (for `lamina bench --only events`).
    @exclusivity(unchecked) nonisolated(unsafe) package static var hitTestVisits = 0

    /// The layer as shown this frame: its presentation copy while it animates.
    package var shownLayer: CALayer { layer.renderCopy ?? layer }

    /// UIKit's rules (UIView.hitTest(_:with:)): a hidden view, one with user interaction off,
    /// or one with alpha below 0.01 is skipped with its subtree; a point outside the view
    /// never reaches its subviews; subviews are asked front-most first.
    package func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        UIView.hitTestVisits &+= 1
        let shown = shownLayer
        guard isUserInteractionEnabled, interactionBlockingAnimations == 0, !shown.isHidden, shown.opacity >= 0.01,
              self.point(inside: point, with: event) else { return nil }
        for sub in subviewStorage.reversed() {
            guard let q = sub.pointFromSuperview(point, superviewShown: shown) else { continue }
            if let hit = sub.hitTest(q, with: event) { return hit }
        }
        return self
    }

    /// `p` in the superview's bounds space → this view's, through the shown geometry.
    private func pointFromSuperview(_ p: CGPoint, superviewShown parent: CALayer) -> CGPoint? {
        let map = PlaneMap(CALayer.transform(placing: shownLayer, in: parent))
        guard let inverse = map.inverted, let q = inverse.apply(p), q.x.isFinite, q.y.isFinite else { return nil }
        return q
    }
}
