import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UITextField on the headless app, typed into through the seat's keys (Apple's documentation:
/// a tap begins editing, asking the delegate; each change is asked of it with UTF-16 ranges
/// and sends editingChanged; Return asks textFieldShouldReturn and sends
/// editingDidEndOnExit; setting `text` in code sends nothing).
final class TextFieldTests: AppTestCase {
    private static func tap(_ t: Double, _ x: CGFloat, _ y: CGFloat) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: x, y: y))), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }
    /// Presses and releases of each key: (keysym, text).
    private static func type(_ t: Double, _ keys: [(UInt32, String)]) -> [InputEvent] {
        keys.enumerated().flatMap { i, k in
            [InputEvent(time: t + Double(i) * 0.02, .key(keysym: k.0, text: k.1, pressed: true, isRepeat: false, modifiers: [])),
             InputEvent(time: t + Double(i) * 0.02 + 0.01, .key(keysym: k.0, text: k.1, pressed: false, isRepeat: false, modifiers: []))]
        }
    }
    private static func letters(_ s: String) -> [(UInt32, String)] { s.unicodeScalars.map { ($0.value, String($0)) } }
    private static let backspace: (UInt32, String) = (0xff08, ""), returnKey: (UInt32, String) = (0xff0d, "\r")
    private static let left: (UInt32, String) = (0xff51, "")

    nonisolated func testTypingEditsTheTextAndAsksTheDelegate() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ FieldController() }, size: CGSize(width: 320, height: 200))
            defer { platform.finish() }
            let field = vc.field
            let delegate = FieldLog()
            field.delegate = delegate
            var events: [String] = []
            for (name, e) in [("begin", UIControl.Event.editingDidBegin), ("changed", .editingChanged), ("end", .editingDidEnd)] {
                field.addAction(UIAction { _ in events.append(name) }, for: e)
            }
            var notified = 0
            let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in
                MainActor.assumeIsolated { notified += 1 }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            XCTAssertEqual(field.text, "")
            XCTAssertFalse(field.isEditing)
            XCTAssertEqual(field.intrinsicContentSize.height, 34, "a rounded field with the default font")
            platform.run(events: Self.tap(0.1, 100, 40), duration: 0.2)
            XCTAssertTrue(field.isEditing)
            XCTAssertTrue(field.isFirstResponder)
            platform.run(events: Self.type(0.3, Self.letters("caf") + [(0xe9, "é")]), duration: 0.5)
            XCTAssertEqual(field.text, "café")
            XCTAssertEqual(delegate.ranges.last, NSRange(location: 3, length: 0))
            // Backspace after moving the caret left deletes the character before it.
            platform.run(events: Self.type(0.6, [Self.left, Self.backspace]), duration: 0.7)
            XCTAssertEqual(field.text, "caé")
            XCTAssertEqual(delegate.ranges.last, NSRange(location: 2, length: 1))
            // The delegate refuses digits.
            platform.run(events: Self.type(0.8, Self.letters("1")), duration: 0.9)
            XCTAssertEqual(field.text, "caé")
            XCTAssertEqual(events, ["begin", "changed", "changed", "changed", "changed", "changed"])
            XCTAssertEqual(notified, 5)
            // Set in code: nothing sent.
            field.text = "hello"
            XCTAssertEqual(events.count, 6)
            XCTAssertEqual(notified, 5)
            let image = try XCTUnwrap(platform.frame(at: 1.0))
            writeArtifact(image, "text-field")
            // Return asks the delegate; with an editingDidEndOnExit action the field resigns.
            var exits = 0
            field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
            platform.run(events: Self.type(1.1, [Self.returnKey]), duration: 1.2)
            XCTAssertEqual(delegate.returns, 1)
            XCTAssertEqual(exits, 1)
            XCTAssertFalse(field.isEditing)
            XCTAssertEqual(events.last, "end")
            XCTAssertEqual(field.text, "hello", "Return adds no line break")
        }
    }

    nonisolated func testThePlaceholderShowsWhileEmptyAndSecureTextIsHidden() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ FieldController() }, size: CGSize(width: 320, height: 200))
            defer { platform.finish() }
            let field = vc.field
            field.placeholder = "Email"
            let empty = try XCTUnwrap(platform.frame(at: 0.1))
            // Some ink of the gray placeholder in the field's leading part.
            XCTAssertTrue((27..<70).contains { x in (30..<50).contains { y in pixel(empty, x, y).r < 230 } }, "the placeholder shows")
            field.text = "secret"
            field.isSecureTextEntry = true
            let secure = try XCTUnwrap(platform.frame(at: 0.2))
            writeArtifact(secure, "text-field-secure")
            XCTAssertTrue((27..<80).contains { x in pixel(secure, x, 40).r < 100 }, "the dots show on the middle line")
            // endEditing(true) on a superview makes an editing field resign.
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertTrue(vc.view.endEditing(true))
            XCTAssertFalse(field.isEditing)
            // A delegate refusing to begin keeps it from editing.
            let delegate = FieldLog()
            delegate.refuseBegin = true
            field.delegate = delegate
            XCTAssertFalse(field.becomeFirstResponder())
            XCTAssertFalse(field.isEditing)
        }
    }
}

final class FieldLog: UITextFieldDelegate {
    var ranges: [NSRange] = []
    var returns = 0
    var refuseBegin = false
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { !refuseBegin }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        ranges.append(range)
        return !string.contains { $0.isNumber }
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returns += 1
        return true
    }
}

final class FieldController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 23, width: 280, height: 34))
    override func viewDidLoad() {
        view.backgroundColor = .white
        field.borderStyle = .roundedRect
        view.addSubview(field)
    }
}
