import XCTest
import UIKit

/// `UIApplication.open(_:)` and `canOpenURL(_:)` through the desktop's opener, `xdg-open`
/// (a stand-in script on the PATH here, which records what it was given).
final class OpenURLTests: AppTestCase {
    /// Puts a stand-in opener first on the PATH; returns the file it writes and the undo.
    @MainActor private static func installOpener(exitStatus: Int) -> (record: URL, restore: () -> Void) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-opener-\(getpid())-\(exitStatus)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let record = dir.appendingPathComponent("opened.txt")
        let script = dir.appendingPathComponent("xdg-open")
        try? "#!/bin/sh\nprintf '%s' \"$1\" > '\(record.path)'\nexit \(exitStatus)\n".write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        let oldPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        setenv("PATH", "\(dir.path):\(oldPath)", 1)
        return (record, {
            setenv("PATH", oldPath, 1)
            try? FileManager.default.removeItem(at: dir)
        })
    }

    /// Opens `url` and runs the main run loop until the completion handler answers.
    @MainActor private static func opened(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) -> Bool? {
        @MainActor final class Answer { var ok: Bool? }
        let answer = Answer()
        UIApplication.shared.open(url, options: options) { ok in answer.ok = ok }
        let deadline = Date() + 10
        while answer.ok == nil, Date() < deadline { RunLoop.main.run(until: Date() + 0.01) }
        return answer.ok
    }

    nonisolated func testOpenHandsTheURLToTheDesktopOpener() {
        MainActor.assumeIsolated {
            let (platform, _) = launchApp({ UIViewController() }, size: CGSize(width: 100, height: 100))
            defer { platform.finish() }
            do {
                let (record, restore) = Self.installOpener(exitStatus: 0)
                defer { restore() }
                let url = URL(string: "https://example.org/a?b=c")!
                XCTAssertTrue(UIApplication.shared.canOpenURL(url))
                XCTAssertEqual(Self.opened(url), true)
                XCTAssertEqual(try? String(contentsOf: record, encoding: .utf8), "https://example.org/a?b=c")
                // Universal links only: no Linux app claims one.
                XCTAssertEqual(Self.opened(url, options: [.universalLinksOnly: true]), false)
                // The app's settings page: a desktop has none; the opener is not asked.
                try? FileManager.default.removeItem(at: record)
                let settings = URL(string: UIApplication.openSettingsURLString)!
                XCTAssertFalse(UIApplication.shared.canOpenURL(settings))
                XCTAssertEqual(Self.opened(settings), false)
                XCTAssertFalse(FileManager.default.fileExists(atPath: record.path))
            }
        }
    }

    nonisolated func testAnOpenerThatFailsOrIsMissingSaysFalse() {
        MainActor.assumeIsolated {
            let (platform, _) = launchApp({ UIViewController() }, size: CGSize(width: 100, height: 100))
            defer { platform.finish() }
            do {
                let (_, restore) = Self.installOpener(exitStatus: 3)
                defer { restore() }
                XCTAssertEqual(Self.opened(URL(string: "mailto:a@example.org")!), false)
            }
            let oldPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
            setenv("PATH", "/nonexistent", 1)
            defer { setenv("PATH", oldPath, 1) }
            XCTAssertFalse(UIApplication.shared.canOpenURL(URL(string: "https://example.org")!))
            XCTAssertEqual(Self.opened(URL(string: "https://example.org")!), false)
        }
    }
}
