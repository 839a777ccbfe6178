import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// UndoManager (Apple's semantics: groups by run-loop turn, registrations during undo become
/// redo, nested groups, limits, names) and undo in text fields and views from the keyboard.
final class UndoTests: AppTestCase {
    @MainActor final class Counter { var value = 0 }

    /// Sets the counter, registering the reverse (the closure pattern Apple documents).
    @MainActor private static func set(_ c: Counter, _ v: Int, _ m: UndoManager) {
        let old = c.value
        m.registerUndo(withTarget: c) { c in set(c, old, m) }
        c.value = v
    }

    @MainActor private static func turn() { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.005)) }

    nonisolated func testGroupsUndoRedoAndNames() {
        MainActor.assumeIsolated {
            let m = UndoManager(), c = Counter()
            XCTAssertFalse(m.canUndo)
            Self.set(c, 1, m); Self.set(c, 2, m)
            m.setActionName("Count")
            XCTAssertEqual(m.groupingLevel, 1, "the first registration opened this turn's group")
            Self.turn()
            XCTAssertEqual(m.groupingLevel, 0, "closed when the turn ended")
            Self.set(c, 3, m)
            Self.turn()
            XCTAssertTrue(m.canUndo)
            m.undo()
            XCTAssertEqual(c.value, 2, "the last turn's change")
            XCTAssertEqual(m.undoMenuItemTitle, "Undo Count")
            m.undo()
            XCTAssertEqual(c.value, 0, "both changes of the first turn, as one")
            XCTAssertFalse(m.canUndo)
            XCTAssertTrue(m.canRedo)
            XCTAssertEqual(m.redoMenuItemTitle, "Redo Count")
            m.redo()
            XCTAssertEqual(c.value, 2)
            m.redo()
            XCTAssertEqual(c.value, 3)
            XCTAssertFalse(m.canRedo)
            m.undo()
            XCTAssertEqual(c.value, 2)
            Self.set(c, 9, m)
            XCTAssertFalse(m.canRedo, "a new change clears what could be redone")
            // Undo closes the open turn's group first.
            m.undo()
            XCTAssertEqual(c.value, 2)
        }
    }

    nonisolated func testExplicitGroupsLimitsAndRemoval() {
        MainActor.assumeIsolated {
            let m = UndoManager(), a = Counter(), b = Counter()
            m.groupsByEvent = false
            m.beginUndoGrouping()
            Self.set(a, 1, m)
            m.beginUndoGrouping(); Self.set(b, 1, m); m.endUndoGrouping()
            m.endUndoGrouping()
            m.undo()
            XCTAssertEqual([a.value, b.value], [0, 0], "a nested group undoes with its parent")
            m.redo()
            XCTAssertEqual([a.value, b.value], [1, 1])
            m.levelsOfUndo = 2
            for v in 2...5 { m.beginUndoGrouping(); Self.set(a, v, m); m.endUndoGrouping() }
            m.undo(); m.undo(); m.undo()
            XCTAssertEqual(a.value, 3, "only the last two groups were kept")
            m.removeAllActions()
            m.beginUndoGrouping(); Self.set(a, 7, m); Self.set(b, 7, m); m.endUndoGrouping()
            m.removeAllActions(withTarget: a)
            m.undo()
            XCTAssertEqual([a.value, b.value], [7, 1], "a's action was forgotten; b's undone")
            m.disableUndoRegistration()
            m.beginUndoGrouping(); Self.set(b, 8, m); m.endUndoGrouping()
            XCTAssertFalse(m.canUndo, "nothing registered while disabled")
            m.enableUndoRegistration()
            XCTAssertTrue(m.isUndoRegistrationEnabled)
        }
    }

    final class Form: UIViewController {
        let field = UITextField(frame: CGRect(x: 10, y: 20, width: 300, height: 34))
        let textView = UITextView(frame: CGRect(x: 10, y: 80, width: 300, height: 100))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            view.addSubview(textView)
        }
    }

    private static func key(_ sym: UInt32, _ text: String, at t: Double, _ modifiers: KeyModifiers = []) -> [InputEvent] {
        [InputEvent(time: t, .key(keysym: sym, text: text, pressed: true, isRepeat: false, modifiers: modifiers)),
         InputEvent(time: t + 0.005, .key(keysym: sym, text: text, pressed: false, isRepeat: false, modifiers: modifiers))]
    }
    private static func type(_ s: String, from t: Double) -> [InputEvent] {
        s.enumerated().flatMap { key(UInt32($0.element.unicodeScalars.first!.value), String($0.element), at: t + Double($0.offset) * 0.02) }
    }
    private static func undo(at t: Double) -> [InputEvent] { key(0x7a, "\u{1a}", at: t, .control) }
    private static func redo(at t: Double) -> [InputEvent] { key(0x5a, "\u{1a}", at: t, [.control, .shift]) }

    nonisolated func testCtrlZUndoesARunOfTypingInAFieldAndCtrlShiftZRedoes() {
        MainActor.assumeIsolated {
            let (platform, form) = launchApp({ Form() }, size: CGSize(width: 320, height: 200))
            defer { platform.finish() }
            let field = form.field
            field.text = "Re: "
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertTrue(field.undoManager === form.view.window?.undoManager, "the window's, up the chain")
            var heard = 0
            let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in
                MainActor.assumeIsolated { heard += 1 }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            platform.run(events: Self.type("hello", from: 0.1), duration: 0.3)
            XCTAssertEqual(field.text, "Re: hello")
            // A caret move ends the run: what is typed next is a step of its own.
            platform.run(events: Self.key(0xff51, "", at: 0.35) + Self.type("!", from: 0.4), duration: 0.5)
            XCTAssertEqual(field.text, "Re: hell!o")
            // Backspaces are a run too.
            platform.run(events: Self.key(0xff08, "\u{8}", at: 0.55) + Self.key(0xff08, "\u{8}", at: 0.6), duration: 0.7)
            XCTAssertEqual(field.text, "Re: helo")
            heard = 0
            platform.run(events: Self.undo(at: 0.8), duration: 0.85)
            XCTAssertEqual(field.text, "Re: hell!o", "both Backspaces undone")
            XCTAssertEqual(heard, 1, "the change is posted")
            platform.run(events: Self.undo(at: 0.9), duration: 0.95)
            XCTAssertEqual(field.text, "Re: hello")
            platform.run(events: Self.undo(at: 1.0), duration: 1.05)
            XCTAssertEqual(field.text, "Re: ", "the typed run at once")
            platform.run(events: Self.undo(at: 1.1), duration: 1.15)
            XCTAssertEqual(field.text, "Re: ", "nothing left to undo")
            platform.run(events: Self.redo(at: 1.2), duration: 1.25)
            XCTAssertEqual(field.text, "Re: hello")
            platform.run(events: Self.key(0x79, "\u{19}", at: 1.3, .control), duration: 1.35)
            XCTAssertEqual(field.text, "Re: hell!o", "Ctrl+Y redoes too")
            field.text = "new"
            XCTAssertFalse(field.undoManager!.canUndo, "setting the text in code forgets the field's edits")
        }
    }

    nonisolated func testUndoInATextView() {
        MainActor.assumeIsolated {
            let (platform, form) = launchApp({ Form() }, size: CGSize(width: 320, height: 200))
            defer { platform.finish() }
            let view = form.textView
            view.text = "one"
            XCTAssertTrue(view.becomeFirstResponder())
            platform.run(events: Self.type(" two", from: 0.1), duration: 0.3)
            XCTAssertEqual(view.text, "one two")
            view.selectedRange = NSRange(location: 0, length: 3)
            platform.run(events: Self.type("1", from: 0.4), duration: 0.45)
            XCTAssertEqual(view.text, "1 two", "typing over a selection")
            platform.run(events: Self.undo(at: 0.5), duration: 0.55)
            XCTAssertEqual(view.text, "one two")
            XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: 3), "the selection comes back with the text")
            platform.run(events: Self.undo(at: 0.6), duration: 0.65)
            XCTAssertEqual(view.text, "one")
            platform.run(events: Self.redo(at: 0.7) + Self.redo(at: 0.8), duration: 0.9)
            XCTAssertEqual(view.text, "1 two")
        }
    }
}
