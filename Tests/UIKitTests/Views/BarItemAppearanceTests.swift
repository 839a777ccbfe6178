import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// Bar item appearance proxies (Apple: UIBarItem's UIAppearance): the app-wide styling of
/// bar buttons and tabs that iOS apps set at launch — `UIBarButtonItem.appearance().tintColor`,
/// title text attributes per state, narrowed to a kind of bar, and the search bar's Cancel
/// button — applied when a bar first shows the item, an item's own settings kept.
final class BarItemAppearanceTests: AppTestCase {
    final class Screen: UIViewController {
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let own = UIBarButtonItem(title: "Own", style: .plain, target: nil, action: nil)
        let tool = UIBarButtonItem(title: "Tool", style: .plain, target: nil, action: nil)
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 320, height: 56))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            own.tintColor = .systemRed
            own.setTitleTextAttributes([.foregroundColor: UIColor.systemBrown], for: .normal)
            navigationItem.rightBarButtonItems = [save, own]
            toolbarItems = [tool]
            searchBar.showsCancelButton = true
            view.addSubview(searchBar)
        }
    }

    nonisolated func testBarButtonProxiesStyleTheItemsBarsShow() {
        MainActor.assumeIsolated {
            let font = UIFont.systemFont(ofSize: 15, weight: .bold)
            UIBarButtonItem.appearance().tintColor = .systemPurple
            UIBarButtonItem.appearance().setTitleTextAttributes([.font: font, .foregroundColor: UIColor.systemIndigo], for: .normal)
            UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemGray], for: .disabled)
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemGreen
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self]).tintColor = .systemOrange

            var screen: Screen!
            let (platform, nav) = launchApp({ () -> UINavigationController in
                screen = Screen()
                let nav = UINavigationController(rootViewController: screen)
                nav.setToolbarHidden(false, animated: false)
                return nav
            }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            var last: CGImage?
            platform.run(events: [], duration: 0.1) { _, _, image in last = image }
            if let last { _ = writeArtifact(last, "bar-item-appearance") }

            XCTAssertEqual(screen.save.tintColor, .systemPurple, "the proxy's tint")
            XCTAssertEqual(screen.save.titleTextAttributes(for: .normal)?[.font] as? UIFont, font)
            XCTAssertEqual(screen.own.tintColor, .systemRed, "an item's own tint is kept")
            XCTAssertEqual(screen.own.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemBrown,
                           "and its own attributes")
            XCTAssertEqual(screen.own.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor, .systemGray,
                           "a state it did not set takes the proxy's")
            XCTAssertEqual(screen.tool.tintColor, .systemGreen, "the toolbar's narrower proxy wins")

            let saveButton = try! XCTUnwrap(screen.save.barView as? UIButton)
            XCTAssertEqual(saveButton.titleLabel?.font, font)
            XCTAssertEqual(saveButton.titleColor(for: .normal), .systemIndigo)
            XCTAssertEqual(saveButton.titleColor(for: .disabled), .systemGray)
            XCTAssertEqual(saveButton.tintColor, .systemPurple)
            XCTAssertEqual((screen.own.barView as? UIButton)?.tintColor, .systemRed)
            XCTAssertEqual((screen.tool.barView as? UIButton)?.tintColor, .systemGreen)
            XCTAssertTrue(nav.toolbar.subviews.contains { $0.subviews.contains { $0 === screen.tool.barView } })
            let shown = nav.navigationBar.subviews.flatMap(\.subviews).compactMap { ($0 as? UIButton)?.title(for: .normal) }
            XCTAssertEqual(shown.sorted(), ["Own", "Save"], "each item shown once")

            let cancel = screen.searchBar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" }
            XCTAssertEqual(cancel?.tintColor, .systemOrange, "the search bar's Cancel button is a bar button")
            XCTAssertEqual(cancel?.titleLabel?.font, font)
        }
    }

    nonisolated func testTabBarItemProxies() {
        MainActor.assumeIsolated {
            UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemTeal], for: .selected)
            UITabBarItem.appearance().badgeColor = .systemBlue
            var first: UIViewController!, second: UIViewController!
            let (platform, tabs) = launchApp({ () -> UITabBarController in
                first = UIViewController(); first.title = "One"
                second = UIViewController(); second.title = "Two"
                second.tabBarItem.badgeColor = .systemYellow
                let tabs = UITabBarController()
                tabs.viewControllers = [first, second]
                return tabs
            }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05) { _, _, _ in }
            XCTAssertEqual(first.tabBarItem.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor, .systemTeal)
            XCTAssertNil(first.tabBarItem.titleTextAttributes(for: .normal))
            XCTAssertEqual(first.tabBarItem.badgeColor, .systemBlue)
            XCTAssertEqual(second.tabBarItem.badgeColor, .systemYellow, "its own badge colour is kept")
            XCTAssertEqual(tabs.tabBar.items?.count, 2)
        }
    }

    nonisolated func testWithoutProxiesItemsAreAsTheyWere() {
        MainActor.assumeIsolated {
            let item = UIBarButtonItem(title: "Plain", style: .plain, target: nil, action: nil)
            XCTAssertNil(item.tintColor)
            XCTAssertNil(item.titleTextAttributes(for: .normal))
            item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
            XCTAssertEqual(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .red)
            XCTAssertNil(item.titleTextAttributes(for: .highlighted), "a state keeps only what was set for it")
            XCTAssertTrue(UIBarButtonItem.appearance() === UIBarButtonItem.appearance(), "one proxy per class and scope")
        }
    }
}
