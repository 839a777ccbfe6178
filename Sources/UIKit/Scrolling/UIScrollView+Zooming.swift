import QuartzCore
import CoreGraphics
import Foundation

/// Zooming: the pinch and `zoomScale` scale the delegate's view for zooming about a point.
extension UIScrollView {
    // MARK: Zooming

    func updateZoomRecognizer() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer(target: nil) { [unowned self] g in self.handlePinch(g as! UIPinchGestureRecognizer) }
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    func apply(zoom s: CGFloat, to view: UIView, keeping offset: CGPoint, anchor: CGPoint, animated: Bool) {
        let change = {
            view.transform = CGAffineTransform(scaleX: s, y: s)
            view.frame.origin = .zero
        }
        if animated { UIView.animate(withDuration: 0.25, animations: change) } else { UIView.performWithoutAnimation(change) }
        zoomScale = s
        contentSize = view.frame.size
        delegate?.scrollViewDidZoom(self)
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            zoomStart = (zoomScale, contentOffset, pinch.location(in: self))
            fallthrough
        case .changed:
            guard let z = zoomStart else { return }
            var s = z.scale * pinch.scale
            if !bouncesZoom { s = min(max(s, minimumZoomScale), maximumZoomScale) }
            // The content point under the fingers when the pinch began stays under them.
            let anchorInContent = CGPoint(x: z.anchor.x, y: z.anchor.y)
            let k = s / z.scale
            apply(zoom: s, to: view, keeping: .zero, anchor: .zero, animated: false)
            let fingers = pinch.location(in: self)
            let screen = CGPoint(x: fingers.x - contentOffset.x, y: fingers.y - contentOffset.y)
            setOffset(CGPoint(x: anchorInContent.x * k - screen.x, y: anchorInContent.y * k - screen.y))
        case .ended, .cancelled:
            isZooming = false
            let s = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
            if s != zoomScale { apply(zoom: s, to: view, keeping: .zero, anchor: .zero, animated: true) }
            setContentOffset(clamped(contentOffset), animated: true)
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: s)
        default: break
        }
    }
}
