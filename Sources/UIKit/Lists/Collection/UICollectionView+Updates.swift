import Foundation
import QuartzCore

/// Inserting, deleting, moving and reloading items and sections, alone or in a batch, with
/// UIKit's checks (a data source whose counts disagree is reported and the collection view
/// reloads). Items that stay keep their cells and selection and move to their new places,
/// animated in a window.
extension UICollectionView {
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch(completion: completion)
    }

    private func beginBatch() {
        if updateDepth == 0 {
            updatesOnUnloadedView = needsReload
            loadIfNeeded()
        }
        updateDepth += 1
    }

    private func endBatch(completion: ((Bool) -> Void)?) {
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        var batch = pendingUpdates
        pendingUpdates = TableUpdates()
        guard !batch.isEmpty, !updatesOnUnloadedView else {
            if updatesOnUnloadedView { reloadData() }
            completion?(true)
            return
        }
        batch.prepare()
        apply(batch, completion: completion)
    }

    private func record(_ change: (inout TableUpdates) -> Void) {
        beginBatch()
        change(&pendingUpdates)
        endBatch(completion: nil)
    }

    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows += indexPaths } }
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows += indexPaths } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedRows.append((indexPath, newIndexPath)) } }
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }

    /// Asks the data source again for the cells of visible items, keeping each cell.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let ds = dataSource else { return }
        for path in indexPaths {
            guard let cell = shownCells[path] else { continue }
            reconfiguring = cell
            let fresh = ds.collectionView(self, cellForItemAt: path)
            reconfiguring = nil
            if fresh !== cell {
                shownCells[path] = nil
                recycle(cell, at: path)
                setNeedsLayout()
            }
        }
    }

    private func apply(_ batch: TableUpdates, completion: ((Bool) -> Void)?) {
        guard let ds = dataSource else { completion?(true); return }
        let oldCounts = itemCounts
        let n = max(0, ds.numberOfSections(in: self))
        let newCounts = (0..<n).map { max(0, ds.collectionView(self, numberOfItemsInSection: $0)) }
        if let message = batch.check(oldCounts: oldCounts, newCounts: newCounts, noun: "items") {
            Diagnostics.warn("UICollectionView: \(message) The collection view reloads instead.")
            reloadData()
            completion?(false)
            return
        }
        let animated = UIView.areAnimationsEnabled && window != nil
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        for cell in shownCells.values { oldFrames[ObjectIdentifier(cell)] = cell.frame }
        var carried: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [UICollectionViewCell] = []
        for (old, cell) in shownCells {
            if !batch.reloadedRows.contains(old), let p = batch.newPath(old) { carried[p] = cell } else {
                leaving.append(cell)
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
            }
        }
        selectedItems = Set(selectedItems.compactMap { batch.reloadedRows.contains($0) ? nil : batch.newPath($0) })
        if let t = touchedItem { touchedItem = nil; shownCells[t]?.isHighlighted = false }
        for (_, v) in shownSupplementaries { recycleSupplementary(v) }
        shownSupplementaries.removeAll()
        shownCells = carried
        itemCounts = newCounts
        collectionViewLayout.remapMeasurements { batch.reloadedRows.contains($0) ? nil : batch.newPath($0) }
        prefetchWindow.reset()      // its paths are the old ones
        collectionViewLayout.isPrepared = false
        UIView.performWithoutAnimation { tile() }
        for cell in leaving where !animated { finishLeaving(cell) }
        guard animated else { completion?(true); return }
        for cell in shownCells.values {
            guard let old = oldFrames[ObjectIdentifier(cell)] else {
                UIView.performWithoutAnimation { cell.alpha = 0 }
                UIView.animate(withDuration: 0.3) { cell.alpha = 1 }
                continue
            }
            guard old != cell.frame else { continue }
            let target = cell.frame
            UIView.performWithoutAnimation { cell.frame = old }
            UIView.animate(withDuration: 0.3) { cell.frame = target }
        }
        for cell in leaving {
            UIView.animate(withDuration: 0.3, animations: { cell.alpha = 0 }, completion: { [weak self] _ in self?.finishLeaving(cell) })
        }
        UIView.animate(withDuration: 0.3, animations: {}, completion: { done in completion?(done) })
    }

    private func finishLeaving(_ cell: UICollectionViewCell) {
        guard !shownCells.values.contains(where: { $0 === cell }) else { return }
        cell.alpha = 1
        cell.isHidden = true
        if let id = cell.reuseIdentifier { reusable[Self.cellKey(id), default: []].append(cell) } else { cell.removeFromSuperview() }
    }
}
