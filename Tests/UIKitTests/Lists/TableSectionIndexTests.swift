import XCTest
@testable import UIKit
import Shell
@testable import QuartzCore
import LaminaTestSupport

/// Sections "A"…"Z" of ten rows, with an index of their letters; "#" (a title with no section
/// of its own) leads to the last section.
final class LetterSections: UITableViewController {
    static let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    var asked: [String] = []
    var indexTitles: [String]? = LetterSections.letters + ["#"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        tableView.rowHeight = 44
    }
    override func numberOfSections(in tableView: UITableView) -> Int { Self.letters.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = "\(Self.letters[indexPath.section]) \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { Self.letters[section] }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        asked.append(title)
        return title == "#" ? Self.letters.count - 1 : index
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { TestLog.lines.append("didSelect \(indexPath)") }
}

final class TableSectionIndexTests: AppTestCase {
    /// The index column: its rect in window points, and the y of title `k`'s middle.
    @MainActor private static func indexGeometry(_ table: UITableView, title k: Int) -> (column: CGRect, y: CGFloat) {
        let index = table.sectionIndex!
        let column = index.convert(index.bounds, to: nil)
        let count = CGFloat(index.shownEntries(height: index.bounds.height).count)
        let top = column.minY + ((index.bounds.height - count * TableSectionIndex.entryHeight) / 2).rounded()
        return (column, top + (CGFloat(k) + 0.5) * TableSectionIndex.entryHeight)
    }

    /// The index shows the titles at the trailing edge of the visible rows, stays there as the
    /// table scrolls, and the cells' content keeps clear of it.
    nonisolated func testTheIndexIsPinnedToTheTrailingEdgeAndCellsMakeRoomForIt() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ LetterSections(style: .plain) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.1)
            let table = vc.tableView!
            let index = try! XCTUnwrap(table.sectionIndex)
            XCTAssertFalse(index.isHidden)
            XCTAssertEqual(index.titles, LetterSections.letters + ["#"])
            XCTAssertEqual(index.frame.maxX, table.bounds.maxX - table.safeAreaInsets.right)
            XCTAssertEqual(index.frame.minY, table.bounds.minY + table.adjustedContentInset.top)
            XCTAssertEqual(index.frame.height, table.bounds.height - table.adjustedContentInset.top - table.adjustedContentInset.bottom)
            XCTAssertGreaterThanOrEqual(index.frame.width, 15)
            XCTAssertTrue(table.subviews.last === index, "above the rows and headers")
            let cell = try! XCTUnwrap(table.visibleCells.first)
            XCTAssertEqual(cell.frame.width, table.bounds.width, "the row still spans the table")
            XCTAssertEqual(cell.contentView.frame.maxX, table.bounds.width - index.frame.width, "its content stops at the index")
            table.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
            table.layoutIfNeeded()
            XCTAssertEqual(index.frame.minY, 1000 + table.adjustedContentInset.top, "pinned to the visible bounds")
            // The index is drawn in the tint colour: some of its column is blue.
            var image: CGImage?
            platform.run(events: [], duration: 0.3) { _, _, frame in image = frame }
            let frame = try! XCTUnwrap(image)
            writeArtifact(frame, "table-section-index")
            let scale = CGFloat(frame.width) / 320
            let column = index.convert(index.bounds, to: nil)
            var blue = 0
            for y in stride(from: Int(column.minY * scale), to: Int(column.maxY * scale), by: 1) {
                for x in Int(column.minX * scale)..<Int(column.maxX * scale) {
                    let p = pixel(frame, x, y)
                    if Int(p.b) > Int(p.r) + 80, Int(p.b) > Int(p.g) + 40 { blue += 1 }
                }
            }
            XCTAssertGreaterThan(blue, 100, "the titles are drawn in the tint colour")
        }
    }

    /// A touch on a title shows its section from the top at once; dragging along the index
    /// moves from section to section; the data source maps "#" to the last section; no row
    /// is selected and the list is not dragged.
    nonisolated func testTouchingAndDraggingAlongTheIndexJumpsToSections() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ LetterSections(style: .plain) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.1)
            let table = vc.tableView!
            let m = Self.indexGeometry(table, title: 12), t = Self.indexGeometry(table, title: 19)
            let x = m.column.midX
            platform.run(events: [InputEvent(time: 0.2, .touchDown(id: 1, CGPoint(x: x, y: m.y)))], duration: 0.21)
            XCTAssertEqual(vc.asked, ["M"], "at touch-down, without the scroll view's delay")
            XCTAssertEqual(table.contentOffset.y, table.rect(forSection: 12).minY - table.adjustedContentInset.top)
            var events: [InputEvent] = []
            for k in 1...10 { events.append(InputEvent(time: 0.25 + Double(k) * 0.01, .touchMotion(id: 1, CGPoint(x: x, y: m.y + (t.y - m.y) * CGFloat(k) / 10)))) }
            events.append(InputEvent(time: 0.4, .touchUp(id: 1)))
            platform.run(events: events, duration: 0.8)
            XCTAssertEqual(vc.asked, ["M", "N", "O", "P", "Q", "R", "S", "T"], "each title passed, once")
            XCTAssertEqual(table.contentOffset.y, table.rect(forSection: 19).minY - table.adjustedContentInset.top, "the drag moved along the index, not the list")
            XCTAssertFalse(TestLog.lines.contains { $0.hasPrefix("didSelect") })
            // "#": the data source sends it to Z, the last section, which scrolls as far as the list goes.
            let hash = Self.indexGeometry(table, title: 26)
            platform.run(events: [InputEvent(time: 1.0, .touchDown(id: 1, CGPoint(x: x, y: hash.y))),
                                  InputEvent(time: 1.05, .touchUp(id: 1))], duration: 1.2)
            XCTAssertEqual(vc.asked.last, "#")
            let bottom = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
            XCTAssertEqual(table.contentOffset.y, bottom, accuracy: 0.5)
        }
    }

    /// No titles, or fewer rows than `sectionIndexMinimumDisplayRowCount`: no index, and the
    /// content takes the whole row. `reloadSectionIndexTitles()` asks again.
    nonisolated func testNoTitlesOrTooFewRowsShowNoIndex() {
        MainActor.assumeIsolated {
            let vc = LetterSections(style: .plain)
            vc.indexTitles = nil
            let table = vc.tableView!
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            table.layoutIfNeeded()
            XCTAssertTrue(table.sectionIndex?.isHidden ?? true)
            XCTAssertEqual(table.visibleCells.first?.contentView.frame.width, 320)
            vc.indexTitles = ["A", "B"]
            table.layoutIfNeeded()
            XCTAssertTrue(table.sectionIndex?.isHidden ?? true, "titles are asked at load, not every pass")
            table.reloadSectionIndexTitles()
            table.layoutIfNeeded()
            XCTAssertEqual(table.sectionIndex?.isHidden, false)
            XCTAssertEqual(table.sectionIndex?.titles, ["A", "B"])
            table.sectionIndexMinimumDisplayRowCount = 261
            table.layoutIfNeeded()
            XCTAssertEqual(table.sectionIndex?.isHidden, true, "260 rows, fewer than the minimum")
            XCTAssertEqual(table.visibleCells.first?.contentView.frame.width, 320)
        }
    }

    /// More titles than fit: every other entry a bullet, the first and last titles kept, and a
    /// touch still reaches every title by its place along the column.
    nonisolated func testTitlesThatDoNotFitAreSampledWithBullets() {
        MainActor.assumeIsolated {
            let index = TableSectionIndex(frame: CGRect(x: 0, y: 0, width: 20, height: 10 * TableSectionIndex.entryHeight + 3))
            index.titles = (0..<40).map { "\($0)" }
            let shown = index.shownEntries(height: index.bounds.height)
            XCTAssertEqual(shown.count, 9, "ten fit; an odd count")
            XCTAssertEqual(shown.first, "0"); XCTAssertEqual(shown.last, "39")
            for (k, e) in shown.enumerated() { XCTAssertEqual(e == TableSectionIndex.bullet, k % 2 == 1, "entry \(k): \(e)") }
            XCTAssertEqual(index.title(at: 0), 0)
            XCTAssertEqual(index.title(at: index.bounds.height), 39)
            XCTAssertEqual(index.title(at: index.bounds.midY), 20)
            index.titles = ["A", "B", "C"]
            XCTAssertEqual(index.shownEntries(height: index.bounds.height), ["A", "B", "C"])
        }
    }

    /// A diffable data source subclass gives the titles.
    nonisolated func testADiffableDataSourceSubclassGivesTheTitles() {
        MainActor.assumeIsolated {
            final class Indexed: UITableViewDiffableDataSource<String, Int> {
                override func sectionIndexTitles(for tableView: UITableView) -> [String]? { snapshot().sectionIdentifiers }
            }
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
            table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
            let source = Indexed(tableView: table) { t, path, n in t.dequeueReusableCell(withIdentifier: "c", for: path) }
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A", "B", "C"])
            for (k, s) in ["A", "B", "C"].enumerated() { snapshot.appendItems(Array(k * 20..<(k + 1) * 20), toSection: s) }
            source.applySnapshotUsingReloadData(snapshot)
            table.layoutIfNeeded()
            XCTAssertEqual(table.sectionIndex?.titles, ["A", "B", "C"])
            table.showSection(forIndexTitle: 1)
            XCTAssertEqual(table.contentOffset.y, table.rect(forSection: 1).minY)
        }
    }

    /// UILocalizedIndexedCollation: "A"…"Z" and "#"; names filed by their first letter without
    /// case or accents, anything else under "#"; sorted as the collation orders them.
    nonisolated func testTheCollationFilesAndSortsNames() {
        struct Person { let name: String }
        let collation = UILocalizedIndexedCollation.current()
        XCTAssertEqual(collation.sectionTitles.count, 27)
        XCTAssertEqual(collation.sectionTitles.first, "A"); XCTAssertEqual(collation.sectionTitles.last, "#")
        XCTAssertEqual(collation.sectionIndexTitles, collation.sectionTitles)
        XCTAssertEqual(collation.section(forSectionIndexTitle: 4), 4)
        let cases: [(String, Int)] = [("apple", 0), ("Émile", 4), ("zoë", 25), ("  Bob", 1), ("42 Street", 26), ("", 26), ("Ωmega", 26)]
        for (name, section) in cases {
            XCTAssertEqual(collation.section(for: Person(name: name), collationStringSelector: \.name), section, name)
        }
        let sorted = collation.sortedArray(from: ["banana", "Apple", "cherry", "apple", "Éclair", "date"].map(Person.init), collationStringSelector: \.name)
        XCTAssertEqual(sorted.map(\.name), ["Apple", "apple", "banana", "cherry", "date", "Éclair"])
    }
}
