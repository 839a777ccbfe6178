import Foundation
import QuartzCore

/// Highlighting and selecting items by touch (UIKit's order: shouldHighlight → didHighlight
/// when the touch lands; didUnhighlight → shouldSelect → didSelect when it lifts on the same
/// item) and by code (no delegate calls), and scrolling to items.
extension UICollectionView {
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for p in selectedItems { deselectItem(at: p, animated: animated) }
            return
        }
        guard isValid(indexPath) else {
            Diagnostics.warn("UICollectionView.selectItem(at: \(indexPath)): no such item")
            return
        }
        if !tapSelectsMany { for p in selectedItems where p != indexPath { deselectItem(at: p, animated: animated) } }
        selectedItems.insert(indexPath)
        shownCells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.remove(indexPath) != nil else { return }
        shownCells[indexPath]?.isSelected = false
    }

    func beginTouch(at point: CGPoint) {
        if swipe != nil { closeSwipe(animated: true); return }
        guard tapSelects, let path = indexPathForItem(at: point), let cell = shownCells[path] else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        touchedItem = path
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: path)
    }

    func endTouch(selecting: Bool) {
        guard let path = touchedItem else { return }
        touchedItem = nil
        shownCells[path]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
        guard selecting else { return }
        let many = tapSelectsMany
        if selectedItems.contains(path), many {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
            deselectItem(at: path, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !many {
            for p in selectedItems.sorted() where p != path {
                deselectItem(at: p, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: p)
            }
        }
        selectedItems.insert(path)
        shownCells[path]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: path)
    }

    /// Scrolls so the item sits at `position` (empty: the least scroll that shows it).
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let a = layoutAttributesForItem(at: indexPath) else {
            Diagnostics.warn("UICollectionView.scrollToItem(at: \(indexPath)): no such item")
            return
        }
        let r = a.frame, inset = adjustedContentInset
        var o = contentOffset
        if position.contains(.top) { o.y = r.minY - inset.top }
        else if position.contains(.centeredVertically) { o.y = r.midY - (bounds.height - inset.bottom + inset.top) / 2 }
        else if position.contains(.bottom) { o.y = r.maxY - bounds.height + inset.bottom }
        if position.contains(.left) { o.x = r.minX - inset.left }
        else if position.contains(.centeredHorizontally) { o.x = r.midX - (bounds.width - inset.right + inset.left) / 2 }
        else if position.contains(.right) { o.x = r.maxX - bounds.width + inset.right }
        if position.isEmpty {
            scrollRectToVisible(r, animated: animated)
            return
        }
        setContentOffset(clamped(o), animated: animated)
        if !animated { layoutIfNeeded() }
    }
}
