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
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
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
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let v = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the layout places a \"\(kind)\" view at \(indexPath) but supplementaryViewProvider gave none")
        }
        return v
    }
}
