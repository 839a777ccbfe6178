import XCTest
@testable import UIKit
import LaminaTestSupport
@testable import QuartzCore

/// What attributed text and a label's fitting settings do to its layout: a paragraph style's
/// line spacing, line height and alignment, underline styles, and a font that shrinks to fit.
final class LabelTextStyleTests: ViewTestCase {
    static let text = "A paragraph long enough to wrap onto several lines at this width, and then some more words."

    nonisolated func testLineSpacingAddsBetweenLinesOnly() {
        MainActor.assumeIsolated {
            let plain = UILabel()
            plain.numberOfLines = 0
            plain.attributedText = NSAttributedString(string: Self.text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
            let base = plain.sizeThatFits(CGSize(width: 200, height: 0)).height
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 10
            let spaced = UILabel()
            spaced.numberOfLines = 0
            spaced.attributedText = NSAttributedString(string: Self.text, attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style])
            let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
            let lines = (base / lineHeight).rounded()
            XCTAssertGreaterThan(lines, 2)
            XCTAssertEqual(spaced.sizeThatFits(CGSize(width: 200, height: 0)).height, base + (lines - 1) * 10, accuracy: 1.5)
            let tall = NSMutableParagraphStyle()
            tall.lineHeightMultiple = 2
            spaced.attributedText = NSAttributedString(string: Self.text, attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: tall])
            XCTAssertGreaterThan(spaced.sizeThatFits(CGSize(width: 200, height: 0)).height, base * 1.8)
        }
    }

    nonisolated func testTheParagraphsAlignmentPlacesTheText() {
        MainActor.assumeIsolated {
            let style = NSMutableParagraphStyle()
            style.alignment = .right
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            label.attributedText = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: style, .foregroundColor: UIColor.black])
            let ctx = render(label, width: 200, height: 30)
            let inkColumns = (0..<200).filter { x in (0..<30).contains { pixel(ctx, x, $0).a > 128 } }
            XCTAssertGreaterThan(inkColumns.min() ?? 0, 150, "right-aligned by its paragraph style")
            XCTAssertEqual((style.copy() as? NSParagraphStyle), style)
            XCTAssertEqual(NSParagraphStyle.default.alignment, .natural)
        }
    }

    nonisolated func testUnderlineStylesAreTheirRawValues() {
        MainActor.assumeIsolated {
            XCTAssertEqual(NSUnderlineStyle.single.rawValue, 1)
            XCTAssertEqual(NSUnderlineStyle.double.rawValue, 9)
            let runs = AttributedRun.runs(of: NSAttributedString(string: "x", attributes: [.underlineStyle: NSUnderlineStyle.double.rawValue]))
            XCTAssertEqual(runs.first?.style.underline, .double)
        }
    }

    /// `.baselineOffset` raises a run (a superscript); `.underlineColor` and
    /// `.strikethroughColor` colour the lines apart from the text.
    @MainActor private static func inkRows(_ label: UILabel, inColumns columns: Range<Int>) -> [Int] {
        let ctx = render(label, width: 120, height: 40)
        return (0..<40).filter { y in columns.contains { pixel(ctx, $0, y).a > 128 } }
    }

    nonisolated func testBaselineOffsetAndLineColors() {
        MainActor.assumeIsolated {
            let font = UIFont.systemFont(ofSize: 20)
            let flat = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            flat.attributedText = NSAttributedString(string: "xx", attributes: [.font: font])
            let raised = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            let text = NSMutableAttributedString(string: "xx", attributes: [.font: font])
            text.addAttribute(.baselineOffset, value: 8, range: NSRange(location: 1, length: 1))
            raised.attributedText = text
            // The second x's ink, one glyph in: 8 points higher.
            let glyph = Int(ceil(("x" as NSString).size(withAttributes: [.font: font]).width))
            let first = Self.inkRows(raised, inColumns: 0..<glyph), second = Self.inkRows(raised, inColumns: glyph..<(2 * glyph))
            XCTAssertEqual((first.first ?? 0) - (second.first ?? 0), 8, accuracy: 1, "the second x raised by its offset")
            XCTAssertEqual(first.count, Self.inkRows(flat, inColumns: 0..<glyph).count, "the first stays a whole x on the baseline")

            let lined = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            lined.attributedText = NSAttributedString(string: "under", attributes: [
                .font: font, .foregroundColor: UIColor.black,
                .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red])
            let ctx = render(lined, width: 120, height: 40)
            let red = (0..<120).contains { x in (0..<40).contains { y in let p = pixel(ctx, x, y); return p.r > p.g + 100 && p.a > 100 } }
            XCTAssertTrue(red, "the underline is red under black text")
            let runs = AttributedRun.runs(of: NSAttributedString(string: "x", attributes: [.strikethroughColor: UIColor.blue, .strikethroughStyle: 1]))
            XCTAssertEqual(runs.first?.style.strikethroughColor, UIColor.blue.cgColor)
        }
    }

    /// `.shadow` (NSShadow) draws a run's shadow under its glyphs, offset down and right by a
    /// positive offset as UIKit's coordinates run; a run without one has none; a label's own
    /// `shadowColor`/`shadowOffset` shadow all its text.
    nonisolated func testTextShadows() {
        MainActor.assumeIsolated {
            let font = UIFont.boldSystemFont(ofSize: 30)
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 6, height: 6)
            shadow.shadowColor = UIColor.red
            XCTAssertEqual(NSShadow().shadowOffset, CGSize(width: 0, height: -3), "Apple's default")
            let text = NSMutableAttributedString(string: "II", attributes: [.font: font, .foregroundColor: UIColor.black])
            text.addAttribute(.shadow, value: shadow, range: NSRange(location: 0, length: 1))
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
            label.attributedText = text
            let ctx = render(label, width: 120, height: 50)
            let glyph = Int(ceil(("I" as NSString).size(withAttributes: [.font: font]).width))
            func reds(_ columns: Range<Int>) -> [(Int, Int)] {
                columns.flatMap { x in (0..<50).compactMap { y in
                    let p = pixel(ctx, x, y)
                    return p.r > 150 && p.g < 80 && p.a > 150 ? (x, y) : nil
                } }
            }
            func inks(_ columns: Range<Int>) -> [(Int, Int)] {
                columns.flatMap { x in (0..<50).compactMap { y in
                    let p = pixel(ctx, x, y)
                    return p.r < 60 && p.a > 200 ? (x, y) : nil
                } }
            }
            let shadowPixels = reds(0..<(glyph + 8)), firstInk = inks(0..<glyph)
            XCTAssertFalse(shadowPixels.isEmpty, "the first I's red shadow")
            XCTAssertFalse(firstInk.isEmpty)
            XCTAssertEqual(Double((shadowPixels.map(\.1).max() ?? 0) - (firstInk.map(\.1).max() ?? 0)), 6, accuracy: 1.5, "6 points down")
            XCTAssertEqual(Double((shadowPixels.map(\.0).max() ?? 0) - (firstInk.map(\.0).max() ?? 0)), 6, accuracy: 1.5, "6 points right")
            XCTAssertTrue(reds((glyph + 8)..<120).isEmpty, "the second I has no shadow")
            XCTAssertFalse(inks(glyph..<120).isEmpty, "but is drawn")
            // The label's own shadow, sharp, under all of it.
            let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
            plain.text = "II"
            plain.font = font
            plain.textColor = .black
            plain.shadowColor = .red
            plain.shadowOffset = CGSize(width: 0, height: 4)
            let ctx2 = render(plain, width: 120, height: 50)
            let reds2 = (0..<120).flatMap { x in (0..<50).compactMap { y in
                let p = pixel(ctx2, x, y)
                return p.r > 150 && p.g < 80 && p.a > 150 ? x : nil
            } }
            XCTAssertGreaterThan(Set(reds2).count, 2 * glyph / 3, "both glyphs shadowed")
        }
    }

    /// `NSTextAttachment`: an image laid out as a character of its size, on the baseline or
    /// `bounds.origin.y` above it; a symbol takes its run's text colour.
    nonisolated func testAnAttachmentIsAnImageInTheText() throws {
        try MainActor.assumeIsolated {
            let font = UIFont.systemFont(ofSize: 20)
            let square = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { ctx in
                UIColor.red.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            }
            let attachment = NSTextAttachment(image: square)
            XCTAssertEqual(NSAttributedString(attachment: attachment).string, "\u{FFFC}")
            let text = NSMutableAttributedString(string: "ab", attributes: [.font: font, .foregroundColor: UIColor.black])
            text.append(NSAttributedString(attachment: attachment))
            text.append(NSAttributedString(string: "cd", attributes: [.font: font, .foregroundColor: UIColor.black]))
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            label.attributedText = text
            let plain = UILabel()
            plain.attributedText = NSAttributedString(string: "abcd", attributes: [.font: font])
            XCTAssertEqual(label.intrinsicContentSize.width - plain.intrinsicContentSize.width, 16, accuracy: 1, "the image's width")
            let ctx = render(label, width: 200, height: 40)
            let red = (0..<200).flatMap { x in (0..<40).compactMap { y -> (Int, Int)? in
                let p = pixel(ctx, x, y); return p.r > 200 && p.g < 50 && p.a > 200 ? (x, y) : nil } }
            let abWidth = ("ab" as NSString).size(withAttributes: [.font: font]).width
            XCTAssertEqual(Double(red.map(\.0).min() ?? 0), Double(abWidth), accuracy: 1.5, "after \"ab\"")
            XCTAssertEqual((red.map(\.0).max() ?? 0) - (red.map(\.0).min() ?? 0) + 1, 16)
            XCTAssertEqual((red.map(\.1).max() ?? 0) - (red.map(\.1).min() ?? 0) + 1, 16)
            // Its bottom on the baseline: the last ink row of "a" and of the image agree.
            let aInk = (0..<40).filter { y in (0..<Int(abWidth / 2)).contains { x in pixel(ctx, x, y).a > 128 } }
            XCTAssertEqual(Double(red.map(\.1).max() ?? 0), Double(aInk.max() ?? 0), accuracy: 1.5)
            // Lowered 4 points by its bounds.
            attachment.bounds = CGRect(x: 0, y: -4, width: 16, height: 16)
            label.attributedText = text
            let lowered = render(label, width: 200, height: 40)
            let lowRows = (0..<40).filter { y in (0..<200).contains { x in let p = pixel(lowered, x, y); return p.r > 200 && p.g < 50 && p.a > 200 } }
            XCTAssertEqual(Double(lowRows.max() ?? 0), Double(red.map(\.1).max() ?? 0) + 4, accuracy: 1.5)
            // A symbol in a green run is green.
            let star = try XCTUnwrap(UIImage(systemName: "star.fill"))
            let symbolText = NSAttributedString(attachment: NSTextAttachment(image: star))
            let green = NSMutableAttributedString(attributedString: symbolText)
            green.addAttribute(.foregroundColor, value: UIColor(red: 0, green: 0.8, blue: 0, alpha: 1), range: NSRange(location: 0, length: 1))
            label.attributedText = green
            let g = render(label, width: 200, height: 40)
            XCTAssertTrue((0..<60).contains { x in (0..<40).contains { y in let p = pixel(g, x, y); return p.g > 150 && p.r < 60 && p.a > 200 } })
        }
    }

    /// iOS 16's font widths: the face asked for by stretch (narrower where a condensed face exists).
    nonisolated func testAFontWidthAsksForANarrowerFace() {
        MainActor.assumeIsolated {
            let condensed = UIFont.systemFont(ofSize: 20, weight: .bold, width: .condensed)
            let face = FontFace(name: condensed.fontName)
            XCTAssertEqual(face.stretch, -1)
            XCTAssertTrue(face.bold)
            XCTAssertEqual(FontFace(name: UIFont.systemFont(ofSize: 20, weight: .regular, width: .compressed).fontName).stretch, -2)
            XCTAssertEqual(FontFace(name: UIFont.systemFont(ofSize: 20, weight: .regular, width: .standard).fontName).stretch, 0)
            let text = "Condensed text"
            let standardWidth = (text as NSString).size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)]).width
            let condensedWidth = (text as NSString).size(withAttributes: [.font: condensed]).width
            XCTAssertLessThanOrEqual(condensedWidth, standardWidth)
        }
    }

    nonisolated func testAShrinkingLabelScalesItsFontToFit() {
        MainActor.assumeIsolated {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            label.text = "A line far too long for a hundred points"
            let natural = label.intrinsicContentSize
            XCTAssertEqual(label.fontScale(toFit: 100), 1, "off by default")
            label.adjustsFontSizeToFitWidth = true
            XCTAssertEqual(label.fontScale(toFit: 100), 1, "a minimum scale of 0 keeps the font, as UIKit's")
            label.minimumScaleFactor = 0.1
            XCTAssertEqual(label.fontScale(toFit: 100), 100 / natural.width, accuracy: 0.01)
            label.minimumScaleFactor = 0.5
            XCTAssertEqual(label.fontScale(toFit: 100), 0.5, "no smaller than the minimum: then it truncates")
            XCTAssertEqual(label.intrinsicContentSize, natural, "its intrinsic size is the text's at full size")
            label.text = "Short"
            XCTAssertEqual(label.fontScale(toFit: 100), 1)
        }
    }
}

/// `allowsDefaultTighteningForTruncation`: a line a little too long is drawn tighter
/// instead of truncated; one far too long is tightened as far as allowed, then truncated.
final class LabelTighteningTests: XCTestCase {
    nonisolated func testALineSlightlyTooLongTightensInsteadOfTruncating() {
        MainActor.assumeIsolated {
            let label = UILabel()
            label.font = .systemFont(ofSize: 20)
            label.text = "Tighten before truncating"
            let natural = label.sizeThatFits(CGSize(width: 1000, height: 100)).width
            label.frame = CGRect(x: 0, y: 0, width: natural - 6, height: 30)
            XCTAssertEqual(label.tightening(toFit: label.bounds.width, fontScale: 1), 0, "off by default")
            let loose = render(label, width: Int(label.bounds.width), height: 30).makeImage()!
            label.allowsDefaultTighteningForTruncation = true
            let k = label.tightening(toFit: label.bounds.width, fontScale: 1)
            XCTAssertLessThan(k, 0)
            XCTAssertGreaterThan(k, -1, "a little closer: 6 points over 24 gaps")
            let tight = render(label, width: Int(label.bounds.width), height: 30).makeImage()!
            writeArtifact(tight, "label-tightened")
            XCTAssertNotEqual(Self.pixelRow(loose), Self.pixelRow(tight), "drawn differently")
            label.text = "A line that is far too long for this label to hold even tightened"
            XCTAssertEqual(label.tightening(toFit: label.bounds.width, fontScale: 1), -1, "at most a twentieth of the font size")
            label.numberOfLines = 2
            XCTAssertEqual(label.tightening(toFit: label.bounds.width, fontScale: 1), 0, "single lines only")
        }
    }

    /// The middle row's ink, for comparing two renderings.
    private static func pixelRow(_ image: CGImage) -> [Int] {
        (0..<image.width).map { pixel(image, $0, 15).a }
    }
}
