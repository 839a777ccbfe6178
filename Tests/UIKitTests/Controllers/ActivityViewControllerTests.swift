import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// The share sheet (Apple: UIActivityViewController): the activities that can act on the
/// items, excluded ones left out; a tap runs one and the handler hears which and whether it
/// completed; closing it tells the handler nil and false.
final class ActivityViewControllerTests: AppTestCase {
    private static func tap(_ t: Double, _ p: CGPoint) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, p)), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    nonisolated func testTheSheetListsActivitiesAndRunsTheTappedOne() throws {
        try MainActor.assumeIsolated {
            let root = UIViewController()
            let (platform, _) = launchApp({ root }, size: CGSize(width: 375, height: 667))
            defer { platform.finish() }
            let custom = StarActivity()
            let sheet = UIActivityViewController(activityItems: ["Hello from Lamina", URL(string: "https://example.org/x")!],
                                                 applicationActivities: [custom, NeverActivity()])
            var heard: [(UIActivity.ActivityType?, Bool)] = []
            sheet.completionWithItemsHandler = { type, completed, _, _ in heard.append((type, completed)) }
            XCTAssertEqual(sheet.modalPresentationStyle, .popover)
            root.present(sheet, animated: true)
            platform.run(events: [], duration: 0.6)
            XCTAssertEqual(sheet.offeredActivities.compactMap(\.activityTitle), ["Copy", "Open", "Star"], "the one that cannot act is left out")
            let shot = try XCTUnwrap(platform.frame(at: 0.7))
            writeArtifact(shot, "activity-sheet")
            // Tap "Star" (the third row).
            let star = try XCTUnwrap(sheet.view.subviews.compactMap { $0 as? UIStackView }.first?.arrangedSubviews[2])
            let centre = star.convert(CGPoint(x: star.bounds.midX, y: star.bounds.midY), to: nil)
            platform.run(events: Self.tap(0.8, centre), duration: 1.6)
            XCTAssertEqual(custom.prepared.count, 2, "prepared with the items")
            XCTAssertTrue(custom.performed)
            XCTAssertEqual(heard.map(\.0), [StarActivity.type])
            XCTAssertEqual(heard.map(\.1), [true])
            XCTAssertNil(root.presentedViewController)
        }
    }

    nonisolated func testCopyPutsTheItemsOnThePasteboardAndExclusionsHoldAndClosingTells() throws {
        try MainActor.assumeIsolated {
            let root = UIViewController()
            let (platform, _) = launchApp({ root }, size: CGSize(width: 375, height: 667))
            defer { platform.finish() }
            UIPasteboard.general.items = []
            let sheet = UIActivityViewController(activityItems: ["one", "two"], applicationActivities: nil)
            var heard: [(UIActivity.ActivityType?, Bool)] = []
            sheet.completionWithItemsHandler = { type, completed, _, _ in heard.append((type, completed)) }
            root.present(sheet, animated: false)
            let copy = try XCTUnwrap(sheet.offeredActivities.first)
            sheet.run(copy)
            platform.run(events: [], duration: 0.6)
            XCTAssertEqual(UIPasteboard.general.strings, ["one", "two"])
            XCTAssertEqual(heard.map(\.0), [.copyToPasteboard])
            XCTAssertEqual(heard.map(\.1), [true])
            // Excluded: nothing left to offer for text (Open needs a URL).
            let excluded = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
            excluded.excludedActivityTypes = [.copyToPasteboard]
            XCTAssertTrue(excluded.offeredActivities.isEmpty)
            // Closed with its button: nil, false.
            let closing = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
            var closed: [(UIActivity.ActivityType?, Bool)] = []
            closing.completionWithItemsHandler = { type, completed, _, _ in closed.append((type, completed)) }
            root.present(closing, animated: false)
            platform.run(events: [], duration: 0.8)
            let button = try XCTUnwrap(closing.view.subviews.compactMap { $0 as? UIButton }.first)
            platform.run(events: Self.tap(0.9, button.convert(CGPoint(x: 20, y: 20), to: nil)), duration: 1.6)
            XCTAssertEqual(closed.count, 1)
            XCTAssertNil(closed.first?.0)
            XCTAssertEqual(closed.first?.1, false)
            XCTAssertNil(root.presentedViewController)
        }
    }
}

final class StarActivity: UIActivity {
    static let type = UIActivity.ActivityType("org.example.star")
    var prepared: [Any] = []
    var performed = false
    override var activityType: UIActivity.ActivityType? { Self.type }
    override var activityTitle: String? { "Star" }
    override var activityImage: UIImage? { UIImage(systemName: "star") }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
    override func perform() { performed = true; activityDidFinish(true) }
}

final class NeverActivity: UIActivity {
    override var activityTitle: String? { "Never" }
}
