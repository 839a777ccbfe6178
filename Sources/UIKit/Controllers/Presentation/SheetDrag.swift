import QuartzCore

/// A sheet's vertical drag: the sheet follows the finger (resisting above its largest detent),
/// and on release rests at the detent nearest where its motion would carry it, or leaves when
/// that is below the smallest (the presented controller dismissed, unless it is modal in
/// presentation). It begins on the sheet's top 24 points, or anywhere outside a scroll view.
@MainActor
final class SheetDrag: UIGestureRecognizerDelegate {
    let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
    private unowned let presentation: ModalPresentation
    private var startTop: CGFloat = 0
    private(set) var isDragging = false

    init(presentation: ModalPresentation) {
        self.presentation = presentation
        recognizer.delegate = self
        recognizer.addTarget(self) { [weak self] g in self?.moved(g as! UIPanGestureRecognizer) }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let view = recognizer.view else { return false }
        let v = recognizer.velocity(in: view), t = recognizer.translation(in: view)
        guard abs(v.y) + abs(t.y) > abs(v.x) + abs(t.x) else { return false }
        let p = recognizer.location(in: view)
        if p.y - t.y < 24 { return true }
        var hit = view.hitTest(p, with: nil)
        while let h = hit, h !== view {
            if h is UIScrollView { return false }
            hit = h.superview
        }
        return true
    }

    private func moved(_ g: UIPanGestureRecognizer) {
        guard let view = g.view, let window = view.window else { return }
        let largestTop = window.bounds.maxY - UISheetPresentationController.largestHeight(in: window)
        switch g.state {
        case .began:
            isDragging = true
            startTop = view.frame.minY
        case .changed:
            var top = startTop + g.translation(in: window).y
            // Above the largest detent the sheet resists, as UIKit's rubber band.
            if top < largestTop { top = largestTop - UIScrollView.rubberBand(largestTop - top, dimension: window.bounds.height) }
            presentation.placeSheet(top: top, in: window)
        case .ended, .cancelled:
            isDragging = false
            settle(velocity: g.state == .ended ? g.velocity(in: window).y : 0, in: window)
        default:
            break
        }
    }

    /// Rests at the detent nearest the drag's projected end, or dismisses below the smallest.
    private func settle(velocity: CGFloat, in window: UIWindow) {
        guard let view = presentation.presented.viewIfLoaded else { return }
        let sheet = presentation.presented.sheetStorage
        let detents = sheet?.resolvedDetents(in: window) ?? [(.large, UISheetPresentationController.largestHeight(in: window))]
        let projected = window.bounds.maxY - (view.frame.minY + velocity * 0.2)
        var targets = detents.map { (identifier: Optional($0.identifier), height: $0.height) }
        targets.append((nil, 0))
        guard var target = targets.min(by: { abs($0.height - projected) < abs($1.height - projected) }) else { return }
        if target.identifier == nil {
            // Dragged away: gone if it may go, else back to its smallest detent.
            let controller = presentation.presented.presentationController
            if controller?.userMayDismiss() ?? !presentation.presented.isModalInPresentation {
                if let controller { controller.dismissForUser() } else { presentation.presented.dismiss(animated: true) }
                return
            }
            guard let smallest = targets.first, smallest.identifier != nil else { return }
            target = smallest
        }
        guard let identifier = target.identifier else { return }
        let changed = sheet.map { s in (s.selectedDetentIdentifier ?? detents.first?.identifier) != identifier } ?? false
        if changed {
            sheet?.onChangeSuspended = true
            sheet?.selectedDetentIdentifier = identifier
            sheet?.onChangeSuspended = false
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
            self.presentation.placeSheet(top: window.bounds.maxY - target.height, in: window)
        })
        if changed, let sheet { (sheet.delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet) }
    }
}
