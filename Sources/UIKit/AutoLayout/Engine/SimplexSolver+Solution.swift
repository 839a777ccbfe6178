/// What callers read of the solved tableau: changed variables, whether a variable is
/// determined (ambiguity), constraint tags, and the tableau's shape.
extension SimplexSolver {
    /// Visits the external variables whose value may have changed since the last call, in
    /// symbol order: a view's variables are made together, so that is the order of the nodes
    /// the caller reads — memory order, where the list's own order (the order changes
    /// propagated in) jumps across a large tableau and misses the caches at every step.
    func takeChangedVariables(_ body: (SimplexSymbol) -> Void) {
        if changed.count * 8 >= changedMark.count {
            for i in changedMark.indices where changedMark[i] {
                changedMark[i] = false
                body(SimplexSymbol(index: Int32(i), kind: .external))
            }
        } else {
            changed.sort()
            for i in changed {
                changedMark[Int(i)] = false
                body(SimplexSymbol(index: i, kind: .external))
            }
        }
        changed.removeAll(keepingCapacity: true)
    }

    /// Whether the variable is basic, or carries weight in the objective: if neither, it can
    /// move without the solution getting worse (an ambiguous layout).
    func isDetermined(_ v: SimplexSymbol) -> Bool {
        return rows[v.index] != nil || !isNearZero(rows[Self.objective]!.coefficient(for: v))
    }

    func constraintTag(_ handle: Int) -> Tag? { handle >= 0 && handle < tags.count ? tags[handle] : nil }
}

extension SimplexSolver {
    /// Sizes of the tableau, for diagnosing cost: rows, largest row, largest column, objective.
    package var shape: (rows: Int, largestRow: Int, largestColumn: Int, objective: Int) {
        var n = 0, big = 0
        for r in rows.dropFirst(2) { if let r { n += 1; big = max(big, r.cells.count) } }
        return (n, big, columns.map(\.count).max() ?? 0, rows[0]!.cells.count)
    }
}
