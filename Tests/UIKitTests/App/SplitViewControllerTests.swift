import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UISplitViewController (Apple's column style): columns tiled in a regular window, hidden and
/// shown, details shown in the secondary column; collapsed to one stack in a compact window
/// and expanded back.
final class SplitViewControllerTests: AppTestCase {
    @MainActor private static func split() -> (UISplitViewController, ColorController, ColorController) {
        let split = UISplitViewController(style: .doubleColumn)
        let list = ColorController(color: .blue, title: "List"), detail = ColorController(color: .red, title: "Detail")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        return (split, list, detail)
    }

    nonisolated func testColumnsTileAndThePrimaryHidesAndShows() throws {
        try MainActor.assumeIsolated {
            let (s, list, detail) = Self.split()
            let (platform, split) = launchApp({ s }, size: CGSize(width: 1000, height: 700))
            defer { platform.finish() }
            XCTAssertTrue(split.viewController(for: .primary) === list)
            XCTAssertNotNil(list.navigationController, "each column in a navigation controller")
            XCTAssertTrue(list.splitViewController === split)
            XCTAssertFalse(split.isCollapsed)
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            XCTAssertEqual(split.primaryColumnWidth, 320)
            XCTAssertEqual(list.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 700))
            XCTAssertEqual(detail.navigationController?.view.frame, CGRect(x: 320, y: 0, width: 680, height: 700))
            let shot = try XCTUnwrap(platform.frame(at: 0.1))
            XCTAssertEqual(pixel(shot, 160, 400), RGBA8(0, 0, 255, 255))
            XCTAssertEqual(pixel(shot, 700, 400), RGBA8(255, 0, 0, 255))
            writeArtifact(shot, "split-view-columns")
            split.hide(.primary)
            platform.run(events: [], duration: 0.6)
            XCTAssertEqual(split.displayMode, .secondaryOnly)
            XCTAssertEqual(detail.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 1000, height: 700))
            // The display-mode button brings it back.
            let button = split.displayModeButtonItem
            button.action?(button)
            platform.run(events: [], duration: 1.2)
            XCTAssertEqual(split.displayMode, .oneBesideSecondary)
            // A detail shown from the list replaces the secondary's.
            let other = ColorController(color: .green, title: "Other")
            let secondary = detail.navigationController
            list.showDetailViewController(other, sender: nil)
            XCTAssertTrue(other.navigationController === secondary)
            XCTAssertNil(split.presentedViewController)
        }
    }

    nonisolated func testACompactWindowCollapsesToOneStackAndExpandsBack() throws {
        try MainActor.assumeIsolated {
            let (s, list, _) = Self.split()
            let (platform, split) = launchApp({ s }, size: CGSize(width: 375, height: 667))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.1)
            XCTAssertTrue(split.isCollapsed)
            XCTAssertEqual(list.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
            let shown = ColorController(color: .green, title: "Shown")
            list.showDetailViewController(shown, sender: nil)
            XCTAssertTrue(list.navigationController?.topViewController === shown, "pushed on the one stack")
            platform.run(events: [InputEvent(time: 0.8, .resize(CGSize(width: 1000, height: 700)))], duration: 1.0)
            XCTAssertFalse(split.isCollapsed)
            XCTAssertTrue(list.navigationController?.topViewController === list)
            XCTAssertEqual(shown.navigationController?.view.frame.minX, 320, "the detail back in the secondary column")
        }
    }
}
