import XCTest
import UIKit
import LaminaTestSupport

/// UIKit's string drawing (Apple: NSStringDrawing) measured and drawn into image contexts,
/// and view snapshots (drawHierarchy, snapshotView).
final class StringDrawingTests: XCTestCase {
    private let font: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black]
    private let text = "The quick brown fox jumps over the lazy dog"

    private func image(_ size: CGSize, _ draw: () -> Void) -> CGImage {
        UIGraphicsImageRenderer(size: size, format: UIGraphicsImageRendererFormat(scale: 1, opaque: false)).image { _ in draw() }.cgImage!
    }

    /// Whether any pixel of the row band `ys` (within `xs`) has ink.
    private func inked(_ image: CGImage, xs: Range<Int>, ys: Range<Int>) -> Bool {
        for y in ys { for x in xs where pixel(image, x, y).a > 60 { return true } }
        return false
    }

    func testSizesMeasureOneLinePerParagraph() {
        let one = text.size(withAttributes: font)
        XCTAssertEqual(one, (text as NSString).size(withAttributes: font), "String forwards to NSString")
        XCTAssertEqual(one, NSAttributedString(string: text, attributes: font).size())
        XCTAssertGreaterThan(one.width, 300)
        XCTAssertEqual(one.height, 24, accuracy: 3, "one line of 20-point text")
        let two = "ab\ncd".size(withAttributes: font)
        XCTAssertEqual(two.height, one.height * 2, accuracy: 1, "a newline starts a line")
        // No font: Helvetica 12, as on Apple.
        XCTAssertEqual("Hg".size(withAttributes: nil).height, 14, accuracy: 2)
        XCTAssertEqual("".size(withAttributes: font), .zero)
    }

    func testBoundingRectWrapsWithLineFragmentsAndIsOneLineWithout() {
        let wide = text.boundingRect(with: CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                     attributes: font, context: nil)
        let narrow = text.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                       attributes: font, context: nil)
        XCTAssertEqual(wide.origin, .zero)
        XCTAssertEqual(wide.height, text.size(withAttributes: font).height, accuracy: 0.5)
        XCTAssertLessThanOrEqual(narrow.width, 150)
        XCTAssertGreaterThan(narrow.height, wide.height * 3, "wrapped into several lines")
        // Two whole lines fit a box 2.5 lines tall; the rect stops at the second.
        let lineHeight = wide.height
        let limited = text.boundingRect(with: CGSize(width: 150, height: lineHeight * 2.5), options: .usesLineFragmentOrigin,
                                        attributes: font, context: nil)
        XCTAssertEqual(limited.height, lineHeight * 2, accuracy: 1)
        // Without line fragments: one line, its origin the baseline (so the top is above it).
        let baseline = text.boundingRect(with: CGSize(width: 150, height: 1000), options: [], attributes: font, context: nil)
        XCTAssertLessThan(baseline.minY, -10)
        XCTAssertEqual(baseline.height, lineHeight, accuracy: 0.5)
    }

    func testDrawAtAPointAndInARect() {
        let size = CGSize(width: 200, height: 100)
        let atPoint = image(size) { "Hello".draw(at: CGPoint(x: 10, y: 50), withAttributes: font) }
        XCTAssertTrue(inked(atPoint, xs: 10..<80, ys: 50..<75), "text below and right of the point")
        XCTAssertFalse(inked(atPoint, xs: 0..<200, ys: 0..<48), "nothing above it")
        XCTAssertFalse(inked(atPoint, xs: 0..<8, ys: 0..<100), "nothing left of it")
        // In a rect one line tall: the wrapped text's second line is clipped away.
        let lineHeight = "A".size(withAttributes: font).height
        let inRect = image(size) { text.draw(in: CGRect(x: 0, y: 0, width: 150, height: lineHeight + 4), withAttributes: font) }
        XCTAssertTrue(inked(inRect, xs: 0..<150, ys: 0..<Int(lineHeight)))
        XCTAssertFalse(inked(inRect, xs: 0..<200, ys: Int(lineHeight) + 1..<100), "only whole lines that fit")
        // Centred by its paragraph style.
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        var attrs = font
        attrs[.paragraphStyle] = centred
        let mid = image(size) { "I".draw(in: CGRect(x: 0, y: 0, width: 200, height: 40), withAttributes: attrs) }
        XCTAssertTrue(inked(mid, xs: 95..<105, ys: 0..<30))
        XCTAssertFalse(inked(mid, xs: 0..<80, ys: 0..<40))
    }

    func testColoursAndAttributedRuns() {
        let s = NSMutableAttributedString(string: "RRRR", attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.red])
        s.append(NSAttributedString(string: "BBBB", attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.blue]))
        let img = image(CGSize(width: 300, height: 50)) { s.draw(at: .zero) }
        var red = 0, blue = 0
        for y in 0..<50 { for x in 0..<300 { let p = pixel(img, x, y); if p.a > 200 { if p.r > 200 && p.b < 60 { red += 1 } else if p.b > 200 && p.r < 60 { blue += 1 } } } }
        XCTAssertGreaterThan(red, 50); XCTAssertGreaterThan(blue, 50)
    }

    func testAContextsMinimumScaleFactorShrinksTextToFit() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.2
        let lineHeight = "A".size(withAttributes: font).height
        let box = CGSize(width: 200, height: lineHeight + 2)
        let rect = text.boundingRect(with: box, options: .usesLineFragmentOrigin, attributes: font, context: context)
        XCTAssertLessThan(context.actualScaleFactor, 0.7)
        XCTAssertGreaterThan(context.actualScaleFactor, 0.2)
        XCTAssertLessThanOrEqual(rect.width, 200)
        XCTAssertLessThanOrEqual(rect.height, box.height)
        XCTAssertEqual(context.totalBounds, rect)
        // Without a context the text keeps its size and only its first line fits.
        let plain = text.boundingRect(with: box, options: .usesLineFragmentOrigin, attributes: font, context: nil)
        XCTAssertEqual(plain.height, lineHeight, accuracy: 1)
    }

    nonisolated func testSnapshotsDrawTheHierarchy() {
        MainActor.assumeIsolated {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            v.backgroundColor = .white
            let red = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
            red.backgroundColor = .red
            v.addSubview(red)
            let format = UIGraphicsImageRendererFormat(scale: 1, opaque: false)
            let shot = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 40), format: format).image { _ in
                _ = v.drawHierarchy(in: CGRect(x: 0, y: 0, width: 80, height: 40), afterScreenUpdates: true)
            }.cgImage!
            XCTAssertEqual(pixel(shot, 10, 10), .white)
            XCTAssertEqual(pixel(shot, 70, 30), .red, "scaled into the rect")
            let snapshot = v.snapshotView(afterScreenUpdates: false)
            XCTAssertEqual(snapshot?.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
            let shown = (snapshot as? UIImageView)?.image?.cgImage
            XCTAssertNotNil(shown)
            if let shown {
                let scale = shown.width / 40
                XCTAssertEqual(pixel(shown, 30 * scale, 10 * scale), .red)
            }
            XCTAssertNil(UIView().snapshotView(afterScreenUpdates: false), "no size, no snapshot")
        }
    }
}
