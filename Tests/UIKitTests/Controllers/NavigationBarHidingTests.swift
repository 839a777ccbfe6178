import XCTest
@testable import UIKit
import Shell
@testable import QuartzCore

/// Bars hidden by the user's swipes and taps (Apple: `hidesBarsOnSwipe`, `hidesBarsOnTap`),
/// through the headless app's seat.
final class NavigationBarHidingTests: AppTestCase {
    final class Feed: UIViewController {
        let scroll = UIScrollView()
        let button = UIButton(type: .system)
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            scroll.frame = view.bounds
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scroll.contentSize = CGSize(width: 320, height: 3000)
            view.addSubview(scroll)
            button.setTitle("Like", for: .normal)
            button.frame = CGRect(x: 20, y: 300, width: 80, height: 44)
            button.addAction(UIAction { _ in TestLog.lines.append("like") }, for: .touchUpInside)
            view.addSubview(button)
            toolbarItems = [UIBarButtonItem(systemItem: .done)]
        }
    }

    private static func drag(_ t: Double, from y0: CGFloat, to y1: CGFloat) -> [InputEvent] {
        var e = [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: 200, y: y0)))]
        for k in 1...10 { e.append(InputEvent(time: t + Double(k) * 0.016, .touchMotion(id: 1, CGPoint(x: 200, y: y0 + (y1 - y0) * CGFloat(k) / 10)))) }
        e.append(InputEvent(time: t + 0.2, .touchUp(id: 1)))
        return e
    }
    private static func tap(_ t: Double, at p: CGPoint) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, p)), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    nonisolated func testAnUpwardSwipeHidesTheBarsAndADownwardOneShowsThem() {
        MainActor.assumeIsolated {
            var feed: Feed!
            let (platform, nav) = launchApp({ () -> UINavigationController in
                feed = Feed()
                let nav = UINavigationController(rootViewController: feed)
                nav.hidesBarsOnSwipe = true
                nav.setToolbarHidden(false, animated: false)
                return nav
            }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            XCTAssertTrue(nav.barHideOnSwipeGestureRecognizer.isEnabled)
            platform.run(events: Self.drag(0.1, from: 400, to: 200), duration: 0.8)
            XCTAssertTrue(nav.isNavigationBarHidden, "an upward swipe hides the bar")
            XCTAssertTrue(nav.isToolbarHidden, "and the toolbar, which has items")
            XCTAssertGreaterThan(feed.scroll.contentOffset.y, 100, "while the content scrolls as usual")
            platform.run(events: Self.drag(0.9, from: 200, to: 350), duration: 1.6)
            XCTAssertFalse(nav.isNavigationBarHidden, "a downward swipe shows it again")
            XCTAssertFalse(nav.isToolbarHidden)
        }
    }

    nonisolated func testATapTogglesTheBarsUnlessAControlTakesIt() {
        MainActor.assumeIsolated {
            let (platform, nav) = launchApp({ () -> UINavigationController in
                let nav = UINavigationController(rootViewController: Feed())
                nav.hidesBarsOnTap = true
                return nav
            }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            XCTAssertFalse(nav.hidesBarsOnSwipe)
            platform.run(events: Self.tap(0.1, at: CGPoint(x: 200, y: 200)), duration: 0.5)
            XCTAssertTrue(nav.isNavigationBarHidden, "a tap on the content hides the bar")
            platform.run(events: Self.tap(0.6, at: CGPoint(x: 60, y: 322)), duration: 1.0)
            XCTAssertEqual(TestLog.lines, ["like"])
            XCTAssertTrue(nav.isNavigationBarHidden, "a tap the button takes leaves the bars")
            platform.run(events: Self.tap(1.1, at: CGPoint(x: 200, y: 200)), duration: 1.5)
            XCTAssertFalse(nav.isNavigationBarHidden, "another tap on the content shows it")
        }
    }
}
