/// The simplex steps: the primal simplex on an objective, the dual simplex after a constant
/// changed (Badros, Borning and Stuckey 2001, §2–4), and an edit constant taken in.
extension SimplexSolver {
    /// The primal simplex on `objectiveRow` (0, or 1 during phase one).
    func optimize(_ objectiveRow: Int) {
        while let entering = enteringSymbol(objectiveRow) {
            guard let leaving = leavingRow(for: entering) else {
                // The objective is unbounded: cannot happen for non-negative errors.
                Diagnostics.warn("Auto Layout engine: objective unbounded; layout may be incomplete")
                return
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    func enteringSymbol(_ objectiveRow: Int) -> SimplexSymbol? {
        if objectiveRow == Self.objective {
            while let raw = enteringCandidates.peek {
                let s = SimplexSymbol(raw: raw)
                if !s.isDummy, let v = rows[Self.objective]!.cells[s], v < 0, kinds[s.index] == s.kind { return s }
                enteringCandidates.pop()
            }
            return nil
        }
        var best: SimplexSymbol?
        for (s, v) in rows[objectiveRow]!.cells where v < 0 && !s.isDummy { if best == nil || s < best! { best = s } }
        return best
    }

    /// The restricted row that limits `entering` first (the minimum ratio; lowest symbol on ties).
    func leavingRow(for entering: SimplexSymbol) -> Int? {
        var best: (ratio: Double, row: Int)?
        for h in columns[entering.index] where h > 1 {
            let r = Int(h)
            guard kinds[r] != .external else { continue }
            let row = rows[r]!
            let c = row.coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && r < best!.row) { best = (ratio, r) }
        }
        return best?.row
    }

    /// The dual simplex: rows whose restricted symbol went negative are made feasible again,
    /// keeping the objective optimal (§4: how an edit's new value is taken in).
    func dualOptimize() {
        while let h = infeasible.popLast() {
            let r = Int(h)
            guard let row = rows[r], kinds[r] != .external, row.constant < 0, !isNearZero(row.constant) else { continue }
            var best: (ratio: Double, symbol: SimplexSymbol)?
            let objective = rows[Self.objective]!
            for (s, c) in row.cells where c > 0 && !s.isDummy {
                let ratio = objective.coefficient(for: s) / c
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && s < best!.symbol) { best = (ratio, s) }
            }
            guard let entering = best?.symbol else {
                Diagnostics.warn("Auto Layout engine: a constant change left required constraints unsatisfiable; layout keeps the nearest solution")
                continue
            }
            pivot(leaving: r, entering: entering)
        }
    }

    // MARK: Changing a constant

    /// The constant of an added constraint changes, without removing it (§4, "edit
    /// constants"): only the rows holding its marker move, then the dual simplex repairs.
    func setConstant(_ handle: Int, _ constant: Double) {
        guard let tag = tags[handle] else { return }
        let d = constant - tag.constant
        guard d != 0 else { return }
        tags[handle]!.constant = constant
        // The marker m of the first row (coefficient k) absorbs the change: m_old = m_new + d/k.
        let shift = d / tag.markerCoefficient
        let m = tag.marker
        if rows[m.index] != nil {
            rows[m.index]!.constant -= shift
            if rows[m.index]!.constant < 0 { infeasible.append(Int32(m.index)) }
        } else {
            for h in columns[m.index] {
                let r = Int(h)
                let a = rows[r]!.coefficient(for: m)
                rows[r]!.constant += a * shift
                noteChanged(r)
                if r > 1, kinds[r] != .external, rows[r]!.constant < 0 { infeasible.append(h) }
            }
        }
        dualOptimize()
    }
}
