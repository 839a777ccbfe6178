import CoreGraphics

/// The heights of one section's rows, stored sparsely: every row is `base` high except the
/// few recorded here (a row measured when it was shown, or given its own estimate), so a
/// section of a million rows costs what its shown rows cost. Offsets are `row × base` plus
/// the recorded differences before the row, found by binary search over a prefix sum.
struct RowHeights {
    private(set) var count: Int
    private(set) var base: CGFloat
    /// Recorded rows, ascending; their heights; whether each was measured (not estimated);
    /// and `prefix[i]`, the sum of `height - base` over the first `i` recorded rows.
    private var rows: [Int] = []
    private var heights: [CGFloat] = []
    private var measured: [Bool] = []
    private var prefix: [CGFloat] = [0]

    init(count: Int, base: CGFloat) {
        self.count = max(0, count)
        self.base = base
    }

    /// The recorded rows, ascending: each with its height and whether it was measured.
    var recorded: some Sequence<(row: Int, height: CGFloat, measured: Bool)> {
        rows.indices.lazy.map { (self.rows[$0], self.heights[$0], self.measured[$0]) }
    }

    var total: CGFloat { CGFloat(count) * base + prefix[rows.count] }

    /// The recorded slot of `row`, or where it would go.
    private func slot(_ row: Int) -> (index: Int, found: Bool) {
        var lo = 0, hi = rows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if rows[mid] < row { lo = mid + 1 } else { hi = mid }
        }
        return (lo, lo < rows.count && rows[lo] == row)
    }

    func height(of row: Int) -> CGFloat {
        let s = slot(row)
        return s.found ? heights[s.index] : base
    }

    func isMeasured(_ row: Int) -> Bool {
        let s = slot(row)
        return s.found && measured[s.index]
    }

    /// The distance from the section's first row to the top of `row` (`row == count`: the end).
    func offset(of row: Int) -> CGFloat {
        CGFloat(row) * base + prefix[slot(row).index]
    }

    /// The row whose span holds `y` (measured from the first row), clamped to the rows.
    func row(at y: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offset(of: mid) <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Records a row's height; a measured height stays until the row is invalidated.
    mutating func set(_ row: Int, height h: CGFloat, measured isMeasured: Bool) {
        let s = slot(row)
        if s.found {
            heights[s.index] = h
            measured[s.index] = isMeasured
        } else {
            guard isMeasured || h != base else { return }
            rows.insert(row, at: s.index)
            heights.insert(h, at: s.index)
            measured.insert(isMeasured, at: s.index)
            prefix.append(0)
        }
        recomputePrefix(from: s.index)
    }

    /// Forgets what was recorded for `row` (it is estimated again, as `base`).
    mutating func invalidate(_ row: Int) {
        let s = slot(row)
        guard s.found else { return }
        remove(at: s.index)
        recomputePrefix(from: s.index)
    }

    /// Forgets every measurement, keeping per-row estimates.
    mutating func invalidateMeasurements() {
        var i = 0
        while i < rows.count {
            if measured[i] { remove(at: i) } else { i += 1 }
        }
        recomputePrefix(from: 0)
    }

    /// Rows inserted at `row`: later rows move down by `n`, the new ones are estimated.
    mutating func insert(_ n: Int, at row: Int) {
        count += n
        let s = slot(row)
        for i in s.index..<rows.count { rows[i] += n }
    }

    /// The row at `row` removed: later rows move up by one.
    mutating func remove(row: Int) {
        let s = slot(row)
        if s.found { remove(at: s.index) }
        for i in s.index..<rows.count { rows[i] -= 1 }
        count -= 1
        recomputePrefix(from: s.index)
    }

    private mutating func remove(at i: Int) {
        rows.remove(at: i); heights.remove(at: i); measured.remove(at: i)
        prefix.removeLast()
    }

    private mutating func recomputePrefix(from i: Int) {
        var sum = prefix[i]
        for j in i..<rows.count {
            sum += heights[j] - base
            prefix[j + 1] = sum
        }
    }
}
