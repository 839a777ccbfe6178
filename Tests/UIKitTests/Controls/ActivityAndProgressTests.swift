import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UIActivityIndicatorView and UIProgressView on the headless app (Apple's documentation:
/// an indicator is hidden while stopped when `hidesWhenStopped`, its default; a progress
/// view's value is pinned to 0…1).
final class ActivityAndProgressTests: AppTestCase {
    nonisolated func testAnIndicatorIsHiddenUntilStartedAndSpinsByWholeSpokes() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ IndicatorController() }, size: CGSize(width: 200, height: 200))
            defer { platform.finish() }
            let spinner = vc.spinner
            XCTAssertTrue(spinner.isHidden, "hidden until started: hidesWhenStopped is true by default")
            XCTAssertFalse(spinner.isAnimating)
            XCTAssertEqual(spinner.intrinsicContentSize, CGSize(width: 37, height: 37))
            XCTAssertEqual(UIActivityIndicatorView(style: .medium).frame.size, CGSize(width: 20, height: 20))
            XCTAssertEqual(UIActivityIndicatorView(frame: .zero).style, .medium)
            XCTAssertEqual(spinner.color, .systemGray)
            XCTAssertEqual(UIActivityIndicatorView(style: .whiteLarge).color, .white)

            let idle = try XCTUnwrap(platform.frame(at: 0.1))
            XCTAssertEqual(pixel(idle, 100, 85), RGBA8(255, 255, 255, 255), "nothing drawn while stopped")
            spinner.startAnimating()
            XCTAssertFalse(spinner.isHidden)
            // The top spoke is the brightest and the one an eighth of a turn clockwise of it the
            // faintest; an eighth of a second later the brightest has stepped there.
            let a = try XCTUnwrap(platform.frame(at: 0.2))
            writeArtifact(a, "controls-activity-indicator")
            let b = try XCTUnwrap(platform.frame(at: 0.2 + 0.125))
            let c = try XCTUnwrap(platform.frame(at: 0.2 + 1.0))
            let top = pixel(a, 100, 85), right = pixel(a, 109, 91)
            XCTAssertLessThan(top.r, 150, "the leading spoke at the top is the colour itself: \(top)")
            XCTAssertGreaterThan(right.r, 200, "the trailing spoke is faint: \(right)")
            XCTAssertLessThan(pixel(b, 109, 91).r, 150, "the leading spoke stepped clockwise")
            XCTAssertEqual(pixel(c, 109, 91), right, "a turn a second")
            XCTAssertEqual(pixel(c, 100, 85), top)

            spinner.stopAnimating()
            XCTAssertTrue(spinner.isHidden)
            XCTAssertFalse(spinner.isAnimating)
            spinner.hidesWhenStopped = false
            XCTAssertFalse(spinner.isHidden, "shown, still, when it does not hide when stopped")
            let still = try XCTUnwrap(platform.frame(at: 1.5))
            let later = try XCTUnwrap(platform.frame(at: 1.5 + 0.125))
            XCTAssertEqual(pixel(still, 109, 91), pixel(later, 109, 91), "a stopped indicator does not turn")
            XCTAssertLessThan(pixel(still, 100, 85).r, 150)
        }
    }

    nonisolated func testTheSpokesKeepTheirSizeCentredInALargerFrameAndTakeTheirColour() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ IndicatorController() }, size: CGSize(width: 200, height: 200))
            defer { platform.finish() }
            let spinner = vc.spinner
            spinner.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            spinner.color = .red
            spinner.hidesWhenStopped = false
            let image = try XCTUnwrap(platform.frame(at: 0.1))
            let top = pixel(image, 100, 85)
            XCTAssertEqual(top.r, 255)
            XCTAssertLessThan(top.g, 30, "red spokes: \(top)")
            XCTAssertEqual(pixel(image, 100, 60), RGBA8(255, 255, 255, 255), "the spokes keep the style's 37 points")
            spinner.color = nil
            XCTAssertEqual(spinner.color, .systemGray, "nil gives the style's colour back")
        }
    }

    nonisolated func testProgressIsPinnedAndFillsFromTheLeadingEnd() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ IndicatorController() }, size: CGSize(width: 200, height: 200))
            defer { platform.finish() }
            let bar = vc.progress
            XCTAssertEqual(bar.intrinsicContentSize.height, 4)
            XCTAssertEqual(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height, 2.5)
            bar.progress = 1.7
            XCTAssertEqual(bar.progress, 1)
            bar.progress = -2
            XCTAssertEqual(bar.progress, 0)
            bar.progress = .nan
            XCTAssertEqual(bar.progress, 0, "NaN is refused")
            bar.progressTintColor = .red
            bar.trackTintColor = .blue
            bar.progress = 0.25
            let quarter = try XCTUnwrap(platform.frame(at: 0.1))
            // The bar runs from x 20 to 180 at y 170…174: a quarter filled is x 20…60.
            XCTAssertEqual(pixel(quarter, 40, 172), RGBA8(255, 0, 0, 255))
            XCTAssertEqual(pixel(quarter, 100, 172), RGBA8(0, 0, 255, 255))
            // Animated, the fill moves over a quarter second.
            bar.setProgress(0.75, animated: true)
            let mid = try XCTUnwrap(platform.frame(at: 0.1 + 0.125))
            // From x 60 to x 140: near half way by then.
            XCTAssertEqual(pixel(mid, 80, 172), RGBA8(255, 0, 0, 255), "under way")
            XCTAssertEqual(pixel(mid, 125, 172), RGBA8(0, 0, 255, 255), "but not there yet")
            let end = try XCTUnwrap(platform.frame(at: 0.5))
            XCTAssertEqual(pixel(end, 135, 172), RGBA8(255, 0, 0, 255))
            XCTAssertEqual(pixel(end, 150, 172), RGBA8(0, 0, 255, 255))
            // Right to left: the fill grows from the right.
            bar.semanticContentAttribute = .forceRightToLeft
            bar.progress = 0.25
            bar.setNeedsLayout()
            let rtl = try XCTUnwrap(platform.frame(at: 0.6))
            XCTAssertEqual(pixel(rtl, 170, 172), RGBA8(255, 0, 0, 255))
            XCTAssertEqual(pixel(rtl, 40, 172), RGBA8(0, 0, 255, 255))
        }
    }
}

final class IndicatorController: UIViewController {
    let spinner = UIActivityIndicatorView(style: .large)
    let progress = UIProgressView(progressViewStyle: .default)
    override func viewDidLoad() {
        view.backgroundColor = .white
        spinner.center = CGPoint(x: 100, y: 100)
        progress.frame = CGRect(x: 20, y: 170, width: 160, height: 4)
        view.addSubview(spinner)
        view.addSubview(progress)
    }
}
