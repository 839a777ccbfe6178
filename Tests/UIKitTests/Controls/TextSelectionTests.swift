import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// Selecting text in fields and views as on a desktop: Shift with the arrows, Home and End;
/// a press and drag, a double and a triple click in a field; what the selection does to
/// typing, Backspace and the standard edit actions; and `UITextInput`'s positions and ranges.
final class TextSelectionTests: AppTestCase {
    final class Form: UIViewController {
        let field = UITextField(frame: CGRect(x: 10, y: 20, width: 300, height: 34))
        let textView = UITextView(frame: CGRect(x: 10, y: 80, width: 300, height: 100))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            field.text = "hello world"
            textView.text = "one\ntwo three"
            view.addSubview(field)
            view.addSubview(textView)
        }
    }

    private static let left: UInt32 = 0xff51, right: UInt32 = 0xff53, down: UInt32 = 0xff54
    private static let home: UInt32 = 0xff50, end: UInt32 = 0xff57, backspace: UInt32 = 0xff08

    private static func key(_ sym: UInt32, _ text: String = "", at t: Double, _ modifiers: KeyModifiers = []) -> [InputEvent] {
        [InputEvent(time: t, .key(keysym: sym, text: text, pressed: true, isRepeat: false, modifiers: modifiers)),
         InputEvent(time: t + 0.005, .key(keysym: sym, text: text, pressed: false, isRepeat: false, modifiers: modifiers))]
    }

    private static func keys(_ syms: [UInt32], from t: Double, _ modifiers: KeyModifiers = []) -> [InputEvent] {
        syms.enumerated().flatMap { key($0.element, at: t + Double($0.offset) * 0.01, modifiers) }
    }

    private static func control(_ letter: Character, at t: Double) -> [InputEvent] {
        let sym = UInt32(letter.asciiValue!)
        return key(sym, String(Character(Unicode.Scalar(sym - 0x60)!)), at: t, .control)
    }

    @MainActor private static func selected(_ input: UITextInput) -> String? {
        input.selectedTextRange.flatMap { input.text(in: $0) }
    }

    nonisolated func testShiftArrowsSelectAndTheSelectionIsReplacedCopiedAndDeleted() {
        MainActor.assumeIsolated {
            let (platform, form) = launchApp({ Form() }, size: CGSize(width: 320, height: 200))
            defer { platform.finish() }
            let field = form.field
            UIPasteboard.general.items = []
            XCTAssertNil(field.selectedTextRange, "no selection before editing")
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start), 11, "the caret at the end")
            platform.run(events: Self.keys(Array(repeating: Self.left, count: 5), from: 0.1, .shift), duration: 0.2)
            XCTAssertEqual(Self.selected(field), "world")
            // The selection shows in the tint colour, behind the text.
            var image: CGImage?
            platform.run(events: [], duration: 0.25) { _, _, frame in image = frame }
            let frame = try! XCTUnwrap(image)
            writeArtifact(frame, "text-field-selection")
            let scale = CGFloat(frame.width) / 320
            let worldX = 10 + ("hello " as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
            var tinted = 0
            for x in Int((worldX + 2) * scale)..<Int((worldX + 30) * scale) {
                let p = pixel(frame, x, Int(28 * scale))
                if Int(p.b) > Int(p.r) + 30 { tinted += 1 }
            }
            XCTAssertGreaterThan(tinted, Int(10 * scale), "a tinted highlight behind \"world\"")

            platform.run(events: Self.control("c", at: 0.3), duration: 0.35)
            XCTAssertEqual(UIPasteboard.general.string, "world", "Ctrl+C copies the selection")
            platform.run(events: Self.key(UInt32(UInt8(ascii: "X")), "X", at: 0.4), duration: 0.45)
            XCTAssertEqual(field.text, "hello X", "typing replaces the selection")
            platform.run(events: Self.key(Self.home, at: 0.5, .shift), duration: 0.55)
            XCTAssertEqual(Self.selected(field), "hello X", "Shift+Home selects back to the start")
            platform.run(events: Self.key(Self.left, at: 0.6), duration: 0.65)
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start), 0, "Left collapses to the start")
            XCTAssertTrue(field.selectedTextRange!.isEmpty)
            platform.run(events: Self.key(Self.end, at: 0.7) + Self.keys([Self.left, Self.left], from: 0.72, .shift), duration: 0.8)
            XCTAssertEqual(Self.selected(field), " X")
            platform.run(events: Self.control("x", at: 0.85), duration: 0.9)
            XCTAssertEqual(field.text, "hello", "Ctrl+X cuts")
            XCTAssertEqual(UIPasteboard.general.string, " X")
            platform.run(events: Self.control("a", at: 0.95) + Self.key(Self.backspace, at: 1.0), duration: 1.05)
            XCTAssertEqual(field.text, "", "Ctrl+A then Backspace empties the field")

            // A secure field copies nothing.
            field.text = "secret"
            field.isSecureTextEntry = true
            platform.run(events: Self.control("a", at: 1.1) + Self.control("c", at: 1.15), duration: 1.2)
            XCTAssertEqual(Self.selected(field), "secret")
            XCTAssertEqual(UIPasteboard.general.string, " X", "not copied from a secure field")
        }
    }

    nonisolated func testPressDragDoubleAndTripleClicksSelectInAField() {
        MainActor.assumeIsolated {
            let (platform, form) = launchApp({ Form() }, size: CGSize(width: 320, height: 200))
            defer { platform.finish() }
            let field = form.field
            XCTAssertTrue(field.becomeFirstResponder())
            platform.run(events: [], duration: 0.05)
            let font = UIFont.systemFont(ofSize: 17)
            func x(_ prefix: String) -> CGFloat { 10 + (prefix as NSString).size(withAttributes: [.font: font]).width }
            let y: CGFloat = 37
            // Press before "world" and drag to its end.
            platform.run(events: [InputEvent(time: 0.1, .touchDown(id: 1, CGPoint(x: x("hello "), y: y))),
                                  InputEvent(time: 0.15, .touchMotion(id: 1, CGPoint(x: x("hello wor"), y: y))),
                                  InputEvent(time: 0.2, .touchMotion(id: 1, CGPoint(x: x("hello world") + 20, y: y))),
                                  InputEvent(time: 0.25, .touchUp(id: 1))], duration: 0.3)
            XCTAssertEqual(Self.selected(field), "world", "a drag selects")
            // A double click in "hello" selects the word.
            let inHello = CGPoint(x: x("he"), y: y)
            platform.run(events: [InputEvent(time: 1.0, .touchDown(id: 1, inHello)), InputEvent(time: 1.03, .touchUp(id: 1)),
                                  InputEvent(time: 1.1, .touchDown(id: 1, inHello)), InputEvent(time: 1.13, .touchUp(id: 1))], duration: 1.2)
            XCTAssertEqual(Self.selected(field), "hello", "a double click selects the word")
            platform.run(events: [InputEvent(time: 1.25, .touchDown(id: 1, inHello)), InputEvent(time: 1.28, .touchUp(id: 1))], duration: 1.35)
            XCTAssertEqual(Self.selected(field), "hello world", "a triple click selects everything")
            platform.run(events: [InputEvent(time: 2.0, .touchDown(id: 1, CGPoint(x: x("hello w"), y: y))), InputEvent(time: 2.03, .touchUp(id: 1))], duration: 2.1)
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start), 7, "a single click puts the caret")
            XCTAssertTrue(field.selectedTextRange!.isEmpty)
        }
    }

    /// The protocol's arithmetic in UTF-16 units (an emoji is two), clamped to the document;
    /// setting the selection tells the delegate; `replace(_:withText:)` edits as typing does.
    nonisolated func testTextInputPositionsAndRanges() {
        MainActor.assumeIsolated {
            final class Watcher: NSObject, UITextFieldDelegate {
                var changes = 0
                func textFieldDidChangeSelection(_ textField: UITextField) { changes += 1 }
            }
            let (platform, form) = launchApp({ Form() }, size: CGSize(width: 320, height: 200))
            defer { platform.finish() }
            let field = form.field, watcher = Watcher()
            field.delegate = watcher
            field.text = "a😀b 2125551234"
            XCTAssertTrue(field.becomeFirstResponder())
            let start = field.beginningOfDocument, end = field.endOfDocument
            XCTAssertEqual(field.offset(from: start, to: end), 15, "UTF-16 units: the emoji counts two")
            XCTAssertNil(field.position(from: end, offset: 1), "past the end")
            XCTAssertNil(field.position(from: start, offset: -1))
            let afterEmoji = field.position(from: start, offset: 3)!
            XCTAssertEqual(field.text(in: field.textRange(from: start, to: afterEmoji)!), "a😀")
            XCTAssertEqual(field.compare(start, to: afterEmoji), .orderedAscending)
            XCTAssertEqual(field.compare(afterEmoji, to: afterEmoji), .orderedSame)
            XCTAssertEqual(field.position(from: afterEmoji, in: .left, offset: 2).map { field.offset(from: start, to: $0) }, 1)
            let changes = watcher.changes
            let area = field.textRange(from: field.position(from: start, offset: 8)!, to: field.position(from: start, offset: 11)!)!
            field.selectedTextRange = area
            XCTAssertEqual(Self.selected(field), "555")
            XCTAssertGreaterThan(watcher.changes, changes, "the delegate hears of the new selection")
            field.replace(area, withText: "-")
            XCTAssertEqual(field.text, "a😀b 212-1234")
            XCTAssertEqual(field.offset(from: start, to: field.selectedTextRange!.start), 9, "the caret after the new text")
            XCTAssertNil(field.markedTextRange)

            // The text view: the same arithmetic over its text; the selection is `selectedRange`.
            let view = form.textView
            let range = view.textRange(from: view.position(from: view.beginningOfDocument, offset: 4)!, to: view.endOfDocument)!
            view.selectedTextRange = range
            XCTAssertEqual(view.selectedRange, NSRange(location: 4, length: 9))
            XCTAssertEqual(view.text(in: range), "two three")
            let below = view.position(from: view.beginningOfDocument, in: .down, offset: 1)!
            XCTAssertEqual(view.offset(from: view.beginningOfDocument, to: below), 4, "down a line: the start of \"two\"")
        }
    }

    nonisolated func testShiftKeysSelectInATextView() {
        MainActor.assumeIsolated {
            let (platform, form) = launchApp({ Form() }, size: CGSize(width: 320, height: 200))
            defer { platform.finish() }
            let view = form.textView
            XCTAssertTrue(view.becomeFirstResponder())
            view.selectedRange = NSRange(location: 0, length: 0)
            platform.run(events: Self.keys([Self.right, Self.right, Self.right], from: 0.1, .shift), duration: 0.2)
            XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: 3))
            platform.run(events: Self.key(Self.down, at: 0.25, .shift), duration: 0.3)
            XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: 7), "down a line from the moving end")
            platform.run(events: Self.key(Self.left, at: 0.35, .shift), duration: 0.4)
            XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: 6), "the moving end comes back")
            platform.run(events: Self.key(Self.end, at: 0.45, .shift), duration: 0.5)
            XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: 13))
            platform.run(events: Self.key(Self.home, at: 0.55), duration: 0.6)
            XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: 0))
            // From a caret after typing, Shift+Left selects back from the caret.
            view.selectedRange = NSRange(location: 7, length: 0)
            platform.run(events: Self.key(UInt32(UInt8(ascii: "!")), "!", at: 0.65) + Self.keys([Self.left, Self.left], from: 0.7, .shift), duration: 0.8)
            XCTAssertEqual(view.text, "one\ntwo! three")
            XCTAssertEqual(view.selectedRange, NSRange(location: 6, length: 2))
        }
    }
}
