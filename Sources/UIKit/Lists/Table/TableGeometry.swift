import CoreGraphics

/// Where everything in a table is, top to bottom, in content coordinates: the table's
/// header view, then each section's header, rows and footer, then the table's footer view.
/// Section tops are kept as a running sum; rows inside a section are `RowHeights`.
struct TableGeometry {
    struct Section {
        var rows: RowHeights
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        /// Space above the header (`sectionHeaderTopPadding`).
        var headerPadding: CGFloat = 0
        /// The content y of the section's top (the padding's top, then its header's).
        var top: CGFloat = 0
        var headerTop: CGFloat { top + headerPadding }
        var rowsTop: CGFloat { top + headerPadding + headerHeight }
        var height: CGFloat { headerPadding + headerHeight + rows.total + footerHeight }
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [Section] = []

    var contentHeight: CGFloat {
        (sections.last.map { $0.top + $0.height } ?? tableHeaderHeight) + tableFooterHeight
    }
    var sectionsBottom: CGFloat { sections.last.map { $0.top + $0.height } ?? tableHeaderHeight }

    /// Recomputes the section tops from section `s` on.
    mutating func retop(from s: Int = 0) {
        var y = s == 0 ? tableHeaderHeight : sections[s - 1].top + sections[s - 1].height
        for i in max(0, s)..<sections.count {
            sections[i].top = y
            y += sections[i].height
        }
    }

    /// The section whose span holds `y` (clamped to the sections; nil when there are none).
    func section(at y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        var lo = 0, hi = sections.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sections[mid].top <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    func rowSpan(_ section: Int, _ row: Int) -> (y: CGFloat, height: CGFloat) {
        let s = sections[section]
        return (s.rowsTop + s.rows.offset(of: row), s.rows.height(of: row))
    }

    /// The first row whose bottom is below `y`, from section `s` on (nil: none is).
    func firstRow(below y: CGFloat) -> (section: Int, row: Int)? {
        guard var s = section(at: y) else { return nil }
        while s < sections.count {
            let sec = sections[s]
            if sec.rows.count > 0, sec.rowsTop + sec.rows.total > y {
                return (s, sec.rows.row(at: max(0, y - sec.rowsTop)))
            }
            s += 1
        }
        return nil
    }

    /// Sets a row's height and moves everything below it.
    mutating func setHeight(_ h: CGFloat, section: Int, row: Int, measured: Bool) {
        let old = sections[section].rows.height(of: row)
        sections[section].rows.set(row, height: h, measured: measured)
        if h != old { retop(from: section + 1) }
    }
}
