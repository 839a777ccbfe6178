import Foundation
import QuartzCore

/// The section index: the data source's `sectionIndexTitles(for:)` in a column along the
/// table's trailing edge, pinned to the visible bounds above the rows. Touching a title, or
/// dragging along the column, shows the section the data source names for it
/// (`tableView(_:sectionForSectionIndexTitle:at:)`) from its top, without animation, as UIKit
/// does. While the index shows, cells keep their content and accessories clear of it.
extension UITableView {
    /// Asks the data source for the index titles again (UIKit asks at `reloadData()` and here).
    public func reloadSectionIndexTitles() {
        needsSectionIndexTitles = true
        setNeedsLayout()
    }

    /// The column's width while it shows, else 0.
    var sectionIndexWidth: CGFloat {
        guard let index = sectionIndex, !index.isHidden else { return 0 }
        return index.preferredWidth
    }

    /// Before tiling: the titles (asked when due) and whether the index shows — it does when
    /// there are titles and at least `sectionIndexMinimumDisplayRowCount` rows.
    func updateSectionIndex() {
        if needsSectionIndexTitles {
            needsSectionIndexTitles = false
            sectionIndexTitlesCache = dataSource?.sectionIndexTitles(for: self) ?? []
        }
        var rows = 0
        for s in geometry.sections { rows += s.rows.count }
        guard !sectionIndexTitlesCache.isEmpty, rows >= sectionIndexMinimumDisplayRowCount else {
            sectionIndex?.isHidden = true
            return
        }
        let index = sectionIndex ?? makeSectionIndex()
        index.titles = sectionIndexTitlesCache
        index.isHidden = false
    }

    private func makeSectionIndex() -> TableSectionIndex {
        let index = TableSectionIndex(frame: .zero)
        index.titleColor = sectionIndexColor
        index.restingBackground = sectionIndexBackgroundColor
        index.trackingBackground = sectionIndexTrackingBackgroundColor
        index.onPick = { [weak self] k in self?.showSection(forIndexTitle: k) }
        addSubview(index)
        sectionIndex = index
        return index
    }

    /// After tiling: the column at the trailing edge of the visible bounds (inside the safe
    /// area and the content insets), above every row and header.
    func placeSectionIndex() {
        guard let index = sectionIndex, !index.isHidden else { return }
        let inset = adjustedContentInset, width = index.preferredWidth
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? bounds.minX + safeAreaInsets.left : bounds.maxX - safeAreaInsets.right - width
        let frame = CGRect(x: x, y: bounds.minY + inset.top, width: width, height: max(0, bounds.height - inset.top - inset.bottom))
        if index.frame != frame { index.frame = frame }
        if subviews.last !== index { bringSubviewToFront(index) }
    }

    /// The title at position `k` was touched: the section the data source names for it is
    /// shown from its top (within the scrollable range); a section that does not exist is
    /// ignored.
    func showSection(forIndexTitle k: Int) {
        guard let ds = dataSource, sectionIndexTitlesCache.indices.contains(k) else { return }
        let section = ds.tableView(self, sectionForSectionIndexTitle: sectionIndexTitlesCache[k], at: k)
        guard geometry.sections.indices.contains(section) else { return }
        // The section moves while the rows around it are measured: aim until it stays put.
        for _ in 0..<4 {
            let inset = adjustedContentInset
            let lowest = -inset.top, highest = max(lowest, contentSize.height + inset.bottom - bounds.height)
            let y = min(max(geometry.sections[section].top - inset.top, lowest), highest)
            guard y != contentOffset.y else { break }
            setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
            layoutIfNeeded()
        }
    }
}
