import Foundation
import QuartzCore

/// Inserting, deleting, moving and reloading rows and sections, alone or in a batch: the
/// table asks the data source for its new counts, checks them against the changes (a
/// mismatch is UIKit's "Invalid update" — reported, and the table reloads rather than show
/// rows that are not there), carries the cells, heights and selection of the rows that
/// stay to their new places, and animates: rows that stay slide to their places, inserted
/// rows fade or slide in, deleted ones out.
extension UITableView {
    /// Runs `updates` (calls to the insert/delete/move/reload methods) as one batch.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    public func beginUpdates() {
        if updateDepth == 0 {
            // A table that has not loaded yet has nothing to update: it loads the data
            // source's new state when it next lays out, as UIKit's does.
            updatesOnUnloadedTable = needsReload
            if !needsReload { loadIfNeeded() }
        }
        updateDepth += 1
    }

    public func endUpdates() { endUpdates(completion: nil) }

    func endUpdates(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else {
            Diagnostics.warn("UITableView.endUpdates() without beginUpdates()")
            return
        }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        var batch = pendingUpdates
        pendingUpdates = TableUpdates()
        // An empty batch still runs: it is UIKit's way to animate rows to new heights.
        guard !updatesOnUnloadedTable, !needsReload else { completion?(true); return }
        batch.prepare()
        apply(batch, completion: completion)
    }

    /// One change outside a batch is a batch of its own.
    private func record(_ change: (inout TableUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates)
        endUpdates()
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows += indexPaths; $0.insertAnimation = animation }
    }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows += indexPaths; $0.deleteAnimation = animation }
    }
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows += indexPaths; $0.reloadAnimation = animation }
    }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections.formUnion(sections); $0.insertAnimation = animation }
    }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections.formUnion(sections); $0.deleteAnimation = animation }
    }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections.formUnion(sections); $0.reloadAnimation = animation }
    }
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Asks the data source again for the cells of visible rows, keeping each cell (it is
    /// handed back by `dequeueReusableCell` without `prepareForReuse`) and its height.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let ds = dataSource else { return }
        for path in indexPaths {
            guard let cell = shownCells[path], let id = cell.reuseIdentifier else { continue }
            _ = id
            reconfiguring = cell
            let fresh = ds.tableView(self, cellForRowAt: path)
            reconfiguring = nil
            if fresh !== cell {
                recycle(cell, at: path)
                shownCells[path] = nil
                setNeedsLayout()
            }
        }
    }

    // MARK: Applying a batch

    private func apply(_ batch: TableUpdates, completion: ((Bool) -> Void)?) {
        guard let ds = dataSource else { completion?(true); return }
        _ = dismissDeleteConfirmation()
        closeSwipe(animated: false)
        let oldSections = geometry.sections
        let oldCounts = oldSections.map(\.rows.count)
        let sectionCount = max(0, ds.numberOfSections(in: self))
        let newCounts = (0..<sectionCount).map { max(0, ds.tableView(self, numberOfRowsInSection: $0)) }
        if let message = batch.check(oldCounts: oldCounts, newCounts: newCounts) {
            Diagnostics.warn("UITableView: \(message) The table reloads instead.")
            reloadData()
            completion?(false)
            return
        }
        // Heights: new rows start at their estimates; rows in view that stay are asked the
        // delegate's height again (an empty batch, UIKit's way to animate rows to new heights,
        // also measures self-sizing cells anew: their content changed before `endUpdates`);
        // the rest keep what they had.
        var sections: [TableGeometry.Section] = []
        for new in 0..<sectionCount {
            var sec = TableGeometry.Section(rows: estimatedRows(section: new, count: newCounts[new]),
                                            headerHeight: headerFooterHeight(section: new, footer: false),
                                            footerHeight: headerFooterHeight(section: new, footer: true))
            sec.headerPadding = headerTopPadding(headerHeight: sec.headerHeight)
            if let old = batch.oldSection(new, oldCount: oldCounts.count), !batch.reloadedSections.contains(old) {
                for entry in oldSections[old].rows.recorded where entry.measured {
                    let oldPath = IndexPath(row: entry.row, section: old)
                    guard !batch.reloadedRows.contains(oldPath), let p = batch.newPath(oldPath), p.section == new else { continue }
                    sec.rows.set(p.row, height: entry.height, measured: true)
                }
                for (oldPath, cell) in shownCells where oldPath.section == old {
                    guard !batch.reloadedRows.contains(oldPath), let p = batch.newPath(oldPath), p.section == new,
                          let h = height(forRowAt: p, cell: batch.isEmpty ? cell : nil) else { continue }
                    sec.rows.set(p.row, height: h, measured: true)
                }
            }
            sections.append(sec)
        }
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        for cell in shownCells.values { oldFrames[ObjectIdentifier(cell)] = cell.frame }
        var carried: [IndexPath: UITableViewCell] = [:]
        var leaving: [(IndexPath, UITableViewCell)] = []
        for (old, cell) in shownCells {
            if !batch.reloadedRows.contains(old), let p = batch.newPath(old) { carried[p] = cell } else { leaving.append((old, cell)) }
        }
        selectedRows = Set(selectedRows.compactMap { batch.reloadedRows.contains($0) ? nil : batch.newPath($0) })
        if let t = touchedRow { touchedRow = nil; shownCells[t]?.setHighlighted(false, animated: false) }
        for (s, v) in shownHeaders { recycleHeaderFooter(v, section: s, footer: false) }
        for (s, v) in shownFooters { recycleHeaderFooter(v, section: s, footer: true) }
        shownHeaders.removeAll()
        shownFooters.removeAll()
        shownCells = carried
        geometry.sections = sections
        geometry.retop()
        updateContentSize()
        prefetchWindow.reset()
        for (path, cell) in leaving {
            if batch.reloadedRows.contains(path) || !(UIView.areAnimationsEnabled && window != nil) {
                recycle(cell, at: path)
            } else {
                departingCells.append(cell)
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            }
        }
        UIView.performWithoutAnimation { tile() }
        animate(batch, oldFrames: oldFrames, leaving: leaving.map(\.1).filter { c in departingCells.contains { $0 === c } },
                completion: completion)
    }

    /// Rows that stay slide from their old places, new ones come in, deleted ones go, over
    /// UIKit's 0.3 s; without a window (or with animations off) the table is simply there.
    private func animate(_ batch: TableUpdates, oldFrames: [ObjectIdentifier: CGRect], leaving: [UITableViewCell],
                         completion: ((Bool) -> Void)?) {
        guard UIView.areAnimationsEnabled, window != nil else { completion?(true); return }
        let inserted = Set(batch.insertedRows + batch.movedRows.map(\.to))
        let reloaded = Set(batch.reloadedRows.compactMap { batch.newPath($0) ?? $0 })
        var shift: CGFloat = 0
        var entering: [(UITableViewCell, IndexPath)] = []
        for (path, cell) in shownCells {
            if let old = oldFrames[ObjectIdentifier(cell)] {
                if old != cell.frame {
                    shift = cell.frame.minY - old.minY
                    let target = cell.frame
                    UIView.performWithoutAnimation { cell.frame = old }
                    UIView.animate(withDuration: 0.3) { cell.frame = target }
                }
            } else {
                entering.append((cell, path))
            }
        }
        for (cell, path) in entering {
            let kind = inserted.contains(path) ? batch.insertAnimation : reloaded.contains(path) ? batch.reloadAnimation : .automatic
            let target = cell.frame
            var start = target
            var alpha: CGFloat = 0
            if inserted.contains(path) || reloaded.contains(path) {
                switch kind {
                case .none: continue
                case .left: start.origin.x -= target.width; alpha = 1
                case .right: start.origin.x += target.width; alpha = 1
                case .top: start.origin.y -= target.height
                case .bottom: start.origin.y += target.height
                default: break
                }
            } else {
                // A row that comes into view because rows above it left: it moves with them.
                start.origin.y -= shift
                alpha = 1
            }
            UIView.performWithoutAnimation { cell.frame = start; cell.alpha = alpha }
            UIView.animate(withDuration: 0.3) { cell.frame = target; cell.alpha = 1 }
        }
        for cell in leaving {
            var end = cell.frame
            var fade = true
            switch batch.deleteAnimation {
            case .left: end.origin.x -= end.width; fade = false
            case .right: end.origin.x += end.width; fade = false
            case .top: end.origin.y -= end.height
            case .bottom: end.origin.y += end.height
            default: break
            }
            sendSubviewToBack(cell)
            if let b = backgroundView { sendSubviewToBack(b) }
            let none = batch.deleteAnimation == .none
            UIView.animate(withDuration: none ? 0 : 0.3, animations: {
                cell.frame = end
                if fade { cell.alpha = 0 }
            }, completion: { [weak self] _ in
                guard let self, let i = self.departingCells.firstIndex(where: { $0 === cell }) else { return }
                self.departingCells.remove(at: i)
                cell.alpha = 1
                cell.isHidden = true
                if let id = cell.reuseIdentifier { self.reusableCells[id, default: []].append(cell) } else { cell.removeFromSuperview() }
            })
        }
        UIView.animate(withDuration: 0.3, animations: {}, completion: { done in completion?(done) })
    }
}
