import XCTest
@testable import UIKit
import Shell

/// Background tasks: identifiers unique and valid, ending one twice refused, time unbounded
/// (a Linux process is not suspended in the background).
final class BackgroundTaskTests: AppTestCase {
    nonisolated func testTasksBeginAndEnd() {
        MainActor.assumeIsolated {
            let (platform, _) = launchApp({ UIViewController() }, size: CGSize(width: 100, height: 100))
            defer { platform.finish() }
            let app = UIApplication.shared
            let a = app.beginBackgroundTask(withName: "upload") {}
            let b = app.beginBackgroundTask()
            XCTAssertNotEqual(a, .invalid); XCTAssertNotEqual(b, .invalid); XCTAssertNotEqual(a, b)
            XCTAssertEqual(BackgroundTasks.running[a.rawValue], "upload")
            XCTAssertEqual(app.backgroundTimeRemaining, .greatestFiniteMagnitude)
            app.endBackgroundTask(a)
            XCTAssertNil(BackgroundTasks.running[a.rawValue])
            app.endBackgroundTask(a)                      // said on stderr; nothing else happens
            app.endBackgroundTask(b)
            XCTAssertTrue(BackgroundTasks.running.isEmpty)
        }
    }
}
