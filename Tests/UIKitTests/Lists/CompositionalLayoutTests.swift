import XCTest
@testable import UIKit
@testable import QuartzCore

/// Compositional layouts, list layouts, cell registrations and the collection view's
/// diffable data source (Apple: UICollectionViewCompositionalLayout,
/// UICollectionLayoutListConfiguration, UICollectionViewDiffableDataSource).
final class CompositionalLayoutTests: ViewTestCase {
    @MainActor static func collection(_ layout: UICollectionViewLayout, items: [Int], width: CGFloat = 320) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, n in
            var c = cell.defaultContentConfiguration()
            c.text = "Item \(n)"
            cell.contentConfiguration = c
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, path, n in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: n)
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { v, _, path in
            v.accessibilityIdentifier = "header \(path.section)"
        }
        source.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: header, for: path) }
        var s = NSDiffableDataSourceSnapshot<Int, Int>()
        s.appendSections([0])
        s.appendItems(items)
        source.apply(s, animatingDifferences: false)
        cv.layoutIfNeeded()
        return (cv, source)
    }

    nonisolated func testAGridOfGroupsWithFractionalItems() {
        MainActor.assumeIsolated {
            // Three square items a row, each inset by 2; rows a third of the width high.
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 6
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            let (cv, source) = Self.collection(UICollectionViewCompositionalLayout(section: section), items: Array(0..<10))
            defer { withExtendedLifetime(source) {} }
            // 300 points inside the insets: items 100 wide, 96 after their insets.
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 12, y: 52, width: 96, height: 96))
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 212, y: 52, width: 96, height: 96))
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 112, y: 52 + 106, width: 96, height: 96))
            let expected: CGFloat = 40 + 10 + 400 + 18 + 10
            XCTAssertEqual(cv.contentSize.height, expected, "four rows (the last with one item), three gaps, the insets and the header")
            XCTAssertEqual(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.accessibilityIdentifier, "header 0")
            XCTAssertEqual(cv.visibleCells.count, 10)
        }
    }

    /// A registration's handler sees the element at its size: UIKit applies the layout
    /// attributes when it dequeues, so a header laid out from its `bounds` and a reused cell
    /// whose next item is another size are right the first time.
    nonisolated func testConfigurationHandlersSeeTheElementsSize() {
        MainActor.assumeIsolated {
            // Rows alternate between 40 and 80 points high; the view shows few, so cells are reused.
            let layout = UICollectionViewCompositionalLayout { index, _ in
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let height: CGFloat = index % 2 == 0 ? 40 : 80
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
                return section
            }
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
            var cellSizes: [CGSize] = [], headerSizes: [CGSize] = []
            var wrongSizes = 0
            let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, path, _ in
                cellSizes.append(cell.bounds.size)
                if cell.bounds.size != CGSize(width: 300, height: path.section % 2 == 0 ? 40 : 80) { wrongSizes += 1 }
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { v, _, _ in
                headerSizes.append(v.bounds.size)
            }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, path, n in
                cv.dequeueConfiguredReusableCell(using: cells, for: path, item: n)
            }
            source.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: header, for: path) }
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections(Array(0..<20))
            for k in 0..<20 { s.appendItems([k], toSection: k) }
            source.apply(s, animatingDifferences: false)
            cv.layoutIfNeeded()
            for y in stride(from: 100, through: 1500, by: 100) {
                cv.contentOffset.y = CGFloat(y)
                cv.layoutIfNeeded()
            }
            XCTAssertGreaterThan(cellSizes.count, 15, "the cells were configured as they came into view")
            XCTAssertEqual(wrongSizes, 0, "each cell had its own item's size: \(cellSizes)")
            XCTAssertTrue(headerSizes.allSatisfy { $0 == CGSize(width: 300, height: 30) }, "\(headerSizes)")
        }
    }

    nonisolated func testASectionBackgroundDecorationSpansItsItems() throws {
        try MainActor.assumeIsolated {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
            background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            section.decorationItems = [background]
            let layout = UICollectionViewCompositionalLayout(section: section)
            layout.register(CardBackground.self, forDecorationViewOfKind: "card")
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, path, n in
                cv.dequeueConfiguredReusableCell(using: registration, for: path, item: n)
            }
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0, 1])
            s.appendItems(Array(0..<20), toSection: 0)
            s.appendItems(Array(20..<40), toSection: 1)
            source.apply(s, animatingDifferences: false)
            cv.layoutIfNeeded()
            // Items 16…896 down the section, its insets 16 around them, the background 8 in from those.
            let expected = CGRect(x: 8, y: 8, width: 304, height: 20 * 44 + 16)
            XCTAssertEqual(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0))?.frame, expected)
            var shown = cv.subviews.compactMap { $0 as? CardBackground }.filter { !$0.isHidden }
            XCTAssertEqual(shown.count, 1)
            XCTAssertEqual(shown.first?.frame, expected)
            XCTAssertEqual(shown.first?.layer.zPosition, -1, "behind the cells")
            // Touches go to the cells over it, not to the background.
            let cell = try XCTUnwrap(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
            XCTAssertTrue(cv.hitTest(CGPoint(x: 160, y: 30), with: nil)?.isDescendant(of: cell) == true)
            XCTAssertTrue(cv.hitTest(CGPoint(x: 12, y: 12), with: nil) === cv, "the background takes no touches")
            // Scrolled into the second section and back, twice: the backgrounds leaving the
            // view go back to their queue and are reused.
            for _ in 0..<2 {
                cv.contentOffset = CGPoint(x: 0, y: 1200)
                cv.layoutIfNeeded()
                shown = cv.subviews.compactMap { $0 as? CardBackground }.filter { !$0.isHidden }
                XCTAssertEqual(shown.count, 1)
                XCTAssertEqual(shown.first?.frame.minY, 912 + 8, "the second section's background")
                cv.contentOffset = .zero
                cv.layoutIfNeeded()
            }
            XCTAssertLessThanOrEqual(CardBackground.made, 2, "no new view per scroll")
            withExtendedLifetime(source) {}
        }
    }

    nonisolated func testADecorationKindWithoutARegisteredClassShowsNothing() {
        MainActor.assumeIsolated {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
            section.decorationItems = [.background(elementKind: "unregistered")]
            let layout = UICollectionViewCompositionalLayout(section: section)
            layout.register(UIView.self, forDecorationViewOfKind: "unregistered")
            XCTAssertTrue(Diagnostics.hasWarned("UICollectionViewLayout: UIView is not a UICollectionReusableView"))
            let (cv, source) = Self.collection(layout, items: [1, 2, 3])
            defer { withExtendedLifetime(source) {} }
            XCTAssertEqual(cv.visibleCells.count, 3, "the items show")
            XCTAssertTrue(Diagnostics.hasWarned("UICollectionView: no class registered for decoration views of kind unregistered"))
        }
    }

    nonisolated func testGroupsWithACountAndNestedGroups() {
        MainActor.assumeIsolated {
            // A big item beside a column of two small ones, then the pattern again.
            let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
            let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                                                          repeatingSubitem: small, count: 2)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                                                           subitems: [big, column])
            let (cv, source) = Self.collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: Array(0..<6), width: 300)
            defer { withExtendedLifetime(source) {} }
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 200, height: 200))
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 200, y: 0, width: 100, height: 100))
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 200, y: 100, width: 100, height: 100))
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame, CGRect(x: 0, y: 200, width: 200, height: 200))
            XCTAssertEqual(cv.contentSize.height, 400)
        }
    }

    nonisolated func testAListLayoutSizesRowsByTheirCells() {
        MainActor.assumeIsolated {
            var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            config.headerMode = .none
            let (cv, source) = Self.collection(UICollectionViewCompositionalLayout.list(using: config), items: Array(0..<5))
            let rows = cv.visibleCells
            XCTAssertEqual(rows.count, 5)
            XCTAssertEqual(rows[0].frame, CGRect(x: 20, y: 35, width: 280, height: 44), "one line of body text: UIKit's 44 points")
            XCTAssertEqual(rows[1].frame.minY, rows[0].frame.maxY)
            XCTAssertEqual(rows[0].layer.cornerRadius, 10, "the section's rounded ends")
            XCTAssertEqual(rows[2].layer.cornerRadius, 0)
            XCTAssertEqual(cv.backgroundColor, .systemGroupedBackground)
            // A long text wraps and its row grows; the rows below follow.
            var s = source.snapshot()
            s.insertItems([99], beforeItem: 2)
            source.apply(s, animatingDifferences: false)
            let cell = cv.cellForItem(at: IndexPath(item: 2, section: 0)) as! UICollectionViewListCell
            var c = cell.defaultContentConfiguration()
            c.text = String(repeating: "A long line that wraps. ", count: 8)
            cell.contentConfiguration = c
            XCTAssertGreaterThan(cell.preferredLayoutAttributesFitting(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!).size.height, 80)
            XCTAssertEqual(cv.visibleCells.count, 6)
            XCTAssertEqual((cv.visibleCells[2].contentConfiguration as? UIListContentConfiguration)?.text?.hasPrefix("A long"), true)
        }
    }

    /// Separators belong to a list section's rows: between them (not under a grouped
    /// section's last), never under a list cell used in a grid.
    nonisolated func testOnlyAListSectionsRowsHaveSeparators() {
        MainActor.assumeIsolated {
            let (list, _) = Self.collection(UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)), items: Array(0..<3))
            let rows = list.visibleCells.map { $0 as! UICollectionViewListCell }
            XCTAssertEqual(rows.map(\.separator.isHidden), [false, false, true])
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            let (grid, _) = Self.collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: Array(0..<4))
            XCTAssertEqual(grid.visibleCells.count, 4)
            XCTAssertTrue(grid.visibleCells.allSatisfy { ($0 as! UICollectionViewListCell).separator.isHidden })
        }
    }

    /// Headers and footers sit within the section's leading and trailing insets, as its
    /// items do, unless `supplementariesFollowContentInsets` is off (Apple: true by default).
    nonisolated func testASectionsHeaderFollowsItsContentInsets() {
        MainActor.assumeIsolated {
            func layout(following: Bool) -> UICollectionViewCompositionalLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 24)
                section.supplementariesFollowContentInsets = following
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
                return UICollectionViewCompositionalLayout(section: section)
            }
            let (inset, _) = Self.collection(layout(following: true), items: Array(0..<4))
            XCTAssertEqual(inset.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
                           CGRect(x: 16, y: 0, width: 280, height: 30), "a whole width of the inset span, at the leading inset")
            XCTAssertEqual(inset.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 16)
            let (whole, _) = Self.collection(layout(following: false), items: Array(0..<4))
            XCTAssertEqual(whole.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
                           CGRect(x: 0, y: 0, width: 320, height: 30))
        }
    }

    /// A list cell dequeued as a list section's header gets the header look for the list's
    /// appearance from `defaultContentConfiguration()`, placed in line with the rows' text;
    /// content pinned to a list cell's margins lines up with the standard text too.
    nonisolated func testAListHeadersDefaultConfigurationAndTheCellsMargins() {
        MainActor.assumeIsolated {
            var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            config.headerMode = .supplementary
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
            let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, n in
                var c = cell.defaultContentConfiguration()
                c.text = "Item \(n)"
                cell.contentConfiguration = c
            }
            var headerLook: UIListContentConfiguration?
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { v, _, _ in
                var c = v.defaultContentConfiguration()
                c.text = "Notes"
                headerLook = c
                v.contentConfiguration = c
            }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, path, n in
                cv.dequeueConfiguredReusableCell(using: row, for: path, item: n)
            }
            source.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: header, for: path) }
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0])
            s.appendItems([1, 2])
            source.apply(s, animatingDifferences: false)
            cv.layoutIfNeeded()
            XCTAssertEqual(headerLook?.textProperties.transform, .uppercase, "a grouped list's header look")
            XCTAssertEqual(headerLook?.textProperties.color, .secondaryLabel)
            let h = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            XCTAssertEqual(h?.frame.minX, 20, "within the list's inset, as the rows are")
            let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
            XCTAssertEqual(cell.frame.minX, 20)
            XCTAssertEqual(cell.contentView.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
            XCTAssertEqual(UITableViewCell().contentView.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        }
    }

    nonisolated func testDiffableInsertsAndDeletesInACollection() {
        MainActor.assumeIsolated {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 40)
            let (cv, source) = Self.collection(layout, items: Array(0..<9))
            let cellOf7 = cv.cellForItem(at: IndexPath(item: 7, section: 0))
            var s = source.snapshot()
            s.deleteItems([0, 1, 2])
            s.appendItems([20, 21])
            source.apply(s)
            cv.layoutIfNeeded()
            XCTAssertEqual(cv.numberOfItems(inSection: 0), 8)
            XCTAssertTrue(cv.cellForItem(at: IndexPath(item: 4, section: 0)) === cellOf7)
            XCTAssertEqual(source.itemIdentifier(for: IndexPath(item: 7, section: 0)), 21)
            XCTAssertEqual(cv.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "" },
                           [3, 4, 5, 6, 7, 8, 20, 21].map { "Item \($0)" })
        }
    }
}

/// A section background counting how many were made.
final class CardBackground: UICollectionReusableView {
    nonisolated(unsafe) static var made = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
        backgroundColor = .white
        layer.cornerRadius = 10
    }
    required init?(coder: NSCoder) { fatalError("made in code") }
}
