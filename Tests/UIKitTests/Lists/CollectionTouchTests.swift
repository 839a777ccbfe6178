import XCTest
import UIKit
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
