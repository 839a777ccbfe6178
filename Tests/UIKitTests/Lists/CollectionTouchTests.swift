import XCTest
@testable import UIKit
import Shell
@testable import QuartzCore

/// Items selected by taps through the headless app's seat.
final class CollectionTouchTests: AppTestCase {
    final class Swatches: UICollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "s")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "s", for: indexPath)
            cell.backgroundColor = UIColor(hue: CGFloat(indexPath.item) / 60, saturation: 0.6, brightness: 0.9, alpha: 1)
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { TestLog.lines.append("didHighlight \(indexPath.item)") }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { TestLog.lines.append("didSelect \(indexPath.item)") }
        override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { TestLog.lines.append("didDeselect \(indexPath.item)") }
    }

    nonisolated func testTapsSelectItems() {
        MainActor.assumeIsolated {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let (platform, vc) = launchApp({ Swatches(collectionViewLayout: layout) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            // Three 100-point items a row, 10 apart: (160, 160) is the middle of item 4.
            platform.run(events: [InputEvent(time: 0.1, .touchDown(id: 1, CGPoint(x: 160, y: 160))), InputEvent(time: 0.15, .touchUp(id: 1))], duration: 0.3)
            XCTAssertEqual(TestLog.lines, ["didHighlight 4", "didSelect 4"])
            XCTAssertEqual(vc.collectionView.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
            XCTAssertTrue(vc.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!.isSelected)
            platform.run(events: [InputEvent(time: 0.5, .touchDown(id: 1, CGPoint(x: 50, y: 50))), InputEvent(time: 0.55, .touchUp(id: 1))], duration: 0.7)
            XCTAssertEqual(Array(TestLog.lines.suffix(3)), ["didHighlight 0", "didDeselect 4", "didSelect 0"])
        }
    }
}

/// A list layout's rows swiped to the actions its configuration's providers give, through
/// the seat (Apple: `UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider`).
final class CollectionListSwipeTests: AppTestCase {
    final class Inbox: UIViewController {
        var items = ["Alpha", "Bravo", "Charlie", "Delta"]
        var collectionView: UICollectionView!
        var source: UICollectionViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            var config = UICollectionLayoutListConfiguration(appearance: .plain)
            config.trailingSwipeActionsConfigurationProvider = { [unowned self] path in
                guard let item = self.source.itemIdentifier(for: path) else { return nil }
                let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                    TestLog.lines.append("delete \(item)")
                    self.items.removeAll { $0 == item }
                    self.apply()
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [delete])
            }
            config.leadingSwipeActionsConfigurationProvider = { path in
                path.item == 0 ? nil : UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                    TestLog.lines.append("pin \(path.item)")
                    done(true)
                }])
            }
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var c = cell.defaultContentConfiguration()
                c.text = item
                cell.contentConfiguration = c
            }
            source = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, item in
                cv.dequeueConfiguredReusableCell(using: row, for: path, item: item)
            }
            apply()
        }

        func apply() {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(items)
            source.apply(s, animatingDifferences: false)
        }
    }

    nonisolated func testListRowsSwipeToTheirProvidersActions() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Inbox() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            let cv = vc.collectionView!
            let bravo = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
            let y = bravo.frame.midY
            platform.run(events: sidewaysDrag(0.1, from: CGPoint(x: 250, y: y), by: -120), duration: 0.8)
            XCTAssertEqual(cv.contentOffset.y, 0, "a sideways drag does not scroll")
            XCTAssertEqual(bravo.swipeActionsWidth, 86, "Delete fitted to its title")
            XCTAssertEqual(bravo.contentView.frame.minX, -86, "open: the action shows")
            // Tapping Delete runs it; the row goes and the others close up.
            platform.run(events: [InputEvent(time: 1.0, .touchDown(id: 1, CGPoint(x: 300, y: y))), InputEvent(time: 1.05, .touchUp(id: 1))], duration: 1.6)
            XCTAssertEqual(TestLog.lines, ["delete Bravo"])
            XCTAssertEqual(cv.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
                .map { (($0 as! UICollectionViewListCell).contentConfiguration as? UIListContentConfiguration)?.text ?? "" },
                           ["Alpha", "Charlie", "Delta"])
            // The leading provider: row 0 has none, row 1 (now Charlie) pins.
            let first = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
            platform.run(events: sidewaysDrag(1.7, from: CGPoint(x: 60, y: first.frame.midY), by: 120), duration: 2.4)
            XCTAssertEqual(first.contentView.frame.minX, 0, "no leading actions for the first row")
            let charlie = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
            platform.run(events: sidewaysDrag(2.5, from: CGPoint(x: 60, y: charlie.frame.midY), by: 120), duration: 3.2)
            XCTAssertEqual(charlie.contentView.frame.minX, 74, "Pin at UIKit's 74-point minimum")
            // A tap elsewhere closes the open row and selects nothing.
            platform.run(events: [InputEvent(time: 3.3, .touchDown(id: 1, CGPoint(x: 200, y: first.frame.midY))), InputEvent(time: 3.35, .touchUp(id: 1))], duration: 4.0)
            XCTAssertEqual(charlie.contentView.frame.minX, 0)
            XCTAssertEqual(cv.indexPathsForSelectedItems ?? [], [])
            XCTAssertEqual(TestLog.lines, ["delete Bravo"])
        }
    }
}

/// `setCollectionViewLayout(_:animated:)`: the items take the new layout's places, moving
/// there over 0.3 s when animated, and the completion runs when they arrive.
final class CollectionLayoutTransitionTests: AppTestCase {
    final class Grid: UICollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "g")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "g", for: indexPath)
        }
    }

    @MainActor static func flow(_ side: CGFloat) -> UICollectionViewFlowLayout {
        let f = UICollectionViewFlowLayout()
        f.itemSize = CGSize(width: side, height: side)
        f.minimumInteritemSpacing = 0
        f.minimumLineSpacing = 0
        return f
    }

    nonisolated func testSwitchingLayoutsMovesTheCells() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Grid(collectionViewLayout: Self.flow(100)) }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            let cv = vc.collectionView!
            let fourth = cv.cellForItem(at: IndexPath(item: 3, section: 0))!
            XCTAssertEqual(fourth.frame, CGRect(x: 0, y: 100, width: 100, height: 100))
            var finished: [Bool] = []
            cv.setCollectionViewLayout(Self.flow(50), animated: true) { finished.append($0) }
            XCTAssertEqual(fourth.frame, CGRect(x: 150, y: 0, width: 50, height: 50), "the model is at its new place at once")
            platform.run(events: [], duration: 0.2)
            let midway = fourth.layer.presentation()!.frame
            XCTAssertGreaterThan(midway.minX, 0)
            XCTAssertLessThan(midway.minX, 150, "on its way")
            XCTAssertEqual(finished, [])
            platform.run(events: [], duration: 0.6)
            XCTAssertEqual(finished, [true])
            XCTAssertEqual(fourth.layer.presentation()!.frame, fourth.frame)
            cv.setCollectionViewLayout(Self.flow(100), animated: false)
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY, 100)
        }
    }
}

/// `prefetchDataSource` hears of the items just past those in view, and of those left
/// behind unshown (Apple: UICollectionViewDataSourcePrefetching).
final class CollectionPrefetchingTests: AppTestCase {
    final class Prefetcher: UICollectionViewDataSourcePrefetching {
        var fetched: [IndexPath] = [], cancelled: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { fetched += indexPaths }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
    }
    final class Many: UICollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "m")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 300 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "m", for: indexPath)
        }
    }

    nonisolated func testPrefetchingAsksAheadAndCancelsItemsLeftBehind() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Many(collectionViewLayout: CollectionLayoutTransitionTests.flow(100)) }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            let p = Prefetcher()
            vc.collectionView.prefetchDataSource = p
            platform.run(events: [], duration: 0.05)
            // Four rows of three in view: items 0–11; the ten after them are asked for.
            XCTAssertEqual(Set(p.fetched), Set((12..<22).map { IndexPath(item: $0, section: 0) }))
            vc.collectionView.contentOffset.y = 100 * 50
            vc.collectionView.layoutIfNeeded()
            XCTAssertTrue(p.cancelled.contains(IndexPath(item: 15, section: 0)), "left behind unshown: cancelled")
            XCTAssertTrue(p.fetched.contains(IndexPath(item: 165, section: 0)))
            XCTAssertTrue(p.fetched.contains(IndexPath(item: 145, section: 0)), "and the items above")
            vc.collectionView.isPrefetchingEnabled = false
            let asked = p.fetched.count
            vc.collectionView.contentOffset.y = 100 * 80
            vc.collectionView.layoutIfNeeded()
            XCTAssertEqual(p.fetched.count, asked, "off: nothing asked")
        }
    }
}
