import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UITabBarController on the headless app (Apple's documentation: a tap on a tab asks the
/// delegate and selects it; the switch brings the controllers' appearance callbacks; the bar
/// shows each controller's tab item).
final class TabBarControllerTests: AppTestCase {
    private static func tap(_ t: Double, _ x: CGFloat, _ y: CGFloat) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: y))), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    nonisolated func testTappingATabSwitchesControllersInUIKitsOrder() throws {
        try MainActor.assumeIsolated {
            let first = NavLoggingController(name: "first"), second = NavLoggingController(name: "second")
            first.title = "Inbox"
            second.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 7)
            let (platform, tabs) = launchApp({ () -> UITabBarController in
                let t = UITabBarController()
                t.viewControllers = [first, second]
                return t
            }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertTrue(first.tabBarController === tabs)
            XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Inbox", "Settings"])
            XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 480 - 49, width: 320, height: 49))
            XCTAssertEqual(first.view.safeAreaInsets.bottom, 49, "the bar covers the child's safe-area bottom")
            let delegate = TabLog()
            tabs.delegate = delegate
            TestLog.lines = []
            // The second tab is the right half of the bar.
            platform.run(events: Self.tap(0.1, 240, 455), duration: 0.2)
            XCTAssertTrue(tabs.selectedViewController === second)
            XCTAssertEqual(TestLog.lines, ["shouldSelect 7", "first.viewWillDisappear", "second.viewWillAppear",
                                           "first.viewDidDisappear", "second.viewDidAppear", "didSelect 7"])
            XCTAssertNil(first.view.window)
            let image = try XCTUnwrap(platform.frame(at: 0.3))
            writeArtifact(image, "tab-bar")
            // The selected title is in the tint colour (blue), the other gray.
            XCTAssertEqual(tabs.tabBar.selectedItem?.tag, 7)
            // A delegate refusing keeps the selection.
            delegate.refuse = true
            platform.run(events: Self.tap(0.4, 80, 455), duration: 0.5)
            XCTAssertTrue(tabs.selectedViewController === second)
            XCTAssertTrue(tabs.tabBar.selectedItem === second.tabBarItem)
            // Selected in code: no delegate calls.
            TestLog.lines = []
            tabs.selectedIndex = 0
            XCTAssertEqual(TestLog.lines, ["second.viewWillDisappear", "first.viewWillAppear", "second.viewDidDisappear", "first.viewDidAppear"])
            tabs.selectedIndex = 5
            XCTAssertEqual(tabs.selectedIndex, 0, "out of range selects nothing")
            // A badge and a new title show on the bar's items.
            first.tabBarItem.badgeValue = "3"
            first.title = "Mail"
            XCTAssertEqual(tabs.tabBar.items?.first?.title, "Mail")
            XCTAssertEqual(second.tabBarItem.title, "Settings", "an item given its own title keeps it")
        }
    }
}

final class TabLog: UITabBarControllerDelegate {
    var refuse = false
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        TestLog.lines.append("shouldSelect \(viewController.tabBarItem.tag)")
        return !refuse
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        TestLog.lines.append("didSelect \(viewController.tabBarItem.tag)")
    }
}
