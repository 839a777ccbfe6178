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

        // Items. Each snapshot already knows which section holds each of its items, so a
        // walk of both lists finds what left and what came; the items that stay in their
        // section are compared in order, and only when their order changed are the fewest
        // moves worked out. Index loops, not `enumerated()`: this runs unspecialized over the
        // app's identifier types, where every generic wrapper costs.
        var crossMoves: [(from: IndexPath, id: I)] = []
        var walked = Array(repeating: false, count: new.items.count)
        for s in 0..<old.items.count {
            let list = old.items[s], target = newSectionOf[s]
            guard target >= 0, !insertedSections.contains(target) else {
                for r in 0..<list.count { deletedItems.append(IndexPath(row: r, section: s)) }
                continue
            }
            let newList = new.items[target]
            walked[target] = true
            let marks = (deletedItems.count, insertedItems.count, crossMoves.count)
            if Self.walkInStep(list, s, newList, target, old, new, &self, &crossMoves) { continue }
            // Some items that stay swapped places: forget the walk's findings and work the
            // section out in full.
            deletedItems.removeSubrange(marks.0...)
            insertedItems.removeSubrange(marks.1...)
            crossMoves.removeSubrange(marks.2...)
            var stayingOld: [Int] = []
            stayingOld.reserveCapacity(list.count)
            for r in 0..<list.count {
                let id = list[r]
                guard let ns = new.itemOps.section(new.itemSection, id), !insertedSections.contains(ns) else {
                    deletedItems.append(IndexPath(row: r, section: s))
                    continue
                }
                if ns == target { stayingOld.append(r) } else { crossMoves.append((IndexPath(row: r, section: s), id)) }
            }
            var stayingNew: [Int] = []
            stayingNew.reserveCapacity(stayingOld.count)
            for r in 0..<newList.count {
                // One lookup tells both: the items that came from this section, and those new
                // to the snapshot (or from a deleted section), which are inserted.
                guard let o = new.itemOps.section(old.itemSection, newList[r]), !deletedSections.contains(o) else {
                    insertedItems.append(IndexPath(row: r, section: target))
                    continue
                }
                if o == s { stayingNew.append(r) }
            }
            var same = stayingOld.count == stayingNew.count
            if same {
                for k in 0..<stayingOld.count where list[stayingOld[k]] != newList[stayingNew[k]] { same = false; break }
            }
            guard !same else { continue }
            // The order changed: the items on a longest increasing run keep still.
            var newRow: [I: Int] = Dictionary(minimumCapacity: stayingNew.count)
            for r in stayingNew { newRow[newList[r]] = r }
            let rows = stayingOld.map { newRow[list[$0]]! }
            let still = Self.longestIncreasingRun(rows)
            for k in 0..<rows.count where !still.contains(k) {
                movedItems.append((IndexPath(row: stayingOld[k], section: s), IndexPath(row: rows[k], section: target)))
            }
        }
        if !crossMoves.isEmpty {
            for m in crossMoves {
                let ns = new.itemSection[m.id]!
                movedItems.append((m.from, IndexPath(row: new.items[ns].firstIndex(of: m.id)!, section: ns)))
            }
        }
        // Sections the walk above did not reach are new: all their items are inserted.
        for s in 0..<new.items.count where !walked[s] {
            for r in 0..<new.items[s].count { insertedItems.append(IndexPath(row: r, section: s)) }
        }
        var oldPlace: [I: IndexPath] = [:]
        if !new.reloadedItemIdentifiers.isEmpty {
            for id in new.reloadedItemIdentifiers {
                guard let o = old.itemSection[id], !deletedSections.contains(o), let r = old.items[o].firstIndex(of: id) else { continue }
                oldPlace[id] = IndexPath(row: r, section: o)
            }
        }
        for id in new.reloadedItemIdentifiers { if let p = oldPlace[id] { reloadedItems.append(p) } }
        for id in new.reconfiguredItemIdentifiers {
            if let ns = new.itemSection[id], let r = new.items[ns].firstIndex(of: id) { reconfiguredItems.append(IndexPath(row: r, section: ns)) }
        }
        // A reloaded section is a reload of its rows.
        for id in new.reloadedSectionIdentifiers {
            guard let o = old.sectionIndex[id], new.sectionIndex[id] != nil else { continue }
            reloadedItems += old.items[o].indices.map { IndexPath(row: $0, section: o) }
        }
    }

    /// The common case, a few items deleted or inserted among many that keep their order,
    /// found by walking both lists side by side: equal items are passed by a comparison,
    /// and only where the lists differ is either snapshot asked where an item lives. Returns
    /// false (its findings to be discarded) at the first pair of items that both stay in
    /// this section but swapped order; that case needs the full analysis.
    private static func walkInStep<S, I>(_ list: [I], _ s: Int, _ newList: [I], _ target: Int,
                                         _ old: NSDiffableDataSourceSnapshot<S, I>, _ new: NSDiffableDataSourceSnapshot<S, I>,
                                         _ diff: inout SnapshotDifference, _ crossMoves: inout [(from: IndexPath, id: I)]) -> Bool {
        var i = 0, j = 0
        let oldCount = list.count, newCount = newList.count
        while i < oldCount || j < newCount {
            let run = new.itemOps.equalRun(list, i, newList, j)
            if run > 0 { i += run; j += run; continue }
            if i < oldCount {
                let id = list[i]
                guard let ns = new.itemOps.section(new.itemSection, id), !diff.insertedSections.contains(ns) else {
                    diff.deletedItems.append(IndexPath(row: i, section: s)); i += 1; continue
                }
                if ns != target { crossMoves.append((IndexPath(row: i, section: s), id)); i += 1; continue }
            }
            if j < newCount {
                guard let o = new.itemOps.section(old.itemSection, newList[j]), !diff.deletedSections.contains(o) else {
                    diff.insertedItems.append(IndexPath(row: j, section: target)); j += 1; continue
                }
                // An item that came from another section: its move is recorded from there.
                if o != s { j += 1; continue }
            }
            return false
        }
        return true
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
