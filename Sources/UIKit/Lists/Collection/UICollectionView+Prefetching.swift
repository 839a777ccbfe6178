import Foundation

/// Told of the items just beyond those in view, to start loading their data (Apple:
/// UICollectionViewDataSourcePrefetching).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UICollectionView {
    /// After tiling: the prefetch data source hears of the items past each end of those in
    /// view, in item order across sections (`PrefetchWindow`).
    func prefetchAroundShownItems() {
        guard isPrefetchingEnabled, let p = prefetchDataSource, let first = shownCells.keys.min(), let last = shownCells.keys.max() else { return }
        let (fresh, stale) = prefetchWindow.update(first: first, last: last, step: itemStep, isShown: { shownCells[$0] != nil })
        if !stale.isEmpty { p.collectionView(self, cancelPrefetchingForItemsAt: stale) }
        if !fresh.isEmpty { p.collectionView(self, prefetchItemsAt: fresh) }
    }

    /// The item after (or before) `path` across sections.
    private func itemStep(_ path: IndexPath, _ d: Int) -> IndexPath? {
        var s = path.section, i = path.item + d
        let sections = numberOfSections
        while s >= 0, s < sections {
            if i >= 0, i < numberOfItems(inSection: s) { return IndexPath(item: i, section: s) }
            s += d
            guard s >= 0, s < sections else { return nil }
            i = d > 0 ? 0 : numberOfItems(inSection: s) - 1
        }
        return nil
    }
}
