import QuartzCore
import CoreGraphics
import Foundation

/// Dragging: the pan moves the content, rubber-banded past its edges, and lets go into
/// deceleration, a bounce or a page.
extension UIScrollView {
    // MARK: Dragging

    func handlePan(_ pan: UIPanGestureRecognizer) {
        if pan.isScrollPan {
            // The wheel: each step eases the content on, without the drag's rubber band.
            if pan.state == .began || pan.state == .changed {
                if let n = pan.scrollNotches {
                    // A wheel notch moves by a step that grows with the page, as GTK's does:
                    // page^(2/3) points (about 71 for a 600-point page, 22 for a 100-point one).
                    scrollByWheel(dx: n.x * Self.wheelStep(page: bounds.width), dy: n.y * Self.wheelStep(page: bounds.height))
                } else {
                    scrollByWheel(dx: pan.scrollDelta.x, dy: pan.scrollDelta.y)
                }
            }
            return
        }
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            dragStart = contentOffset
            dragBase = pan.translation(in: self)
            if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory { _ = window?.endEditing(true) }
            delegate?.scrollViewWillBeginDragging(self)
            fallthrough
        case .changed:
            let raw = pan.translation(in: self)
            let t = CGPoint(x: raw.x - dragBase.x, y: raw.y - dragBase.y)
            let l = limits
            setOffset(CGPoint(x: banded(dragStart.x - t.x, l.min.x, l.max.x, bounds.width, enabled: scrollsHorizontally),
                              y: banded(dragStart.y - t.y, l.min.y, l.max.y, bounds.height, enabled: scrollsVertically)))
        case .ended, .cancelled:
            let v = pan.velocity(in: self)
            // Points per millisecond, towards larger offsets when the finger moves up/left.
            let velocity = CGPoint(x: scrollsHorizontally ? -v.x / 1000 : 0, y: scrollsVertically ? -v.y / 1000 : 0)
            endDrag(velocity: pan.state == .cancelled ? .zero : velocity)
        default: break
        }
    }

    func endDrag(velocity: CGPoint) {
        refreshControl?.dragWillEnd()
        let rate = Double(decelerationRate.rawValue), ln = log(rate)
        let o = contentOffset
        // Where deceleration alone would rest, then what paging or the edges make of it.
        var target = CGPoint(x: o.x - velocity.x / CGFloat(ln), y: o.y - velocity.y / CGFloat(ln))
        if isPagingEnabled { target = pageTarget(velocity: velocity) } else { target = clamped(target) }
        var proposed = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &proposed)
        isDragging = false
        let now = CACurrentMediaTime()
        let l = limits
        /// One axis's motion: back from past an edge, to a page or a target the delegate
        /// chose, or decelerating freely.
        func axis(_ x: CGFloat, _ v: CGFloat, _ goal: CGFloat, natural: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> ScrollMotion? {
            if x < lo || x > hi {
                return ScrollMotion(kind: .spring(v0: Double(v)), start: now, from: Double(x), to: Double(min(max(x, lo), hi)))
            }
            if isPagingEnabled || goal != natural {
                return abs(goal - x) < 0.5 ? nil : ScrollMotion(kind: .ease(duration: 0.3), start: now, from: Double(x), to: Double(goal))
            }
            return abs(v) < 0.005 ? nil : ScrollMotion(kind: .decelerate(v0: Double(v), rate: rate), start: now, from: Double(x), to: Double(goal))
        }
        let mx = axis(o.x, velocity.x, proposed.x, natural: target.x, l.min.x, l.max.x)
        let my = axis(o.y, velocity.y, proposed.y, natural: target.y, l.min.y, l.max.y)
        let decelerate = mx != nil || my != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else { fadeIndicators(); return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        motions = (mx, my, .decelerating)
        startLink()
    }

    /// The page the content settles on: the next one in the flick's direction, else the nearest.
    func pageTarget(velocity: CGPoint) -> CGPoint {
        let o = contentOffset, w = max(1, bounds.width), h = max(1, bounds.height)
        func page(_ x: CGFloat, _ v: CGFloat, _ size: CGFloat) -> CGFloat {
            let p = x / size
            let n = abs(v) > 0.2 ? (v > 0 ? p.rounded(.up) : p.rounded(.down)) : p.rounded()
            return n * size
        }
        return clamped(CGPoint(x: page(o.x, velocity.x, w), y: page(o.y, velocity.y, h)))
    }
}
