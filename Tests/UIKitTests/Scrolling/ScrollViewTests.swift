import XCTest
import UIKit
import Shell
@testable import QuartzCore

/// UIScrollView on the headless app's virtual clock (Apple's UIScrollView documentation;
/// deceleration as UIKit's: velocity × rate per millisecond).
final class ScrollViewTests: AppTestCase {
    @MainActor private static func launch() -> (HeadlessPlatform, UIScrollView) {
        let (p, vc) = launchApp({ ScrollController() }, size: CGSize(width: 300, height: 400))
        return (p, vc.scroll)
    }
    private static func down(_ t: Double, _ y: CGFloat) -> InputEvent { InputEvent(time: t, .touchDown(id: 1, CGPoint(x: 150, y: y))) }
    private static func move(_ t: Double, _ y: CGFloat) -> InputEvent { InputEvent(time: t, .touchMotion(id: 1, CGPoint(x: 150, y: y))) }
    private static func up(_ t: Double) -> InputEvent { InputEvent(time: t, .touchUp(id: 1)) }

    nonisolated func testDragFlickDecelerateInUIKitsOrder() {
        MainActor.assumeIsolated {
            let (platform, scroll) = Self.launch()
            defer { platform.finish() }
            // Drag up 100 points over 0.1 s at a steady 1 point per ms, and let go.
            var events = [Self.down(0.1, 300)]
            for k in 1...10 { events.append(Self.move(0.1 + Double(k) * 0.01, 300 - CGFloat(k) * 10)) }
            platform.run(events: events, duration: 0.205)
            // The pan began after 10 points: the content followed the finger from there.
            XCTAssertEqual(scroll.contentOffset.y, 90, accuracy: 0.5)
            platform.run(events: [Self.up(0.21)], duration: 0.22)
            XCTAssertTrue(scroll.isDecelerating)
            XCTAssertEqual(TestLog.lines.prefix(1), ["willBeginDragging"])
            XCTAssertEqual(Array(TestLog.lines.suffix(3)), ["willEndDragging v=1.00", "didEndDragging decelerate=true", "willBeginDecelerating"])
            // UIKit's deceleration: t ms after the release at 1 pt/ms, 90 + (0.998^t − 1)/ln 0.998
            // points; each frame shows the offset for the time it is displayed (its own time).
            platform.run(events: [], duration: 0.72)
            let t = (Double(platform.frameIndex - 1) / 60 - 0.21) * 1000
            let expected = 90 + (pow(0.998, t) - 1) / log(0.998)
            XCTAssertEqual(Double(scroll.contentOffset.y), expected, accuracy: 1.0, "after \(t) ms")
            platform.run(events: [], duration: 5)
            // It rests where deceleration ends: 90 + 1/ln(1/0.998) ≈ 589.5 (within the content).
            XCTAssertEqual(Double(scroll.contentOffset.y), 90 - 1 / log(0.998), accuracy: 1.0)
            XCTAssertFalse(scroll.isDecelerating)
            XCTAssertEqual(TestLog.lines.last, "didEndDecelerating")
        }
    }

    nonisolated func testRubberBandAndBounceBack() {
        MainActor.assumeIsolated {
            let (platform, scroll) = Self.launch()
            defer { platform.finish() }
            // Pull down 200 points past the top: the content moves (1 − 1/(0.55·190/400 + 1))·400.
            platform.run(events: [Self.down(0.1, 100), Self.move(0.2, 110), Self.move(0.3, 300), Self.move(0.5, 300)], duration: 0.5)
            let pulled = -(1 - 1 / (0.55 * 190 / 400 + 1)) * 400
            XCTAssertEqual(scroll.contentOffset.y, CGFloat(pulled), accuracy: 0.5)
            platform.run(events: [Self.up(0.55)], duration: 0.6)
            XCTAssertLessThan(scroll.contentOffset.y, 0, "still coming back")
            platform.run(events: [], duration: 1.5)
            XCTAssertEqual(scroll.contentOffset.y, 0, "bounced back to the top edge")
            // Without bounces the content stops at the edge.
            scroll.bounces = false
            platform.run(events: [Self.down(2.0, 100), Self.move(2.1, 110), Self.move(2.2, 300), Self.up(2.3)], duration: 2.5)
            XCTAssertEqual(scroll.contentOffset.y, 0)
        }
    }

    nonisolated func testPagingWheelAndAnimatedOffset() {
        MainActor.assumeIsolated {
            let (platform, scroll) = Self.launch()
            defer { platform.finish() }
            scroll.isPagingEnabled = true
            // A short flick up: the next page (one height, 400 points) — not further.
            platform.run(events: [Self.down(0.1, 300), Self.move(0.11, 285), Self.move(0.12, 270), Self.move(0.13, 255), Self.up(0.14)], duration: 1.0)
            XCTAssertEqual(scroll.contentOffset.y, 400)
            scroll.isPagingEnabled = false
            // A wheel notch: a page-dependent step, as GTK's (page^(2/3): 54.3 points for this
            // 400-point page, whatever the compositor's axis value), eased over a few frames,
            // ending exactly there.
            let step = pow(400, 2.0 / 3.0)
            platform.run(events: [InputEvent(time: 1.1, .scroll(CGPoint(x: 150, y: 200), dx: 0, dy: 120, value120x: 0, value120y: 120))],
                         duration: 1.12)
            XCTAssertGreaterThan(scroll.contentOffset.y, 400)
            XCTAssertLessThan(scroll.contentOffset.y, 400 + step, "eased, not jumped")
            platform.run(events: [], duration: 1.6)
            XCTAssertEqual(scroll.contentOffset.y, 400 + step, accuracy: 0.001)
            // Animated offset change: there after 0.3 s, with the delegate told.
            TestLog.lines = []
            scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
            platform.run(events: [], duration: 1.75)
            XCTAssertGreaterThan(scroll.contentOffset.y, 100)
            platform.run(events: [], duration: 2.0)
            XCTAssertEqual(scroll.contentOffset.y, 100)
            XCTAssertEqual(TestLog.lines.last, "didEndScrollingAnimation")
            // scrollRectToVisible: the least movement that shows the rect.
            scroll.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 50), animated: false)
            XCTAssertEqual(scroll.contentOffset.y, 550)
            scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
            XCTAssertEqual(scroll.contentOffset.y, 550, "a NaN offset is refused")
        }
    }

    nonisolated func testZoomScalesTheViewForZooming() {
        MainActor.assumeIsolated {
            let (platform, scroll) = Self.launch()
            defer { platform.finish() }
            scroll.minimumZoomScale = 0.5
            scroll.maximumZoomScale = 3
            XCTAssertNotNil(scroll.pinchGestureRecognizer)
            scroll.setZoomScale(2, animated: false)
            XCTAssertEqual(scroll.zoomScale, 2)
            XCTAssertEqual(scroll.contentSize, CGSize(width: 600, height: 2400))
            scroll.setZoomScale(10, animated: false)
            XCTAssertEqual(scroll.zoomScale, 3, "clamped to the zoom range")
            XCTAssertTrue(TestLog.lines.contains("didZoom"))
        }
    }
}

final class ScrollController: UIViewController, UIScrollViewDelegate {
    let scroll = UIScrollView()
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 1200))
    override func viewDidLoad() {
        scroll.frame = view.bounds
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = content.frame.size
        scroll.addSubview(content)
        scroll.delegate = self
        view.addSubview(scroll)
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { TestLog.lines.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        TestLog.lines.append(String(format: "willEndDragging v=%.2f", v.y))
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { TestLog.lines.append("didEndDragging decelerate=\(d)") }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { TestLog.lines.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { TestLog.lines.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { TestLog.lines.append("didEndScrollingAnimation") }
    func scrollViewDidZoom(_ s: UIScrollView) { TestLog.lines.append("didZoom") }
}

/// delaysContentTouches (Apple: UIScrollView): a touch reaches a button in the content only
/// after 150 ms still; a drag that starts on it scrolls and the button never hears of it.
final class ContentTouchTests: AppTestCase {
    nonisolated func testADragStartingOnAButtonScrollsAndAHeldTouchPresses() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ ScrollController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 50, y: 50, width: 200, height: 100)
            button.addAction(UIAction { _ in TestLog.lines.append("down") }, for: .touchDown)
            button.addAction(UIAction { _ in TestLog.lines.append("up inside") }, for: .touchUpInside)
            vc.content.addSubview(button)
            @MainActor func heard() -> [String] { TestLog.lines.filter { $0 == "down" || $0 == "up inside" } }
            // A quick drag from the button: the content scrolls, the button hears nothing.
            platform.run(events: [InputEvent(time: 0.1, .touchDown(id: 1, CGPoint(x: 150, y: 100))),
                                  InputEvent(time: 0.13, .touchMotion(id: 1, CGPoint(x: 150, y: 80))),
                                  InputEvent(time: 0.16, .touchMotion(id: 1, CGPoint(x: 150, y: 60))),
                                  InputEvent(time: 0.2, .touchUp(id: 1))], duration: 3.5)
            XCTAssertEqual(heard(), [])
            XCTAssertGreaterThan(vc.scroll.contentOffset.y, 20)
            XCTAssertFalse(vc.scroll.isDecelerating)
            vc.scroll.contentOffset = .zero
            // A press held still: after 150 ms the button gets it.
            platform.run(events: [InputEvent(time: 4.1, .touchDown(id: 1, CGPoint(x: 150, y: 100)))], duration: 4.2)
            XCTAssertEqual(heard(), [], "not yet")
            platform.run(events: [InputEvent(time: 4.4, .touchUp(id: 1))], duration: 4.5)
            XCTAssertEqual(heard(), ["down", "up inside"])
            // A quick tap: the touch reaches it when it ends.
            TestLog.lines = []
            platform.run(events: [InputEvent(time: 5.0, .touchDown(id: 1, CGPoint(x: 150, y: 100))), InputEvent(time: 5.05, .touchUp(id: 1))],
                         duration: 5.2)
            XCTAssertEqual(heard(), ["down", "up inside"])
            // Without the delay, the button hears the touch at once.
            vc.scroll.delaysContentTouches = false
            TestLog.lines = []
            platform.run(events: [InputEvent(time: 5.5, .touchDown(id: 1, CGPoint(x: 150, y: 100)))], duration: 5.52)
            XCTAssertEqual(heard(), ["down"])
            platform.run(events: [InputEvent(time: 5.6, .touchUp(id: 1))], duration: 5.7)
        }
    }
}
