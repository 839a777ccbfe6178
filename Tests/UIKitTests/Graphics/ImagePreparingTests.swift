import XCTest
import UIKit
import LaminaTestSupport

/// iOS 15's prepared images: a thumbnail drawn at a size, and a copy ready for display, made
/// at once or on a background queue.
final class ImagePreparingTests: XCTestCase {
    /// 40×20 pixels at scale 2: red on the left half, blue on the right, a green band along
    /// the top (made with Core Graphics: the async test is not on the main actor).
    private static func picture() -> UIImage {
        let ctx = makeBitmapContext(width: 40, height: 20)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1)); ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1)); ctx.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1)); ctx.fill(CGRect(x: 0, y: 16, width: 40, height: 4))
        return UIImage(cgImage: ctx.makeImage()!, scale: 2, orientation: .up)
    }

    func testAThumbnailIsTheImageDrawnAtTheSize() throws {
        let image = Self.picture()
        XCTAssertEqual(image.cgImage?.width, 40)
        let thumb = try XCTUnwrap(image.preparingThumbnail(of: CGSize(width: 8, height: 8)))
        XCTAssertEqual(thumb.scale, 1)
        XCTAssertEqual(thumb.size, CGSize(width: 8, height: 8), "the size asked for, the image stretched to it")
        let cg = try XCTUnwrap(thumb.cgImage)
        XCTAssertLessThan(pixel(cg, 1, 6).distance(to: .red), 40, "left stays left")
        XCTAssertLessThan(pixel(cg, 6, 6).distance(to: .blue), 40)
        XCTAssertLessThan(pixel(cg, 4, 0).distance(to: .green), 60, "top stays top")
        XCTAssertNil(image.preparingThumbnail(of: .zero))
        XCTAssertNil(image.preparingThumbnail(of: CGSize(width: CGFloat.nan, height: 4)))
        XCTAssertNil(image.preparingThumbnail(of: CGSize(width: 100_000, height: 4)), "refused before allocating")
        XCTAssertNil(UIImage().preparingThumbnail(of: CGSize(width: 4, height: 4)), "no pixels")
    }

    func testDisplayCopiesAndTheAsynchronousForms() async throws {
        let image = Self.picture()
        let shown = try XCTUnwrap(image.preparingForDisplay())
        XCTAssertEqual(shown.size, image.size)
        XCTAssertEqual(shown.scale, 2)
        XCTAssertFalse(shown === image)
        let thumb = await image.byPreparingThumbnail(ofSize: CGSize(width: 4, height: 2))
        XCTAssertEqual(thumb?.size, CGSize(width: 4, height: 2))
        let display = await image.byPreparingForDisplay()
        XCTAssertEqual(display?.size, image.size)
        let called = expectation(description: "background")
        image.prepareThumbnail(of: CGSize(width: 2, height: 2)) { t in
            XCTAssertFalse(Thread.isMainThread)
            XCTAssertEqual(t?.size, CGSize(width: 2, height: 2))
            called.fulfill()
        }
        await fulfillment(of: [called], timeout: 5)
    }
}
