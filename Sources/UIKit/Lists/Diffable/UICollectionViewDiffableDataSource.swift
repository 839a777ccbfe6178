import Foundation
import QuartzCore

/// A collection view data source driven by snapshots (Apple:
/// UICollectionViewDiffableDataSource): a cell provider, an optional supplementary view
/// provider, and `apply`, which updates the collection view with what changed. Keep a
/// strong reference to it, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    public var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = Snapshot()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot`, updating the collection view by the differences from the last one.
    /// The sections' trees (section snapshots) are forgotten: each section is its items.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        sectionSnapshots.removeAll()
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    private func show(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        guard let cv = collectionView else { current = snapshot; current.clearReloads(); completion?(); return }
        cv.loadIfNeeded()
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot
        current.clearReloads()
        guard !difference.isEmpty else { completion?(); return }
        if difference.reordersSections { cv.reloadData(); completion?(); return }
        let update = {
            cv.performBatchUpdates({
                if !difference.deletedSections.isEmpty { cv.deleteSections(difference.deletedSections) }
                if !difference.insertedSections.isEmpty { cv.insertSections(difference.insertedSections) }
                if !difference.deletedItems.isEmpty { cv.deleteItems(at: difference.deletedItems) }
                if !difference.insertedItems.isEmpty { cv.insertItems(at: difference.insertedItems) }
                for m in difference.movedItems { cv.moveItem(at: m.from, to: m.to) }
                if !difference.reloadedItems.isEmpty { cv.reloadItems(at: difference.reloadedItems) }
            }, completion: { _ in completion?() })
            if !difference.reconfiguredItems.isEmpty { cv.reconfigureItems(at: difference.reconfiguredItems) }
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        sectionSnapshots.removeAll()
        current = snapshot
        current.clearReloads()
        collectionView?.reloadData()
        completion?()
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.sectionIndex[sectionIdentifier] }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.sections.count }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.count(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let id = itemIdentifier(for: indexPath) else { preconditionFailure("UICollectionViewDiffableDataSource: no item at \(indexPath)") }
        guard let cell = cellProvider(collectionView, indexPath, id) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for item \(id) at \(indexPath); it must return a cell")
        }
        if let list = cell as? UICollectionViewListCell { showOutlinePlace(of: id, section: indexPath.section, in: list) }
        return cell
    }

    // MARK: Reordering

    /// What the data source asks before a drag moves an item and tells around the move
    /// (Apple: UICollectionViewDiffableDataSource.ReorderingHandlers). Items move only when
    /// both `canReorderItem` and `didReorder` are set, as in UIKit.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }
    public var reorderingHandlers = ReorderingHandlers()

    /// Whether the item may move: the handlers allow it. (A section shown as a tree does
    /// not reorder here: moving within an outline is not built yet.)
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        let h = reorderingHandlers
        guard let can = h.canReorderItem, h.didReorder != nil, let id = itemIdentifier(for: indexPath),
              let section = sectionIdentifier(for: indexPath.section), sectionSnapshots[section] == nil else { return false }
        return can(id)
    }

    /// A drag moved an item: the snapshot moves it, between `willReorder` and `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let id = itemIdentifier(for: sourceIndexPath), let from = sectionIdentifier(for: sourceIndexPath.section),
              let to = sectionIdentifier(for: destinationIndexPath.section) else { return }
        var final = current
        final.deleteItems([id])
        let others = final.itemIdentifiers(inSection: to)
        if destinationIndexPath.item < others.count {
            final.insertItems([id], beforeItem: others[max(0, destinationIndexPath.item)])
        } else {
            final.appendItems([id], toSection: to)
        }
        let transaction = NSDiffableDataSourceTransaction(from: current, to: final, sections: from == to ? [from] : [from, to])
        reorderingHandlers.willReorder?(transaction)
        current = final
        reorderingHandlers.didReorder?(transaction)
    }

    // MARK: Section snapshots

    /// The sections shown as trees, by section.
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
    public typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// What the data source asks before and tells after an outline's parent opens or closes
    /// (Apple: UICollectionViewDiffableDataSource.SectionSnapshotHandlers).
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show when `parent` expands (given the section snapshot), for
        /// children made only when they are first shown.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Shows `snapshot` as `section`'s items (its visible items, each indented by its level),
    /// adding the section at the end when the data source has none of that name.
    public func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) {
        var full = current
        if full.indexOfSection(section) == nil { full.appendSections([section]) } else { full.deleteItems(full.itemIdentifiers(inSection: section)) }
        full.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        show(full, animatingDifferences: animatingDifferences, completion: completion)
        refreshOutlinePlaces(in: section)
    }

    /// `section`'s tree: the one applied, or its items as root items.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let s = sectionSnapshots[section] { return s }
        var flat = SectionSnapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Opens or closes the parent at `indexPath` (an outline disclosure's tap), asking and
    /// telling the handlers.
    func toggleOutline(at indexPath: IndexPath) {
        guard let id = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
              var tree = sectionSnapshots[section], tree.contains(id) else { return }
        let h = sectionSnapshotHandlers
        if tree.isExpanded(id) {
            guard h.shouldCollapseItem?(id) ?? true else { return }
            h.willCollapseItem?(id)
            tree.collapse([id])
        } else {
            guard h.shouldExpandItem?(id) ?? true else { return }
            h.willExpandItem?(id)
            if let make = h.snapshotForExpandingParent { tree.replace(childrenOf: id, using: make(id, tree.snapshot(of: id))) }
            tree.expand([id])
        }
        apply(tree, to: section, animatingDifferences: true)
    }

    private func showOutlinePlace(of id: ItemIdentifierType, section: Int, in cell: UICollectionViewListCell) {
        guard let sid = sectionIdentifier(for: section), let tree = sectionSnapshots[sid], tree.contains(id) else { return }
        cell.indentationLevel = tree.level(of: id)
        cell.outlineExpanded = tree.isExpanded(id)
    }

    /// Cells already shown follow their items' new levels and open state.
    private func refreshOutlinePlaces(in section: SectionIdentifierType) {
        guard let cv = collectionView, let s = index(for: section) else { return }
        for cell in cv.visibleCells {
            guard let list = cell as? UICollectionViewListCell, let path = cv.indexPath(for: cell), path.section == s,
                  let id = itemIdentifier(for: path) else { continue }
            showOutlinePlace(of: id, section: s, in: list)
        }
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let v = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the layout places a \"\(kind)\" view at \(indexPath) but supplementaryViewProvider gave none")
        }
        return v
    }
}
