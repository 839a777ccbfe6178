import XCTest
import CoreGraphics

final class ColorTests: XCTestCase {
    func testRGBComponentsAndAlpha() {
        let c = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        XCTAssertEqual(c.components, [0.1, 0.2, 0.3, 0.4])
        XCTAssertEqual(c.numberOfComponents, 4)
        XCTAssertEqual(c.alpha, 0.4)
        XCTAssertEqual(c.colorSpace?.model, .rgb)
    }

    func testGrayAndConstants() {
        let g = CGColor(gray: 0.5, alpha: 1)
        XCTAssertEqual(g.components, [0.5, 1])
        XCTAssertEqual(g.colorSpace?.model, .monochrome)
        XCTAssertEqual(CGColor.black.components, [0, 1])
        XCTAssertEqual(CGColor.white.components, [1, 1])
        XCTAssertEqual(CGColor.clear.alpha, 0)
    }

    func testCopyAlphaAndEquality() {
        let c = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let half = c.copy(alpha: 0.5)!
        XCTAssertEqual(half.components, [1, 0, 0, 0.5])
        XCTAssertEqual(c, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertNotEqual(c, half)
        XCTAssertNotEqual(CGColor(gray: 1, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    func testColorFromComponentsAndSpaces() {
        let values: [CGFloat] = [0.2, 0.4, 0.6, 1]
        let c = values.withUnsafeBufferPointer { CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: $0.baseAddress!) }
        XCTAssertEqual(c?.components, values)
        XCTAssertEqual(CGColorSpaceCreateDeviceGray().numberOfComponents, 1)
        XCTAssertEqual(CGColorSpace(name: CGColorSpace.sRGB)?.model, .rgb)
        XCTAssertNil(CGColorSpace(name: "no such space"))
    }

    /// Bad input: NaN and out-of-range components are clamped, never propagated to pixels.
    func testComponentsAreClamped() {
        XCTAssertEqual(CGColor(red: .nan, green: 2, blue: -1, alpha: 1).components, [0, 1, 0, 1])
    }
}
