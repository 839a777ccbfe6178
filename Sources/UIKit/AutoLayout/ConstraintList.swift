/// Constraints that a view (installed on it) or an engine node (referring to it) holds,
/// forgetting one in constant time: an entry stays valid while the constraint's stamp is the
/// one it was added with, and removing a constraint only changes its stamp. Dead entries are
/// swept once they are half the list, so deactivating thousands of constraints of one view
/// stays linear (issue: "10,000 conflicting optional constraints, bounded time").
@MainActor struct ConstraintList {
    enum Kind { case installed, referring }
    let kind: Kind
    private var entries: [(constraint: NSLayoutConstraint, stamp: UInt32)] = []
    private var dead = 0

    init(_ kind: Kind) { self.kind = kind }

    private func stamp(of c: NSLayoutConstraint) -> UInt32 { kind == .installed ? c.installStamp : c.engineStamp }

    mutating func append(_ c: NSLayoutConstraint) { entries.append((c, stamp(of: c))) }

    /// A constraint of the list was removed (its stamp has changed).
    mutating func noteRemoval() {
        dead += 1
        guard dead > 16, dead * 2 > entries.count else { return }
        let isInstalled = kind == .installed
        entries.removeAll { ($0.stamp != (isInstalled ? $0.constraint.installStamp : $0.constraint.engineStamp)) }
        dead = 0
    }

    /// The live constraints, oldest first.
    var all: [NSLayoutConstraint] {
        var out: [NSLayoutConstraint] = []
        out.reserveCapacity(entries.count - dead)
        for e in entries where stamp(of: e.constraint) == e.stamp { out.append(e.constraint) }
        return out
    }

    var isEmpty: Bool { all.isEmpty }
}
