import Foundation
import QuartzCore

/// A row swiped sideways to show its actions (Apple: a table delegate's
/// `trailingSwipeActionsConfigurationForRowAt`/`leadingSwipeActionsConfigurationForRowAt`, a
/// list configuration's `trailingSwipeActionsConfigurationProvider`/`leading…`): the row
/// follows the finger; let go past half its actions' width it stays open, a full swipe
/// performs the first action, otherwise it closes. Tapping an action runs its handler; the
/// row closes when the handler completes. A tap elsewhere or a scroll closes an open row.
struct RowSwipe {
    var row: IndexPath
    var trailing: Bool
    var configuration: UISwipeActionsConfiguration
    /// The offset the drag started from (an open row is dragged from where it rests).
    var start: CGFloat
    var tracking: Bool
}

/// A list whose rows swipe: a table view, or a collection view with a list layout.
@MainActor protocol RowSwiping: UIScrollView {
    var swipeRecognizer: UIPanGestureRecognizer { get }
    var swipe: RowSwipe? { get set }
    /// The row's cell while it is shown, when it can swipe.
    func swipeableCell(at row: IndexPath) -> SwipeableCell?
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// The actions a swipe uncovering that side shows (nil or none: it does not swipe so).
    func swipeConfiguration(forRowAt row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
}

extension RowSwiping {
    func makeSwipeRecognizer() -> UIPanGestureRecognizer {
        let g = UIPanGestureRecognizer(target: nil, action: nil)
        g.addTarget(nil) { [unowned self] g in self.handleSwipe(g as! UIPanGestureRecognizer) }
        return g
    }

    /// The configuration a drag would open: the row under it, the side its motion uncovers.
    private func swipeTarget(translation t: CGPoint) -> (IndexPath, Bool, UISwipeActionsConfiguration)? {
        guard abs(t.x) > abs(t.y),
              let touch = swipeRecognizer.trackedTouches.first ?? panGestureRecognizer.trackedTouches.first else { return nil }
        if let s = swipe { return (s.row, s.trailing, s.configuration) }
        guard let path = swipeRow(at: touch.location(in: self)), swipeableCell(at: path) != nil else { return nil }
        let trailing = t.x < 0
        guard let config = swipeConfiguration(forRowAt: path, trailing: trailing), !config.actions.isEmpty else { return nil }
        return (path, trailing, config)
    }

    func swipeShouldBegin() -> Bool {
        let g = swipeRecognizer.state == .possible ? panGestureRecognizer : swipeRecognizer
        return swipeTarget(translation: g.translation(in: self)) != nil
    }

    private func handleSwipe(_ g: UIPanGestureRecognizer) {
        switch g.state {
        case .began:
            guard let (path, trailing, config) = swipeTarget(translation: g.translation(in: self)), let cell = swipeableCell(at: path) else { return }
            if let s = swipe, s.row != path { closeSwipe(animated: true) }
            if swipe == nil {
                let row = path
                cell.showSwipeActions(config.actions, trailing: trailing) { [unowned self] i in self.performSwipeAction(at: i, row: row) }
            }
            swipe = RowSwipe(row: path, trailing: trailing, configuration: config, start: cell.swipeOffset, tracking: true)
        case .changed:
            guard let s = swipe, let cell = swipeableCell(at: s.row) else { return }
            var x = s.start + g.translation(in: self).x
            // The row moves only towards the side its actions are on; past them it resists.
            x = s.trailing ? min(0, x) : max(0, x)
            UIView.performWithoutAnimation { cell.swipeOffset = x; cell.layoutIfNeeded() }
        case .ended, .cancelled:
            guard var s = swipe, let cell = swipeableCell(at: s.row) else { return }
            s.tracking = false
            swipe = s
            let x = cell.swipeOffset, open = cell.swipeActionsWidth
            if g.state == .ended, s.configuration.performsFirstActionWithFullSwipe, abs(x) > bounds.width * 0.6 {
                performSwipeAction(at: 0, row: s.row)
            } else if g.state == .ended, abs(x) > open / 2 {
                UIView.animate(withDuration: 0.25) { cell.swipeOffset = s.trailing ? -open : open; cell.layoutIfNeeded() }
            } else {
                closeSwipe(animated: true)
            }
        default: break
        }
    }

    func performSwipeAction(at i: Int, row: IndexPath) {
        guard let s = swipe, s.configuration.actions.indices.contains(i), let cell = swipeableCell(at: row) else { return }
        let action = s.configuration.actions[i]
        action.handler(action, cell) { [weak self] _ in self?.closeSwipe(animated: true) }
    }

    /// Uncovers a row's swipe actions without a drag (a list's delete accessory without a
    /// handler does this).
    func openSwipe(at path: IndexPath, trailing: Bool) {
        guard let cell = swipeableCell(at: path), let config = swipeConfiguration(forRowAt: path, trailing: trailing),
              !config.actions.isEmpty else { return }
        if let s = swipe, s.row != path { closeSwipe(animated: true) }
        if swipe == nil {
            cell.showSwipeActions(config.actions, trailing: trailing) { [unowned self] i in self.performSwipeAction(at: i, row: path) }
        }
        swipe = RowSwipe(row: path, trailing: trailing, configuration: config, start: cell.swipeOffset, tracking: false)
        UIView.performWithoutAnimation { cell.layoutIfNeeded() }
        let open = cell.swipeActionsWidth
        UIView.animate(withDuration: 0.25) { cell.swipeOffset = trailing ? -open : open; cell.layoutIfNeeded() }
    }

    /// Closes the open row, if any.
    func closeSwipe(animated: Bool) {
        guard let s = swipe else { return }
        swipe = nil
        guard let cell = swipeableCell(at: s.row) else { return }
        let finish = { cell.removeSwipeActions() }
        if animated, window != nil {
            UIView.animate(withDuration: 0.25, animations: { cell.swipeOffset = 0; cell.layoutIfNeeded() }, completion: { _ in
                if cell.swipeOffset == 0 { finish() }
            })
        } else {
            finish()
        }
    }
}
