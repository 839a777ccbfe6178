import XCTest
import Foundation
import QuartzCore
@testable import UIKit
import Shell
import LaminaTestSupport

/// In a window the general pasteboard is the desktop's clipboard (the Wayland selection,
/// which the scripted compositor offers and reports): another program's text reads in, the
/// app's text, URLs and images are offered in their MIME types and written when asked, and
/// the app's contents give way when another program copies.
final class DesktopClipboardTests: XCTestCase {
    private final class App: ShellApp {
        let title = "clipboard"
        let preferredContentSize = CGSize(width: 160, height: 120)
        let rootLayer = CALayer()
    }

    nonisolated func testTheGeneralPasteboardIsTheDesktopClipboard() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: ScriptedCompositor.executable), "build lamina-test-compositor first")
        let compositor = try ScriptedCompositor()
        try compositor.withEnvironment {
            try MainActor.assumeIsolated { try Self.run(compositor) }
        }
        XCTAssertNil(SystemClipboards.current, "the window's clipboard goes with it")
    }

    @MainActor private static func run(_ compositor: ScriptedCompositor) throws {
        let platform = try WaylandPlatform(app: App())
        XCTAssertNotNil(SystemClipboards.current)
        let pasteboard = UIPasteboard.general
        var seen: [String?] = []
        var counts: [Int] = []
        let start = CACurrentMediaTime()
        func at(_ t: Double, _ body: @escaping () -> Void) { platform.timers.schedule(at: start + t, body) }
        at(0.3) { compositor.send("clipboard offer Hello from elsewhere") }
        at(0.6) {
            // Another program copied: the app reads its text (and the count moved).
            counts.append(pasteboard.changeCount)
            seen.append(pasteboard.string)
            counts.append(pasteboard.changeCount)
            pasteboard.string = "Copied in Lamina ✓"
            compositor.send("clipboard read text/plain;charset=utf-8")
        }
        at(0.9) {
            // Still the app's: read from its own item, not through the compositor.
            seen.append(pasteboard.string)
            compositor.send("clipboard offer Second")
        }
        at(1.2) {
            seen.append(pasteboard.string)
            pasteboard.url = URL(string: "https://example.com/a?b=1")
            compositor.send("clipboard read text/uri-list")
        }
        at(1.5) {
            pasteboard.color = .red     // nothing another program reads: the app's own, still held
            seen.append(pasteboard.string)
            XCTAssertEqual(pasteboard.color, .red)
            platform.stop()
        }
        try platform.run()
        platform.finish()
        XCTAssertEqual(seen, ["Hello from elsewhere", "Copied in Lamina ✓", "Second", nil])
        XCTAssertEqual(counts.count, 2)
        XCTAssertEqual(counts.first, counts.last, "reading again does not count a change")
        // "Copied in Lamina " is 17 bytes, the check mark 3.
        XCTAssertNotNil(compositor.waitFor({ $0 == "clipboard-data 20 Copied in Lamina ✓" }, timeout: 3), "\(compositor.report)")
        XCTAssertNotNil(compositor.waitFor({ $0 == "clipboard-data 27 https://example.com/a?b=1  " }, timeout: 3), "\(compositor.report)")
        // The colour's empty offer is the last request before the app stopped: the compositor
        // may log it a moment later (slowly under the thread sanitizer).
        XCTAssertNotNil(compositor.waitFor({ $0.hasPrefix("selection serial") && $0.hasSuffix("types ") }, timeout: 3), "\(compositor.report)")
        let selections = compositor.report.filter { $0.hasPrefix("selection serial") }
        XCTAssertEqual(selections.first?.components(separatedBy: " types ").last,
                       "text/plain;charset=utf-8 UTF8_STRING text/plain STRING TEXT", "\(selections)")
        XCTAssertTrue(selections.contains { $0.hasSuffix("types text/uri-list text/plain;charset=utf-8 UTF8_STRING text/plain STRING TEXT") },
                      "\(selections)")
        XCTAssertTrue(selections.last?.hasSuffix("types ") == true, "a colour offers no type: \(selections)")
        XCTAssertTrue(compositor.report.contains("receive text/plain;charset=utf-8"), "\(compositor.report)")
        XCTAssertFalse(compositor.report.contains { $0.hasPrefix("error") }, "\(compositor.report)")
    }
}
