import XCTest
@testable import QuartzCore
import LaminaTestSupport

/// A layer's shadow and background drawn as one premultiplied sprite once they have shown the
/// same look two frames running (`Compositor.drawShadowedBackground`): moving by fractions of
/// a pixel it stays within the bounds a moved bitmap is held to against a fresh render —
/// `SubpixelShift.crispEdgeError` on the card's edge, and where the picture is flat the
/// separate passes' own bound; a look that changes every frame keeps to the separate passes.
final class ShadowedBackgroundTests: XCTestCase {
    func scene(alpha: CGFloat = 0.85, cornerRadius: CGFloat = 12) -> (root: CALayer, card: CALayer) {
        shadowedCard(cornerRadius: cornerRadius, alpha: alpha)
    }

    /// Two renderers of `root`, the second with sprites turned off (the separate passes).
    func fusedAndSeparate(_ root: CALayer) -> (fused: CARenderer, fusedPixels: CGContext, separate: CARenderer, separatePixels: CGContext) {
        let fusedPixels = makeBitmapContext(width: 240, height: 160), separatePixels = makeBitmapContext(width: 240, height: 160)
        let fused = CARenderer(context: fusedPixels), separate = CARenderer(context: separatePixels)
        separate.compositor.fusesShadowedBackgrounds = false
        fused.layer = root; separate.layer = root
        return (fused, fusedPixels, separate, separatePixels)
    }

    func testAMovingShadowedCardIsOneSpriteWithinTheBound() {
        for (alpha, radius) in [(0.85, 12.0), (1.0, 12.0), (0.85, 0.0)] as [(CGFloat, CGFloat)] {
            let (root, card) = scene(alpha: alpha, cornerRadius: radius)
            let (r, worst) = framesWhileMoving(card, in: root, artifact: "shadowed-background-\(alpha)-\(radius)") { i, p, d in
                XCTAssertLessThanOrEqual(CGFloat(d.anywhere), SubpixelShift.crispEdgeError, "α \(alpha), radius \(radius), move \(i) to \(p)")
                XCTAssertLessThanOrEqual(d.flat, 1, "α \(alpha), radius \(radius), move \(i) to \(p): where flat (at \(d.flatAt))")
            }
            print("shadowed background α \(alpha), radius \(radius): worst \(worst.anywhere)/255 anywhere, \(worst.flat)/255 where flat")
            XCTAssertEqual(r.compositor.spritesMade, 1, "made on the second frame, moved since")
            XCTAssertEqual(r.compositor.shadowBlurs, 1, "and the shadow in it blurred once")
        }
    }

    /// The sprite against the separate passes drawing the same moves: they differ only where
    /// the move mixes the card's edge with its shadow, and by rounding elsewhere.
    func testTheSpriteShowsWhatTheSeparatePassesShow() {
        let (root, card) = scene()
        let (fused, fusedPixels, separate, separatePixels) = fusedAndSeparate(root)
        var worst = (anywhere: 0, flat: 0)
        for (i, p) in [CGPoint(x: 100, y: 70), CGPoint(x: 100.37, y: 70.61), CGPoint(x: 103.5, y: 71.5),
                       CGPoint(x: 97.91, y: 68.13), CGPoint(x: 121.25, y: 82.75)].enumerated() {
            move(card, to: p, frame: i, drawnBy: [fused, separate])
            let d = differences(fusedPixels, separatePixels)
            if i == 0 { XCTAssertEqual(d.anywhere, 0, "before the sprite is made (on the second frame), the same passes") }
            worst = (max(worst.anywhere, d.anywhere), max(worst.flat, d.flat))
        }
        print("sprite vs separate passes: worst \(worst.anywhere)/255 anywhere, \(worst.flat)/255 where flat")
        XCTAssertLessThanOrEqual(CGFloat(worst.anywhere), SubpixelShift.crispEdgeError)
        XCTAssertLessThanOrEqual(worst.flat, 1)
        XCTAssertGreaterThan(worst.anywhere, 0, "the fused frames were drawn from the sprite")
        XCTAssertEqual(fused.compositor.spritesMade, 1)
        XCTAssertEqual(separate.compositor.spritesMade, 0)
    }

    /// A background colour animating (a new look every frame) would remake the sprite every
    /// frame: it is drawn in the separate passes, byte for byte as with sprites turned off.
    func testALookChangingEveryFrameMakesNoSprite() {
        let (root, card) = scene()
        let (a, aPixels, b, bPixels) = fusedAndSeparate(root)
        for i in 0..<6 {
            move(card, to: CGPoint(x: 100 + 0.37 * CGFloat(i), y: 70 + 0.61 * CGFloat(i)), frame: i, drawnBy: [a, b]) {
                $0.backgroundColor = color(0.4, 0.6, 0.8 - 0.05 * CGFloat(i), 0.85)
            }
            XCTAssertEqual(differences(aPixels, bPixels).anywhere, 0, "frame \(i)")
        }
        XCTAssertEqual(a.compositor.spritesMade, 0)
    }

    /// Only a background under a shadow wide enough to be moved by fractions is made a sprite:
    /// no background, a bounds-clipped shadow, a narrow blur keep to their own passes.
    func testOnlyAShadowedBackgroundThatDriftsIsMadeASprite() {
        func sprites(_ change: (CALayer) -> Void) -> Int {
            let (root, card) = scene()
            change(card)
            let r = CARenderer(context: makeBitmapContext(width: 240, height: 160))
            r.layer = root
            for i in 0..<4 {
                move(card, to: CGPoint(x: 100 + 0.37 * CGFloat(i), y: 70), frame: i, drawnBy: [r])
            }
            return r.compositor.spritesMade
        }
        XCTAssertEqual(sprites { _ in }, 1)
        XCTAssertEqual(sprites { $0.backgroundColor = nil; $0.borderWidth = 2; $0.borderColor = color(0, 0, 0) }, 0)
        XCTAssertEqual(sprites { $0.masksToBounds = true }, 0)
        XCTAssertEqual(sprites { $0.shadowRadius = 2 }, 0)
        XCTAssertEqual(sprites { $0.shadowOpacity = 0 }, 0)
    }
}
