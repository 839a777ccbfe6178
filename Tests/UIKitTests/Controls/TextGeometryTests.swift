import XCTest
import UIKit

/// `UITextInput`'s geometry on text fields and views: the caret's rectangle, a range's
/// rectangles, and positions and characters found from points — each checked against the
/// others and against where the input draws its text.
final class TextGeometryTests: XCTestCase {
    nonisolated func testATextFieldsCaretRangesAndHits() {
        MainActor.assumeIsolated {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
            field.font = .systemFont(ofSize: 17)
            field.text = "Hello"
            field.layoutIfNeeded()
            let begin = field.caretRect(for: field.beginningOfDocument)
            let end = field.caretRect(for: field.endOfDocument)
            XCTAssertEqual(begin.width, 2)
            XCTAssertGreaterThan(begin.height, 15)
            XCTAssertTrue(field.bounds.contains(begin), "inside the field: \(begin)")
            XCTAssertGreaterThan(end.minX - begin.minX, 30, "five letters on from the start")
            let at = { (k: Int) in field.caretRect(for: field.position(from: field.beginningOfDocument, offset: k)!) }
            XCTAssertLessThan(at(1).minX, at(2).minX)

            // From a point back to the position and the character there.
            let p = CGPoint(x: at(3).minX + 0.5, y: at(3).midY)
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.closestPosition(to: p)!), 3)
            let between = CGPoint(x: (at(1).minX + at(2).minX) / 2, y: at(1).midY)
            let character = field.characterRange(at: between)!
            XCTAssertEqual(field.text(in: character), "e")
            XCTAssertNil(field.characterRange(at: CGPoint(x: end.maxX + 20, y: end.midY)), "past the text")

            // A range: one rectangle, from its first caret to its last.
            let range = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 1)!,
                                        to: field.position(from: field.beginningOfDocument, offset: 3)!)!
            let rects = field.selectionRects(for: range)
            XCTAssertEqual(rects.count, 1)
            XCTAssertEqual(rects[0].rect.minX, at(1).minX, accuracy: 0.01)
            XCTAssertEqual(rects[0].rect.maxX, at(3).minX, accuracy: 0.01)
            XCTAssertTrue(rects[0].containsStart && rects[0].containsEnd)
            XCTAssertEqual(field.firstRect(for: range), rects[0].rect)
            // Clamped into a range.
            let far = CGPoint(x: end.maxX + 50, y: end.midY)
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.closestPosition(to: far, within: range)!), 3)
        }
    }

    nonisolated func testATextViewsLinesAndInsets() {
        MainActor.assumeIsolated {
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            view.font = .systemFont(ofSize: 17)
            view.textContainerInset = UIEdgeInsets(top: 10, left: 6, bottom: 10, right: 6)
            view.text = "first line\nsecond line"
            view.layoutIfNeeded()
            let begin = view.caretRect(for: view.beginningOfDocument)
            XCTAssertEqual(begin.minY, 10, accuracy: 0.01, "below the top inset")
            XCTAssertEqual(begin.midX, 6 + view.textContainer.lineFragmentPadding, accuracy: 1.01)
            let secondLine = view.position(from: view.beginningOfDocument, offset: 11)!
            let second = view.caretRect(for: secondLine)
            XCTAssertGreaterThan(second.minY, begin.maxY - 1, "the second line is below the first")
            XCTAssertEqual(second.minX, begin.minX, accuracy: 0.01, "at the start of its line")

            // A range over both lines: a rectangle per line, the first holding the start.
            let range = view.textRange(from: view.position(from: view.beginningOfDocument, offset: 6)!,
                                       to: view.position(from: view.beginningOfDocument, offset: 17)!)!
            let rects = view.selectionRects(for: range)
            XCTAssertEqual(rects.count, 2)
            XCTAssertTrue(rects[0].containsStart)
            XCTAssertFalse(rects[0].containsEnd)
            XCTAssertTrue(rects[1].containsEnd)
            XCTAssertLessThan(rects[0].rect.minY, rects[1].rect.minY)
            XCTAssertEqual(view.firstRect(for: range), rects[0].rect)

            // A point on the second line finds a position on it, and the character there.
            let p = CGPoint(x: second.minX + 3, y: second.midY)
            let found = view.offset(from: view.beginningOfDocument, to: view.closestPosition(to: p)!)
            XCTAssertTrue((11...12).contains(found), "\(found)")
            XCTAssertEqual(view.text(in: view.characterRange(at: CGPoint(x: second.minX + 2, y: second.midY))!), "s")
            XCTAssertNil(view.characterRange(at: CGPoint(x: 150, y: 180)), "below the text")
            // Scrolled, the rectangles stay in the view's content coordinates.
            let unscrolled = view.caretRect(for: secondLine)
            view.contentOffset = CGPoint(x: 0, y: 5)
            XCTAssertEqual(view.caretRect(for: secondLine), unscrolled)
        }
    }
}
