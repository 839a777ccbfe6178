import XCTest
import Shell
import QuartzCore
import Foundation
import WaylandClient

/// The client-side title bar's regions (move from the bar, resize from the edges,
/// buttons; a cursor per edge).
final class DecorationTests: XCTestCase {
    func testPressesOnTheBarAndEdges() {
        let app = PlainApp()
        app.preferredContentSize = CGSize(width: 400, height: 300)
        let host = WindowHost(app: app, decorated: true)
        let size = host.surfaceSize
        XCTAssertEqual(size, CGSize(width: 400, height: 332))
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 100, y: 16)), "move")
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 384, y: 16)), "close")
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 356, y: 16)), "maximize")
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 328, y: 16)), "minimize")
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 200, y: 200)), nil, "content")
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 2, y: 200)), "resize left")
        XCTAssertEqual(host.decorationAction(at: CGPoint(x: 398, y: 330)), "resize bottom right")
        XCTAssertEqual(host.cursorName(at: CGPoint(x: 398, y: 330)), "bottom_right_corner")
        XCTAssertEqual(host.cursorName(at: CGPoint(x: 200, y: 1)), "top_side")
        XCTAssertEqual(host.cursorName(at: CGPoint(x: 200, y: 100)), "left_ptr")
    }
}
