import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UIRefreshControl on a scroll view (Apple's documentation: pulled far enough it begins
/// refreshing and sends valueChanged; the content stays lowered until endRefreshing()).
final class RefreshControlTests: AppTestCase {
    /// A drag straight down by `dy` from (160, 60) in ten steps a frame apart, then lifted.
    private static func pull(_ t: Double, by dy: CGFloat) -> [InputEvent] {
        var e = [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: 160, y: 60)))]
        for k in 1...10 { e.append(InputEvent(time: t + Double(k) * 0.016, .touchMotion(id: 1, CGPoint(x: 160, y: 60 + dy * CGFloat(k) / 10)))) }
        e.append(InputEvent(time: t + 0.2, .touchUp(id: 1)))
        return e
    }

    nonisolated func testAPullPastTheTriggerRefreshesUntilEnded() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ RefreshingController() }, size: CGSize(width: 320, height: 400))
            defer { platform.finish() }
            let scroll = vc.scroll, refresh = vc.refresh
            XCTAssertTrue(scroll.alwaysBounceVertical, "a refresh control makes the view bounce")
            var refreshes = 0
            refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
            // A short pull springs back without refreshing.
            platform.run(events: Self.pull(0.1, by: 60), duration: 1.2)
            XCTAssertEqual(refreshes, 0)
            XCTAssertFalse(refresh.isRefreshing)
            XCTAssertEqual(scroll.contentOffset.y, 0, accuracy: 0.5)
            // A long one refreshes once and the content rests 60 points down.
            platform.run(events: Self.pull(1.3, by: 300), duration: 2.5)
            XCTAssertEqual(refreshes, 1)
            XCTAssertTrue(refresh.isRefreshing)
            XCTAssertEqual(scroll.contentOffset.y, -60, accuracy: 0.5)
            XCTAssertEqual(scroll.adjustedContentInset.top, 60)
            let image = try XCTUnwrap(platform.frame(at: 2.6))
            writeArtifact(image, "refresh-control")
            XCTAssertTrue((150..<170).contains { x in (20..<40).contains { y in pixel(image, x, y).r < 200 } }, "the spinner shows above the content")
            refresh.endRefreshing()
            platform.run(events: [], duration: 3.2)
            XCTAssertFalse(refresh.isRefreshing)
            XCTAssertEqual(scroll.contentOffset.y, 0, accuracy: 0.5)
            XCTAssertEqual(scroll.adjustedContentInset.top, 0)
            // From code: refreshing without valueChanged.
            refresh.beginRefreshing()
            XCTAssertTrue(refresh.isRefreshing)
            XCTAssertEqual(refreshes, 1)
            refresh.endRefreshing()
        }
    }
}

final class RefreshingController: UIViewController {
    let scroll = UIScrollView()
    let refresh = UIRefreshControl()
    override func viewDidLoad() {
        view.backgroundColor = .white
        scroll.frame = view.bounds
        scroll.contentSize = CGSize(width: 320, height: 1000)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        content.backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
        scroll.addSubview(content)
        scroll.refreshControl = refresh
        view.addSubview(scroll)
    }
}
