import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// Sections that scroll sideways (`orthogonalScrollingBehavior`): their groups in one row,
/// cells only for the part of the row in view, a sideways drag in the row scrolling it alone
/// and coming to rest as its behaviour says.
final class OrthogonalScrollingTests: AppTestCase {
    /// A carousel of 150×100 cards (10 apart, 16 from the edges) over a plain list.
    @MainActor static func layout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if section == 0 {
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
                let s = NSCollectionLayoutSection(group: group)
                s.interGroupSpacing = 10
                s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                s.orthogonalScrollingBehavior = behavior
                return s
            }
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    final class Carousel: UIViewController {
        let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        var collectionView: UICollectionView!
        var source: UICollectionViewDiffableDataSource<Int, Int>!
        init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
            self.behavior = behavior
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        override func loadView() {
            collectionView = UICollectionView(frame: .zero, collectionViewLayout: OrthogonalScrollingTests.layout(behavior))
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, n in
                cell.backgroundColor = n < 100 ? .systemBlue : (n % 2 == 0 ? .systemGray5 : .white)
                cell.layer.cornerRadius = n < 100 ? 12 : 0
            }
            source = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, n in
                cv.dequeueConfiguredReusableCell(using: registration, for: path, item: n)
            }
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0, 1])
            s.appendItems(Array(0..<10), toSection: 0)
            s.appendItems(Array(100..<140), toSection: 1)
            source.apply(s, animatingDifferences: false)
            view = collectionView
        }
    }

    nonisolated func testARowOfGroupsWithCellsOnlyForWhatIsInView() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Carousel(.continuous) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            let cv = vc.collectionView!
            @MainActor func frame(_ i: Int, _ s: Int = 0) -> CGRect? { cv.layoutAttributesForItem(at: IndexPath(item: i, section: s))?.frame }
            XCTAssertEqual(frame(0), CGRect(x: 16, y: 0, width: 150, height: 100))
            XCTAssertEqual(frame(3), CGRect(x: 496, y: 0, width: 150, height: 100))
            XCTAssertEqual(frame(0, 1), CGRect(x: 0, y: 100, width: 320, height: 44), "the next section starts under the row")
            XCTAssertEqual(cv.contentSize.height, 1860)
            @MainActor func shownInRow() -> [Int] { cv.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item).sorted() }
            XCTAssertEqual(shownInRow(), [0, 1])
            let layout = cv.collectionViewLayout as! UICollectionViewCompositionalLayout
            layout.setOrthogonalOffset(200, ofSection: 0)
            cv.layoutIfNeeded()
            XCTAssertEqual(frame(2)?.minX, 136)
            XCTAssertEqual(shownInRow(), [1, 2, 3])
            layout.setOrthogonalOffset(5000, ofSection: 0)
            let rowWidth: CGFloat = 16 * 2 + 10 * 150 + 9 * 10
            XCTAssertEqual(layout.orthogonalOffset(ofSection: 0), rowWidth - 320, "no further than the row's end")
        }
    }

    /// A carousel that scales each card by its distance from the row's middle, the way
    /// `visibleItemsInvalidationHandler` is used: the handler sees the section's own
    /// coordinates and offset, and its changes show on the cells for that pass only.
    nonisolated func testVisibleItemsHandlerScalesCardsAsTheRowScrolls() {
        MainActor.assumeIsolated {
            var calls: [(items: [Int], offset: CGPoint, frames: [Int: CGRect], width: CGFloat, compact: Bool)] = []
            final class Scaling: UIViewController {
                var collectionView: UICollectionView!
                var source: UICollectionViewDiffableDataSource<Int, Int>!
                var record: (([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void)!
                override func loadView() {
                    let layout = UICollectionViewCompositionalLayout { [unowned self] _, env in
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
                        let s = NSCollectionLayoutSection(group: group)
                        s.interGroupSpacing = 10
                        s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                        s.orthogonalScrollingBehavior = .continuous
                        s.visibleItemsInvalidationHandler = { [unowned self] items, offset, env in
                            self.record(items, offset, env)
                            for item in items {
                                let distance = abs(item.frame.midX - offset.x - env.container.contentSize.width / 2)
                                let scale = max(0.7, 1 - distance / env.container.contentSize.width)
                                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                                item.alpha = scale
                            }
                        }
                        return s
                    }
                    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in cell.backgroundColor = .systemBlue }
                    source = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, n in
                        cv.dequeueConfiguredReusableCell(using: registration, for: path, item: n)
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(Array(0..<10))
                    source.apply(snapshot, animatingDifferences: false)
                    view = collectionView
                }
            }
            let (platform, vc) = launchApp({ () -> Scaling in
                let vc = Scaling()
                vc.record = { items, offset, env in
                    calls.append((items.map(\.indexPath.item).sorted(), offset,
                                  Dictionary(uniqueKeysWithValues: items.map { ($0.indexPath.item, $0.frame) }),
                                  env.container.contentSize.width, env.traitCollection.horizontalSizeClass == .compact))
                }
                return vc
            }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            let cv = vc.collectionView!
            XCTAssertEqual(calls.last?.items, [0, 1])
            XCTAssertEqual(calls.last?.offset, .zero)
            XCTAssertEqual(calls.last?.width, 320)
            XCTAssertEqual(calls.last?.compact, cv.traitCollection.horizontalSizeClass == .compact, "the environment carries the traits")
            // Card 1 (midX 251) is 91 from the middle: scale 1 − 91/320.
            let scale1 = 1 - 91.0 / 320
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.transform.a, scale1, accuracy: 0.001)
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.alpha, scale1, accuracy: 0.001)
            XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform, .identity,
                           "the layout's own attributes are untouched")

            let layout = cv.collectionViewLayout as! UICollectionViewCompositionalLayout
            layout.setOrthogonalOffset(160, ofSection: 0)
            cv.layoutIfNeeded()
            XCTAssertEqual(calls.last?.offset, CGPoint(x: 160, y: 0))
            XCTAssertEqual(calls.last?.frames[1], CGRect(x: 176, y: 0, width: 150, height: 100), "frames in the row's own coordinates")
            // Card 1 now shows at 16…166 (midX 91, 69 from the middle); card 2 at midX 251.
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.transform.a, 1 - 69.0 / 320, accuracy: 0.001)
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.frame.midX, 91, accuracy: 0.01)
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 2, section: 0))!.transform.a, scale1, accuracy: 0.001)
        }
    }

    /// A sideways drag from x 300 to x 100 in the row, held still before lifting (no flick).
    private static func drag(at t: Double, y: CGFloat = 50) -> [InputEvent] {
        var events = [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: 300, y: y)))]
        for k in 1...10 { events.append(InputEvent(time: t + Double(k) * 0.02, .touchMotion(id: 1, CGPoint(x: 300 - CGFloat(k) * 20, y: y)))) }
        events.append(InputEvent(time: t + 0.5, .touchUp(id: 1)))
        return events
    }

    nonisolated func testADragScrollsTheRowAloneAndComesToRestByItsBehaviour() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Carousel(.continuous) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            var last: CGImage?
            platform.run(events: Self.drag(at: 0.1), duration: 1.5) { _, _, image in last = image }
            if let last { writeArtifact(last, "orthogonal-row-after-drag") }
            let layout = vc.collectionView.collectionViewLayout as! UICollectionViewCompositionalLayout
            let offset = layout.orthogonalOffset(ofSection: 0)
            XCTAssertGreaterThan(offset, 170, "the row followed the finger (less the drag's slop)")
            XCTAssertLessThanOrEqual(offset, 200)
            XCTAssertEqual(vc.collectionView.contentOffset, .zero, "the collection view did not scroll")
        }
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Carousel(.groupPaging) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: Self.drag(at: 0.1), duration: 1.5)
            let layout = vc.collectionView.collectionViewLayout as! UICollectionViewCompositionalLayout
            XCTAssertEqual(layout.orthogonalOffset(ofSection: 0), 160, "one group on: it rests on the second group's edge")
        }
        MainActor.assumeIsolated {
            // Centred group paging: the first card rests in the middle of the 320-point row
            // (85 each side), and a drag pages to the next one, in the middle too.
            let (platform, vc) = launchApp({ Carousel(.groupPagingCentered) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            let cv = vc.collectionView!
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 85, "the first card centred")
            platform.run(events: Self.drag(at: 0.1), duration: 1.5)
            let layout = cv.collectionViewLayout as! UICollectionViewCompositionalLayout
            XCTAssertEqual(layout.orthogonalOffset(ofSection: 0), 160, "one group on")
            XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.midX, 160, "the second card centred")
        }
        MainActor.assumeIsolated {
            // A vertical drag in the list below scrolls the collection view as ever.
            let (platform, vc) = launchApp({ Carousel(.groupPaging) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            var events = [InputEvent(time: 0.1, .touchDown(id: 1, CGPoint(x: 160, y: 400)))]
            for k in 1...10 { events.append(InputEvent(time: 0.1 + Double(k) * 0.02, .touchMotion(id: 1, CGPoint(x: 160, y: 400 - CGFloat(k) * 20)))) }
            events.append(InputEvent(time: 0.6, .touchUp(id: 1)))
            platform.run(events: events, duration: 1.5)
            XCTAssertGreaterThan(vc.collectionView.contentOffset.y, 150)
            let layout = vc.collectionView.collectionViewLayout as! UICollectionViewCompositionalLayout
            XCTAssertEqual(layout.orthogonalOffset(ofSection: 0), 0)
        }
    }
}
