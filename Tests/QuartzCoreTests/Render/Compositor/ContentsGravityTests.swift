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
        let img = rgbaImage(width: 2, height: 2, bytes)
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

final class ContentsCenterTests: XCTestCase {
    /// 000 Figure 16.5: contentsCenter marks the stretchable middle; corners keep their size.
    func testNineSlice() {
        // 3×3: red corners, green edges, blue centre.
        let r: [UInt8] = [255, 0, 0, 255], g: [UInt8] = [0, 255, 0, 255], b: [UInt8] = [0, 0, 255, 255]
        let bytes = r + g + r + g + b + g + r + g + r
        let img = rgbaImage(width: 3, height: 3, bytes)
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        l.contents = img
        l.magnificationFilter = .nearest
        l.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let ctx = flippedContext(30, 30)
        l.render(in: ctx)
        writeArtifact(ctx.makeImage()!, "render-nine-slice")
        XCTAssertEqual(pixel(ctx, 0, 0), .red, "a corner at its natural 1×1 size")
        XCTAssertEqual(pixel(ctx, 1, 0), .green, "the top edge starts right after it")
        XCTAssertEqual(pixel(ctx, 15, 0), .green)
        XCTAssertEqual(pixel(ctx, 0, 15), .green)
        XCTAssertEqual(pixel(ctx, 15, 15), .blue, "the centre stretches both ways")
        XCTAssertEqual(pixel(ctx, 28, 28), .blue)
        XCTAssertEqual(pixel(ctx, 29, 29), .red)
        // The default centre stretches the whole image instead: the red corner becomes 10×10.
        l.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        let plain = flippedContext(30, 30)
        l.render(in: plain)
        XCTAssertEqual(pixel(plain, 5, 5), .red)
    }
}

final class OpaqueContentsTests: XCTestCase {
    /// An opaque layer's contents at 1:1 are copied (no blending): the same pixels as blending
    /// an opaque image, and the copy replaces what was below.
    func testOpaqueCopyMatchesBlending() {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 10, 20, 30, 255]
        func render(opaque: Bool) -> CGContext {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
            root.backgroundColor = color(1, 1, 1)
            let l = CALayer()
            l.frame = CGRect(x: 3, y: 2, width: 2, height: 2)
            l.contents = rgbaImage(width: 2, height: 2, bytes)
            l.isOpaque = opaque
            root.addSublayer(l)
            let ctx = flippedContext(8, 8)
            root.render(in: ctx)
            return ctx
        }
        let copied = render(opaque: true), blended = render(opaque: false)
        for y in 0..<8 { for x in 0..<8 { XCTAssertEqual(pixel(copied, x, y), pixel(blended, x, y), "(\(x), \(y))") } }
        XCTAssertEqual(pixel(copied, 3, 2), .red)
        XCTAssertEqual(pixel(copied, 4, 3), RGBA8(10, 20, 30, 255))
    }
}
