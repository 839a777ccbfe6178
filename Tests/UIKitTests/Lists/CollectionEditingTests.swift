import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// A list collection view in editing mode (Apple: `UICollectionView.isEditing`, iOS 14):
/// list cells show the accessories of the state they are in, the delete accessory uncovers
/// the swipe actions or runs its handler, taps select by the editing flags, and the reorder
/// grip moves items through the interactive movement into a diffable data source's snapshot.
final class CollectionEditingTests: AppTestCase {
    final class Groceries: UIViewController, UICollectionViewDelegate {
        var collectionView: UICollectionView!
        var source: UICollectionViewDiffableDataSource<Int, String>!
        var fixed: Set<String> = ["Salt"]

        override func viewDidLoad() {
            super.viewDidLoad()
            var config = UICollectionLayoutListConfiguration(appearance: .plain)
            config.trailingSwipeActionsConfigurationProvider = { [unowned self] path in
                guard let item = self.source.itemIdentifier(for: path) else { return nil }
                return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                    TestLog.lines.append("delete \(item)")
                    var s = self.source.snapshot()
                    s.deleteItems([item])
                    self.source.apply(s, animatingDifferences: false)
                    done(true)
                }])
            }
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.delegate = self
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var c = cell.defaultContentConfiguration()
                c.text = item
                cell.contentConfiguration = c
                cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
            }
            source = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, item in
                cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            source.reorderingHandlers.canReorderItem = { [unowned self] item in !self.fixed.contains(item) }
            source.reorderingHandlers.willReorder = { t in TestLog.lines.append("will \(t.initialSnapshot.itemIdentifiers.prefix(4).joined(separator: ","))") }
            source.reorderingHandlers.didReorder = { t in
                let moves = t.difference.compactMap { change -> String? in
                    if case .insert(let offset, let item, let from?) = change { return "\(item) \(from)→\(offset)" }
                    return nil
                }
                TestLog.lines.append("did \(t.finalSnapshot.itemIdentifiers.prefix(4).joined(separator: ",")) moved \(moves.joined()) sections \(t.sectionTransactions.count)")
            }
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(["Apples", "Bread", "Cheese", "Dates", "Eggs", "Salt"])
            source.apply(s, animatingDifferences: false)
        }

        func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
            source.itemIdentifier(for: indexPath) != "Eggs"
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            TestLog.lines.append("select \(source.itemIdentifier(for: indexPath) ?? "?")")
        }
    }

    @MainActor private static func cell(_ vc: Groceries, _ item: Int) -> UICollectionViewListCell? {
        vc.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }
    @MainActor private static func shown<T: UIView>(_ type: T.Type, in cell: UICollectionViewListCell?) -> [T] {
        (cell?.subviews ?? []).compactMap { $0 as? T }.filter { !$0.isHidden }
    }

    nonisolated func testEditingModeShowsTheEditingAccessories() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Groceries() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            let apples = Self.cell(vc, 0)
            XCTAssertFalse(apples?.configurationState.isEditing ?? true)
            XCTAssertEqual(Self.shown(TableCellAccessoryView.self, in: apples).count, 1, "the chevron shows when not editing")
            XCTAssertTrue(Self.shown(TableCellEditingControl.self, in: apples).isEmpty)
            XCTAssertEqual(apples?.contentView.frame.minX, 0)

            vc.collectionView.isEditing = true
            var last: CGImage?
            platform.run(events: [], duration: 0.5) { _, _, image in last = image }
            XCTAssertTrue(apples?.configurationState.isEditing ?? false)
            XCTAssertEqual(Self.shown(TableCellEditingControl.self, in: apples).count, 1, "the delete control shows")
            XCTAssertEqual(Self.shown(ListReorderGrip.self, in: apples).count, 1, "and the grip")
            XCTAssertTrue(Self.shown(TableCellAccessoryView.self, in: apples).isEmpty, "the chevron is for the other mode")
            XCTAssertEqual(apples?.contentView.frame.minX, 16 + 22, "the content moves over for the control")
            XCTAssertEqual(Self.shown(ListReorderGrip.self, in: apples).first?.frame.maxX, 320, "the grip runs to the trailing edge")
            XCTAssertEqual(Self.shown(TableCellEditingControl.self, in: apples).first?.frame.minX, 16)
            let eggs = Self.cell(vc, 4)
            XCTAssertFalse(eggs?.configurationState.isEditing ?? true, "canEditItemAt false keeps the item out of editing")
            XCTAssertTrue(Self.shown(TableCellEditingControl.self, in: eggs).isEmpty)
            if let last { _ = writeArtifact(last, "collection-list-editing") }

            vc.collectionView.isEditing = false
            platform.run(events: [], duration: 1)
            XCTAssertTrue(Self.shown(TableCellEditingControl.self, in: apples).isEmpty)
            XCTAssertEqual(apples?.contentView.frame.minX, 0)
        }
    }

    nonisolated func testTheDeleteAccessoryUncoversTheSwipeActionsOrRunsItsHandler() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Groceries() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            vc.collectionView.isEditing = true
            platform.run(events: [], duration: 0.5)
            // Tapping Bread's red minus (row 1, the control at x 16…38) opens its trailing actions.
            platform.run(events: [InputEvent(time: 0.6, .touchDown(id: 1, CGPoint(x: 27, y: 44 + 22))), InputEvent(time: 0.65, .touchUp(id: 1))],
                         duration: 1.1)
            XCTAssertEqual(vc.collectionView.swipe?.row, IndexPath(item: 1, section: 0))
            XCTAssertLessThan(Self.cell(vc, 1)?.swipeOffset ?? 0, -40, "the row slid open")
            // Its Delete button, at the trailing edge, runs the action.
            platform.run(events: [InputEvent(time: 1.2, .touchDown(id: 1, CGPoint(x: 300, y: 44 + 22))), InputEvent(time: 1.25, .touchUp(id: 1))],
                         duration: 1.8)
            XCTAssertEqual(TestLog.lines, ["delete Bread"])
            XCTAssertEqual(vc.source.snapshot().itemIdentifiers.prefix(2), ["Apples", "Cheese"])

            // With a handler the tap runs it instead.
            let c = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            var ran = 0
            c.accessories = [.delete(displayed: .always) { ran += 1 }, .insert(displayed: .always) { ran += 10 }]
            let controls = c.subviews.compactMap { $0 as? TableCellEditingControl }
            XCTAssertEqual(controls.map(\.style), [.delete, .insert], "both at the leading edge, in order")
            for control in controls { control.sendActions(for: .touchUpInside) }
            XCTAssertEqual(ran, 11)
        }
    }

    nonisolated func testTapsSelectByTheEditingFlags() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Groceries() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let cv = vc.collectionView!
            cv.isEditing = true
            platform.run(events: [], duration: 0.5)
            func tap(row: Int, at t: Double) -> [InputEvent] {
                [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: 160, y: CGFloat(row) * 44 + 22))), InputEvent(time: t + 0.05, .touchUp(id: 1))]
            }
            platform.run(events: tap(row: 2, at: 0.6), duration: 0.8)
            XCTAssertEqual(TestLog.lines, [], "allowsSelectionDuringEditing is false by default")
            cv.allowsMultipleSelectionDuringEditing = true
            platform.run(events: tap(row: 2, at: 0.9) + tap(row: 3, at: 1.1), duration: 1.3)
            XCTAssertEqual(TestLog.lines, ["select Cheese", "select Dates"])
            XCTAssertEqual(cv.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)], "both stay selected")
            // A multiselect accessory shows the selection.
            let c = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            c.accessories = [.multiselect(displayed: .always)]
            let ring = c.subviews.compactMap { $0 as? MultiselectAccessoryView }.first
            XCTAssertEqual(ring?.isChecked, false)
            c.isSelected = true
            XCTAssertEqual(ring?.isChecked, true)
            cv.isEditing = false
            platform.run(events: tap(row: 0, at: 1.5), duration: 1.7)
            XCTAssertEqual(TestLog.lines.last, "select Apples", "out of editing, allowsSelection rules again")
            XCTAssertEqual(cv.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)], "and it selects one at a time")
        }
    }

    private static func drag(from fromY: CGFloat, to toY: CGFloat, at t: Double) -> [InputEvent] {
        gripDrag(x: 320 - 22, from: fromY, to: toY, at: t)
    }

    nonisolated func testTheGripMovesAnItemInTheSnapshot() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Groceries() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            vc.collectionView.isEditing = true
            platform.run(events: [], duration: 0.5)
            var midDrag: CGImage?
            platform.run(events: Self.drag(from: 44 + 22, to: 3 * 44 + 22, at: 0.6), duration: 1.8) { _, t, image in
                if midDrag == nil, t >= 1.0 { midDrag = image }
            }
            if let midDrag { _ = writeArtifact(midDrag, "collection-list-reorder-mid-drag") }
            XCTAssertEqual(TestLog.lines, ["will Apples,Bread,Cheese,Dates", "did Apples,Cheese,Dates,Bread moved Bread 1→3 sections 1"])
            XCTAssertEqual(vc.source.snapshot().itemIdentifiers, ["Apples", "Cheese", "Dates", "Bread", "Eggs", "Salt"])
            for row in 0..<6 {
                let c = Self.cell(vc, row)
                XCTAssertEqual((c?.contentConfiguration as? UIListContentConfiguration)?.text, vc.source.snapshot().itemIdentifiers[row], "row \(row) shows its item")
                XCTAssertEqual(c?.frame.minY, CGFloat(row) * 44, "row \(row) in its place")
            }
            // Salt cannot move: its grip does nothing.
            platform.run(events: Self.drag(from: 5 * 44 + 22, to: 22, at: 2.0), duration: 3)
            XCTAssertEqual(TestLog.lines.count, 2)
            XCTAssertEqual(vc.source.snapshot().itemIdentifiers.last, "Salt")
        }
    }

    /// The interactive-movement calls an app's own gesture makes, on a classic data source.
    final class Numbers: NSObject, UICollectionViewDataSource {
        var items = Array(0..<8)
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let c = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
            c.tag = items[indexPath.item]
            return c
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    nonisolated func testInteractiveMovementOnAFlowLayout() {
        MainActor.assumeIsolated {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 10
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
            let numbers = Numbers()
            cv.dataSource = numbers
            cv.layoutIfNeeded()
            func tags() -> [Int] { (0..<8).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.tag ?? -1 } }
            XCTAssertTrue(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            XCTAssertFalse(cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), "one move at a time")
            // Over item 4 (second row, middle): the items between make room.
            cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 160))
            cv.layoutIfNeeded()
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.origin, CGPoint(x: 0, y: 0), "item 1 moved into the free slot")
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.center, CGPoint(x: 160, y: 160), "the moved item follows")
            cv.cancelInteractiveMovement()
            cv.layoutIfNeeded()
            XCTAssertEqual(numbers.items, Array(0..<8), "cancelled: nothing moved")
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.origin, .zero)

            XCTAssertTrue(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 160))
            cv.endInteractiveMovement()
            cv.layoutIfNeeded()
            XCTAssertEqual(numbers.items, [1, 2, 3, 4, 0, 5, 6, 7])
            XCTAssertEqual(tags(), numbers.items, "each slot shows its item")
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.origin, CGPoint(x: 110, y: 110))
        }
    }

    nonisolated func testAccessoryPlacementAndHiddenRoom() {
        MainActor.assumeIsolated {
            let c = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            c.accessories = [.delete(displayed: .always, options: .init(isHidden: true)),
                             .label(text: "3"),
                             .customView(configuration: .init(customView: badge, placement: .trailing(), maintainsFixedSize: true)),
                             .checkmark(options: .init(reservedLayoutWidth: .custom(40)))]
            c.layoutIfNeeded()
            let delete = c.subviews.compactMap { $0 as? TableCellEditingControl }.first
            XCTAssertEqual(delete?.isHidden, true, "a hidden accessory shows nothing")
            XCTAssertEqual(c.contentView.frame.minX, 38, "but keeps its room")
            let label = c.subviews.compactMap { $0 as? UILabel }.first
            // Trailing, left to right: the custom view (placed nearest the content), the label, the checkmark's 40-point room.
            XCTAssertEqual(badge.frame.size, CGSize(width: 30, height: 20))
            XCTAssertLessThan(badge.frame.maxX, label?.frame.minX ?? 0)
            let check = c.subviews.compactMap { $0 as? TableCellAccessoryView }.first
            XCTAssertEqual(check.map { $0.frame.midX }, 320 - 16 - 20, "centred in its custom room")
            XCTAssertEqual(c.contentView.frame.maxX, badge.frame.minX - 10)
        }
    }
}
