import UIKit
import Foundation
import CHeapStatistics
import Gallery

/// Issue "Lists": a table's memory with a million rows against a thousand, the cells alive
/// while scrolling, the layout cost of a frame of a fast flick through 10,000 self-sizing
/// rows (each a 40×40 image, a title, a subtitle and a disclosure indicator, laid out by
/// constraints inside the cell), and a diffable apply of 10,000 items with 1% changed against
/// applying them from empty.
struct ListBenchmark: Benchmark, Sendable {
    let name = "lists"
    let summary = "UITableView: 1M/1k rows memory, cells alive, flick layout per frame; diffable 1% change vs from empty"

    /// The rows of the gallery's list-flick scene (Gallery/ListFlickScene.swift).
    @MainActor static func table(rows: Int) -> (UITableView, ContactRows) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let source = ContactRows(rows)
        source.install(in: table)
        table.layoutIfNeeded()
        return (table, source)
    }

    func run() -> [BenchResult] {
        MainActor.assumeIsolated {
            lamina_heap_keep_freed_memory()
            // Memory: the heap the table adds, shown and scrolled to its middle.
            @MainActor func footprint(_ rows: Int) -> (bytes: Double, cells: Int) {
                let before = lamina_heap_bytes_in_use()
                let (table, source) = Self.table(rows: rows)
                table.scrollToRow(at: IndexPath(row: rows / 2, section: 0), at: .middle, animated: false)
                let bytes = Double(Int(lamina_heap_bytes_in_use()) - Int(before))
                let cells = table.subviews.filter { $0 is UITableViewCell }.count
                withExtendedLifetime(source) {}
                return (bytes, cells)
            }
            _ = footprint(1000)
            let small = footprint(1000), big = footprint(1_000_000)

            // A flick: 10,000 rows passed at 60 points a frame (3,600 points a second).
            let (table, source) = Self.table(rows: 10_000)
            var frames: [Double] = []
            var visibleMax = 0
            for _ in 0..<600 {
                let start = threadCPUClock()
                table.contentOffset.y += 60
                table.layoutIfNeeded()
                CATransaction.flush()
                frames.append(threadCPUClock() - start)
                visibleMax = max(visibleMax, table.visibleCells.count)
            }
            let alive = table.subviews.filter { $0 is UITableViewCell }.count
            withExtendedLifetime(source) {}

            // Diffable: 10,000 items from empty, against the same with 1% changed.
            let (fromEmpty, changed) = diffableTimes()
            print(String(format: "lists: 1k rows %.0f KB, 1M rows %.0f KB (cells %d / %d); flick %.3f ms a frame (median), "
                         + "%d cells alive for %d in view; diffable 10k from empty %.2f ms, 1%% changed %.2f ms",
                         small.bytes / 1024, big.bytes / 1024, small.cells, big.cells, median(frames) * 1000,
                         alive, visibleMax, fromEmpty * 1000, changed * 1000))
            return [
                BenchResult(name: "lists.memory 1M rows / 1k rows", value: big.bytes / max(1, small.bytes), target: 1.1, unit: "×"),
                BenchResult(name: "lists.cells alive − rows in view (flick)", value: Double(alive - visibleMax), target: 2, unit: ""),
                BenchResult(name: "lists.flick layout per frame (ms of 16.7)", value: median(frames) * 1000, target: 8, unit: "ms"),
                BenchResult(name: "lists.diffable 1% change / from empty (10k items)", value: changed / max(fromEmpty, 1e-9), target: 0.1, unit: "×"),
            ]
        }
    }

    @MainActor private func diffableTimes() -> (Double, Double) {
        var empties: [Double] = [], changes: [Double] = []
        // `LAMINA_LISTS_PROFILE=diffable` repeats the rounds enough for a profiler to sample
        // (the timed 1% apply is `applyChanged`, kept out of line to be found).
        let profiling = ProcessInfo.processInfo.environment["LAMINA_LISTS_PROFILE"] == "diffable"
        for round in 0..<(profiling ? 40 : 7) {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
            table.rowHeight = 44
            let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { t, path, n in
                let cell = t.dequeueReusableCell(withIdentifier: "c", for: path)
                cell.textLabel?.text = "Item \(n)"
                return cell
            }
            table.layoutIfNeeded()
            var full = NSDiffableDataSourceSnapshot<Int, Int>()
            full.appendSections([0])
            full.appendItems(Array(0..<10_000))
            var start = threadCPUClock()
            source.apply(full, animatingDifferences: false)
            table.layoutIfNeeded()
            empties.append(threadCPUClock() - start)
            // 1%: 50 items deleted and 50 new ones inserted across the list.
            var next = full
            let gone = stride(from: round, to: 10_000, by: 200).map { $0 }
            next.deleteItems(gone)
            let anchors = next.itemIdentifiers
            for k in 0..<50 { next.insertItems([100_000 + k], beforeItem: anchors[(k * 197 + round) % anchors.count]) }
            start = threadCPUClock()
            Self.applyChanged(source, next, table)
            changes.append(threadCPUClock() - start)
            // Under a profiler the 1% applies go on, back and forth, to outweigh making snapshots.
            if profiling { for k in 0..<100 { Self.applyChanged(source, k % 2 == 0 ? full : next, table) } }
        }
        return (median(empties), median(changes))
    }

    /// The timed 1% apply, kept out of line so that a profile can find it.
    @inline(never) @MainActor private static func applyChanged(_ source: UITableViewDiffableDataSource<Int, Int>,
                                                               _ next: NSDiffableDataSourceSnapshot<Int, Int>, _ table: UITableView) {
        source.apply(next, animatingDifferences: false)
        table.layoutIfNeeded()
    }
}
