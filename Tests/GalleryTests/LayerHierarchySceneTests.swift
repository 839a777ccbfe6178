import XCTest
import Gallery
import LaminaTestSupport

final class LayerHierarchySceneTests: XCTestCase {
    /// 000 "Layers and Sublayers": lay1 (pink) holds lay2 (green, at lay1's origin + (41, 56));
    /// lay3 (red) is lay1's sibling, on top — probed on the gallery scene itself.
    func testThreeRectanglesOfTheLayerHierarchyListing() {
        let image = MainActor.assumeIsolated { Gallery.capture(LayerHierarchyScene(), size: CGSize(width: 320, height: 480))! }
        let pink = RGBA8(255, 102, 255, 255), green = RGBA8(128, 255, 0, 255)
        XCTAssertEqual(pixel(image, 120, 120), pink, "lay1 alone")
        XCTAssertEqual(pixel(image, 230, 180), green, "lay2 over lay1")
        XCTAssertEqual(pixel(image, 153, 180), pink, "lay2 starts at 113 + 41 = 154")
        XCTAssertEqual(pixel(image, 154, 180), green)
        XCTAssertEqual(pixel(image, 100, 300), .red, "lay3 over lay2")
        XCTAssertEqual(pixel(image, 10, 10), .white)
        XCTAssertEqual(pixel(image, 112, 120), .white, "lay1 starts at x = 113")
    }
}
