import XCTest
@testable import QuartzCore
import LaminaTestSupport

final class ContentsGravityTests: XCTestCase {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)

    func place(_ g: CALayerContentsGravity, image: CGSize = CGSize(width: 40, height: 20), scale: CGFloat = 1) -> CGRect {
        ContentsPlacement.destination(imageSize: image, contentsRect: unit, scale: scale, gravity: g, bounds: bounds)
    }

    /// 000 "Content Resizing and Positioning": the twelve gravities. On iOS the vertical names
    /// are inverted: "top" is the larger y, the bottom of a y-down screen.
    func testAllTwelveGravities() {
        XCTAssertEqual(place(.resize), bounds)
        XCTAssertEqual(place(.resizeAspect), CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(place(.resizeAspect, image: CGSize(width: 20, height: 20)), CGRect(x: 50, y: 0, width: 100, height: 100))
        XCTAssertEqual(place(.resizeAspectFill, image: CGSize(width: 20, height: 20)), CGRect(x: 0, y: -50, width: 200, height: 200))
        XCTAssertEqual(place(.center), CGRect(x: 80, y: 40, width: 40, height: 20))
        XCTAssertEqual(place(.top), CGRect(x: 80, y: 80, width: 40, height: 20), "top = larger y")
        XCTAssertEqual(place(.bottom), CGRect(x: 80, y: 0, width: 40, height: 20), "bottom = smaller y")
        XCTAssertEqual(place(.left), CGRect(x: 0, y: 40, width: 40, height: 20))
        XCTAssertEqual(place(.right), CGRect(x: 160, y: 40, width: 40, height: 20))
        XCTAssertEqual(place(.topLeft), CGRect(x: 0, y: 80, width: 40, height: 20))
        XCTAssertEqual(place(.topRight), CGRect(x: 160, y: 80, width: 40, height: 20))
        XCTAssertEqual(place(.bottomLeft), CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(place(.bottomRight), CGRect(x: 160, y: 0, width: 40, height: 20))
        XCTAssertEqual(place(.center, scale: 2), CGRect(x: 90, y: 45, width: 20, height: 10), "contentsScale 2: half the points")
    }

    /// contentsRect picks the part of the image shown; the gravity sizes that part.
    func testContentsRectPart() {
        let d = ContentsPlacement.destination(imageSize: CGSize(width: 40, height: 20), contentsRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1),
                                              scale: 1, gravity: .center, bounds: bounds)
        XCTAssertEqual(d, CGRect(x: 90, y: 40, width: 20, height: 20))
    }

    /// A 2×2 image with .center gravity lands in the middle at its pixel size; with
    /// contentsRect outside the unit square the edge pixels extend.
    func testCenteredContentsPixels() {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        let img = CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alpha: .premultipliedLast),
                          provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.contents = img
        l.contentsGravity = .center
        l.magnificationFilter = .nearest
        let ctx = flippedContext(10, 10)
        l.render(in: ctx)
        XCTAssertEqual(pixel(ctx, 4, 4), .red, "top-left pixel of the image, upright")
        XCTAssertEqual(pixel(ctx, 5, 4), .green)
        XCTAssertEqual(pixel(ctx, 4, 5), .blue)
        XCTAssertEqual(pixel(ctx, 3, 3), .clear)
        l.contentsGravity = .resize
        l.contentsRect = CGRect(x: -0.5, y: 0, width: 1, height: 1)    // half past the left edge
        let ext = flippedContext(10, 10)
        l.render(in: ext)
        XCTAssertEqual(pixel(ext, 1, 2), .red, "the left edge pixels extend outside the unit rect")
        XCTAssertEqual(pixel(ext, 7, 2), .red, "the image's left column now fills the right half")
    }
}
