import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// Bar appearances (Apple's UIBarAppearance family, iOS 13 and later): navigation bar, tab
/// bar and toolbar backgrounds, shadows, titles and items, per bar and per item, copied when
/// set; the legacy bar properties winning where set.
final class BarAppearanceTests: AppTestCase {
    nonisolated func testANavigationBarShowsItsAppearance() throws {
        try MainActor.assumeIsolated {
            let root = UIViewController()
            root.title = "Inbox"
            root.view.backgroundColor = .white
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 300))
            defer { platform.finish() }
            let a = UINavigationBarAppearance()
            a.configureWithOpaqueBackground()
            a.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            a.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 20)]
            a.shadowColor = nil
            a.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
            nav.navigationBar.standardAppearance = a
            nav.navigationBar.scrollEdgeAppearance = a
            a.backgroundColor = .red                                  // the bar keeps its copy
            XCTAssertFalse(nav.navigationBar.standardAppearance === a)
            XCTAssertEqual(nav.navigationBar.standardAppearance.backgroundColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1))
            platform.run(events: [], duration: 0.2)
            var image = try XCTUnwrap(platform.renderFrame())
            writeArtifact(image, "navigation-bar-appearance")
            XCTAssertEqual(pixel(image, 20, 20).b, 255, accuracy: 2)
            XCTAssertEqual(pixel(image, 20, 20).r, 0, accuracy: 2)
            XCTAssertEqual(pixel(image, 20, 44).b, 255, accuracy: 2, "no shadow line under the bar")
            XCTAssertTrue((120..<200).contains { x in (14..<30).contains { y in pixel(image, x, y).r > 200 } }, "a white title")
            // The top item's own appearance replaces the bar's while it is on top.
            let t = UINavigationBarAppearance()
            t.configureWithTransparentBackground()
            root.navigationItem.standardAppearance = t
            platform.run(events: [], duration: 0.4)
            image = try XCTUnwrap(platform.renderFrame())
            XCTAssertEqual(pixel(image, 20, 20).r, 255, accuracy: 2, "transparent: the white view shows through")
            XCTAssertEqual(pixel(image, 20, 20).b, 255, accuracy: 2)
            // The legacy tint wins over the appearance's colour.
            nav.navigationBar.barTintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            nav.navigationBar.isTranslucent = false
            platform.run(events: [], duration: 0.6)
            image = try XCTUnwrap(platform.renderFrame())
            XCTAssertEqual(pixel(image, 20, 20).g, 255, accuracy: 2)
            XCTAssertEqual(pixel(image, 20, 20).r, 0, accuracy: 2)
        }
    }

    nonisolated func testABackgroundEffectBlursWhatIsUnderTheBar() throws {
        try MainActor.assumeIsolated {
            let root = UIViewController()
            root.title = "Photos"
            for i in 0..<40 {
                let stripe = UIView(frame: CGRect(x: CGFloat(i) * 8, y: 0, width: 8, height: 300))
                stripe.backgroundColor = i % 2 == 0 ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                root.view.addSubview(stripe)
            }
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 300))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.2)
            let plain = try XCTUnwrap(platform.renderFrame())
            let a = UINavigationBarAppearance()
            a.configureWithDefaultBackground()
            XCTAssertNil(a.backgroundEffect)
            a.backgroundEffect = UIBlurEffect(style: .systemMaterial)
            nav.navigationBar.standardAppearance = a
            nav.navigationBar.scrollEdgeAppearance = a
            XCTAssertNotNil(nav.navigationBar.standardAppearance.backgroundEffect, "copied with the appearance")
            platform.run(events: [], duration: 0.4)
            let blurred = try XCTUnwrap(platform.renderFrame())
            writeArtifact(blurred, "navigation-bar-background-effect")
            let s = blurred.width / 320
            // The default bar: its nearly opaque white. With the effect: the stripes under it,
            // blurred into one purple and lightened by the material.
            XCTAssertGreaterThan(pixel(plain, 60 * s, 6 * s).g, 230)
            for x in 60..<76 {
                let p = pixel(blurred, x * s, 6 * s)
                XCTAssertTrue(p.r > p.g + 15 && p.b > p.g + 15, "\(x): \(p)")
            }
            XCTAssertEqual(pixel(blurred, 4 * s, 200 * s), RGBA8(255, 0, 0, 255), "below the bar, the stripes as they are")
        }
    }

    nonisolated func testATabBarColoursItsItemsByState() throws {
        try MainActor.assumeIsolated {
            let a = UIViewController(), b = UIViewController()
            a.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
            b.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
            b.tabBarItem.badgeValue = "3"
            let (platform, tabs) = launchApp({ () -> UITabBarController in
                let t = UITabBarController()
                t.viewControllers = [a, b]
                return t
            }, size: CGSize(width: 300, height: 300))
            defer { platform.finish() }
            let look = UITabBarAppearance()
            look.configureWithOpaqueBackground()
            look.backgroundColor = .black
            look.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor(red: 0, green: 1, blue: 0, alpha: 1)]
            look.stackedLayoutAppearance.selected.iconColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
            look.stackedLayoutAppearance.normal.badgeBackgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            tabs.tabBar.standardAppearance = look
            platform.run(events: [], duration: 0.2)
            let image = try XCTUnwrap(platform.renderFrame())
            writeArtifact(image, "tab-bar-appearance")
            let barTop = 300 - Int(UITabBar.height)
            XCTAssertEqual(pixel(image, 5, barTop + 5).r, 0, accuracy: 2, "a black bar")
            // The selected title (yellow, from its icon colour) and the unselected one (green).
            XCTAssertTrue((20..<130).contains { x in (barTop..<300).contains { y in let p = pixel(image, x, y); return p.r > 150 && p.g > 150 && p.b < 80 } })
            XCTAssertTrue((170..<280).contains { x in (barTop..<300).contains { y in let p = pixel(image, x, y); return p.g > 150 && p.r < 80 } })
            XCTAssertTrue((150..<300).contains { x in (barTop..<barTop + 22).contains { y in let p = pixel(image, x, y); return p.b > 200 && p.r < 60 } },
                          "the badge in the appearance's colour")
        }
    }

    nonisolated func testAppearancesCopyAndConfigure() {
        MainActor.assumeIsolated {
            let a = UINavigationBarAppearance()
            XCTAssertNotNil(a.shadowColor, "default: the shadow line")
            XCTAssertNil(a.backgroundColor)
            a.configureWithTransparentBackground()
            XCTAssertNil(a.shadowColor)
            a.titleTextAttributes = [.foregroundColor: UIColor.red]
            a.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.green]
            let c = a.copy() as! UINavigationBarAppearance
            XCTAssertEqual(c.titleTextAttributes[.foregroundColor] as? UIColor, .red)
            XCTAssertEqual(c.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor, .green)
            a.buttonAppearance.normal.titleTextAttributes = [:]
            XCTAssertEqual(c.buttonAppearance.normal.titleTextAttributes.count, 1, "a deep copy")
            let base = UINavigationBarAppearance(barAppearance: UITabBarAppearance())
            XCTAssertNotNil(base.shadowColor)
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let tl = UIToolbarAppearance()
            tl.configureWithOpaqueBackground()
            toolbar.standardAppearance = tl
            XCTAssertEqual(toolbar.standardAppearance.backgroundColor, .systemBackground)
            XCTAssertNil(toolbar.compactAppearance)
            XCTAssertEqual(UIOffset.zero, UIOffset(horizontal: 0, vertical: 0))
        }
    }
}
