import QuartzCore
import UIKit

/// The gallery's touches and wheel, as recognizers on its view: a drag that starts on one of
/// the scene's layers moves it; a tap or a swipe that starts on the background navigates;
/// the wheel scrubs time. Touches on controls and inside scroll views are theirs alone, and
/// scenes made of controls (`InteractiveScene`) are not dragged apart.
extension GalleryViewController: UIGestureRecognizerDelegate {
    private enum Role: String { case drag, next, swipeNext, swipePrevious, scrub }

    func installGestures() {
        let drag = UIPanGestureRecognizer(target: nil) { [unowned self] in dragged($0 as! UIPanGestureRecognizer) }
        drag.maximumNumberOfTouches = 1
        let tap = UITapGestureRecognizer(target: nil) { [unowned self] _ in show(index + 1) }
        let left = UISwipeGestureRecognizer(target: nil) { [unowned self] _ in show(index + 1) }
        left.direction = .left
        let right = UISwipeGestureRecognizer(target: nil) { [unowned self] _ in show(index - 1) }
        right.direction = .right
        // The wheel alone: a pan that takes scrolling and no touches.
        let scrub = UIPanGestureRecognizer(target: nil) { [unowned self] in scrolled($0 as! UIPanGestureRecognizer) }
        scrub.allowedScrollTypesMask = .all
        for (g, role) in [(drag, Role.drag), (tap, .next), (left, .swipeNext), (right, .swipePrevious), (scrub, .scrub)] as [(UIGestureRecognizer, Role)] {
            g.name = role.rawValue
            g.delegate = self
            view.addGestureRecognizer(g)
        }
    }

    public func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard g.name != Role.scrub.rawValue else { return false }
        // Controls and scroll views handle their own touches.
        var v = touch.view
        while let view = v, view !== self.view {
            if view is UIControl || view is UIScrollView { return false }
            v = view.superview
        }
        pressPoint = touch.location(in: view)
        return true
    }

    /// A drag begins only on a layer it can move; taps and swipes only on the background.
    public func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        guard g.name != Role.scrub.rawValue else { return true }
        let onLayer = pressPoint.flatMap(draggableLayer(at:)) != nil
        return g.name == Role.drag.rawValue ? onLayer : !onLayer
    }

    /// The scene's layer under `p` (view coordinates) as it is on screen, when it may be
    /// dragged: not the background (the scene's root, or a layer that covers the whole
    /// scene), and not in a scene of controls.
    private func draggableLayer(at p: CGPoint) -> CALayer? {
        guard let root = sceneRoot, !(scene is InteractiveScene),
              let hit = root.presentationHitTest(p), hit !== root,
              !hit.convert(hit.bounds, to: view.layer).contains(view.bounds) else { return nil }
        return hit
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        let p = pan.location(in: view)
        switch pan.state {
        case .began:
            // From the touch-down point: the first points of the drag move the layer too.
            let start = CGPoint(x: p.x - pan.translation(in: view).x, y: p.y - pan.translation(in: view).y)
            guard let layer = draggableLayer(at: start) else { return }
            drag = (layer, start)
            move(to: p)
        case .changed: move(to: p)
        default: drag = nil
        }
    }

    private func move(to p: CGPoint) {
        guard let d = drag, let parent = d.layer.superlayer else { return }
        // The finger's movement in the dragged layer's superlayer space.
        let a = parent.convert(d.last, from: view.layer), b = parent.convert(p, from: view.layer)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        d.layer.position = CGPoint(x: d.layer.position.x + b.x - a.x, y: d.layer.position.y + b.y - a.y)
        CATransaction.commit()
        drag = (d.layer, p)
        report("moved \(d.layer.name ?? "layer") \(fmt(d.layer.position.x)) \(fmt(d.layer.position.y))")
    }

    /// Scrolling down moves the scene's time on: a wheel detent (15 points) is a quarter second.
    private func scrolled(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .began || pan.state == .changed else { return }
        let t = pan.translation(in: view)
        pan.setTranslation(.zero, in: view)
        if t.y != 0 { scrub(by: Double(-t.y) / 60) }
    }
}
