import Foundation
import QuartzCore

/// A table data source driven by snapshots (Apple: UITableViewDiffableDataSource): give it
/// a cell provider, then `apply` snapshots; it works out what changed since the last one
/// and updates the table with inserts, deletes and moves, animated or not. It makes itself
/// the table's data source; keep a strong reference to it, as in UIKit. Subclass it to give
/// section titles or editing answers.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// How applied changes animate rows in and out.
    public var defaultRowAnimation = UITableView.RowAnimation.automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of what the table shows.
    public func snapshot() -> Snapshot {
        var s = current
        s.clearReloads()
        return s
    }

    /// Shows `snapshot`: the differences from the last one are applied as one batch update
    /// (animated when asked; UIKit's default), then `completion` runs.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let table = tableView else { current = snapshot; completion?(); return }
        // The table must know what it showed before it is told what changed.
        table.loadIfNeeded()
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot
        current.clearReloads()
        guard !difference.isEmpty else { completion?(); return }
        if difference.reordersSections {
            table.reloadData()
            completion?()
            return
        }
        let animation = defaultRowAnimation
        let update = {
            table.performBatchUpdates({
                if !difference.deletedSections.isEmpty { table.deleteSections(difference.deletedSections, with: animation) }
                if !difference.insertedSections.isEmpty { table.insertSections(difference.insertedSections, with: animation) }
                if !difference.deletedItems.isEmpty { table.deleteRows(at: difference.deletedItems, with: animation) }
                if !difference.insertedItems.isEmpty { table.insertRows(at: difference.insertedItems, with: animation) }
                for m in difference.movedItems { table.moveRow(at: m.from, to: m.to) }
                if !difference.reloadedItems.isEmpty { table.reloadRows(at: difference.reloadedItems, with: animation) }
            }, completion: { _ in completion?() })
            if !difference.reconfiguredItems.isEmpty { table.reconfigureRows(at: difference.reconfiguredItems) }
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// `apply` for async code: returns when the update is done.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Shows `snapshot` by reloading the table: no differences worked out, no animation.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.sectionIndex[sectionIdentifier] }

    // MARK: UITableViewDataSource (open: subclasses answer titles and editing)

    open func numberOfSections(in tableView: UITableView) -> Int { current.sections.count }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.count(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let id = itemIdentifier(for: indexPath) else {
            preconditionFailure("UITableViewDiffableDataSource: no item at \(indexPath)")
        }
        guard let cell = cellProvider(tableView, indexPath, id) else {
            preconditionFailure("UITableViewDiffableDataSource: the cell provider returned nil for item \(id) at \(indexPath); it must return a cell")
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// UIKit's diffable source leaves rows uneditable unless a subclass says otherwise.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// No section index unless a subclass gives titles.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
