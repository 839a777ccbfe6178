import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UITextView on the headless app, typed into through the seat's keys (Apple's documentation:
/// a tap begins editing, asking the delegate; each change is asked of it with UTF-16 ranges,
/// then textViewDidChange; Return types a line break; setting `text` in code sends nothing;
/// with scrolling disabled the view takes its text's height).
final class TextViewTests: AppTestCase {
    private static func tap(_ t: Double, _ x: CGFloat, _ y: CGFloat) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: y))), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }
    private static func type(_ t: Double, _ keys: [(UInt32, String)]) -> [InputEvent] {
        keys.enumerated().flatMap { i, k in
            [InputEvent(time: t + Double(i) * 0.02, .key(keysym: k.0, text: k.1, pressed: true, isRepeat: false, modifiers: [])),
             InputEvent(time: t + Double(i) * 0.02 + 0.01, .key(keysym: k.0, text: k.1, pressed: false, isRepeat: false, modifiers: []))]
        }
    }
    private static func letters(_ s: String) -> [(UInt32, String)] { s.unicodeScalars.map { ($0.value, String($0)) } }
    private static let backspace: (UInt32, String) = (0xff08, ""), returnKey: (UInt32, String) = (0xff0d, "\r")
    private static let up: (UInt32, String) = (0xff52, ""), down: (UInt32, String) = (0xff54, "")

    /// Rows (in the frame) holding dark text ink between columns `xs`.
    private static func inkRows(_ image: CGImage, xs: Range<Int>, ys: Range<Int>) -> [Int] {
        ys.filter { y in xs.contains { x in pixel(image, x, y).r < 120 } }
    }

    private static func click(_ t: Double, _ p: CGPoint) -> [InputEvent] {
        [InputEvent(time: t, .pointerButton(p, button: PointerButton.left, pressed: true)),
         InputEvent(time: t + 0.02, .pointerButton(p, button: PointerButton.left, pressed: false))]
    }

    /// The pointer selects (iPadOS with a mouse): a press and drag from one line to the end
    /// of the next, a double click on a word, a triple click on a paragraph; the drag does
    /// not scroll. A read-only text view selects too.
    nonisolated func testThePointerSelectsByDragAndClicks() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ TextViewController() }, size: CGSize(width: 320, height: 240))
            defer { platform.finish() }
            let textView = vc.textView
            textView.text = "Hello world\nSecond line here\nThird"
            let line = textView.font!.lineHeight
            // Points in the window: the text starts 8 below the view's top and 5 in.
            func at(_ x: CGFloat, line k: Int) -> CGPoint { CGPoint(x: 20 + 5 + x, y: 20 + 8 + (CGFloat(k) + 0.5) * line) }
            let start = at(1, line: 0), end = at(260, line: 1)
            var events = [InputEvent(time: 0.1, .pointerMotion(start)),
                          InputEvent(time: 0.12, .pointerButton(start, button: PointerButton.left, pressed: true))]
            for k in 1...8 {
                let f = CGFloat(k) / 8
                let p = CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
                events.append(InputEvent(time: 0.12 + Double(k) * 0.02, .pointerMotion(p)))
            }
            events.append(InputEvent(time: 0.4, .pointerButton(end, button: PointerButton.left, pressed: false)))
            platform.run(events: events, duration: 0.5)
            XCTAssertTrue(textView.isFirstResponder, "the press began editing")
            XCTAssertEqual(textView.selectedRange, NSRange(location: 0, length: 28), "line one and line two, to its end")
            XCTAssertEqual(textView.contentOffset, .zero, "the drag selected instead of scrolling")
            if let image = platform.frame(at: 0.55) { writeArtifact(image, "text-view-pointer-selection") }

            let word = ("Hello wo" as NSString).size(withAttributes: [.font: textView.font!]).width
            platform.run(events: Self.click(0.7, at(word, line: 0)) + Self.click(0.8, at(word, line: 0)), duration: 1.0)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 5), "a double click selects the word")
            platform.run(events: Self.click(1.3, at(30, line: 1)) + Self.click(1.4, at(30, line: 1)) + Self.click(1.5, at(30, line: 1)),
                         duration: 1.7)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 12, length: 16), "a triple click selects the paragraph")
            platform.run(events: Self.click(2.2, at(1, line: 2)), duration: 2.4)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 29, length: 0), "a single click puts the caret")

            textView.resignFirstResponder()
            textView.isEditable = false
            platform.run(events: Self.click(2.9, at(word, line: 0)) + Self.click(3.0, at(word, line: 0)), duration: 3.2)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 5), "read-only text selects too")
            XCTAssertFalse(textView.isFirstResponder)
        }
    }

    nonisolated func testTypingLinesAsksTheDelegateAndMovesByLine() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ TextViewController() }, size: CGSize(width: 320, height: 240))
            defer { platform.finish() }
            let textView = vc.textView
            let log = TextViewLog()
            textView.delegate = log
            var notified = 0
            let token = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: textView, queue: nil) { _ in
                MainActor.assumeIsolated { notified += 1 }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            XCTAssertEqual(textView.text, "")
            XCTAssertFalse(textView.isFirstResponder)
            platform.run(events: Self.tap(0.1, 100, 60), duration: 0.2)
            XCTAssertTrue(textView.isFirstResponder)
            XCTAssertEqual(log.calls.first, "begin")
            platform.run(events: Self.type(0.3, Self.letters("Hello") + [Self.returnKey] + Self.letters("World")), duration: 0.6)
            XCTAssertEqual(textView.text, "Hello\nWorld", "Return types a line break")
            XCTAssertEqual(log.ranges.last, NSRange(location: 10, length: 0))
            XCTAssertEqual(log.calls.filter { $0 == "change" }.count, 11)
            XCTAssertEqual(Array(log.calls.prefix(4)), ["begin", "selection", "selection", "change"],
                           "the tap places the caret; each keystroke moves the selection, then changes the text")
            XCTAssertEqual(notified, 11)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 11, length: 0))
            let image = try XCTUnwrap(platform.frame(at: 0.7))
            writeArtifact(image, "text-view")
            // Two lines of ink, 17-point text from 8 points below the view's top (at y 20).
            let rows = Self.inkRows(image, xs: 25..<200, ys: 20..<90)
            XCTAssertFalse(rows.isEmpty)
            XCTAssertGreaterThan(rows.first ?? 0, 28, "the text starts below the top inset")
            XCTAssertGreaterThan((rows.last ?? 0) - (rows.first ?? 0), 25, "two lines")
            // Up moves to the first line at the same x: typing there lands after "Hello".
            platform.run(events: Self.type(0.8, [Self.up] + Self.letters("!")), duration: 0.9)
            XCTAssertEqual(textView.text, "Hello!\nWorld")
            XCTAssertEqual(log.calls.filter { $0 == "selection" }.count, 1 + 11 + 1 + 1, "the tap, the keys, the arrow, the '!'")
            // Down and Backspace delete the last character of the second line.
            platform.run(events: Self.type(1.0, [Self.down, Self.backspace]), duration: 1.1)
            XCTAssertEqual(textView.text, "Hello!\nWorl")
            // The delegate refuses digits; code sets text silently, the caret at its end.
            platform.run(events: Self.type(1.2, Self.letters("7")), duration: 1.3)
            XCTAssertEqual(textView.text, "Hello!\nWorl")
            let changes = notified
            textView.text = "Set in code"
            XCTAssertEqual(notified, changes)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 11, length: 0))
            // endEditing(true) on a superview ends editing.
            XCTAssertTrue(vc.view.endEditing(true))
            XCTAssertFalse(textView.isFirstResponder)
            XCTAssertEqual(log.calls.last, "end")
        }
    }

    nonisolated func testTypingReplacesTheSelectionInTheTypingAttributes() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ TextViewController() }, size: CGSize(width: 320, height: 240))
            defer { platform.finish() }
            let textView = vc.textView
            textView.attributedText = NSAttributedString(string: "red and blue", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.red])
            XCTAssertTrue(textView.becomeFirstResponder())
            textView.selectedRange = NSRange(location: 4, length: 3)
            let selected = try XCTUnwrap(platform.frame(at: 0.1))
            writeArtifact(selected, "text-view-selection")
            // The selection is tinted (the tint's blue, lightly) behind "and".
            XCTAssertTrue((40..<120).contains { x in (30..<45).contains { y in let p = pixel(selected, x, y); return p.b > p.r + 20 && p.r > 150 } },
                          "the selected range shows")
            platform.run(events: Self.type(0.2, Self.letters("or")), duration: 0.3)
            XCTAssertEqual(textView.text, "red or blue")
            XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 0))
            let typed = textView.attributedText.attributes(at: 5, effectiveRange: nil)
            XCTAssertEqual(typed[.foregroundColor] as? UIColor, UIColor.red, "typed text takes the attributes before the caret")
            // Backspace with a selection deletes just the selection.
            textView.selectedRange = NSRange(location: 0, length: 4)
            textView.deleteBackward()
            XCTAssertEqual(textView.text, "or blue")
            // Set typing attributes style what is typed next.
            textView.typingAttributes = [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.blue]
            textView.insertText("x")
            XCTAssertEqual(textView.attributedText.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor, UIColor.blue)
        }
    }

    nonisolated func testLongTextScrollsToTheCaretAndAFixedViewSizesToItsText() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ TextViewController() }, size: CGSize(width: 320, height: 240))
            defer { platform.finish() }
            let textView = vc.textView
            textView.text = (1...20).map { "Line \($0)" }.joined(separator: "\n")
            textView.layoutIfNeeded()
            let line = UIFont.systemFont(ofSize: 17).lineHeight
            XCTAssertGreaterThan(textView.contentSize.height, 20 * line, "content holds every line")
            XCTAssertEqual(textView.contentSize.width, textView.bounds.width)
            XCTAssertEqual(textView.contentOffset.y, 0)
            // Editing at the end scrolls the caret into view.
            XCTAssertTrue(textView.becomeFirstResponder())
            platform.run(events: Self.type(0.1, Self.letters("!")), duration: 0.2)
            XCTAssertGreaterThan(textView.contentOffset.y, textView.contentSize.height - textView.bounds.height - line)
            textView.scrollRangeToVisible(NSRange(location: 0, length: 0))
            XCTAssertEqual(textView.contentOffset.y, 0)

            // Not scrolling, pinned at the sides: as tall as its wrapped text, growing with it.
            let fixed = UITextView()
            fixed.isScrollEnabled = false
            fixed.font = .systemFont(ofSize: 17)
            fixed.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(fixed)
            NSLayoutConstraint.activate([
                fixed.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 20),
                fixed.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor, constant: -20),
                fixed.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 180),
            ])
            fixed.text = "One"
            vc.view.layoutIfNeeded()
            let oneLine = fixed.frame.height
            XCTAssertEqual(fixed.frame.width, 280)
            XCTAssertEqual(oneLine, (line + 16).rounded(.up), accuracy: 1, "a line and the 8-point insets")
            fixed.text = String(repeating: "many words wrap here ", count: 6)
            vc.view.layoutIfNeeded()
            XCTAssertGreaterThan(fixed.frame.height, oneLine + 2 * line, "wrapped at the width it was given")
            XCTAssertEqual(fixed.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude)).height, fixed.frame.height, accuracy: 1)
            // Without insets and padding the text needs less room.
            let padded = fixed.sizeThatFits(CGSize(width: 280, height: 1000))
            fixed.textContainerInset = .zero
            fixed.textContainer.lineFragmentPadding = 0
            XCTAssertEqual(fixed.sizeThatFits(CGSize(width: 280, height: 1000)).height, padded.height - 16, accuracy: line / 2)
        }
    }

    nonisolated func testADelegateCanRefuseAndANonEditableViewDoesNotEdit() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ TextViewController() }, size: CGSize(width: 320, height: 240))
            defer { platform.finish() }
            let textView = vc.textView
            let log = TextViewLog()
            log.refuseBegin = true
            textView.delegate = log
            platform.run(events: Self.tap(0.1, 100, 60), duration: 0.2)
            XCTAssertFalse(textView.isFirstResponder)
            log.refuseBegin = false
            textView.isEditable = false
            platform.run(events: Self.tap(0.3, 100, 60), duration: 0.4)
            XCTAssertFalse(textView.isFirstResponder)
            XCTAssertFalse(textView.becomeFirstResponder())
            textView.isEditable = true
            XCTAssertTrue(textView.becomeFirstResponder())
            textView.isEditable = false
            XCTAssertFalse(textView.isFirstResponder, "turning editing off ends it")
        }
    }
}

/// Links in text (Apple: `.link`; UITextView's `linkTextAttributes`, in the tint colour by
/// default, and a tap on a link of a non-editable text view asking the delegate before it opens).
final class TextLinkTests: AppTestCase {
    nonisolated func testALinkIsTintedAndATapAsksTheDelegate() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ TextViewController() }, size: CGSize(width: 320, height: 240))
            defer { platform.finish() }
            let textView = vc.textView
            textView.isEditable = false
            textView.tintColor = UIColor(red: 0, green: 0.8, blue: 0, alpha: 1)
            let url = URL(string: "https://example.org/terms")!
            let text = NSMutableAttributedString(string: "Read the TERMS now", attributes: [.font: UIFont.boldSystemFont(ofSize: 24),
                                                                                       .foregroundColor: UIColor.black])
            text.addAttribute(.link, value: url, range: NSRange(location: 9, length: 5))
            textView.attributedText = text
            let log = LinkLog()
            textView.delegate = log
            let shot = try XCTUnwrap(platform.frame(at: 0.1))
            // The link's ink is the tint's green; the rest is black.
            let size = ("Read the " as NSString).size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
            let linkX = 20 + 5 + Int(size.width) + 10
            let greens = (28...60).filter { y in (linkX..<(linkX + 30)).contains { x in
                let p = pixel(shot, x, y); return p.g > 120 && p.r < 80 && p.b < 80 } }
            XCTAssertFalse(greens.isEmpty, "the link drawn in the tint colour")
            let firstWord = (28...60).filter { y in (26..<60).contains { x in
                let p = pixel(shot, x, y); return p.g > 120 && p.r < 80 && p.b < 80 } }
            XCTAssertTrue(firstWord.isEmpty, "plain text is not")
            writeArtifact(shot, "text-view-link")
            platform.run(events: [InputEvent(time: 0.2, .touchDown(id: 1, CGPoint(x: linkX + 10, y: 44))),
                                  InputEvent(time: 0.25, .touchUp(id: 1))], duration: 0.4)
            XCTAssertEqual(log.asked.map(\.0), [url])
            XCTAssertEqual(log.asked.first?.1, NSRange(location: 9, length: 5))
            // A tap on plain text asks nothing.
            platform.run(events: [InputEvent(time: 0.5, .touchDown(id: 1, CGPoint(x: 40, y: 44))),
                                  InputEvent(time: 0.55, .touchUp(id: 1))], duration: 0.7)
            XCTAssertEqual(log.asked.count, 1)
            // Custom link attributes.
            textView.linkTextAttributes = [.foregroundColor: UIColor.red, .underlineStyle: NSUnderlineStyle.single.rawValue]
            let red = try XCTUnwrap(platform.frame(at: 0.8))
            XCTAssertTrue((28...64).contains { y in (linkX..<(linkX + 30)).contains { x in
                let p = pixel(red, x, y); return p.r > 150 && p.g < 80 } })
        }
    }
}

extension TextLinkTests {
    nonisolated func testALabelDrawsALinkInTheLinkColourUnderlined() {
        MainActor.assumeIsolated {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            let text = NSMutableAttributedString(string: "go HERE", attributes: [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.black])
            text.addAttribute(.link, value: "https://example.org", range: NSRange(location: 3, length: 4))
            label.attributedText = text
            let ctx = render(label, width: 200, height: 40)
            let blue = (0..<200).filter { x in (0..<40).contains { y in let p = pixel(ctx, x, y); return p.b > 180 && p.r < 60 && p.a > 150 } }
            XCTAssertGreaterThan(blue.min() ?? 0, 30, "only the link is blue")
            XCTAssertFalse(blue.isEmpty)
        }
    }
}

final class LinkLog: UITextViewDelegate {
    var asked: [(URL, NSRange)] = []
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        asked.append((URL, characterRange))
        return false
    }
}

final class TextViewController: UIViewController {
    let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 280, height: 150))
    override func viewDidLoad() {
        view.backgroundColor = .white
        textView.font = .systemFont(ofSize: 17)
        view.addSubview(textView)
    }
}

final class TextViewLog: UITextViewDelegate {
    var calls: [String] = []
    var ranges: [NSRange] = []
    var refuseBegin = false
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { !refuseBegin }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("begin") }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("end") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        ranges.append(range)
        return !text.contains { $0.isNumber }
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("change") }
    func textViewDidChangeSelection(_ textView: UITextView) { calls.append("selection") }
}
