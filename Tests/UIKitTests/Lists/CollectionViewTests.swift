import XCTest
import UIKit
@testable import QuartzCore

/// UICollectionView with a flow layout: exact frames, reuse, selection and batch updates
/// (Apple: UICollectionView, UICollectionViewFlowLayout).
final class CollectionViewTests: ViewTestCase {
    final class Tile: UICollectionViewCell {
        static var made = 0
        let label = UILabel()
        override init(frame: CGRect) {
            Self.made += 1
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("not archived") }
    }

    @MainActor final class Numbers: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var counts: [Int]
        var log: [String] = []
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! Tile
            cell.label.text = "\(indexPath.section).\(indexPath.item)"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    }

    @MainActor static func grid(_ counts: [Int], layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) -> (UICollectionView, Numbers) {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(Tile.self, forCellWithReuseIdentifier: "tile")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = Numbers(counts)
        cv.dataSource = source
        cv.delegate = source
        cv.layoutIfNeeded()
        return (cv, source)
    }

    nonisolated func testFlowLayoutFramesFollowUIKitsRules() {
        MainActor.assumeIsolated {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 90, height: 90)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 12
            layout.sectionInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            let (cv, source) = Self.grid([7, 1], layout: layout)
            defer { withExtendedLifetime(source) {} }
            // 300 points across: three 90-point items a line, the 30 points left spread as two gaps of 15.
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 10, y: 38, width: 90, height: 90))
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 115, y: 38, width: 90, height: 90))
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 220, y: 38, width: 90, height: 90))
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY, 38 + 90 + 12)
            // The last line's one item is centred.
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame, CGRect(x: 115, y: 38 + 2 * 102, width: 90, height: 90))
            let sectionEnd: CGFloat = 38 + 3 * 90 + 2 * 12 + 8
            XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame,
                           CGRect(x: 0, y: sectionEnd, width: 320, height: 30))
            XCTAssertEqual(cv.contentSize, CGSize(width: 320, height: sectionEnd + 30 + 8 + 90 + 8))
            XCTAssertEqual(cv.visibleCells.count, 8)
            XCTAssertEqual(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame.height, 30)
            XCTAssertEqual(cv.indexPathForItem(at: CGPoint(x: 120, y: 50)), IndexPath(item: 1, section: 0))
            XCTAssertNil(cv.indexPathForItem(at: CGPoint(x: 108, y: 50)), "between items")
        }
    }

    nonisolated func testOnlyItemsInViewHaveCells() {
        MainActor.assumeIsolated {
            Tile.made = 0
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let (cv, source) = Self.grid([3000], layout: layout)
            defer { withExtendedLifetime(source) {} }
            // 3 a line, lines 110 points apart: 480 points show 5 lines.
            XCTAssertEqual(cv.visibleCells.count, 15)
            for step in 1...200 {
                cv.contentOffset.y = CGFloat(step) * 37
                cv.layoutIfNeeded()
            }
            XCTAssertLessThanOrEqual(Tile.made, 18, "a screenful and a line, reused")
            let first = cv.indexPathsForVisibleItems.first!
            XCTAssertEqual(first.item / 3, Int((cv.contentOffset.y + 10) / 110), "the first line in view")
            XCTAssertEqual(cv.numberOfItems(inSection: 0), 3000)
            // Horizontal: lines are columns.
            layout.scrollDirection = .horizontal
            cv.contentOffset = .zero
            cv.layoutIfNeeded()
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.origin, CGPoint(x: 110, y: 0))
            XCTAssertEqual(cv.contentSize.height, 480)
        }
    }

    nonisolated func testSelectionAndUpdates() {
        MainActor.assumeIsolated {
            let (cv, source) = Self.grid([6])
            cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
            XCTAssertTrue(cv.cellForItem(at: IndexPath(item: 4, section: 0))!.isSelected)
            let cell4 = cv.cellForItem(at: IndexPath(item: 4, section: 0))
            source.counts = [5]
            cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
            cv.layoutIfNeeded()
            XCTAssertEqual(cv.indexPathsForSelectedItems, [IndexPath(item: 3, section: 0)])
            XCTAssertTrue(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === cell4)
            XCTAssertEqual(cv.visibleCells.map { ($0 as! Tile).label.text ?? "" }, ["0.0", "0.2", "0.3", "0.4", "0.5"], "the cells of items that stay moved with them")
            source.counts = [9]
            cv.insertItems(at: [IndexPath(item: 0, section: 0)])
            XCTAssertTrue(Diagnostics.hasWarned("UICollectionView: Invalid update: invalid number of items in section 0"))
            cv.layoutIfNeeded()
            XCTAssertEqual(cv.visibleCells.count, 9, "the collection view reloaded")
        }
    }

    /// Background views set as a cell is made (at no size yet) fill it once it is sized; the
    /// selected one shows while the cell is selected.
    nonisolated func testBackgroundViewsFillTheCell() {
        MainActor.assumeIsolated {
            final class Card: UICollectionViewCell {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundView = UIView()
                    selectedBackgroundView = UIView()
                }
                required init?(coder: NSCoder) { fatalError("made in code") }
            }
            final class Cards: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
                }
            }
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 80)
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
            cv.register(Card.self, forCellWithReuseIdentifier: "card")
            let cards = Cards()
            cv.dataSource = cards
            cv.layoutIfNeeded()
            cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            cv.layoutIfNeeded()
            let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
            XCTAssertEqual(cell.backgroundView?.frame, CGRect(x: 0, y: 0, width: 100, height: 80))
            XCTAssertEqual(cell.selectedBackgroundView?.frame, CGRect(x: 0, y: 0, width: 100, height: 80))
            XCTAssertEqual(cell.selectedBackgroundView?.alpha, 1)
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.backgroundView?.frame.size, CGSize(width: 100, height: 80))
        }
    }
}
