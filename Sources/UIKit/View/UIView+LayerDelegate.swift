import QuartzCore

/// The view as its layer's delegate: actions (none outside animation blocks), layout (the
/// layer's layout pass runs the view's `layoutSubviews`), display (`draw(_:)`), and size
/// changes (UIKit's autoresizing of the subviews).
///
/// The layer calls its delegate on the main thread (a render thread's copies never run
/// actions, layout or display), so each method enters the view's main-actor isolation
/// (`onMainActor`: checked in debug builds).
extension UIView: LayerOwning {
    nonisolated public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        // Outside animation blocks a view's layer changes at once (UIKit's rule).
        guard CATransaction.viewAnimationBlocksOpen > 0 else { return noLayerAction }
        nonisolated(unsafe) var action: CAAction?
        nonisolated(unsafe) let layer = layer
        onMainActor { action = viewAction(for: layer, forKey: event) }
        return action
    }

    nonisolated public func layoutSublayers(of layer: CALayer) {
        onMainActor(self, layer, UIView.layoutPass)
    }

    private static func layoutPass(_ view: UIView, _ layer: CALayer) {
        guard layer === view.layer else { return }
        UIView.layoutPasses &+= 1
        // The root of a constraint-laid-out tree: the update-constraints pass and the
        // engine's solution first, then layout top down.
        if let engine = view.autoLayout?.engine { engine.prepareLayout() }
        let controller = view.viewControllerStorage
        CurrentTraits.with(view) {
            controller?.viewWillLayoutSubviews()
            view.layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
    }

    nonisolated public func display(_ layer: CALayer) {
        nonisolated(unsafe) let layer = layer
        onMainActor { displayView(layer) }
    }

    nonisolated public func draw(_ layer: CALayer, in ctx: CGContext) {
        nonisolated(unsafe) let ctx = ctx
        nonisolated(unsafe) let layer = layer
        onMainActor { drawView(layer, in: ctx) }
    }

    nonisolated package func layerSizeDidChange(_ layer: CALayer, from oldSize: CGSize) {
        nonisolated(unsafe) let layer = layer
        onMainActor {
            guard layer === self.layer else { return }
            if awaitsFirstDraw, layer.bounds.width > 0, layer.bounds.height > 0 {
                awaitsFirstDraw = false
                layer.setNeedsDisplay()
            }
            if viewControllerStorage != nil, layer.bounds.width != oldSize.width { effectiveMarginsMayHaveChanged() }
            if autoresizesSubviews { resizeSubviews(withOldSize: oldSize) }
            // A size set on the layer itself (a host resizing its window) reaches Auto Layout too.
            if !LayoutEngine.applying, let n = layoutNode { n.engine.geometrySetByHand(self) }
        }
    }

    /// Calls counted for tests and benchmarks (`layoutSubviews` runs).
    @exclusivity(unchecked) nonisolated(unsafe) package static var layoutPasses = 0
}
