import XCTest
@testable import UIKit
@testable import QuartzCore

/// Section snapshots (Apple: NSDiffableDataSourceSectionSnapshot): a tree of items, its
/// visible items under expanded parents, and an outline in a list layout opened and closed
/// by its disclosure accessory.
final class SectionSnapshotTests: ViewTestCase {
    private static func tree() -> NSDiffableDataSourceSectionSnapshot<String> {
        var s = NSDiffableDataSourceSectionSnapshot<String>()
        s.append(["Fruit", "Vegetables"])
        s.append(["Apple", "Pear"], to: "Fruit")
        s.append(["Leek"], to: "Vegetables")
        s.append(["Cox", "Gala"], to: "Apple")
        return s
    }

    func testATreeAndWhatItShows() {
        var s = Self.tree()
        XCTAssertEqual(s.items, ["Fruit", "Apple", "Cox", "Gala", "Pear", "Vegetables", "Leek"])
        XCTAssertEqual(s.rootItems, ["Fruit", "Vegetables"])
        XCTAssertEqual(s.visibleItems, ["Fruit", "Vegetables"], "parents start collapsed")
        s.expand(["Fruit"])
        XCTAssertEqual(s.visibleItems, ["Fruit", "Apple", "Pear", "Vegetables"])
        s.expand(["Apple"])
        XCTAssertEqual(s.visibleItems, ["Fruit", "Apple", "Cox", "Gala", "Pear", "Vegetables"])
        s.collapse(["Fruit"])
        XCTAssertEqual(s.visibleItems, ["Fruit", "Vegetables"], "a collapsed parent hides its whole subtree")
        XCTAssertTrue(s.isExpanded("Apple"), "and keeps its children's own state")
        XCTAssertFalse(s.isVisible("Cox"))
        XCTAssertEqual(s.level(of: "Gala"), 2)
        XCTAssertEqual(s.parent(of: "Gala"), "Apple")
        XCTAssertEqual(s.index(of: "Pear"), 4)
        XCTAssertEqual(s.snapshot(of: "Apple").items, ["Cox", "Gala"])
        XCTAssertEqual(s.snapshot(of: "Apple", includingParent: true).rootItems, ["Apple"])

        s.insert(["Banana"], after: "Apple")
        s.insert(["Quince"], before: "Fruit")
        XCTAssertEqual(s.rootItems, ["Quince", "Fruit", "Vegetables"])
        XCTAssertEqual(s.snapshot(of: "Fruit").rootItems, ["Apple", "Banana", "Pear"])
        s.delete(["Apple"])
        XCTAssertFalse(s.contains("Cox"), "deleting a parent deletes its children")
        var roots = NSDiffableDataSourceSectionSnapshot<String>()
        roots.append(["Onion", "Garlic"])
        s.replace(childrenOf: "Vegetables", using: roots)
        XCTAssertEqual(s.snapshot(of: "Vegetables").items, ["Onion", "Garlic"])
        XCTAssertFalse(s.contains("Leek"))
        s.append(["Onion"])
        XCTAssertTrue(Diagnostics.hasWarned("NSDiffableDataSourceSectionSnapshot.append(_:to:): item Onion is already in the snapshot"))
        XCTAssertEqual(s.items.filter { $0 == "Onion" }.count, 1)
        s.deleteAll()
        XCTAssertTrue(s.items.isEmpty)
    }

    nonisolated func testAnOutlineOpensAndClosesByItsDisclosure() {
        MainActor.assumeIsolated {
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var c = cell.defaultContentConfiguration()
                c.text = name
                cell.contentConfiguration = c
                cell.accessories = ["Fruit", "Apple", "Vegetables"].contains(name) ? [.outlineDisclosure()] : []
            }
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, path, name in
                cv.dequeueConfiguredReusableCell(using: registration, for: path, item: name)
            }
            var expanded: [String] = []
            source.sectionSnapshotHandlers.willExpandItem = { expanded.append($0) }
            source.apply(Self.tree(), to: 0, animatingDifferences: false)
            cv.layoutIfNeeded()
            XCTAssertEqual(source.snapshot().itemIdentifiers, ["Fruit", "Vegetables"])
            @MainActor func cell(_ name: String) -> UICollectionViewListCell? {
                source.indexPath(for: name).flatMap { cv.cellForItem(at: $0) as? UICollectionViewListCell }
            }
            @MainActor func disclosure(_ name: String) -> OutlineDisclosureControl? {
                cell(name)?.subviews.compactMap { $0 as? OutlineDisclosureControl }.first
            }
            // A tap on Fruit's chevron opens it; its children show, indented one level.
            disclosure("Fruit")?.sendActions(for: .touchUpInside)
            cv.layoutIfNeeded()
            XCTAssertEqual(source.snapshot().itemIdentifiers, ["Fruit", "Apple", "Pear", "Vegetables"])
            XCTAssertEqual(expanded, ["Fruit"])
            XCTAssertTrue(source.snapshot(for: 0).isExpanded("Fruit"))
            XCTAssertEqual(cell("Apple")?.indentationLevel, 1)
            XCTAssertEqual(cell("Fruit")?.indentationLevel, 0)
            XCTAssertEqual(cell("Apple")?.contentView.frame.minX, 10, "indented by the indentation width")
            XCTAssertTrue(disclosure("Fruit")?.expanded == true, "its chevron turned down")
            // Apple opens to its two kinds, two levels deep.
            disclosure("Apple")?.sendActions(for: .touchUpInside)
            cv.layoutIfNeeded()
            XCTAssertEqual(source.snapshot().itemIdentifiers, ["Fruit", "Apple", "Cox", "Gala", "Pear", "Vegetables"])
            XCTAssertEqual(cell("Gala")?.indentationLevel, 2)
            // Closing Fruit hides the whole subtree.
            disclosure("Fruit")?.sendActions(for: .touchUpInside)
            cv.layoutIfNeeded()
            XCTAssertEqual(source.snapshot().itemIdentifiers, ["Fruit", "Vegetables"])
            XCTAssertTrue(disclosure("Fruit")?.expanded == false)
            // Shown only where Apple would: not "when editing" in a cell that is not editing, nor hidden.
            let plain = UICollectionViewListCell()
            plain.accessories = [.outlineDisclosure(displayed: .whenEditing), .outlineDisclosure(options: .init(isHidden: true)),
                                 .outlineDisclosure(displayed: .whenNotEditing)]
            XCTAssertEqual(plain.subviews.filter { $0 is OutlineDisclosureControl && !$0.isHidden }.count, 1)
            XCTAssertEqual(plain.subviews.filter { $0 is OutlineDisclosureControl }.count, 2, "a hidden one keeps its room")
            // A plain snapshot applied afterwards forgets the tree.
            var flat = NSDiffableDataSourceSnapshot<Int, String>()
            flat.appendSections([0])
            flat.appendItems(["One"])
            source.apply(flat, animatingDifferences: false)
            XCTAssertEqual(source.snapshot(for: 0).rootItems, ["One"])
        }
    }
}
