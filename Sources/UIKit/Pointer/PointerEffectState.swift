import QuartzCore

/// A pointer effect shown on its preview's view, and taken off again: what it added (a
/// platter behind the view, a tint over it) and what it changed (the view's transform and
/// shadow), put back as they were.
@MainActor final class PointerEffectState {
    private weak var view: UIView?
    private var platter: CALayer?
    private var overlay: CALayer?
    private var saved: (transform: CGAffineTransform, shadowOpacity: Float, shadowRadius: CGFloat, shadowOffset: CGSize)?

    /// The platter's and tint's colour: the label colour, faint (grey on light, light on dark).
    static let tint = UIColor.label.withAlphaComponent(0.1)

    init(_ effect: UIPointerEffect) {
        let view = effect.preview.view
        self.view = view
        let shape = effect.preview.parameters.visiblePath?.cgPath
        switch effect.kind {
        case .automatic, .highlight:
            addPlatter(behind: view, shape: shape)
        case .lift:
            raise(view, scale: min(1.15, 1 + 12 / max(1, max(view.bounds.width, view.bounds.height))), shadow: true)
        case let .hover(tint, shadow, scaled):
            switch tint {
            case .overlay: addOverlay(on: view, shape: shape)
            case .underlay: addPlatter(behind: view, shape: shape)
            case .none: break
            }
            if scaled || shadow { raise(view, scale: scaled ? 1.05 : 1, shadow: shadow) }
        }
    }

    /// A rounded platter under the view, in its superview (the view itself when it has none).
    private func addPlatter(behind view: UIView, shape: CGPath?) {
        let layer = CALayer()
        if let host = view.superview {
            layer.frame = view.frame.insetBy(dx: -4, dy: -4)
            host.layer.insertSublayer(layer, below: view.layer)
        } else {
            layer.frame = view.bounds
            view.layer.insertSublayer(layer, at: 0)
        }
        style(layer, shape: shape, offset: view.superview == nil ? .zero : CGPoint(x: 4, y: 4))
        platter = layer
    }

    private func addOverlay(on view: UIView, shape: CGPath?) {
        let layer = CALayer()
        layer.frame = view.bounds
        view.layer.addSublayer(layer)
        style(layer, shape: shape, offset: .zero)
        overlay = layer
    }

    private func style(_ layer: CALayer, shape: CGPath?, offset: CGPoint) {
        layer.backgroundColor = Self.tint.cgColor
        if let shape {
            let mask = CAShapeLayer()
            var move = CGAffineTransform(translationX: offset.x, y: offset.y)
            mask.path = shape.copy(using: &move)
            layer.mask = mask
        } else {
            layer.cornerRadius = UIPointerShape.defaultCornerRadius
        }
    }

    private func raise(_ view: UIView, scale: CGFloat, shadow: Bool) {
        saved = (view.transform, view.layer.shadowOpacity, view.layer.shadowRadius, view.layer.shadowOffset)
        UIView.animate(withDuration: 0.15, delay: 0, options: [.curveEaseOut, .allowUserInteraction, .beginFromCurrentState]) {
            view.transform = view.transform.scaledBy(x: scale, y: scale)
            if shadow {
                view.layer.shadowOpacity = 0.25
                view.layer.shadowRadius = 8
                view.layer.shadowOffset = CGSize(width: 0, height: 4)
            }
        }
    }

    func remove() {
        platter?.removeFromSuperlayer()
        overlay?.removeFromSuperlayer()
        if let saved, let view {
            UIView.animate(withDuration: 0.15, delay: 0, options: [.curveEaseOut, .allowUserInteraction, .beginFromCurrentState]) {
                view.transform = saved.transform
                view.layer.shadowOpacity = saved.shadowOpacity
                view.layer.shadowRadius = saved.shadowRadius
                view.layer.shadowOffset = saved.shadowOffset
            }
        }
        saved = nil
    }
}
