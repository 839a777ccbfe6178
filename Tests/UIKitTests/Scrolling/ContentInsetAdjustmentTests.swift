import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// `.automatic` content inset adjustment as UIKit documents it: the view of a controller in
/// a navigation controller is inset by the bar even when its content does not scroll, rests
/// below the bar, and keeps a scrolled offset through the navigation controller's layout.
final class ContentInsetAdjustmentTests: AppTestCase {
    final class Scroller: UIViewController {
        let scroll = UIScrollView()
        override func loadView() { view = scroll }
        override func viewDidLoad() {
            super.viewDidLoad()
            scroll.contentSize = CGSize(width: 320, height: 100)
        }
    }

    nonisolated func testARootScrollViewRestsBelowTheBarAndKeepsItsOffset() {
        MainActor.assumeIsolated {
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: Scroller()) }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.1)
            let scroll = (nav.topViewController as! Scroller).scroll
            let bar = nav.navigationBar.convert(nav.navigationBar.bounds, to: nil).maxY
            XCTAssertEqual(scroll.adjustedContentInset.top, scroll.safeAreaInsets.top, "inset by the bar though the content fits")
            XCTAssertEqual(scroll.contentOffset.y, -scroll.adjustedContentInset.top, "resting at the top, below the bar")
            XCTAssertEqual(scroll.convert(CGPoint.zero, to: nil).y, bar, accuracy: 0.5, "the content starts at the bar's bottom")
            scroll.contentSize.height = 2000
            scroll.contentOffset.y = 300
            nav.view.setNeedsLayout()
            nav.view.layoutIfNeeded()
            platform.run(events: [], duration: 0.2)
            XCTAssertEqual(scroll.contentOffset.y, 300, "the navigation controller's layout keeps the offset")
            scroll.contentInsetAdjustmentBehavior = .scrollableAxes
            scroll.contentSize.height = 100
            XCTAssertEqual(scroll.adjustedContentInset.top, 0, "scrollableAxes: no inset on an axis that does not scroll")
        }
    }
}
