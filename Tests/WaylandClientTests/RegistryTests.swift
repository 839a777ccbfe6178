import XCTest
import LaminaTestSupport
@testable import WaylandClient

/// Globals are bound at the versions offered, up to those Lamina uses; a compositor without
/// what Lamina needs is named in the error.
final class RegistryTests: XCTestCase {
    func testGlobalsAreBoundAtTheVersionsLaminaUses() throws {
        try withScriptedCompositor { _ in
            let display = try WaylandDisplay()
            XCTAssertEqual(display.seats.count, 1)
            XCTAssertEqual(display.seats.first?.version, 8, "wl_seat offered above 8 is bound at 8")
            XCTAssertFalse(display.outputs.isEmpty, "the output")
            XCTAssertTrue(display.shmFormats.contains(0), "ARGB8888 (shm format 0) is offered")
            XCTAssertNotNil(display.seats.first?.keyboard, "the seat's keyboard")
        }
    }

    func testGlobalsOfferedAtVersionOneAreBoundAtOne() throws {
        try withScriptedCompositor(mode: "old-globals") { _ in
            let display = try WaylandDisplay()
            XCTAssertEqual(display.seats.first?.version, 1, "bound at what is offered, not at what Lamina would like")
            XCTAssertNotNil(display.seats.first?.keyboard, "a version 1 seat still has its keyboard")
        }
    }

    func testACompositorWithoutDamageBufferIsNamed() throws {
        try withScriptedCompositor(mode: "old-compositor") { _ in
            XCTAssertThrowsError(try WaylandDisplay()) { error in
                XCTAssertTrue("\(error)".contains("wl_compositor version 4"), "\(error)")
            }
        }
    }
}
