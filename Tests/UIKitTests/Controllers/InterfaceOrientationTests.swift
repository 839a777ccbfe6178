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

    nonisolated func testAGeometryRequestIsMetByTheWindowsShapeOrDenied() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ UIViewController() }, size: CGSize(width: 480, height: 320))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            let scene = vc.view.window!.windowScene!
            var errors: [Error] = []
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { errors.append($0) }
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait)) { errors.append($0) }
            final class Elsewhere: UIWindowScene.GeometryPreferences {}
            scene.requestGeometryUpdate(Elsewhere()) { errors.append($0) }
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))     // no handler: nothing to tell
            XCTAssertTrue(errors.isEmpty, "told on the main queue, later")
            platform.run(events: [], duration: 0.1)
            XCTAssertEqual(errors.count, 2, "the wide window is landscape already: that request is met")
            XCTAssertEqual((errors.first as? UISceneError)?.code, .geometryRequestDenied)
            XCTAssertEqual((errors.first as NSError?)?.domain, UISceneError.errorDomain)
            XCTAssertEqual((errors.first as NSError?)?.code, 101)
            XCTAssertEqual((errors.last as? UISceneError)?.code, .geometryRequestUnsupported)
        }
    }
}
