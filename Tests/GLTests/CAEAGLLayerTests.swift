import XCTest
import GLKit
import OpenGLES
@testable import QuartzCore
import LaminaTestSupport

/// CAEAGLLayer with EAGLContext and GLKBaseEffect: 003 Listing 6.14 drawn, read back and
/// composited, probed through `render(in:)`.
final class CAEAGLLayerTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        GLTestEnvironment.pin()
    }

    private func render(_ layer: CALayer, width: Int, height: Int) -> CGContext {
        let ctx = makeBitmapContext(width: width, height: height)
        ctx.translateBy(x: 0, y: CGFloat(height)); ctx.scaleBy(x: 1, y: -1)
        layer.render(in: ctx)
        return ctx
    }

    func testListing614DrawsTheTriangleOnTheClearColour() throws {
        let host = CALayer()
        host.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        host.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let listing = try XCTUnwrap(ListingTriangle(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        host.addSublayer(listing.glLayer)
        listing.setUpBuffers()
        XCTAssertEqual(listing.framebufferWidth, 200)
        XCTAssertEqual(listing.framebufferHeight, 200)
        XCTAssertTrue(listing.drawFrame())
        let ctx = render(host, width: 200, height: 200)
        writeArtifact(ctx.makeImage()!, "gl-listing-6.14")
        // Outside the triangle: the clear colour (black, opaque).
        XCTAssertLessThanOrEqual(pixel(ctx, 10, 10).distance(to: .black), 2)
        XCTAssertLessThanOrEqual(pixel(ctx, 190, 190).distance(to: .black), 2)
        // The apex (0, 0.5) is green, at the top (GL's y up is the layer's up); the bottom
        // left (-0.5, -0.5) blue, the bottom right red.
        let apex = pixel(ctx, 100, 53)
        XCTAssertGreaterThan(apex.g, 200, "apex \(apex)")
        let left = pixel(ctx, 53, 148), right = pixel(ctx, 146, 148)
        XCTAssertGreaterThan(left.b, 200, "bottom left \(left)"); XCTAssertLessThan(left.r, 40)
        XCTAssertGreaterThan(right.r, 200, "bottom right \(right)"); XCTAssertLessThan(right.b, 40)
        let centre = pixel(ctx, 100, 120)
        XCTAssertGreaterThan(centre.r + centre.g + centre.b, 200, "centre \(centre)")
    }
}
