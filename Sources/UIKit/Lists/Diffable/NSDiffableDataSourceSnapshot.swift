import Foundation

/// The sections and items a diffable data source shows, by identifier (Apple:
/// NSDiffableDataSourceSnapshot). Identifiers must be unique across the snapshot: a
/// duplicate is refused with a message naming it (UIKit traps), and the rest is kept.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    var sections: [Section] = []
    var items: [[Item]] = []
    /// Where each section is, and which section holds each item.
    var sectionIndex: [Section: Int] = [:]
    var itemSection: [Item: Int] = [:]
    public private(set) var reloadedItemIdentifiers: [Item] = []
    public private(set) var reconfiguredItemIdentifiers: [Item] = []
    public private(set) var reloadedSectionIdentifiers: [Section] = []

    /// The comparisons the difference makes most, compiled for the app's identifier type:
    /// the inlinable initializer builds them where the app names that type. Generic code
    /// that runs unspecialized pays for every element it copies and every hash it takes
    /// through witness tables; with these, a long run of equal items costs what comparing
    /// integers costs.
    @usableFromInline let itemOps: ItemComparisons<Item>

    @inlinable public init() {
        self.init(itemOps: ItemComparisons(
            equalRun: { a, i, b, j in
                a.withUnsafeBufferPointer { a in
                    b.withUnsafeBufferPointer { b in
                        let n = Swift.min(a.count - i, b.count - j)
                        var k = 0
                        while k < n, a[i &+ k] == b[j &+ k] { k &+= 1 }
                        return k
                    }
                }
            },
            section: { table, id in table[id] }))
    }

    @usableFromInline init(itemOps: ItemComparisons<Item>) {
        self.itemOps = itemOps
    }

    // MARK: Reading

    public var numberOfItems: Int { itemSection.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [Section] { sections }
    public var itemIdentifiers: [Item] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: Section) -> Int {
        guard let s = section(identifier, "numberOfItems(inSection:)") else { return 0 }
        return items[s].count
    }
    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        guard let s = section(identifier, "itemIdentifiers(inSection:)") else { return [] }
        return items[s]
    }
    public func sectionIdentifier(containingItem identifier: Item) -> Section? {
        itemSection[identifier].map { sections[$0] }
    }
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let s = itemSection[identifier] else { return nil }
        var offset = 0
        for k in 0..<s { offset += items[k].count }
        return items[s].firstIndex(of: identifier).map { offset + $0 }
    }
    public func indexOfSection(_ identifier: Section) -> Int? { sectionIndex[identifier] }

    private func section(_ id: Section, _ op: String) -> Int? {
        guard let s = sectionIndex[id] else {
            Diagnostics.warn("NSDiffableDataSourceSnapshot.\(op): no section \(id) in the snapshot")
            return nil
        }
        return s
    }

    // MARK: Items

    /// Appends items to `section` (nil: the last section).
    public mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) {
        guard let s = sectionIdentifier.map({ section($0, "appendItems") }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            if sectionIdentifier == nil { Diagnostics.warn("NSDiffableDataSourceSnapshot.appendItems: there are no sections in the snapshot; add a section first") }
            return
        }
        items[s] += fresh(identifiers, s, "appendItems")
    }

    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }
    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    private mutating func insert(_ ids: [Item], at anchor: Item, after: Bool) {
        guard let s = itemSection[anchor], let i = items[s].firstIndex(of: anchor) else {
            Diagnostics.warn("NSDiffableDataSourceSnapshot.insertItems: item \(anchor) is not in the snapshot")
            return
        }
        items[s].insert(contentsOf: fresh(ids, s, "insertItems"), at: after ? i + 1 : i)
    }

    /// The identifiers not yet in the snapshot, recorded as in section `s`; duplicates refused.
    private mutating func fresh(_ ids: [Item], _ s: Int, _ op: String) -> [Item] {
        var out: [Item] = []
        out.reserveCapacity(ids.count)
        for id in ids {
            if itemSection[id] != nil {
                Diagnostics.warn("NSDiffableDataSourceSnapshot.\(op): item identifiers must be unique; \(id) is already in the snapshot and was not added again")
                continue
            }
            itemSection[id] = s
            out.append(id)
        }
        return out
    }

    public mutating func deleteItems(_ identifiers: [Item]) {
        var gone: [Int: Set<Item>] = [:]
        for id in identifiers {
            guard let s = itemSection.removeValue(forKey: id) else { continue }
            gone[s, default: []].insert(id)
        }
        for (s, ids) in gone { items[s].removeAll { ids.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sections = []; items = []; sectionIndex = [:]; itemSection = [:]
    }

    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) { move(identifier, toIdentifier, after: false) }
    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) { move(identifier, toIdentifier, after: true) }

    private mutating func move(_ id: Item, _ anchor: Item, after: Bool) {
        guard id != anchor, let from = itemSection[id], itemSection[anchor] != nil else {
            Diagnostics.warn("NSDiffableDataSourceSnapshot.moveItem: \(id) or \(anchor) is not in the snapshot")
            return
        }
        items[from].removeAll { $0 == id }
        let s = itemSection[anchor]!
        let i = items[s].firstIndex(of: anchor)!
        items[s].insert(id, at: after ? i + 1 : i)
        itemSection[id] = s
    }

    /// The cells of these items are made again (by the cell provider) when applied.
    public mutating func reloadItems(_ identifiers: [Item]) { reloadedItemIdentifiers += identifiers.filter { itemSection[$0] != nil } }
    /// The cells of these items are configured again in place (no new cell) when applied.
    public mutating func reconfigureItems(_ identifiers: [Item]) { reconfiguredItemIdentifiers += identifiers.filter { itemSection[$0] != nil } }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [Section]) {
        insertSections(identifiers, at: sections.count)
    }
    public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
        guard let s = section(toIdentifier, "insertSections") else { return }
        insertSections(identifiers, at: s)
    }
    public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
        guard let s = section(toIdentifier, "insertSections") else { return }
        insertSections(identifiers, at: s + 1)
    }

    private mutating func insertSections(_ ids: [Section], at index: Int) {
        var added: [Section] = []
        for id in ids {
            if sectionIndex[id] != nil || added.contains(id) {
                Diagnostics.warn("NSDiffableDataSourceSnapshot: section identifiers must be unique; \(id) is already in the snapshot and was not added again")
                continue
            }
            added.append(id)
        }
        sections.insert(contentsOf: added, at: index)
        items.insert(contentsOf: Array(repeating: [], count: added.count), at: index)
        reindex()
    }

    public mutating func deleteSections(_ identifiers: [Section]) {
        let gone = Set(identifiers)
        var k = 0
        while k < sections.count {
            if gone.contains(sections[k]) {
                for id in items[k] { itemSection[id] = nil }
                sections.remove(at: k); items.remove(at: k)
            } else { k += 1 }
        }
        reindex()
    }

    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) { moveSection(identifier, toIdentifier, after: false) }
    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) { moveSection(identifier, toIdentifier, after: true) }

    private mutating func moveSection(_ id: Section, _ anchor: Section, after: Bool) {
        guard id != anchor, let from = sectionIndex[id], sectionIndex[anchor] != nil else {
            Diagnostics.warn("NSDiffableDataSourceSnapshot.moveSection: \(id) or \(anchor) is not in the snapshot")
            return
        }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
        let to = sectionIndex[anchor]! + (after ? 1 : 0)
        sections.insert(id, at: to)
        items.insert(moved, at: to)
        reindex()
    }

    public mutating func reloadSections(_ identifiers: [Section]) { reloadedSectionIdentifiers += identifiers.filter { sectionIndex[$0] != nil } }

    /// The item at a (section, row-or-item) path, the path of an item, the section at an
    /// index: what both diffable data sources answer their views with.
    func item(at path: IndexPath) -> Item? {
        guard path.count == 2, items.indices.contains(path[0]), items[path[0]].indices.contains(path[1]) else { return nil }
        return items[path[0]][path[1]]
    }
    func indexPath(of item: Item) -> IndexPath? {
        guard let s = itemSection[item], let r = items[s].firstIndex(of: item) else { return nil }
        return IndexPath(indexes: [s, r])
    }
    func section(at index: Int) -> Section? { sections.indices.contains(index) ? sections[index] : nil }
    func count(inSection index: Int) -> Int { items.indices.contains(index) ? items[index].count : 0 }

    /// A snapshot read back from a data source carries no pending reloads.
    mutating func clearReloads() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    /// Rebuilds the section and item lookups after sections moved.
    private mutating func reindex() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
        for (s, list) in items.enumerated() { for id in list { itemSection[id] = s } }
    }
}

/// Operations on a snapshot's item identifiers made in the app's module (see
/// `NSDiffableDataSourceSnapshot.itemOps`).
@usableFromInline struct ItemComparisons<Item: Hashable & Sendable>: Sendable {
    /// How many items from `i` in `a` equal those from `j` in `b`.
    @usableFromInline let equalRun: @Sendable (_ a: [Item], _ i: Int, _ b: [Item], _ j: Int) -> Int
    /// The section an item is in, by the snapshot's table.
    @usableFromInline let section: @Sendable (_ table: [Item: Int], _ id: Item) -> Int?

    @usableFromInline init(equalRun: @escaping @Sendable ([Item], Int, [Item], Int) -> Int,
                           section: @escaping @Sendable ([Item: Int], Item) -> Int?) {
        self.equalRun = equalRun
        self.section = section
    }
}
