import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// Large titles (iOS 11: `prefersLargeTitles`, `largeTitleDisplayMode`): a 52-point row under
/// the title row showing the title in 34-point bold at the leading margin, the children's
/// safe area below it; `.automatic` takes the mode of the item before.
final class LargeTitleTests: AppTestCase {
    nonisolated func testLargeTitlesFollowTheItemsDisplayModes() throws {
        try MainActor.assumeIsolated {
            let root = UIViewController()
            root.title = "Mailboxes"
            root.view.backgroundColor = .white
            let (platform, nav) = launchApp({ UINavigationController(rootViewController: root) }, size: CGSize(width: 320, height: 400))
            defer { platform.finish() }
            XCTAssertEqual(nav.navigationBar.frame.height, 44)
            nav.navigationBar.prefersLargeTitles = true
            platform.run(events: [], duration: 0.1)
            XCTAssertEqual(nav.navigationBar.frame.height, 96)
            XCTAssertEqual(root.view.safeAreaInsets.top, 96)
            let image = try XCTUnwrap(platform.renderFrame())
            writeArtifact(image, "large-title")
            XCTAssertTrue((16..<120).contains { x in (50..<92).contains { y in pixel(image, x, y).r < 60 } }, "the large title at the leading margin")
            XCTAssertFalse((100..<220).contains { x in (10..<34).contains { y in pixel(image, x, y).r < 60 } }, "no inline title while expanded")
            // A pushed item that never shows a large title, and one after it that follows it.
            let detail = UIViewController(); detail.title = "Inbox"; detail.navigationItem.largeTitleDisplayMode = .never
            nav.pushViewController(detail, animated: false)
            platform.run(events: [], duration: 0.3)
            XCTAssertEqual(nav.navigationBar.frame.height, 44)
            XCTAssertEqual(detail.view.safeAreaInsets.top, 44)
            let message = UIViewController(); message.title = "Message"
            nav.pushViewController(message, animated: false)
            platform.run(events: [], duration: 0.5)
            XCTAssertEqual(nav.navigationBar.frame.height, 44, "automatic: as the item before")
            message.navigationItem.largeTitleDisplayMode = .always
            platform.run(events: [], duration: 0.7)
            XCTAssertEqual(nav.navigationBar.frame.height, 96)
            nav.popToRootViewController(animated: false)
            platform.run(events: [], duration: 0.9)
            XCTAssertEqual(nav.navigationBar.frame.height, 96)
            XCTAssertEqual(root.view.safeAreaInsets.top, 96)
        }
    }
}
