import XCTest
@testable import CoreGraphics
import LaminaTestSupport

/// Font names resolve to the same faces on every machine (Lamina's fontconfig rules), whatever
/// else is installed: another package's aliases (fonts-urw-base35 maps Helvetica to Nimbus
/// Sans) must not change what a scene draws.
final class FontConfigurationTests: XCTestCase {
    func testApplesNamesResolveToThePinnedFaces() {
        XCTAssertTrue(FontConfiguration.applied)
        for (name, face) in [("Helvetica", "DejaVu Sans"), ("Helvetica-Bold", "DejaVu Sans"), ("HelveticaNeue", "DejaVu Sans"),
                             ("Arial", "DejaVu Sans"), (".SFUI-Regular", "DejaVu Sans"), ("Times New Roman", "DejaVu Serif"),
                             ("Courier", "DejaVu Sans Mono"), ("Menlo-Regular", "DejaVu Sans Mono")] {
            XCTAssertEqual(FontConfiguration.resolvedFamily(for: name), face, name)
        }
        // A face asked for by its own name is not replaced.
        XCTAssertEqual(FontConfiguration.resolvedFamily(for: "DejaVu Serif"), "DejaVu Serif")
    }

    /// Emoji draw in colour from the emoji face (they were boxes).
    func testEmojiDrawInColour() throws {
        guard FontConfiguration.resolvedFamily(for: "Apple Color Emoji") == "Noto Color Emoji" else {
            throw XCTSkip("fonts-noto-color-emoji is not installed (scripts/setup installs it)")
        }
        let ctx = makeBitmapContext(width: 60, height: 40)
        let layout = TextLayout(text: "😀", style: TextStyle(fontName: "Helvetica", fontSize: 28), width: 60, height: 40,
                                wrapped: false, truncation: .none, alignment: .left, quantizeGlyphPositions: false)
        ctx.draw(layout, at: CGPoint(x: 4, y: 38), color: CGColor(gray: 0, alpha: 1))   // y-up: lines run down from here
        var coloured = 0
        for y in 0..<40 { for x in 0..<60 { let p = pixel(ctx, x, y); if p.a > 200, abs(Int(p.r) - Int(p.b)) > 60 { coloured += 1 } } }
        writeArtifact(ctx.makeImage()!, "emoji")
        var inked = 0
        for y in 0..<40 { for x in 0..<60 where pixel(ctx, x, y).a > 0 { inked += 1 } }
        XCTAssertGreaterThan(coloured, 50, "a colour glyph, not a box drawn in the text colour (\(inked) pixels inked)")
    }
}
