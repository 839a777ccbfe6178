import XCTest
import Gallery
import UIKit

/// The Auto Layout scene shown, taken away and shown again in one window, as the gallery's
/// scene keys do: its constraints leave the window's engine and come back each time.
final class AutoLayoutSceneTests: XCTestCase {
    nonisolated func testShownAndRemovedRepeatedlyInOneWindow() {
        MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 400))
            let vc = UIViewController()
            window.rootViewController = vc
            window.layoutIfNeeded()
            for round in 0..<12 {
                let size = CGSize(width: 640 - CGFloat(round * 20), height: 400)
                window.frame.size = size
                window.layoutIfNeeded()
                let root = AutoLayoutScene().makeRootView(size: size)
                vc.view.addSubview(root)
                window.layoutIfNeeded()
                let card = root.subviews[0]
                XCTAssertEqual(card.frame.minY, 20, "round \(round)")
                XCTAssertEqual(card.frame.width, min(560, size.width - 48), "round \(round)")
                root.removeFromSuperview()
                window.layoutIfNeeded()
            }
        }
    }
}
