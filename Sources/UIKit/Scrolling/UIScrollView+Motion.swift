import QuartzCore
import CoreGraphics
import Foundation

/// Motion after a drag or a wheel notch, advanced frame by frame by a display link.
extension UIScrollView {
    // MARK: Motion, frame by frame

    func startLink() {
        guard link == nil else { return }
        // A link left running would keep the window drawing after the scroll view is gone:
        // its first frame without the scroll view ends it.
        let l = CADisplayLink { [weak self] link in
            MainActor.assumeIsolated {
                if let self { self.step(at: link.targetTimestamp) } else { link.invalidate() }
            }
        }
        l.add(to: .main, forMode: .common)
        link = l
    }

    func step(at t: CFTimeInterval) {
        if case .wheel = motions?.kind { stepWheel(t); return }
        guard let m = motions else { stopLink(); return }
        let l = limits
        let x = advance(m.x, at: t, lo: l.min.x, hi: l.max.x, current: contentOffset.x)
        let y = advance(m.y, at: t, lo: l.min.y, hi: l.max.y, current: contentOffset.y)
        setOffset(CGPoint(x: x.position, y: y.position))
        motions = (x.next, y.next, m.kind)
        let doneX = x.next == nil, doneY = y.next == nil
        guard doneX, doneY else { return }
        let kind = m.kind
        stopMotion()
        switch kind {
        case .decelerating:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animating: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .wheel: break
        }
    }

    /// One axis of a motion at `t`: where it is, and what moves it next (nil: it is done).
    /// Past an edge while decelerating it bounces back, or stops there without `bounces`.
    func advance(_ motion: ScrollMotion?, at t: CFTimeInterval, lo: CGFloat, hi: CGFloat,
                         current: CGFloat) -> (position: CGFloat, next: ScrollMotion?) {
        guard let motion else { return (current, nil) }
        let s = motion.value(at: t)
        let p = CGFloat(s.position)
        if case .decelerate = motion.kind, !s.done, p < lo || p > hi {
            guard bounces else { return (min(max(p, lo), hi), nil) }
            return (p, ScrollMotion(kind: .spring(v0: s.v), start: t, from: s.position, to: Double(p < lo ? lo : hi)))
        }
        return (p, s.done ? nil : motion)
    }

    /// Moves the content offset by `dy` without a visible jump: content above the visible
    /// part changed height (a list measured a row), so the offset and any motion in flight
    /// follow it.
    func shiftContent(by dy: CGFloat) {
        guard dy != 0, dy.isFinite else { return }
        if let m = motions { motions = (m.x, m.y?.shifted(by: Double(dy)), m.kind) }
        if let w = wheelTarget { wheelTarget = CGPoint(x: w.x, y: w.y + dy) }
        if isDragging { dragStart.y += dy }
        setOffset(CGPoint(x: contentOffset.x, y: contentOffset.y + dy))
    }

    func stopMotion() {
        motions = nil
        wheelTarget = nil
        stopLink()
        isDecelerating = false
    }
    func stopLink() {
        link?.invalidate()
        link = nil
        fadeIndicators()
    }

    // MARK: The wheel

    /// Scrolls by a wheel or touchpad step (points; positive y shows what is further down),
    /// easing to the new offset over a few frames. Past the edges it stops there.
    package func scrollByWheel(dx: CGFloat, dy: CGFloat) {
        guard isScrollEnabled, dx.isFinite, dy.isFinite else { return }
        if case .wheel = motions?.kind {} else { stopMotion() }
        let base = wheelTarget ?? contentOffset
        let goal = clamped(CGPoint(x: base.x + (scrollsHorizontally ? dx : 0), y: base.y + (scrollsVertically ? dy : 0)))
        wheelTarget = goal
        motions = (nil, nil, .wheel)
        lastWheelStep = CACurrentMediaTime()
        startLink()
    }

    /// Each frame closes 1 − e^(−dt/0.06) of the distance to the wheel's goal.
    func stepWheel(_ t: CFTimeInterval) {
        guard let goal = wheelTarget else { stopMotion(); return }
        let dt = max(0, t - lastWheelStep)
        lastWheelStep = t
        let k = CGFloat(1 - exp(-dt / 0.06))
        let o = contentOffset
        var p = CGPoint(x: o.x + (goal.x - o.x) * k, y: o.y + (goal.y - o.y) * k)
        if abs(goal.x - p.x) < 0.5, abs(goal.y - p.y) < 0.5 { p = goal }
        setOffset(p)
        guard p == goal else { return }
        stopMotion()
        // Lamina: the wheel's easing is a scrolling animation the scroll view runs, so its end
        // is told as `setContentOffset(_:animated:)`'s is (UIKit documents no wheel callback).
        delegate?.scrollViewDidEndScrollingAnimation(self)
    }
}
