import XCTest
@testable import QuartzCore
import LaminaTestSupport

/// A shadow is not drawn where its own layer's opaque background paints over it next
/// (`Compositor.opaqueInterior`): the picture must be the very same bytes as with every shadow
/// pixel drawn — square or rounded, on whole pixels or between them, still or moving (the
/// moved blur and the moved rounded coverage soften the interior's edge).
final class ShadowOcclusionTests: XCTestCase {
    func scene(cornerRadius: CGFloat, alpha: CGFloat = 1) -> (root: CALayer, card: CALayer) {
        shadowedCard(size: CGSize(width: 100, height: 70), cornerRadius: cornerRadius, alpha: alpha, rgb: (0.8, 0.2, 0.1),
                     shadowOpacity: 0.6, shadowRadius: 8)
    }

    func testAnOpaqueLayerHidesTheSameShadowPixelsItWouldPaintOver() {
        for radius: CGFloat in [0, 12] {
            let (root, card) = scene(cornerRadius: radius)
            let occluding = makeBitmapContext(width: 240, height: 160), full = makeBitmapContext(width: 240, height: 160)
            let a = CARenderer(context: occluding), b = CARenderer(context: full)
            b.compositor.occludesShadows = false
            // The separate passes (a shadowed background is otherwise one sprite after a frame).
            a.compositor.fusesShadowedBackgrounds = false; b.compositor.fusesShadowedBackgrounds = false
            a.layer = root; b.layer = root
            // Whole pixels, then fractions of a pixel frame after frame (the drifting caches).
            for (i, p) in [CGPoint(x: 100, y: 70), CGPoint(x: 100.5, y: 70.25), CGPoint(x: 101.37, y: 70.61),
                           CGPoint(x: 103.74, y: 71.22), CGPoint(x: 106.11, y: 71.83)].enumerated() {
                move(card, to: p, frame: i, drawnBy: [a, b])
                XCTAssertEqual(differences(occluding, full).anywhere, 0, "radius \(radius), at \(p)")
            }
        }
    }

    func testOnlyAnOpaqueBackgroundAtFullAlphaHidesItsShadow() throws {
        let map = PlaneMap(m: (1, 0, 0, 0, 1, 0, 10.5, 20.25, 1))
        let square = LayerSnapshot(scene(cornerRadius: 0).card)
        // Bounds 100 × 70 at (10.5, 20.25): the whole pixels inside are 11..<110 × 21..<90.
        XCTAssertEqual(Compositor.opaqueInterior(square, map, alpha: 1), PixelRect(x: 11, y: 21, width: 99, height: 69))
        XCTAssertNil(Compositor.opaqueInterior(square, map, alpha: 0.99), "a faded layer shows its shadow through")
        XCTAssertNil(Compositor.opaqueInterior(LayerSnapshot(scene(cornerRadius: 0, alpha: 0.85).card), map, alpha: 1))
        // Rounded: the larger inner band, one pixel further in each way (softened edges).
        let rounded = try XCTUnwrap(Compositor.opaqueInterior(LayerSnapshot(scene(cornerRadius: 12).card), map, alpha: 1))
        XCTAssertEqual(rounded, PixelRect(x: 24, y: 22, width: 73, height: 67))
        let turned = PlaneMap(m: (0.8, 0.6, 0, -0.6, 0.8, 0, 50, 50, 1))
        XCTAssertNil(Compositor.opaqueInterior(square, turned, alpha: 1), "only an axis-aligned box")
    }
}
