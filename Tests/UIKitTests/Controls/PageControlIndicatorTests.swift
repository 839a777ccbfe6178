import XCTest
import UIKit
import Shell
import LaminaTestSupport

/// UIPageControl's iOS 14 additions: indicator images (all pages, one page, the current
/// page) drawn in the indicator colours, the background capsule, and scrubbing by a drag.
final class PageControlIndicatorTests: AppTestCase {
    /// A solid square of `side` points, drawn as a template.
    @MainActor private static func square(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { ctx in
            UIColor.black.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }.withRenderingMode(.alwaysTemplate)
    }

    nonisolated func testIndicatorImagesReplaceDotsInTheIndicatorColours() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ SteppingController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            let pages = vc.pages
            pages.pageIndicatorTintColor = .blue
            pages.currentPageIndicatorTintColor = .red
            pages.preferredIndicatorImage = Self.square(12)
            pages.setIndicatorImage(Self.square(4), forPage: 4)
            pages.preferredCurrentPageIndicatorImage = Self.square(14)
            pages.currentPage = 1
            XCTAssertNil(pages.indicatorImage(forPage: 0))
            XCTAssertNotNil(pages.indicatorImage(forPage: 4))
            let image = try XCTUnwrap(platform.frame(at: 0.1))
            writeArtifact(image, "page-control-images")
            // Centres 118, 134, 150, 166, 182 on y 40: a 12-point square is wider than a 7-point dot.
            XCTAssertEqual(pixel(image, 118 + 5, 40), .blue, "page 0's square reaches 5 points from its centre")
            XCTAssertEqual(pixel(image, 134 + 6, 40 + 6), .red, "the current page's larger square")
            XCTAssertEqual(pixel(image, 182, 40), .blue, "page 4's own small square")
            XCTAssertEqual(pixel(image, 182 + 3, 40), .white, "only 4 points wide")
        }
    }

    nonisolated func testADragScrubsThroughThePagesOnACapsule() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ SteppingController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            let pages = vc.pages
            var changes: [Int] = []
            pages.addAction(UIAction { a in changes.append((a.sender as! UIPageControl).currentPage) }, for: .valueChanged)
            var events = [InputEvent(time: 0.1, .touchDown(id: 1, CGPoint(x: 118, y: 40)))]
            for (k, x) in stride(from: 122, through: 186, by: 8).enumerated() {
                events.append(InputEvent(time: 0.12 + Double(k) * 0.02, .touchMotion(id: 1, CGPoint(x: CGFloat(x), y: 40))))
            }
            var during: CGImage?
            platform.run(events: events, duration: 0.35) { _, _, frame in during = frame }
            XCTAssertEqual(pages.currentPage, 4)
            XCTAssertEqual(changes, [1, 2, 3, 4], "each page on the way, once")
            let scrubbed = try XCTUnwrap(during)
            writeArtifact(scrubbed, "page-control-scrubbing")
            XCTAssertLessThan(pixel(scrubbed, 126, 40).r, 230, "the capsule shows while scrubbing (automatic)")
            platform.run(events: [InputEvent(time: 0.4, .touchUp(id: 1))], duration: 0.6)
            XCTAssertEqual(changes, [1, 2, 3, 4], "lifting is not a tap")
            let after = try XCTUnwrap(platform.frame(at: 0.7))
            XCTAssertEqual(pixel(after, 126, 40), .white, "and goes after")
            pages.backgroundStyle = .prominent
            let prominent = try XCTUnwrap(platform.frame(at: 0.8))
            XCTAssertLessThan(pixel(prominent, 126, 40).r, 230, "prominent: always")

            // Without continuous interaction a drag is a tap where it lifts.
            pages.backgroundStyle = .minimal
            pages.allowsContinuousInteraction = false
            pages.currentPage = 0
            platform.run(events: [InputEvent(time: 0.9, .touchDown(id: 1, CGPoint(x: 118, y: 40))),
                                  InputEvent(time: 0.95, .touchMotion(id: 1, CGPoint(x: 182, y: 40))),
                                  InputEvent(time: 1.0, .touchUp(id: 1))], duration: 1.1)
            XCTAssertEqual(pages.currentPage, 1)
        }
    }
}
