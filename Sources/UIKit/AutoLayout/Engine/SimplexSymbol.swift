/// A variable of the simplex tableau (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001, §2–3): an index and its kind in one word.
///
/// - external: a value the caller reads (a view's edge or size); unrestricted in sign.
/// - slack: turns an inequality into an equality (≥ 0).
/// - error: how far an optional constraint is from holding (≥ 0, weighted in the objective).
/// - dummy: marks a required equality; never enters the basis, so its column records which
///   constraints a row came from (used to name the constraints of an unsatisfiable system).
struct SimplexSymbol: Hashable, Comparable {
    enum Kind: Int32 { case external = 0, slack = 1, error = 2, dummy = 3 }

    let raw: Int32

    init(index: Int32, kind: Kind) { raw = index << 2 | kind.rawValue }

    var index: Int { Int(raw >> 2) }
    var kind: Kind { Kind(rawValue: raw & 3)! }
    /// Slack, error and dummy symbols are ≥ 0; external ones take any value.
    var isRestricted: Bool { raw & 3 != 0 }
    /// Slack and error symbols may enter the basis; dummies never do.
    var isPivotable: Bool { let k = raw & 3; return k == 1 || k == 2 }
    var isDummy: Bool { raw & 3 == 3 }
    var isExternal: Bool { raw & 3 == 0 }

    static func < (a: SimplexSymbol, b: SimplexSymbol) -> Bool { a.raw < b.raw }
}

/// Coefficients this close to zero are zero (the tableau's rounding noise).
@inline(__always) func isNearZero(_ x: Double) -> Bool { abs(x) < 1.0e-8 }
