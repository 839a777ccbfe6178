import XCTest
@testable import UIKit
import LaminaTestSupport

/// `UIImage(named:in:compatibleWith:)` picks the `@Nx` file of the trait collection's display
/// scale; the device's orientation notifications are counted as UIKit counts them.
final class NamedImageScaleTests: XCTestCase {
    nonisolated func testTheTraitCollectionsScalePicksTheFile() throws {
        try MainActor.assumeIsolated {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-named-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            for (suffix, side, colour) in [("", 1, UIColor.red), ("@2x", 2, .green), ("@3x", 3, .blue)] as [(String, Int, UIColor)] {
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { ctx in
                    colour.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: side, height: side))
                }
                try image.pngData()!.write(to: dir.appendingPathComponent("dot\(suffix).png"))
            }
            let bundle = try XCTUnwrap(Bundle(path: dir.path))
            let three = try XCTUnwrap(UIImage(named: "dot", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
            XCTAssertEqual(three.scale, 3)
            XCTAssertEqual(three.size, CGSize(width: 1, height: 1))
            XCTAssertEqual(pixel(three.cgImage!, 1, 1), .blue)
            let two = try XCTUnwrap(UIImage(named: "dot", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
            XCTAssertEqual(two.scale, 2)
            XCTAssertEqual(pixel(two.cgImage!, 0, 0), .green)
            XCTAssertNotNil(UIImage(named: "dot", in: bundle, with: nil))
            XCTAssertNil(UIImage(named: "missing", in: bundle, compatibleWith: nil))

            let device = UIDevice.current
            XCTAssertFalse(device.isGeneratingDeviceOrientationNotifications)
            device.beginGeneratingDeviceOrientationNotifications()
            device.beginGeneratingDeviceOrientationNotifications()
            device.endGeneratingDeviceOrientationNotifications()
            XCTAssertTrue(device.isGeneratingDeviceOrientationNotifications, "one begin still outstanding")
            device.endGeneratingDeviceOrientationNotifications()
            XCTAssertFalse(device.isGeneratingDeviceOrientationNotifications)
            XCTAssertEqual(device.orientation, .unknown)
        }
    }
}
