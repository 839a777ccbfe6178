/// Which superview a moved variable's view sits in, read from compact arrays: finding the
/// views to lay out after a solve then touches neither the nodes nor their views, which on a
/// large hierarchy lie scattered in memory and would each miss the caches once more than the
/// frame-setting pass that follows already does.
///
/// A container is the superview of a view with a node. It cannot change under the node — a
/// view leaving its superview drops its node (`viewWillLeaveSuperview`) — and it is alive
/// while the node is: it sits in the engine's tree, whose root holds the engine, and taking it
/// out of the tree drops the nodes of its subtree first. So the table keeps it unretained.
struct ContainerTable {
    /// A symbol of no view in a container: the root's, a guide's, or no node's.
    static let none: Int32 = -1

    private struct Container {
        unowned(unsafe) let view: UIView
        var users: Int
        var markedInPass: Int
    }

    private var slotOfSymbol: [Int32] = []
    private var containers: [Container] = []
    private var slotOfView: [ObjectIdentifier: Int32] = [:]
    private var freeSlots: [Int32] = []

    /// A slot for `view`'s container, one user more.
    mutating func retain(_ view: UIView) -> Int32 {
        if let s = slotOfView[ObjectIdentifier(view)] {
            containers[Int(s)].users += 1
            return s
        }
        let entry = Container(view: view, users: 1, markedInPass: 0)
        let s: Int32
        if let free = freeSlots.popLast() { s = free; containers[Int(s)] = entry } else { s = Int32(containers.count); containers.append(entry) }
        slotOfView[ObjectIdentifier(view)] = s
        return s
    }

    /// One user fewer; the slot is freed with its last.
    mutating func release(_ slot: Int32) {
        guard slot != Self.none else { return }
        let i = Int(slot)
        containers[i].users -= 1
        if containers[i].users == 0 {
            slotOfView[ObjectIdentifier(containers[i].view)] = nil
            freeSlots.append(slot)
        }
    }

    mutating func assign(_ slot: Int32, to symbol: SimplexSymbol) {
        let i = Int(symbol.index)
        if slotOfSymbol.count <= i { slotOfSymbol.append(contentsOf: repeatElement(Self.none, count: i + 1 - slotOfSymbol.count)) }
        slotOfSymbol[i] = slot
    }

    mutating func removeAllSymbols() { slotOfSymbol.removeAll(keepingCapacity: true) }

    func slot(of symbol: SimplexSymbol) -> Int32 {
        let i = Int(symbol.index)
        return i < slotOfSymbol.count ? slotOfSymbol[i] : Self.none
    }

    /// The container of `slot` if it was not yet marked in `pass` (and marks it).
    mutating func firstMark(_ slot: Int32, pass: Int) -> UIView? {
        let i = Int(slot)
        guard containers[i].markedInPass != pass else { return nil }
        containers[i].markedInPass = pass
        return containers[i].view
    }
}
