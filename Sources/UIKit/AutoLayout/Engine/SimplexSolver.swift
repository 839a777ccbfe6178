/// An incremental Cassowary solver (Badros, Borning and Stuckey 2001): a simplex tableau in
/// basic-feasible solved form, with error variables weighted in one objective for the
/// optional constraints, and the dual simplex to restore feasibility after a constant changes.
///
/// Unlike a tableau that scans every row to substitute a symbol, this one keeps a column
/// index (each symbol's rows, as the paper's implementation does): adding a constraint,
/// pivoting and changing a constant touch only the rows that hold the symbols involved, so a
/// screen of ten times the views costs ten times as much, not a hundred.
///
/// Choices are deterministic (the lowest-numbered symbol wins ties: Bland's rule, which also
/// prevents cycling), so one system always gets one solution.
package final class SimplexSolver {
    /// A constraint as the caller states it: `Σ coefficient·variable + constant  relation  0`.
    struct Constraint {
        enum Relation { case lessOrEqual, equal, greaterOrEqual }
        var terms: [(variable: SimplexSymbol, coefficient: Double)]
        var constant: Double
        var relation: Relation
        /// nil: required; otherwise the weight of its error in the objective (> 0).
        var weight: Double?
    }

    /// What the solver remembers of an added constraint.
    struct Tag {
        /// The symbol whose column follows the constraint (slack, dummy or positive error).
        var marker: SimplexSymbol
        /// An optional constraint's other error symbol.
        var other: SimplexSymbol?
        /// The marker's coefficient in the constraint's first row, before any substitution.
        var markerCoefficient: Double
        var weight: Double?
        var constant: Double
    }

    enum AddFailure: Error {
        /// A required constraint contradicts the required ones before it; nothing changed.
        case unsatisfiable(involving: [Int])
    }

    /// Rows by their basic symbol's index; index 0 is the objective, 1 the artificial objective.
    @exclusivity(unchecked) var rows: [SimplexRow?] = [SimplexRow(), nil]
    @exclusivity(unchecked) var kinds: [SimplexSymbol.Kind] = [.external, .external]
    /// For each symbol index, the indices of the rows (0: objective) in which it appears.
    @exclusivity(unchecked) var columns: [SparseSet<Int32>] = [.init(), .init()]
    /// For each marker symbol index, the constraint it marks (−1: none).
    @exclusivity(unchecked) var markerOwner: [Int32] = [-1, -1]
    @exclusivity(unchecked) var freeIndices: [Int32] = []
    @exclusivity(unchecked) var tags: [Tag?] = []
    @exclusivity(unchecked) var freeHandles: [Int] = []
    /// Rows whose restricted basic symbol went negative: the dual simplex's work.
    @exclusivity(unchecked) var infeasible: [Int32] = []
    /// Objective symbols that went negative (lazily stale): the next entering candidates.
    @exclusivity(unchecked) var enteringCandidates = SymbolHeap()
    /// External symbols whose value may have changed since `takeChangedVariables`.
    @exclusivity(unchecked) var changed: [Int32] = []
    @exclusivity(unchecked) var changedMark: [Bool] = [false, false]
    /// Values of basic external symbols, read through their rows' references (memoized).
    @exclusivity(unchecked) var valueCache: [Double] = [0, 0]
    @exclusivity(unchecked) var valueKnown: [Bool] = [false, false]

    /// `noteChanged`'s work list, kept: a constant change notes thousands of rows.
    @exclusivity(unchecked) private var pending: [Int] = []

    static let objective = 0, artificial = 1

    init() {}

    var constraintCount: Int { tags.count - freeHandles.count }

    // MARK: Symbols

    func makeVariable() -> SimplexSymbol { makeSymbol(.external) }

    /// Gives back a variable no constraint uses any more.
    func releaseVariable(_ v: SimplexSymbol) { release(v) }

    /// The variable's value in the current solution.
    func value(of v: SimplexSymbol) -> Double {
        let i = v.index
        guard rows[i] != nil else { return 0 }
        if valueKnown[i] { return valueCache[i] }
        var x = rows[i]!.constant
        for (s, c) in rows[i]!.cells where s.isExternal && rows[s.index] != nil { x += c * value(of: s) }
        valueCache[i] = x
        valueKnown[i] = true
        return x
    }

    func makeSymbol(_ kind: SimplexSymbol.Kind) -> SimplexSymbol {
        if let i = freeIndices.popLast() {
            kinds[Int(i)] = kind
            return SimplexSymbol(index: i, kind: kind)
        }
        let i = Int32(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columns.append(.init())
        markerOwner.append(-1)
        changedMark.append(false)
        valueCache.append(0)
        valueKnown.append(false)
        return SimplexSymbol(index: i, kind: kind)
    }

    /// A symbol returns to the pool only when nothing in the tableau mentions it.
    func release(_ s: SimplexSymbol) {
        let i = s.index
        guard rows[i] == nil, columns[i].isEmpty, !changedMark[i] else { return }
        markerOwner[i] = -1
        freeIndices.append(Int32(i))
    }

    func symbol(at index: Int) -> SimplexSymbol { SimplexSymbol(index: Int32(index), kind: kinds[index]) }

    // MARK: Row edits that keep the columns

    /// An external symbol's value may have changed: so may the values of the rows that
    /// refer to it.
    func noteChanged(_ rowIndex: Int) {
        guard rowIndex > 1, kinds[rowIndex] == .external else { return }
        // A symbol already unknown and listed has its dependents unknown and listed too:
        // reading any of them since would have computed it again.
        pending.append(rowIndex)
        while let i = pending.popLast() {
            guard valueKnown[i] || !changedMark[i] else { continue }
            valueKnown[i] = false
            if !changedMark[i] { changedMark[i] = true; changed.append(Int32(i)) }
            for h in columns[i] where h > 1 {
                let d = Int(h)
                if kinds[d] == .external, rows[d] != nil { pending.append(d) }
            }
        }
    }

    /// The row in solved form: basic external symbols it refers to replaced by their own
    /// rows in solved form, recursively.
    func reduced(_ row: SimplexRow) -> SimplexRow {
        guard row.cells.keys.contains(where: { $0.isExternal && rows[$0.index] != nil }) else { return row }
        var memo: [Int: SimplexRow] = [:]
        func expand(_ i: Int) -> SimplexRow {
            if let m = memo[i] { return m }
            let r = reducedExpanding(rows[i]!, expand)
            memo[i] = r
            return r
        }
        return reducedExpanding(row, expand)
    }

    func reducedExpanding(_ row: SimplexRow, _ expand: (Int) -> SimplexRow) -> SimplexRow {
        var out = SimplexRow(constant: row.constant)
        for (s, c) in row.cells {
            if s.isExternal, rows[s.index] != nil {
                let sub = expand(s.index)
                out.constant += sub.constant * c
                for (t, k) in sub.cells { out.add(t, k * c) }
            } else {
                out.add(s, c)
            }
        }
        return out
    }

    func add(_ s: SimplexSymbol, _ c: Double, toRow r: Int) {
        switch rows[r]!.add(s, c) {
        case 1: columns[s.index].insert(Int32(r))
        case -1: columns[s.index].remove(Int32(r))
        default: break
        }
        if r == Self.objective, let v = rows[r]!.cells[s], v < 0 { enteringCandidates.push(s.raw) }
    }

    func add(_ other: SimplexRow, times c: Double, toRow r: Int) {
        rows[r]!.constant += other.constant * c
        for (s, v) in other.cells { add(s, v * c, toRow: r) }
        noteChanged(r)
    }

    /// Replaces `s` by `row` in every row that holds it (the column index says which).
    func substitute(_ s: SimplexSymbol, with row: SimplexRow) {
        let holders = columns[s.index]
        for h in holders {
            let r = Int(h)
            let c = rows[r]!.remove(s)!
            columns[s.index].remove(h)
            add(row, times: c, toRow: r)
            if r > 1, kinds[r] != .external, rows[r]!.constant < 0 { infeasible.append(h) }
        }
    }

    func install(_ row: SimplexRow, basic: SimplexSymbol) {
        let i = basic.index
        for s in row.cells.keys { columns[s.index].insert(Int32(i)) }
        rows[i] = row
        noteChanged(i)
    }

    func uninstall(_ i: Int) -> SimplexRow {
        let row = rows[i]!
        rows[i] = nil
        for s in row.cells.keys { columns[s.index].remove(Int32(i)) }
        noteChanged(i)
        return row
    }

    /// `leaving` leaves the basis and `entering` takes its row.
    func pivot(leaving: Int, entering: SimplexSymbol) {
        var row = uninstall(leaving)
        row.add(symbol(at: leaving), -1)
        row.solve(for: entering)
        substitute(entering, with: row)
        install(row, basic: entering)
    }

    // MARK: Adding and removing constraints

    /// Adds a constraint. A required one that contradicts the required constraints already
    /// added throws, naming them, and leaves the system as it was.
    func add(_ constraint: Constraint) throws(AddFailure) -> Int {
        let handle = freeHandles.popLast() ?? { tags.append(nil); return tags.count - 1 }()
        var (row, tag) = makeRow(constraint, handle: handle)
        // A variable no row mentions yet, and not yet basic, becomes the subject of the row as
        // it stands (references to basic externals kept): nothing needs substituting.
        var fresh: SimplexSymbol?
        for s in row.cells.keys where s.isExternal && rows[s.index] == nil && columns[s.index].isEmpty {
            if fresh == nil || s < fresh! { fresh = s }
        }
        if let fresh {
            row.solve(for: fresh)
            install(row, basic: fresh)
            tags[handle] = tag
            optimize(Self.objective)
            return handle
        }
        row = reduced(row)
        if row.constant < 0 { row.scale(-1) }
        // Choose the subject: an external symbol, else a new slack or error with a negative
        // coefficient (§3.3 of the paper), else a redundant equality's dummy.
        var subject = row.lowestExternal
        if subject == nil {
            if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { subject = tag.marker }
            else if let o = tag.other, o.isPivotable, row.coefficient(for: o) < 0 { subject = o }
        }
        if subject == nil, row.hasOnlyDummies {
            guard isNearZero(row.constant) else {
                let involved = involvedConstraints(in: row) + [handle]
                discard(tag, handle: handle)
                throw .unsatisfiable(involving: involved)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            install(row, basic: subject)
        } else {
            tags[handle] = tag
            if let involved = addWithArtificialVariable(row, handle: handle) {
                throw .unsatisfiable(involving: involved)
            }
        }
        tags[handle] = tag
        optimize(Self.objective)
        return handle
    }

    func makeRow(_ c: Constraint, handle: Int) -> (SimplexRow, Tag) {
        var row = SimplexRow(constant: c.constant)
        for (v, k) in c.terms where !isNearZero(k) { row.add(v, k) }
        var tag: Tag
        switch c.relation {
        case .lessOrEqual, .greaterOrEqual:
            let k: Double = c.relation == .lessOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.add(slack, k)
            tag = Tag(marker: slack, other: nil, markerCoefficient: k, weight: c.weight, constant: c.constant)
            if let w = c.weight {
                let error = makeSymbol(.error)
                row.add(error, -k)
                add(error, w, toRow: Self.objective)
                tag.other = error
            }
        case .equal:
            if let w = c.weight {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                add(plus, w, toRow: Self.objective)
                add(minus, w, toRow: Self.objective)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, weight: w, constant: c.constant)
            } else {
                let dummy = makeSymbol(.dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, weight: nil, constant: c.constant)
            }
        }
        markerOwner[tag.marker.index] = Int32(handle)
        if row.constant < 0 { row.scale(-1) }
        return (row, tag)
    }

    /// A constraint that never entered the tableau gives back its symbols and handle.
    func discard(_ tag: Tag, handle: Int) {
        markerOwner[tag.marker.index] = -1
        release(tag.marker)
        if let o = tag.other { release(o) }
        tags[handle] = nil
        freeHandles.append(handle)
    }

    func involvedConstraints(in row: SimplexRow) -> [Int] {
        row.cells.keys.sorted().compactMap { s in
            let owner = markerOwner[s.index]
            return owner >= 0 ? Int(owner) : nil
        }
    }

    func involvedConstraints(inRowsOf marker: SimplexSymbol) -> [Int] {
        var found: [Int] = rows[marker.index].map(involvedConstraints(in:)) ?? []
        for h in columns[marker.index] where h > 1 {
            for c in involvedConstraints(in: rows[Int(h)]!) where !found.contains(c) { found.append(c) }
        }
        return found
    }

    /// Phase one for a row with no subject (§3.3): an artificial variable, minimised; if it
    /// cannot reach zero the constraint is unsatisfiable. The constraint is then taken out
    /// again (through its marker) so that the system is the one before the call, and the
    /// constraints involved are returned; nil when it was added.
    func addWithArtificialVariable(_ row: SimplexRow, handle: Int) -> [Int]? {
        let art = makeSymbol(.slack)
        install(row, basic: art)
        rows[Self.artificial] = row
        for s in row.cells.keys { columns[s.index].insert(Int32(Self.artificial)) }
        optimize(Self.artificial)
        let success = isNearZero(rows[Self.artificial]!.constant)
        for s in rows[Self.artificial]!.cells.keys { columns[s.index].remove(Int32(Self.artificial)) }
        rows[Self.artificial] = nil
        if rows[art.index] != nil {
            let r = uninstall(art.index)
            if !r.cells.isEmpty {
                // Any slack or error of the row enters in the artificial symbol's place.
                let entering = r.cells.keys.filter(\.isPivotable).min()
                if let entering {
                    var moved = r
                    moved.add(art, -1)
                    moved.solve(for: entering)
                    substitute(entering, with: moved)
                    install(moved, basic: entering)
                }
            }
        }
        for h in columns[art.index] { _ = rows[Int(h)]!.remove(art) }
        columns[art.index].removeAll()
        release(art)
        guard !success else { return nil }
        var involved = involvedConstraints(inRowsOf: tags[handle]!.marker)
        if !involved.contains(handle) { involved.append(handle) }
        remove(handle)
        // Phase one's pivots may leave a row negative once the constraint is out: repair.
        for r in 2..<rows.count where rows[r] != nil && kinds[r] != .external && rows[r]!.constant < 0 {
            infeasible.append(Int32(r))
        }
        dualOptimize()
        return involved
    }

    /// Takes a constraint out (§3.4): its error terms leave the objective, and its marker's
    /// row (found or pivoted into place) is dropped.
    func remove(_ handle: Int) {
        guard handle >= 0, handle < tags.count, let tag = tags[handle] else { return }
        if let w = tag.weight {
            for e in [tag.marker, tag.other].compactMap({ $0 }) where e.kind == .error {
                if let row = rows[e.index] { add(row, times: -w, toRow: Self.objective) }
                else { add(e, -w, toRow: Self.objective) }
            }
        }
        if rows[tag.marker.index] != nil {
            _ = uninstall(tag.marker.index)
        } else if let (leaving, solved) = markerLeavingRow(tag.marker) {
            // An external row may refer to other basic rows: it goes in solved form.
            _ = uninstall(leaving)
            var row = solved
            row.add(symbol(at: leaving), -1)
            row.solve(for: tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize(Self.objective)
        // The marker is in no row now; an optional constraint's other error symbol may stay in
        // rows as a free parameter (harmless, as in the paper): symbols are reused only clean.
        markerOwner[tag.marker.index] = -1
        release(tag.marker)
        if let o = tag.other { release(o) }
        tags[handle] = nil
        freeHandles.append(handle)
        dualOptimize()
    }

    /// The row to pivot the marker into (§3.4): the restricted row that limits it most
    /// tightly, else an unrestricted one — whose solved form must hold the marker (a row that
    /// refers to another may hold it only to cancel it there). The row is returned solved.
    func markerLeavingRow(_ marker: SimplexSymbol) -> (Int, SimplexRow)? {
        var first: (ratio: Double, row: Int)?, second: (ratio: Double, row: Int)?, external: [Int] = []
        for h in columns[marker.index] where h > 1 {
            let r = Int(h), row = rows[r]!
            let c = row.coefficient(for: marker)
            if kinds[r] == .external { external.append(r); continue }
            // Lowest ratio; the lowest row on ties (the column's order is the hash table's).
            if c < 0 {
                let ratio = -row.constant / c
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && r < first!.row) { first = (ratio, r) }
            } else {
                let ratio = row.constant / c
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && r < second!.row) { second = (ratio, r) }
            }
        }
        if let r = first?.row ?? second?.row { return (r, rows[r]!) }
        for r in external.sorted() {
            let solved = reduced(rows[r]!)
            if !isNearZero(solved.coefficient(for: marker)) { return (r, solved) }
        }
        return nil
    }
}

extension SimplexSymbol {
    init(raw: Int32) { self.raw = raw }
}
