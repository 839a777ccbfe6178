import Foundation

/// What a reorder changed in a diffable data source (Apple: NSDiffableDataSourceTransaction),
/// handed to its `reorderingHandlers`: the snapshots before and after, the change of the
/// item order, and each touched section's own.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// From the initial items to the final ones (moves inferred).
    public let difference: CollectionDifference<ItemIdentifierType>
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, sections: [SectionIdentifierType]) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = sections.map { NSDiffableDataSourceSectionTransaction(section: $0, from: initial, to: final) }
    }
}

/// One section's part of a transaction (Apple: NSDiffableDataSourceSectionTransaction).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>

    init(section: SectionIdentifierType, from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        sectionIdentifier = section
        let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
        let after = final.indexOfSection(section) == nil ? [] : final.itemIdentifiers(inSection: section)
        var a = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>(), b = a
        a.append(before)
        b.append(after)
        initialSnapshot = a
        finalSnapshot = b
        difference = after.difference(from: before).inferringMoves()
    }
}
