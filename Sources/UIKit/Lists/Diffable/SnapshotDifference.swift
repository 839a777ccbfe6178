import Foundation

/// What changed from one snapshot to the next, as a list view's batch update spells it:
/// deletions and reloads at their old index paths, insertions at their new ones, and a
/// move for each item whose order among the items that stayed changed (the items on a
/// longest increasing run keep still, so the fewest rows move). Section moves are not
/// expressed: a difference that moves a section is applied by reloading (`reordersSections`).
struct SnapshotDifference {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reordersSections = false
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && !reordersSections && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        // Sections: the ones that stay must keep their order.
        var newSectionOf: [Int] = Array(repeating: -1, count: old.sections.count)
        for (k, id) in old.sections.enumerated() {
            if let n = new.sectionIndex[id] { newSectionOf[k] = n } else { deletedSections.insert(k) }
        }
        for (n, id) in new.sections.enumerated() where old.sectionIndex[id] == nil { insertedSections.insert(n) }
        let kept = newSectionOf.filter { $0 >= 0 }
        reordersSections = zip(kept, kept.dropFirst()).contains { $0 >= $1 }
        guard !reordersSections else { return }

        // Items: where each is in the new snapshot.
        var newPlace: [I: (section: Int, row: Int)] = Dictionary(minimumCapacity: new.itemSection.count)
        for (s, list) in new.items.enumerated() { for (r, id) in list.enumerated() { newPlace[id] = (s, r) } }
        var oldPlace: [I: (section: Int, row: Int)] = Dictionary(minimumCapacity: old.itemSection.count)
        for (s, list) in old.items.enumerated() { for (r, id) in list.enumerated() { oldPlace[id] = (s, r) } }

        for (s, list) in old.items.enumerated() {
            let target = newSectionOf[s]
            // Items that stay in their section, in old order, with their new rows.
            var staying: [(old: Int, new: Int)] = []
            for (r, id) in list.enumerated() {
                guard target >= 0, let p = newPlace[id], !insertedSections.contains(p.section) else {
                    deletedItems.append(IndexPath(row: r, section: s))
                    continue
                }
                if p.section == target {
                    staying.append((r, p.row))
                } else {
                    movedItems.append((IndexPath(row: r, section: s), IndexPath(row: p.row, section: p.section)))
                }
            }
            let still = Self.longestIncreasingRun(staying.map(\.new))
            for (k, pair) in staying.enumerated() where !still.contains(k) {
                movedItems.append((IndexPath(row: pair.old, section: s), IndexPath(row: pair.new, section: target)))
            }
        }
        for (s, list) in new.items.enumerated() {
            for (r, id) in list.enumerated() {
                guard let o = oldPlace[id], !deletedSections.contains(o.section), !insertedSections.contains(s) else {
                    insertedItems.append(IndexPath(row: r, section: s))
                    continue
                }
            }
        }
        for id in new.reloadedItemIdentifiers {
            if let o = oldPlace[id], !deletedSections.contains(o.section) { reloadedItems.append(IndexPath(row: o.row, section: o.section)) }
        }
        for id in new.reconfiguredItemIdentifiers {
            if let p = newPlace[id] { reconfiguredItems.append(IndexPath(row: p.row, section: p.section)) }
        }
        // A reloaded section is a reload of its rows.
        for id in new.reloadedSectionIdentifiers {
            guard let o = old.sectionIndex[id], new.sectionIndex[id] != nil else { continue }
            reloadedItems += old.items[o].indices.map { IndexPath(row: $0, section: o) }
        }
    }

    /// The positions of a longest strictly increasing run in `values` (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = Array(repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var run = Set<Int>(minimumCapacity: tails.count)
        var k = tails.last ?? -1
        while k >= 0 { run.insert(k); k = previous[k] }
        return run
    }
}
