import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// A controller's content-unavailable configuration (Apple, iOS 17): shown over its view,
/// centred, updated in place, with working buttons; gone when set to nil.
final class ContentUnavailableTests: AppTestCase {
    final class Results: UIViewController {
        var updates = 0
        var query = "tulips"
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
        }
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates += 1
            var c = UIContentUnavailableConfiguration.search()
            c.secondaryText = "Nothing matches “\(query)”."
            contentUnavailableConfiguration = c
        }
    }

    private static func tap(_ t: Double, _ p: CGPoint) -> [InputEvent] {
        [InputEvent(time: t, .touchDown(id: 1, p)), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    nonisolated func testShownCentredUpdatedAndRemoved() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Results() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            vc.setNeedsUpdateContentUnavailableConfiguration()
            XCTAssertEqual(vc.updates, 1)
            let shown = try XCTUnwrap(vc.view.subviews.last as? UIContentUnavailableView)
            let image = try XCTUnwrap(platform.frame(at: 0.1))
            writeArtifact(image, "content-unavailable-search")
            let labels = shown.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
            XCTAssertEqual(labels.map(\.text), ["No Results", "Nothing matches “tulips”."])
            let block = labels.reduce(CGRect.null) { $0.union($1.frame) }
            XCTAssertEqual(block.midX, 160, accuracy: 1, "centred across")
            XCTAssertLessThan(abs(block.midY - 240), 60, "about the middle, the image above")
            let glyphs = (0..<320).filter { x in (Int(block.minY)..<Int(block.maxY)).contains { pixel(image, x, $0).r < 128 } }
            XCTAssertFalse(glyphs.isEmpty, "the texts are drawn")

            // A button with an action; the same view updated in place.
            var tapped = 0
            var c = UIContentUnavailableConfiguration.empty()
            c.text = "No Photos"
            c.button = .filled()
            c.button.title = "Import"
            c.buttonProperties.primaryAction = UIAction { _ in tapped += 1 }
            vc.contentUnavailableConfiguration = c
            XCTAssertTrue(vc.view.subviews.last === shown, "updated in place")
            shown.layoutIfNeeded()
            let button = try XCTUnwrap(shown.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden })
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            platform.run(events: Self.tap(0.2, center), duration: 0.4)
            XCTAssertEqual(tapped, 1)

            vc.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
            XCTAssertEqual(shown.subviews.compactMap { $0 as? UIActivityIndicatorView }.first?.isAnimating, true)
            vc.contentUnavailableConfiguration = nil
            XCTAssertNil(shown.superview, "gone")
        }
    }
}
