import Foundation
import QuartzCore

/// Sections whose groups run sideways (`orthogonalScrollingBehavior`): a sideways drag that
/// starts in such a section's row scrolls that row alone; let go, it glides to where its
/// behaviour rests (freely, on a group's edge, or a page on).
extension UICollectionView {
    func makeOrthogonalPan() -> UIPanGestureRecognizer {
        let g = UIPanGestureRecognizer(target: nil, action: nil)
        g.addTarget(nil) { [unowned self] g in self.handleOrthogonalPan(g as! UIPanGestureRecognizer) }
        return g
    }

    private var compositional: UICollectionViewCompositionalLayout? { collectionViewLayout as? UICollectionViewCompositionalLayout }

    /// Whether the drag under way is sideways and began in a sideways-scrolling row.
    func orthogonalDragShouldBegin() -> Bool {
        let g = orthogonalPan.state == .possible ? panGestureRecognizer : orthogonalPan
        let t = g.translation(in: self)
        guard abs(t.x) > abs(t.y), let layout = compositional,
              let touch = orthogonalPan.trackedTouches.first ?? panGestureRecognizer.trackedTouches.first else { return false }
        // Where the touch began: the translation so far is behind it.
        let p = touch.location(in: self)
        return layout.orthogonalRow(at: CGPoint(x: p.x - t.x, y: p.y - t.y)) != nil
    }

    private func handleOrthogonalPan(_ g: UIPanGestureRecognizer) {
        guard let layout = compositional else { return }
        switch g.state {
        case .began:
            let t = g.translation(in: self)
            guard let touch = g.trackedTouches.first,
                  let (section, _) = layout.orthogonalRow(at: CGPoint(x: touch.location(in: self).x - t.x, y: touch.location(in: self).y - t.y))
            else { return }
            orthogonalGlide?.stop()
            orthogonalGlide = nil
            let offset = layout.orthogonalOffset(ofSection: section)
            // From here the row follows the finger (the slop before recognition does not jump it).
            orthogonalDrag = (section, offset + t.x, offset)
        case .changed:
            guard let d = orthogonalDrag else { return }
            layout.setOrthogonalOffset(d.start - g.translation(in: self).x, ofSection: d.section)
        case .ended, .cancelled:
            guard let d = orthogonalDrag else { return }
            orthogonalDrag = nil
            let now = layout.orthogonalOffset(ofSection: d.section)
            guard let row = layout.orthogonalRow(section: d.section) else { return }
            let velocity = g.state == .ended ? -g.velocity(in: self).x : 0
            let target = row.restingOffset(from: now, velocity: velocity, start: d.origin)
            glide(section: d.section, from: now, to: target)
        default:
            break
        }
    }

    /// Moves the row to `target` over a quarter second, easing out (on the display link).
    private func glide(section: Int, from: CGFloat, to target: CGFloat) {
        guard from != target, let layout = compositional else { return }
        orthogonalGlide = OrthogonalGlide(from: from, to: target, start: CACurrentMediaTime()) { [weak layout] x in
            layout?.setOrthogonalOffset(x, ofSection: section)
        }
    }
}

/// A row gliding to rest: its offset eased out over a quarter second, a frame at a time.
@MainActor
final class OrthogonalGlide {
    private var link: CADisplayLink?

    init(from: CGFloat, to: CGFloat, start: CFTimeInterval, apply: @escaping (CGFloat) -> Void) {
        let duration = 0.25
        link = CADisplayLink { [weak self] link in
            let f = min(1, (link.targetTimestamp - start) / duration)
            let eased = 1 - (1 - f) * (1 - f) * (1 - f)
            apply(from + (to - from) * CGFloat(eased))
            if f >= 1 { self?.stop() }
        }
        link?.add(to: .main, forMode: .common)
    }

    func stop() {
        link?.invalidate()
        link = nil
    }
}
