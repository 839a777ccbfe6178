import XCTest
import UIKit

/// UIDevice agrees with the trait collections (a resizable window is the pad idiom), and the
/// feedback generators run (without a haptic engine they do nothing, as Apple documents).
final class DeviceTests: XCTestCase {
    nonisolated func testTheDeviceIsAPadAsTheTraitsSay() {
        MainActor.assumeIsolated {
            let device = UIDevice.current
            XCTAssertEqual(device.userInterfaceIdiom, .pad)
            XCTAssertEqual(device.model, "iPad")
            XCTAssertEqual(device.systemName, "Linux")
            XCTAssertNotNil(Double(device.systemVersion), "a version number iOS code can compare")
            XCTAssertFalse(device.name.isEmpty)
            XCTAssertFalse(device.orientation.isValidInterfaceOrientation)
            if FileManager.default.fileExists(atPath: "/etc/machine-id") {
                XCTAssertEqual(device.identifierForVendor, device.identifierForVendor, "stable")
            }
            let impact = UIImpactFeedbackGenerator(style: .heavy)
            impact.prepare()
            impact.impactOccurred()
            impact.impactOccurred(intensity: 0.5)
            XCTAssertEqual(impact.style, .heavy)
            UISelectionFeedbackGenerator().selectionChanged()
            UINotificationFeedbackGenerator().notificationOccurred(.success)
        }
    }
}
