import XCTest
import LaminaTestSupport
@testable import WaylandClient

/// The keyboard reads the compositor's keymap into xkbcommon; keymaps no client should accept
/// (truncated, not text, a size beyond the file) are refused and keys keep the keymap they had.
final class KeymapTests: XCTestCase {
    private let keyA: UInt32 = 30        // evdev KEY_A
    private let keysymA: UInt32 = 0x61   // XKB_KEY_a

    func testTheCompositorsKeymapIsRead() throws {
        try withScriptedCompositor { _ in
            let display = try WaylandDisplay()
            try display.roundtrip()
            let keyboard = try XCTUnwrap(display.seats.first?.keyboard)
            XCTAssertEqual(keyboard.keysym(forKey: keyA), keysymA)
        }
    }

    func testMalformedKeymapsAreRefusedAndTheOldOneKept() throws {
        try withScriptedCompositor { compositor in
            let display = try WaylandDisplay()
            try display.roundtrip()
            let keyboard = try XCTUnwrap(display.seats.first?.keyboard)
            for fault in ["truncated", "binary", "huge"] {
                compositor.send("keymap \(fault)")
                try display.roundtrip()
                XCTAssertEqual(keyboard.keysym(forKey: keyA), keysymA, "after a \(fault) keymap, keys keep the keymap they had")
            }
        }
    }
}
