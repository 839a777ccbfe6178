import Foundation

/// The changes of one batch, in UIKit's terms: deletions, reloads and move sources name
/// rows and sections as they were before the batch; insertions and move destinations as
/// they are after it. Maps an old index to its new one: first everything deleted or moved
/// away is taken out, then everything inserted or moved in is put in.
struct TableUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var deleteAnimation = UITableView.RowAnimation.automatic
    var insertAnimation = UITableView.RowAnimation.automatic
    var reloadAnimation = UITableView.RowAnimation.automatic

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Indexes worked out once per batch (`prepare`), so mapping a row costs a few binary
    /// searches: per section, the sorted rows taken out (old indices), put in (new ones)
    /// and deleted.
    private var goneSections: [Int] = [], cameSections: [Int] = []
    private var goneRows: [Int: [Int]] = [:], cameRows: [Int: [Int]] = [:], deletedRowsIn: [Int: [Int]] = [:]
    private var rowMoves: [IndexPath: IndexPath] = [:], sectionMoves: [Int: Int] = [:]

    mutating func prepare() {
        goneSections = Array(IndexSet(movedSections.map(\.from)).union(deletedSections))
        cameSections = Array(IndexSet(movedSections.map(\.to)).union(insertedSections))
        sectionMoves = Dictionary(movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
        rowMoves = Dictionary(movedRows.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
        deletedRowsIn = Self.rowsBySection(deletedRows)
        goneRows = deletedRowsIn
        if !movedRows.isEmpty { goneRows = Self.rowsBySection(deletedRows + movedRows.map(\.from)) }
        cameRows = Self.rowsBySection(movedRows.isEmpty ? insertedRows : insertedRows + movedRows.map(\.to))
    }

    /// Each section's rows among `paths`, sorted, without repeats.
    private static func rowsBySection(_ paths: [IndexPath]) -> [Int: [Int]] {
        var bySection: [Int: [Int]] = [:]
        for p in paths { bySection[p.section, default: []].append(p.row) }
        for (s, rows) in bySection {
            var sorted = rows.sorted()
            var w = 0
            for r in sorted where w == 0 || sorted[w - 1] != r { sorted[w] = r; w += 1 }
            sorted.removeLast(sorted.count - w)
            bySection[s] = sorted
        }
        return bySection
    }

    /// How many of the sorted `rows` are below `row`.
    private static func countBelow(_ row: Int, in rows: [Int]) -> Int {
        var lo = 0, hi = rows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if rows[mid] < row { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// A section's index after the batch (nil: deleted).
    func newSection(_ old: Int) -> Int? {
        if deletedSections.contains(old) { return nil }
        if let to = sectionMoves[old] { return to }
        guard !goneSections.isEmpty || !cameSections.isEmpty else { return old }
        return Self.place(old, removed: goneSections, inserted: cameSections)
    }

    /// The old section a new one continues (nil: inserted).
    func oldSection(_ new: Int, oldCount: Int) -> Int? {
        if insertedSections.contains(new) { return nil }
        for s in 0..<oldCount where newSection(s) == new { return s }
        return nil
    }

    /// A row's path after the batch (nil: deleted, reloaded with its section, or in a
    /// deleted section). A moved section keeps its rows in order.
    func newPath(_ old: IndexPath) -> IndexPath? {
        if !rowMoves.isEmpty, let to = rowMoves[old] { return to }
        guard let s = newSection(old.section), !reloadedSections.contains(old.section) else { return nil }
        if let deleted = deletedRowsIn[old.section] {
            let k = Self.countBelow(old.row, in: deleted)
            if k < deleted.count, deleted[k] == old.row { return nil }
        }
        if sectionMoves[old.section] != nil { return IndexPath(row: old.row, section: s) }
        return IndexPath(row: Self.place(old.row, removed: goneRows[old.section] ?? [], inserted: cameRows[s] ?? []), section: s)
    }

    /// Where `old` lands once `removed` (old indices, sorted) are taken out and `inserted`
    /// (new indices, sorted) are put in.
    static func place(_ old: Int, removed: [Int], inserted: [Int]) -> Int {
        var i = old - countBelow(old, in: removed)
        for n in inserted {
            if n <= i { i += 1 } else { break }
        }
        return i
    }

    /// The counts the data source must give after the batch, or the message UIKit raises.
    func check(oldCounts: [Int], newCounts: [Int], noun: String = "rows") -> String? {
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        guard newCounts.count == expectedSections else {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(noun == "rows" ? "table" : "collection") view after the update (\(newCounts.count)) must be equal to the number of sections contained in the \(noun == "rows" ? "table" : "collection") view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        for p in deletedRows + reloadedRows + movedRows.map(\.from) {
            guard oldCounts.indices.contains(p.section), p.row >= 0, p.row < oldCounts[p.section] else {
                return "Invalid update: attempt to delete, reload or move \(noun.dropLast()) \(p.row) from section \(p.section), which only contains \(oldCounts.indices.contains(p.section) ? oldCounts[p.section] : 0) \(noun) before the update."
            }
        }
        for p in insertedRows + movedRows.map(\.to) {
            guard newCounts.indices.contains(p.section), p.row >= 0, p.row < newCounts[p.section] else {
                return "Invalid update: attempt to insert or move \(noun.dropLast()) \(p.row) into section \(p.section), which only contains \(newCounts.indices.contains(p.section) ? newCounts[p.section] : 0) \(noun) after the update."
            }
        }
        for new in newCounts.indices {
            guard let old = oldSection(new, oldCount: oldCounts.count), !reloadedSections.contains(old) else { continue }
            let inserted = insertedRows.filter { $0.section == new }.count
            let deleted = deletedRows.filter { $0.section == old }.count
            let movedIn = movedRows.filter { $0.to.section == new && $0.from.section != old }.count
            let movedOut = movedRows.filter { $0.from.section == old && $0.to.section != new }.count
            let expected = oldCounts[old] + inserted - deleted + movedIn - movedOut
            if newCounts[new] != expected {
                return "Invalid update: invalid number of \(noun) in section \(new). The number of \(noun) contained in an existing section after the update (\(newCounts[new])) must be equal to the number of \(noun) contained in that section before the update (\(oldCounts[old])), plus or minus the number of \(noun) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(noun) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }
}
