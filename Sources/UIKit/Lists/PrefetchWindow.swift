import Foundation

/// The rows or items a list tells its prefetch data source about (Apple:
/// UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching): the ten past each
/// end of those in view, each once; those that leave that window without showing are
/// cancelled.
struct PrefetchWindow {
    private(set) var prefetched = Set<IndexPath>()
    static let reach = 10

    /// What to ask for and what to cancel, now that `first` through `last` are in view;
    /// `step` walks the list's order across sections.
    mutating func update(first: IndexPath, last: IndexPath, step: (IndexPath, Int) -> IndexPath?,
                         isShown: (IndexPath) -> Bool) -> (fresh: [IndexPath], stale: [IndexPath]) {
        var window: [IndexPath] = []
        var before = first, after = last
        for _ in 0..<Self.reach {
            if let n = step(after, 1) { window.append(n); after = n }
            if let b = step(before, -1) { window.append(b); before = b }
        }
        let fresh = window.filter { !prefetched.contains($0) && !isShown($0) }
        let windowSet = Set(window)
        let stale = prefetched.filter { !windowSet.contains($0) }.sorted()
        prefetched.subtract(stale)
        prefetched.formUnion(fresh)
        return (fresh, stale)
    }

    /// The row or item showed: it is no longer waiting.
    mutating func shown(_ path: IndexPath) { prefetched.remove(path) }
    mutating func reset() { prefetched.removeAll() }
}
