import XCTest
import Foundation
import QuartzCore
import CoreText
import LaminaTestSupport

/// CATextLayer (000 "Layers that Draw Themselves"; 003 "CATextLayer").
final class TextLayerTests: XCTestCase {
    private func render(_ t: CATextLayer, width: Int = 200, height: Int = 100) -> CGContext {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        if t.bounds.isEmpty { t.frame = root.bounds }
        root.addSublayer(t)
        let ctx = flippedContext(width, height)
        root.render(in: ctx)
        return ctx
    }

    /// The columns and rows holding ink (alpha), as ranges.
    private func ink(_ ctx: CGContext) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<ctx.height { for x in 0..<ctx.width where pixel(ctx, x, y).a > 60 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        return maxX < 0 ? nil : (minX...maxX, minY...maxY)
    }

    /// "The default text color, the foregroundColor property, is white" (000); Helvetica 36.
    func testDefaults() {
        let t = CATextLayer()
        XCTAssertEqual(t.foregroundColor, CGColor(gray: 1, alpha: 1))
        XCTAssertEqual(t.fontSize, 36)
        XCTAssertEqual(t.font as? String, "Helvetica")
        XCTAssertFalse(t.isWrapped)
        XCTAssertEqual(t.truncationMode, .none); XCTAssertEqual(t.alignmentMode, .natural)
        XCTAssertFalse(t.allowsFontSubpixelQuantization)
        XCTAssertEqual(t.contentsScale, 1, "contentsScale always defaults to 1 (003)")
        t.string = "Hi"
        let ctx = render(t)
        let p = (0..<100).lazy.map { pixel(ctx, $0, 20) }.first { $0.a > 200 }
        XCTAssertEqual(p, .white, "white text")
    }

    /// The text is drawn from the top-left of the bounds; alignment places it across.
    func testAlignment() {
        func inkX(_ mode: CATextLayerAlignmentMode) -> ClosedRange<Int> {
            let t = CATextLayer()
            t.string = "Wide"; t.fontSize = 20; t.foregroundColor = color(0, 0, 0); t.alignmentMode = mode
            return ink(render(t))!.x
        }
        let left = inkX(.left), right = inkX(.right), center = inkX(.center), natural = inkX(.natural)
        XCTAssertLessThan(left.lowerBound, 4)
        XCTAssertGreaterThan(right.upperBound, 194)
        XCTAssertNear((center.lowerBound + center.upperBound) / 2, 100, 3)
        XCTAssertEqual(natural, left, "natural is left for left-to-right text")
        let t = CATextLayer()
        t.string = "Top"; t.fontSize = 20; t.foregroundColor = color(0, 0, 0)
        XCTAssertLessThan(ink(render(t))!.y.lowerBound, 10, "the first line at the top")
    }

    func testWrappingAndTruncation() {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        func layer() -> CATextLayer {
            let t = CATextLayer()
            t.string = text; t.fontSize = 16; t.foregroundColor = color(0, 0, 0)
            t.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
            return t
        }
        let single = ink(render(layer()))!
        let wrapped = layer(); wrapped.isWrapped = true
        let multi = ink(render(wrapped))!
        XCTAssertLessThan(single.y.count, 25, "unwrapped: one line")
        XCTAssertGreaterThan(multi.y.count, 60, "wrapped: several lines")
        XCTAssertLessThanOrEqual(multi.x.upperBound, 120)

        // Truncation puts an ellipsis where the line overflows: the last word is gone.
        let layout = TextLayout(text: text, style: TextStyle(fontName: "Helvetica", fontSize: 16), width: 120, height: 100,
                                wrapped: false, truncation: .end, alignment: .natural, quantizeGlyphPositions: false)
        XCTAssertTrue(layout.isEllipsized)
        XCTAssertLessThanOrEqual(layout.size.width, 120)
        XCTAssertEqual(layout.lineCount, 1)
        let wrappedTruncated = TextLayout(text: text + " " + text, style: TextStyle(fontName: "Helvetica", fontSize: 16),
                                          width: 120, height: 40, wrapped: true, truncation: .end, alignment: .natural,
                                          quantizeGlyphPositions: false)
        XCTAssertTrue(wrappedTruncated.isEllipsized)
        XCTAssertLessThanOrEqual(wrappedTruncated.size.height, 40, "wrapped text truncated to the height")
        for mode: CATextLayerTruncationMode in [.start, .middle, .end] {
            let t = layer(); t.truncationMode = mode
            XCTAssertLessThanOrEqual(ink(render(t))!.x.upperBound, 120, "\(mode.rawValue)")
        }
    }

    /// Sharp at contentsScale 2 and blurry at 1 (003 figures 6.2/6.3): the backing store is
    /// bounds × contentsScale pixels.
    func testContentsScaleSetsTheBackingStore() {
        let t = CATextLayer()
        t.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
        t.string = "Hi"
        t.displayIfNeeded()
        XCTAssertEqual((t.contents as? CGImage)?.width, 50)
        t.contentsScale = 2
        t.displayIfNeeded()
        XCTAssertEqual((t.contents as? CGImage)?.width, 100, "a new scale redraws at that scale")
        t.string = ""
        t.displayIfNeeded()
        XCTAssertNil(t.contents, "an empty string draws nothing")
    }

    /// 003 Listing 6.3: runs carry their own font, colour and underline.
    func testAttributedRuns() {
        let s = NSMutableAttributedString(string: "Lorem ipsum")
        let font = CTFontCreateWithName("Helvetica", 20, nil)
        s.setAttributes([NSAttributedString.Key(kCTForegroundColorAttributeName): color(0, 0, 0),
                         NSAttributedString.Key(kCTFontAttributeName): font], range: NSRange(location: 0, length: 11))
        s.setAttributes([NSAttributedString.Key(kCTForegroundColorAttributeName): color(1, 0, 0),
                         NSAttributedString.Key(kCTUnderlineStyleAttributeName): CTUnderlineStyle.single.rawValue,
                         NSAttributedString.Key(kCTFontAttributeName): font], range: NSRange(location: 6, length: 5))
        let t = CATextLayer()
        t.string = s
        let ctx = render(t)
        var red = 0, black = 0
        for y in 0..<40 { for x in 0..<200 {
            let p = pixel(ctx, x, y)
            if p.a > 200 && p.r > 200 && p.g < 50 { red += 1 }
            if p.a > 200 && p.r < 50 { black += 1 }
        } }
        XCTAssertGreaterThan(red, 30); XCTAssertGreaterThan(black, 30)
        // The underline: a row of red under "ipsum" with no gaps.
        let rows = (0..<40).filter { y in (0..<200).filter { pixel(ctx, $0, y).r > 200 && pixel(ctx, $0, y).a > 200 }.count > 40 }
        XCTAssertFalse(rows.isEmpty, "an underline")
    }

    /// A changed contentsScale redraws without laying the text out again.
    func testLayoutIsReused() {
        let t = CATextLayer()
        t.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        t.string = "cached"
        t.displayIfNeeded()
        let made = CATextLayer.layoutsMade
        t.contentsScale = 2
        t.displayIfNeeded()
        XCTAssertEqual(CATextLayer.layoutsMade, made)
        t.string = "changed"
        t.displayIfNeeded()
        XCTAssertEqual(CATextLayer.layoutsMade, made + 1)
    }

    func testBadInput() {
        let t = CATextLayer()
        t.foregroundColor = color(0, 0, 0)
        t.font = "No Such Font Anywhere"
        t.string = "Fallback"
        XCTAssertNotNil(ink(render(t)), "an unknown font falls back to an installed one")
        t.font = 42; t.fontSize = .nan
        let fallback = ink(render(t))
        XCTAssertNotNil(fallback, "a font that is not one, a size that is not a number: the text draws in the defaults")
        XCTAssertLessThan(fallback?.y.count ?? .max, 20, "at a default body size, not the layer's 36 points")
        t.fontSize = -3
        XCTAssertNil(ink(render(t)), "a negative size: nothing drawn")
        t.string = 17
        XCTAssertNil(ink(render(t)), "not a string: nothing drawn")
        t.fontSize = 12
        t.string = String(repeating: "lorem ipsum ", count: 1_048_576 / 12)
        t.isWrapped = true
        let start = Date()
        _ = render(t)
        XCTAssertNotNil(t.contents)
        print("1 MB string laid out and drawn in \(Date().timeIntervalSince(start)) s")
        let rtl = CATextLayer()
        rtl.string = "שלום עולם"
        rtl.foregroundColor = color(0, 0, 0)
        rtl.fontSize = 20
        XCTAssertGreaterThan(ink(render(rtl))!.x.upperBound, 180, "natural alignment of right-to-left text is right")
    }
}
