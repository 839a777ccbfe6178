import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// UIPasteboard (Apple): items of typed values, the standard types' properties, change counts
/// and notifications, named pasteboards, expiry; and the standard edit actions a desktop
/// keyboard gives text views and fields (Ctrl with A, C, X, V).
final class PasteboardTests: AppTestCase {
    nonisolated func testItemsTypesAndChanges() {
        MainActor.assumeIsolated {
            let board = UIPasteboard.withUniqueName()
            XCTAssertNotEqual(board.name, UIPasteboard.withUniqueName().name)
            XCTAssertFalse(board.hasStrings)
            XCTAssertNil(board.string)
            let count = board.changeCount
            final class Heard: @unchecked Sendable { var added: [[String]] = [] }
            let heard = Heard()
            let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) { note in
                heard.added.append(note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? [])
            }
            defer { NotificationCenter.default.removeObserver(token) }

            board.string = "Hello"
            XCTAssertEqual(board.changeCount, count + 1)
            XCTAssertEqual(board.string, "Hello")
            XCTAssertTrue(board.hasStrings)
            XCTAssertEqual(board.types, ["public.utf8-plain-text"])
            XCTAssertEqual(board.data(forPasteboardType: "public.utf8-plain-text"), Data("Hello".utf8))
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            XCTAssertEqual(heard.added, [["public.utf8-plain-text"]], "posted on the main queue with the types added")

            board.urls = [URL(string: "https://example.com/a")!, URL(string: "https://example.com/b")!]
            XCTAssertEqual(board.numberOfItems, 2)
            XCTAssertEqual(board.url?.absoluteString, "https://example.com/a")
            XCTAssertFalse(board.hasStrings)
            XCTAssertTrue(board.hasURLs)

            board.items = [["public.utf8-plain-text": "one"], ["com.example.custom": Data([1, 2])], ["public.text": "three"]]
            XCTAssertEqual(board.strings, ["one", "three"], "every item with text, in order")
            XCTAssertTrue(board.contains(pasteboardTypes: ["com.example.custom"], inItemSet: IndexSet(integer: 1)))
            XCTAssertFalse(board.contains(pasteboardTypes: ["com.example.custom"]), "the first item has none")
            XCTAssertEqual(board.types(forItemSet: IndexSet(integer: 1)), [["com.example.custom"]])
            XCTAssertNil(board.types(forItemSet: IndexSet(integer: 7)))

            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            board.image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image { ctx in
                UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
            }
            XCTAssertTrue(board.hasImages)
            XCTAssertEqual(board.image?.size, CGSize(width: 3, height: 2))
            XCTAssertNotNil(board.data(forPasteboardType: "public.png").flatMap { UIImage(data: $0) }, "an image reads as PNG data")
            board.color = .systemTeal
            XCTAssertEqual(board.color, .systemTeal)

            // Expired items are gone.
            board.setItems([["public.utf8-plain-text": "old"]], options: [.expirationDate: Date(timeIntervalSinceNow: -1)])
            XCTAssertNil(board.string)
            XCTAssertEqual(board.numberOfItems, 0)

            // Named pasteboards: found again by name; removed, gone.
            let name = UIPasteboard.Name("com.example.notes")
            XCTAssertNil(UIPasteboard(name: name, create: false))
            UIPasteboard(name: name, create: true)!.string = "kept"
            XCTAssertEqual(UIPasteboard(name: name, create: false)?.string, "kept")
            UIPasteboard.remove(withName: name)
            XCTAssertNil(UIPasteboard(name: name, create: false))
            XCTAssertTrue(UIPasteboard(name: .general, create: false) != nil, "the general pasteboard always exists")
        }
    }

    final class Editor: UIViewController {
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
        let field = UITextField(frame: CGRect(x: 10, y: 130, width: 300, height: 34))
        override func viewDidLoad() {
            super.viewDidLoad()
            textView.text = "Hello world"
            field.text = "Re: "
            view.addSubview(textView)
            view.addSubview(field)
        }
    }

    private static func shortcut(_ letter: Character, at t: Double) -> [InputEvent] {
        let sym = UInt32(letter.asciiValue!), control = String(Character(Unicode.Scalar(sym - 0x60)!))
        return [InputEvent(time: t, .key(keysym: sym, text: control, pressed: true, isRepeat: false, modifiers: .control)),
                InputEvent(time: t + 0.01, .key(keysym: sym, text: control, pressed: false, isRepeat: false, modifiers: .control))]
    }

    nonisolated func testKeyboardCopyCutAndPaste() {
        MainActor.assumeIsolated {
            let (platform, editor) = launchApp({ Editor() }, size: CGSize(width: 320, height: 200))
            defer { platform.finish() }
            UIPasteboard.general.items = []
            XCTAssertTrue(editor.textView.becomeFirstResponder())
            platform.run(events: Self.shortcut("a", at: 0.1) + Self.shortcut("c", at: 0.2), duration: 0.3)
            XCTAssertEqual(editor.textView.selectedRange, NSRange(location: 0, length: 11), "Ctrl+A selected all")
            XCTAssertEqual(UIPasteboard.general.string, "Hello world", "Ctrl+C copied it")
            XCTAssertEqual(editor.textView.text, "Hello world")

            XCTAssertTrue(editor.field.becomeFirstResponder())
            platform.run(events: Self.shortcut("v", at: 0.4), duration: 0.5)
            XCTAssertEqual(editor.field.text, "Re: Hello world", "Ctrl+V pasted at the caret")
            platform.run(events: Self.shortcut("c", at: 0.6), duration: 0.7)
            XCTAssertEqual(editor.field.text, "Re: Hello world", "Ctrl+C in a field with no selection changes nothing")

            XCTAssertTrue(editor.textView.becomeFirstResponder())
            editor.textView.selectedRange = NSRange(location: 0, length: 6)
            platform.run(events: Self.shortcut("x", at: 0.8), duration: 0.9)
            XCTAssertEqual(editor.textView.text, "world")
            XCTAssertEqual(UIPasteboard.general.string, "Hello ")
            editor.textView.selectedRange = NSRange(location: 5, length: 0)
            platform.run(events: Self.shortcut("v", at: 1.0), duration: 1.1)
            XCTAssertEqual(editor.textView.text, "worldHello ", "pasted at the caret")
        }
    }
}
