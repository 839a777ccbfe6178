import Foundation
import QuartzCore

/// An item being moved by a drag (a list cell's reorder accessory, or the app's own
/// gesture calling the interactive-movement methods): it follows the target position, the
/// items between its old and proposed places make room, and at the end the data source's
/// `moveItemAt` is told and the items settle as a batch update's move.
///
/// Moves stay within the item's section: a proposed place in another section is clamped
/// to the nearest end of the item's own (cross-section moves are not built yet).
struct InteractiveMovement {
    let from: IndexPath
    var target: IndexPath
    let cell: UICollectionViewCell
    /// The drag point's offset from the cell's centre when the drag took it.
    var grab: CGPoint = .zero

    /// The item shown in `slot` while the moved item sits at `target`.
    func item(atSlot slot: IndexPath) -> IndexPath {
        guard slot.section == from.section else { return slot }
        let s = slot.item, f = from.item, t = target.item
        if s == t { return from }
        if f < t, s >= f, s < t { return IndexPath(item: s + 1, section: slot.section) }
        if f > t, s > t, s <= f { return IndexPath(item: s - 1, section: slot.section) }
        return slot
    }
}

extension UICollectionView {
    var isMovingInteractively: Bool { movement != nil }

    /// Starts moving the item at `indexPath`; false when the data source does not let it
    /// move (`canMoveItemAt`), the item is not shown, or a move is under way.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, isValid(indexPath), let cell = shownCells[indexPath],
              dataSource?.collectionView(self, canMoveItemAt: indexPath) == true else { return false }
        closeSwipe(animated: false)
        movement = InteractiveMovement(from: indexPath, target: indexPath, cell: cell)
        cell.layer.zPosition = 100
        bringSubviewToFront(cell)
        return true
    }

    /// Moves the item's centre to `targetPosition`; the others make room where it would land.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var m = movement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        UIView.performWithoutAnimation { m.cell.center = targetPosition }
        let proposed = proposedTarget(for: m, at: targetPosition)
        let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: m.from,
                                                        atCurrentIndexPath: m.target, toProposedIndexPath: proposed) ?? proposed
        guard target != m.target, target.section == m.from.section, isValid(target) else { movement = m; return }
        m.target = target
        movement = m
        animateIfShown { self.setNeedsLayout(); self.layoutIfNeeded() }
    }

    /// Ends the move: the data source moves the item (`moveItemAt`), and the items settle.
    public func endInteractiveMovement() {
        guard let m = movement else { return }
        movement = nil
        m.cell.layer.zPosition = 0
        guard m.target != m.from else {
            animateIfShown { self.setNeedsLayout(); self.layoutIfNeeded() }
            return
        }
        dataSource?.collectionView(self, moveItemAt: m.from, to: m.target)
        // The shown cells keep their places and animate from them (the dragged one from
        // under the finger) to the moved order.
        performBatchUpdates { self.moveItem(at: m.from, to: m.target) }
    }

    /// Gives up the move: the items go back where they were.
    public func cancelInteractiveMovement() {
        guard let m = movement else { return }
        movement = nil
        m.cell.layer.zPosition = 0
        animateIfShown { self.setNeedsLayout(); self.layoutIfNeeded() }
    }

    /// Where a reorder grip's drag took the cell (kept as the offset from its centre).
    func interactiveMovementGrab(at point: CGPoint) {
        guard var m = movement else { return }
        m.grab = CGPoint(x: point.x - m.cell.center.x, y: point.y - m.cell.center.y)
        movement = m
    }

    /// The cell centre for a drag point: a list's grip moves its row up and down only.
    func interactiveMovementTarget(for point: CGPoint) -> CGPoint {
        guard let m = movement else { return point }
        return CGPoint(x: m.cell.center.x, y: point.y - m.grab.y)
    }

    /// The slot under the position in the item's section (clamped to its first and last
    /// items), asked of the layout's attributes.
    private func proposedTarget(for m: InteractiveMovement, at p: CGPoint) -> IndexPath {
        let section = m.from.section, count = numberOfItems(inSection: section)
        guard count > 0 else { return m.target }
        if let hit = collectionViewLayout.layoutAttributesForElements(in: CGRect(x: p.x - 0.5, y: p.y - 0.5, width: 1, height: 1))?
            .first(where: { $0.representedElementCategory == .cell && $0.indexPath.section == section && $0.frame.contains(p) }) {
            return hit.indexPath
        }
        guard let first = collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: section)) else { return m.target }
        if p.y < first.frame.minY || (p.y <= first.frame.maxY && p.x < first.frame.minX) { return IndexPath(item: 0, section: section) }
        if let last = collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)),
           p.y > last.frame.maxY || (p.y >= last.frame.minY && p.x > last.frame.maxX) {
            return IndexPath(item: count - 1, section: section)
        }
        return m.target
    }

    private func animateIfShown(_ changes: @escaping () -> Void) {
        if window != nil, UIView.areAnimationsEnabled { UIView.animate(withDuration: 0.25, animations: changes) } else { changes() }
    }
}

