import XCTest
import QuartzCore

final class ScrollLayerTests: XCTestCase {
    /// 000: "By default, a CAScrollLayer's masksToBounds property is YES."
    func testMasksToBoundsByDefault() {
        XCTAssertTrue(CAScrollLayer().masksToBounds)
        XCTAssertEqual(CAScrollLayer().scrollMode, .both)
        XCTAssertTrue(CAScrollLayer().presentation() != nil)
    }

    func makeScene() -> (CAScrollLayer, CALayer) {
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let content = layer(CGRect(x: 0, y: 0, width: 1000, height: 1000))
        scroller.addSublayer(content)
        return (scroller, content)
    }

    /// scrollToPoint: "Changes the CAScrollLayer's bounds origin to that point."
    func testScrollToPointMovesBoundsOrigin() {
        let (scroller, content) = makeScene()
        scroller.scroll(to: CGPoint(x: 200, y: 300))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 200, y: 300))
        XCTAssertEqual(scroller.convert(CGPoint(x: 200, y: 300), to: nil), .zero, "the point now shows at the top left")
        XCTAssertEqual(content.visibleRect, CGRect(x: 200, y: 300, width: 100, height: 100))
        scroller.scrollMode = .vertically
        scroller.scroll(to: CGPoint(x: 0, y: 0))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 200, y: 0), "only the allowed axis moves")
    }

    /// scrollToRect: "Changes the CAScrollLayer's bounds origin minimally so that the given
    /// portion of the bounds rect is visible."
    func testScrollToRectMinimally() {
        let (scroller, _) = makeScene()
        scroller.scroll(to: CGRect(x: 150, y: 20, width: 30, height: 30))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 80, y: 0), "x moves just enough; y was visible")
        scroller.scroll(to: CGRect(x: 50, y: 50, width: 10, height: 10))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 50, y: 0))
    }

    /// Talking to a sublayer: scrollPoint / scrollRectToVisible reach the enclosing scroll layer.
    func testSublayerRequests() {
        let (scroller, content) = makeScene()
        let item = layer(CGRect(x: 500, y: 600, width: 50, height: 50))
        content.addSublayer(item)
        item.scroll(CGPoint(x: 10, y: 10))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 510, y: 610))
        scroller.scroll(to: CGPoint.zero)
        item.scrollRectToVisible(item.bounds)
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 450, y: 550))
        XCTAssertEqual(item.visibleRect, CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(CALayer().visibleRect, .zero)
    }
}
