import XCTest
@testable import UIKit
import Shell
@testable import QuartzCore

/// The indicators keep inside their insets (Apple: `verticalScrollIndicatorInsets`,
/// `horizontalScrollIndicatorInsets`, `scrollIndicatorInsets`).
final class ScrollIndicatorInsetTests: ViewTestCase {
    nonisolated func testIndicatorsRunInsideTheirInsets() {
        MainActor.assumeIsolated {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            scroll.contentSize = CGSize(width: 900, height: 2000)
            scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 5)
            var v = scroll.verticalIndicator.frame
            XCTAssertEqual(v.minY, 53, "the inset and the indicator's margin")
            XCTAssertEqual(v.maxX, 300 - 3 - 5)
            scroll.contentOffset.y = 1600
            v = scroll.verticalIndicator.frame
            XCTAssertEqual(v.maxY - 1600, 400 - 20 - 3, accuracy: 0.01, "at the end it stops above the bottom inset")
            XCTAssertEqual(v.height, max(36, 330 * 400 / 2000), accuracy: 0.01, "its length is the share of the track in view")
            scroll.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 40, bottom: 10, right: 0)
            XCTAssertEqual(scroll.horizontalScrollIndicatorInsets, scroll.verticalScrollIndicatorInsets)
            let h = scroll.horizontalIndicator.frame
            XCTAssertEqual(h.minX, 43, accuracy: 0.01)
            XCTAssertEqual(h.maxY - 1600, 400 - 3 - 10, accuracy: 0.01)
        }
    }
}

/// Hidden indicators skip content size changes at rest, and are placed for the new content
/// as soon as it moves (which is what shows them).
final class ScrollIndicatorPlacementTests: AppTestCase {
    nonisolated func testHiddenIndicatorsArePlacedWhenTheContentMoves() {
        MainActor.assumeIsolated {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let (platform, _) = launchApp({ () -> UIViewController in
                let vc = UIViewController()
                vc.view.addSubview(scroll)
                return vc
            }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            scroll.contentSize = CGSize(width: 300, height: 1000)
            scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 0)
            XCTAssertEqual(scroll.verticalIndicator.frame.height, 330 * 400 / 1000, accuracy: 0.01)
            scroll.contentSize = CGSize(width: 300, height: 2000)
            scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
            platform.run(events: [], duration: 0.1)
            XCTAssertEqual(scroll.verticalIndicator.opacity, 1, "moving content shows its indicator")
            XCTAssertEqual(scroll.verticalIndicator.frame.height, 330 * 400 / 2000, accuracy: 0.01, "sized for the new content")
        }
    }
}

/// `flashScrollIndicators()` shows the indicators of content larger than the view for a
/// moment; `indicatorStyle` and the appearance pick their colour.
final class ScrollIndicatorFlashTests: ViewTestCase {
    nonisolated func testFlashingAndStyles() {
        MainActor.assumeIsolated {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            scroll.contentSize = CGSize(width: 300, height: 2000)
            XCTAssertEqual(scroll.verticalIndicator.opacity, 0)
            scroll.flashScrollIndicators()
            XCTAssertEqual(scroll.verticalIndicator.animation(forKey: "fade")?.duration, 0.25, "shown, then fading")
            XCTAssertNil(scroll.horizontalIndicator.animation(forKey: "fade"), "the content is not wider: no horizontal one")
            XCTAssertEqual(scroll.verticalIndicator.backgroundColor, CGColor(gray: 0, alpha: 0.35), "dark on light")
            scroll.indicatorStyle = .white
            XCTAssertEqual(scroll.verticalIndicator.backgroundColor, CGColor(gray: 1, alpha: 0.35))
            scroll.indicatorStyle = .default
            scroll.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(scroll.verticalIndicator.backgroundColor, CGColor(gray: 1, alpha: 0.35), "light in the dark")
        }
    }
}
