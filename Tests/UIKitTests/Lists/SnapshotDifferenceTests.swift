import XCTest
@testable import UIKit

/// The batch a snapshot difference becomes: what is deleted, inserted and moved, at which
/// index paths (deletions at old paths, insertions at new ones, as UIKit's batch updates
/// read them).
final class SnapshotDifferenceTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private static func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var s = Snapshot()
        for (name, items) in sections {
            s.appendSections([name])
            s.appendItems(items, toSection: name)
        }
        return s
    }

    /// Deletions and insertions among items that keep their order move nothing.
    func testInsertionsAndDeletionsMoveNothing() {
        let old = Self.snapshot([("a", Array(0..<10)), ("b", [20, 21, 22])])
        let new = Self.snapshot([("a", [0, 1, 100, 3, 4, 5, 7, 8, 101, 9]), ("b", [20, 22, 102])])
        let d = SnapshotDifference(from: old, to: new)
        XCTAssertEqual(d.deletedItems, [IndexPath(row: 2, section: 0), IndexPath(row: 6, section: 0), IndexPath(row: 1, section: 1)])
        XCTAssertEqual(d.insertedItems, [IndexPath(row: 2, section: 0), IndexPath(row: 8, section: 0), IndexPath(row: 2, section: 1)])
        XCTAssertTrue(d.movedItems.isEmpty)
    }

    /// An item that changes section is one move, from its old path to its new one.
    func testAnItemMovingToAnotherSectionIsOneMove() {
        let old = Self.snapshot([("a", [1, 2, 3]), ("b", [4, 5])])
        let new = Self.snapshot([("a", [1, 3]), ("b", [4, 2, 5])])
        let d = SnapshotDifference(from: old, to: new)
        XCTAssertTrue(d.deletedItems.isEmpty)
        XCTAssertTrue(d.insertedItems.isEmpty)
        XCTAssertEqual(d.movedItems.map { [$0.from, $0.to] }, [[IndexPath(row: 1, section: 0), IndexPath(row: 1, section: 1)]])
    }

    /// Items that swap places within a section are worked out in full, together with the
    /// deletions and insertions around them: the fewest rows move.
    func testReorderingMovesTheFewestRows() {
        let old = Self.snapshot([("a", [1, 2, 3, 4, 5, 6])])
        let new = Self.snapshot([("a", [1, 7, 5, 2, 3, 4])])
        let d = SnapshotDifference(from: old, to: new)
        XCTAssertEqual(d.deletedItems, [IndexPath(row: 5, section: 0)])
        XCTAssertEqual(d.insertedItems, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(d.movedItems.map { [$0.from, $0.to] }, [[IndexPath(row: 4, section: 0), IndexPath(row: 2, section: 0)]])
    }
}
