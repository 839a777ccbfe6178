/// One row of the tableau: `basic = constant + Σ coefficient·symbol` over parametric symbols.
///
/// A row knows nothing of the column index: the solver changes rows through methods that
/// report which symbols entered or left the row, and keeps the columns itself.
struct SimplexRow {
    var constant: Double
    private(set) var cells = SparseMap<SimplexSymbol, Double>()

    init(constant: Double = 0) {
        self.constant = constant
    }

    func coefficient(for s: SimplexSymbol) -> Double { cells[s] ?? 0 }

    /// Adds `coefficient·s`. Returns +1 when `s` entered the row, −1 when it cancelled out of it.
    @discardableResult
    mutating func add(_ s: SimplexSymbol, _ coefficient: Double) -> Int {
        if let i = cells.position(of: s) {
            let sum = cells.entries[i].value + coefficient
            if isNearZero(sum) { cells.remove(at: i); return -1 }
            cells.set(at: i, sum)
            return 0
        }
        if isNearZero(coefficient) { return 0 }
        cells.append(s, coefficient)
        return 1
    }

    mutating func remove(_ s: SimplexSymbol) -> Double? { cells.removeValue(forKey: s) }

    mutating func scale(_ k: Double) {
        constant *= k
        cells.updateValues { $0 *= k }
    }

    /// `x` (a symbol of this row) becomes the row's basic symbol: the row `0 = …` (or
    /// `old = …`, whose basic symbol becomes a cell with −1) is solved for `x`.
    mutating func solve(for x: SimplexSymbol) {
        let c = cells.removeValue(forKey: x)!
        scale(-1.0 / c)
    }

    /// The lowest-numbered external symbol of the row, if any (deterministic subject choice).
    var lowestExternal: SimplexSymbol? {
        var best: SimplexSymbol?
        for e in cells.entries where e.key.isExternal { if best == nil || e.key < best! { best = e.key } }
        return best
    }

    var hasOnlyDummies: Bool { cells.keys.allSatisfy(\.isDummy) }
}
