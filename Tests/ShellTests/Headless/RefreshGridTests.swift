import XCTest
import Shell

/// Frame target times on the output's refresh grid (`RefreshGrid`).
final class RefreshGridTests: XCTestCase {
    private let grid = RefreshGrid(shown: 10, interval: 1.0 / 60)

    func testAFrameDrawnNowIsForTheFirstRefreshAfterNow() throws {
        let period = 1.0 / 60
        XCTAssertEqual(try XCTUnwrap(grid.next(after: 10.001)), 10 + period, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(grid.next(after: 10 + 2.5 * period)), 10 + 3 * period, accuracy: 1e-9)
        // Exactly on a refresh: that one is being shown, the frame is for the next.
        XCTAssertEqual(try XCTUnwrap(grid.next(after: 10 + 4 * period)), 10 + 5 * period, accuracy: 1e-9)
    }

    /// The presentation put on the media clock may land a little after the moment a frame is
    /// drawn; that frame is still on the grid, at the refresh after the presentation, never
    /// at the unaligned "now" (which is what a frame without a grid gets).
    func testAPresentationJustAfterNowStillPlacesTheFrame() throws {
        XCTAssertEqual(try XCTUnwrap(grid.next(after: 9.999)), 10 + 1.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(grid.next(after: 10)), 10 + 1.0 / 60, accuracy: 1e-9)
        XCTAssertNil(grid.next(after: 10 - 1.0 / 30), "a presentation two refreshes ahead is not ours to trust")
    }

    func testAStaleOrIntervalessGridPlacesNothing() {
        XCTAssertNil(grid.next(after: 11.5), "a second without presentation: hidden, the grid is gone")
        XCTAssertNil(RefreshGrid(shown: 10, interval: 0).next(after: 10.01))
    }
}
