import XCTest
@testable import UIKit
import LaminaTestSupport

/// UIFontDescriptor (Apple): fonts to descriptors and back, bold and italic variants by
/// symbolic traits, the system designs that exist here, sizes and text styles.
final class FontDescriptorTests: XCTestCase {
    nonisolated func testTraitsAndDesignsPickFaces() {
        MainActor.assumeIsolated {
            let body = UIFont.systemFont(ofSize: 17)
            XCTAssertEqual(body.fontDescriptor.symbolicTraits, [])
            let bold = UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
            XCTAssertEqual(bold, UIFont.boldSystemFont(ofSize: 17), "size 0 keeps the descriptor's")
            XCTAssertTrue(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
            let both = UIFont(descriptor: body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!, size: 20)
            XCTAssertEqual(both.pointSize, 20)
            XCTAssertEqual(both.fontDescriptor.symbolicTraits, [.traitBold, .traitItalic])
            let text = "Descriptors" as NSString
            XCTAssertGreaterThan(text.size(withAttributes: [.font: bold]).width, text.size(withAttributes: [.font: body]).width,
                                 "the bold face is drawn (wider)")
            // Back to regular.
            XCTAssertEqual(UIFont(descriptor: bold.fontDescriptor.withSymbolicTraits([])!, size: 0), body)

            XCTAssertNil(body.fontDescriptor.withDesign(.rounded), "no rounded face here, as Apple's nil for a missing design")
            let serif = UIFont(descriptor: body.fontDescriptor.withDesign(.serif)!, size: 0)
            XCTAssertEqual(FontConfiguration.resolvedFamily(for: serif.fontName), "DejaVu Serif")
            let mono = UIFont(descriptor: bold.fontDescriptor.withDesign(.monospaced)!, size: 0)
            XCTAssertEqual(FontConfiguration.resolvedFamily(for: mono.fontName), "DejaVu Sans Mono")
            XCTAssertTrue(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
            XCTAssertTrue(mono.fontDescriptor.symbolicTraits.contains(.traitBold), "the traits go with the design")
            XCTAssertEqual(FontConfiguration.resolvedFamily(for: UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitMonoSpace)!, size: 0).fontName),
                           "DejaVu Sans Mono", "the monospace trait picks the monospaced design")

            // A named family keeps its family.
            let helvetica = UIFont(name: "Helvetica-Bold", size: 12)!
            XCTAssertTrue(helvetica.fontDescriptor.symbolicTraits.contains(.traitBold))
            XCTAssertEqual(UIFont(descriptor: helvetica.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0).fontName, "Helvetica-Italic")
            XCTAssertNil(helvetica.fontDescriptor.withDesign(.serif), "designs are the system font's")

            // Text styles and attributes.
            let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
            XCTAssertTrue(headline.symbolicTraits.contains(.traitBold))
            XCTAssertEqual(headline.fontAttributes[.textStyle] as? UIFont.TextStyle, .headline)
            XCTAssertEqual(UIFont(descriptor: headline, size: 0), .preferredFont(forTextStyle: .headline))
            let sized = UIFontDescriptor(fontAttributes: [.family: "Courier", .size: CGFloat(30)])
            XCTAssertEqual(UIFont(descriptor: sized, size: 0).pointSize, 30)
            XCTAssertEqual(FontConfiguration.resolvedFamily(for: UIFont(descriptor: sized, size: 0).fontName), "DejaVu Sans Mono")
            XCTAssertEqual(body.fontDescriptor.withSize(40).pointSize, 40)
        }
    }
}
