import XCTest
import QuartzCore
import LaminaTestSupport

final class TransformLayerRenderTests: XCTestCase {
    /// 000 "Depth": lay2 (blue) and lay3 (green, offset by (20, 30), zPosition 10) inside lay1,
    /// and lay1 flipped about y. "Normally … the green layer is drawn in front of the blue
    /// layer, even after the transform is applied. But if lay1 is a CATransformLayer, the green
    /// layer is drawn behind the blue layer."
    func render(transformLayer: Bool) -> CGContext {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let lay1: CALayer = transformLayer ? CATransformLayer() : CALayer()
        lay1.frame = root.bounds
        let f = CGRect(x: 50, y: 50, width: 80, height: 80)
        let lay2 = CALayer()
        lay2.frame = f
        lay2.backgroundColor = color(0, 0, 1)
        lay1.addSublayer(lay2)
        let lay3 = CALayer()
        lay3.frame = f.offsetBy(dx: 20, dy: 30)
        lay3.backgroundColor = color(0, 1, 0)
        lay3.zPosition = 10
        lay1.addSublayer(lay3)
        lay1.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        root.addSublayer(lay1)
        let ctx = flippedContext(200, 200)
        root.render(in: ctx)
        return ctx
    }

    func testDepthIsKeptOnlyByTransformLayers() {
        // Flipped about the vertical centre line x = 100: the overlap (70…130, 80…130) moves
        // to x = 70…130 mirrored; probe its middle.
        let plain = render(transformLayer: false)
        XCTAssertEqual(pixel(plain, 100, 110), .green, "a plain layer flattens: tree/zPosition order stays")
        let deep = render(transformLayer: true)
        writeArtifact(deep.makeImage()!, "render-transform-layer")
        XCTAssertEqual(pixel(deep, 100, 110), .blue, "in a transform layer green is now behind")
        XCTAssertEqual(pixel(deep, 60, 150), .green, "the part of green not covered still shows")
    }
}
