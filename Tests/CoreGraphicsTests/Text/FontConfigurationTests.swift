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
            if runningInCI { throw MissingPrerequisite("fonts-noto-color-emoji") }
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

/// Justified text (003 Listing 6.2's `alignmentMode = .justified`): a wrapped line ends at the
/// right edge with its visible text, a run of spaces at its end hanging past it as Core
/// Text's do; the breaks stay where the spaces' widths put them.
final class JustifiedTextTests: XCTestCase {
    func testALineEndingInARunOfSpacesStillReachesTheEdge() {
        let text = "Lorem ipsum dolor            sit amet consectetur adipiscing elit sed do eiusmod tempor"
        let bytes = Array(text.utf8)
        var checked = 0
        for width in stride(from: CGFloat(140), through: 260, by: 5) {
            let layout = TextLayout(text: text, style: TextStyle(fontName: "Helvetica", fontSize: 15), width: width, height: 400,
                                    wrapped: true, truncation: .none, alignment: .justified, quantizeGlyphPositions: false)
            let plain = TextLayout(text: text, style: TextStyle(fontName: "Helvetica", fontSize: 15), width: width, height: 400,
                                   wrapped: true, truncation: .none, alignment: .left, quantizeGlyphPositions: false)
            XCTAssertEqual(layout.lines.map(\.bytes), plain.lines.map(\.bytes), "width \(width): the same breaks as unjustified")
            for line in layout.lines.dropLast() where line.bytes.count > 2 && bytes[line.bytes.upperBound - 2] == UInt8(ascii: " ") {
                let words = String(decoding: bytes[line.bytes], as: UTF8.self)
                XCTAssertEqual(line.ink.maxX, width, accuracy: 1.5, "width \(width): \"\(words)\" ends at the edge")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 0, "some width broke a line after the run of spaces")
    }
}
