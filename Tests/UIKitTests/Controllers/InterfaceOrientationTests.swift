import XCTest
@testable import UIKit
import Shell
@testable import QuartzCore

/// Orientation preferences (Apple: `supportedInterfaceOrientations`, iPad apps that share the
/// screen): UIKit's masks and defaults, and the window's shape as its orientation.
final class InterfaceOrientationTests: AppTestCase {
    final class PortraitOnly: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override var shouldAutorotate: Bool { false }
    }

    nonisolated func testMasksDefaultsAndTheWindowsShape() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIInterfaceOrientationMask.portrait.rawValue, 2)
            XCTAssertEqual(UIInterfaceOrientationMask.landscape.rawValue, 24)
            XCTAssertEqual(UIInterfaceOrientationMask.allButUpsideDown.rawValue, 26)
            XCTAssertEqual(UIInterfaceOrientationMask.all.rawValue, 30)
            XCTAssertTrue(UIInterfaceOrientationMask.all.contains(.portraitUpsideDown))

            let (platform, vc) = launchApp({ UIViewController() }, size: CGSize(width: 480, height: 320))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            XCTAssertEqual(vc.supportedInterfaceOrientations, .all, "the iPad idiom's default")
            XCTAssertTrue(vc.shouldAutorotate)
            XCTAssertTrue(vc.preferredInterfaceOrientationForPresentation.isLandscape, "a wide window is landscape")
            let locked = PortraitOnly()
            XCTAssertEqual(locked.supportedInterfaceOrientations, .portrait)
            locked.setNeedsUpdateOfSupportedInterfaceOrientations()
            XCTAssertEqual(UIApplication.shared.delegate?.application(UIApplication.shared, supportedInterfaceOrientationsFor: nil), .all)
        }
    }

    nonisolated func testTheSceneHasNoStatusBar() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ UIViewController() }, size: CGSize(width: 400, height: 300))
            defer { platform.finish() }
            let manager = vc.view.window?.windowScene?.statusBarManager
            XCTAssertEqual(manager?.statusBarFrame, .zero, "no status bar takes room")
            XCTAssertEqual(manager?.isStatusBarHidden, true)
        }
    }
}
