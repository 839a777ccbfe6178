import Foundation

/// One section's items as a tree (Apple: NSDiffableDataSourceSectionSnapshot): items with
/// children, each parent expanded or collapsed. Applied to a section of a collection view's
/// diffable data source, the section shows `visibleItems` — the items whose ancestors are all
/// expanded, in depth-first order — each indented by its `level`. Identifiers must be unique:
/// a duplicate is refused with a message naming it (UIKit traps), and the rest is kept.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Item = ItemIdentifierType

    private struct Node: Sendable {
        var parent: Item?
        var children: [Item] = []
        var expanded = false
    }
    private var nodes: [Item: Node] = [:]
    public private(set) var rootItems: [Item] = []

    public init() {}

    // MARK: Reading

    /// Every item, depth first (a parent before its children).
    public var items: [Item] { var out: [Item] = []; walk(rootItems, into: &out) { _ in true }; return out }
    /// The items shown: those whose ancestors are all expanded, depth first.
    public var visibleItems: [Item] { var out: [Item] = []; walk(rootItems, into: &out) { nodes[$0]?.expanded == true }; return out }

    private func walk(_ list: [Item], into out: inout [Item], descend: (Item) -> Bool) {
        for item in list {
            out.append(item)
            if let children = nodes[item]?.children, !children.isEmpty, descend(item) { walk(children, into: &out, descend: descend) }
        }
    }

    public func contains(_ item: Item) -> Bool { nodes[item] != nil }
    public func parent(of child: Item) -> Item? { nodes[child]?.parent }
    /// Depth below the root items (0 for a root item).
    public func level(of item: Item) -> Int {
        var level = 0, current = nodes[item]?.parent
        while let p = current { level += 1; current = nodes[p]?.parent }
        return level
    }
    /// Where `item` is among all items, depth first.
    public func index(of item: Item) -> Int? { nodes[item] == nil ? nil : items.firstIndex(of: item) }
    public func isExpanded(_ item: Item) -> Bool { nodes[item]?.expanded ?? false }
    /// Whether every ancestor of `item` is expanded.
    public func isVisible(_ item: Item) -> Bool {
        guard nodes[item] != nil else { return false }
        var current = nodes[item]?.parent
        while let p = current {
            guard nodes[p]?.expanded == true else { return false }
            current = nodes[p]?.parent
        }
        return true
    }

    /// The subtree under `parent` as a snapshot of its own (its children as root items, or
    /// `parent` itself as the one root).
    public func snapshot(of parent: Item, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<Item> {
        var out = NSDiffableDataSourceSectionSnapshot<Item>()
        guard let node = nodes[parent] else {
            Diagnostics.warn("NSDiffableDataSourceSectionSnapshot.snapshot(of:): no item \(parent) in the snapshot")
            return out
        }
        func copy(_ item: Item, under newParent: Item?) {
            guard let n = nodes[item] else { return }
            out.nodes[item] = Node(parent: newParent, children: n.children, expanded: n.expanded)
            for c in n.children { copy(c, under: item) }
        }
        if includingParent {
            copy(parent, under: nil)
            out.rootItems = [parent]
        } else {
            for c in node.children { copy(c, under: nil) }
            out.rootItems = node.children
        }
        return out
    }

    /// The tree drawn as text, one item a line, children indented (Apple's
    /// `visualDescription()`; expanded parents marked `+`, collapsed ones `-`).
    public func visualDescription() -> String {
        var lines: [String] = []
        func draw(_ list: [Item], _ depth: Int) {
            for item in list {
                let children = nodes[item]?.children ?? []
                let mark = children.isEmpty ? " " : (isExpanded(item) ? "+" : "-")
                lines.append(String(repeating: "  ", count: depth) + "\(mark) \(item)")
                draw(children, depth + 1)
            }
        }
        draw(rootItems, 0)
        return lines.joined(separator: "\n")
    }

    // MARK: Editing

    /// Appends `items` as root items, or as the last children of `parent`.
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        if let parent, nodes[parent] == nil { return refuse("append(_:to:)", "no parent \(parent) in the snapshot") }
        let fresh = unique(items, "append(_:to:)")
        for item in fresh { nodes[item] = Node(parent: parent) }
        if let parent { nodes[parent]!.children += fresh } else { rootItems += fresh }
    }

    /// Inserts `items` as siblings just before `item`.
    public mutating func insert(_ items: [Item], before item: Item) { insert(items, beside: item, after: false) }
    /// Inserts `items` as siblings just after `item`.
    public mutating func insert(_ items: [Item], after item: Item) { insert(items, beside: item, after: true) }

    private mutating func insert(_ items: [Item], beside item: Item, after: Bool) {
        guard let node = nodes[item] else { return refuse(after ? "insert(_:after:)" : "insert(_:before:)", "no item \(item) in the snapshot") }
        let fresh = unique(items, after ? "insert(_:after:)" : "insert(_:before:)")
        for i in fresh { nodes[i] = Node(parent: node.parent) }
        withSiblings(of: node.parent) { list in
            let at = list.firstIndex(of: item)! + (after ? 1 : 0)
            list.insert(contentsOf: fresh, at: at)
        }
    }

    /// Inserts another snapshot's tree before or after `item`, as its siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>, before item: Item) { graft(snapshot, beside: item, after: false) }
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>, after item: Item) { graft(snapshot, beside: item, after: true) }

    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>, beside item: Item, after: Bool) {
        guard let node = nodes[item] else { return refuse("insert(_:before/after:)", "no item \(item) in the snapshot") }
        if let clash = snapshot.nodes.keys.first(where: { nodes[$0] != nil }) { return refuse("insert(_:before/after:)", "item \(clash) is already in the snapshot") }
        for (k, n) in snapshot.nodes { nodes[k] = n }
        for r in snapshot.rootItems { nodes[r]?.parent = node.parent }
        withSiblings(of: node.parent) { list in
            list.insert(contentsOf: snapshot.rootItems, at: list.firstIndex(of: item)! + (after ? 1 : 0))
        }
    }

    /// Replaces `parent`'s children with `snapshot`'s tree.
    public mutating func replace(childrenOf parent: Item, using snapshot: NSDiffableDataSourceSectionSnapshot<Item>) {
        guard nodes[parent] != nil else { return refuse("replace(childrenOf:using:)", "no parent \(parent) in the snapshot") }
        for c in nodes[parent]!.children { remove(c) }
        nodes[parent]!.children = []
        if let clash = snapshot.nodes.keys.first(where: { nodes[$0] != nil }) { return refuse("replace(childrenOf:using:)", "item \(clash) is already in the snapshot") }
        for (k, n) in snapshot.nodes { nodes[k] = n }
        for r in snapshot.rootItems { nodes[r]?.parent = parent }
        nodes[parent]!.children = snapshot.rootItems
    }

    /// Deletes `items` with their children.
    public mutating func delete(_ items: [Item]) {
        for item in items {
            guard let node = nodes[item] else { continue }
            withSiblings(of: node.parent) { $0.removeAll { $0 == item } }
            remove(item)
        }
    }

    public mutating func deleteAll() {
        nodes = [:]
        rootItems = []
    }

    /// Expands `items` (their children become visible where their own ancestors are expanded).
    public mutating func expand(_ items: [Item]) { for i in items where nodes[i] != nil { nodes[i]!.expanded = true } }
    public mutating func collapse(_ items: [Item]) { for i in items where nodes[i] != nil { nodes[i]!.expanded = false } }

    // MARK: Helpers

    private mutating func remove(_ item: Item) {
        guard let node = nodes.removeValue(forKey: item) else { return }
        for c in node.children { remove(c) }
    }

    private mutating func withSiblings(of parent: Item?, _ edit: (inout [Item]) -> Void) {
        if let parent { edit(&nodes[parent]!.children) } else { edit(&rootItems) }
    }

    /// `items` less those already in the snapshot or repeated (each refused by name).
    private func unique(_ items: [Item], _ op: String) -> [Item] {
        var seen = Set<Item>(), out: [Item] = []
        for i in items {
            if nodes[i] != nil || !seen.insert(i).inserted { refuse(op, "item \(i) is already in the snapshot"); continue }
            out.append(i)
        }
        return out
    }

    private func refuse(_ op: String, _ why: String) {
        Diagnostics.warn("NSDiffableDataSourceSectionSnapshot.\(op): \(why); refused")
    }
}
