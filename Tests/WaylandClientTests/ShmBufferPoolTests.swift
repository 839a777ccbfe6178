import XCTest
import LaminaTestSupport
@testable import WaylandClient

/// The shm buffer pool: a free buffer is reused, at most four are made while the compositor
/// holds them, a new size replaces them, an impossible size is an error.
final class ShmBufferPoolTests: XCTestCase {
    func testBuffersAreReusedAndBounded() throws {
        try withScriptedCompositor { _ in
            let display = try WaylandDisplay()
            let pool = ShmBufferPool(display: display)
            let first = try XCTUnwrap(pool.acquire(width: 64, height: 32))
            XCTAssertTrue(try pool.acquire(width: 64, height: 32) === first, "a buffer the compositor does not hold is reused")
            XCTAssertEqual(first.stride, 256)
            first.pixels.storeBytes(of: 0x11223344, as: UInt32.self)
            XCTAssertEqual(first.pixels.load(as: UInt32.self), 0x11223344, "its pixels are writable memory")
            var held: [ShmBuffer] = []
            while let b = try pool.acquire(width: 64, height: 32) {
                pool.attached(b)
                held.append(b)
                if held.count > 10 { break }
            }
            XCTAssertEqual(held.count, pool.maximumBuffers, "while all are held, no more than \(pool.maximumBuffers)")
            XCTAssertEqual(Set(held.map(ObjectIdentifier.init)).count, held.count)
            try display.roundtrip()
        }
    }

    func testANewSizeReplacesTheBuffers() throws {
        try withScriptedCompositor { _ in
            let display = try WaylandDisplay()
            let pool = ShmBufferPool(display: display)
            let small = try XCTUnwrap(pool.acquire(width: 64, height: 32))
            pool.attached(small)
            let large = try XCTUnwrap(pool.acquire(width: 128, height: 64))
            XCTAssertEqual(pool.buffers.count, 1, "the old size is dropped")
            XCTAssertTrue(pool.buffers.first === large)
            XCTAssertEqual(large.width, 128)
            XCTAssertEqual(large.height, 64)
        }
    }

    func testAnImpossibleSizeIsAnError() throws {
        try withScriptedCompositor { _ in
            let display = try WaylandDisplay()
            let pool = ShmBufferPool(display: display)
            XCTAssertThrowsError(try pool.acquire(width: 1 << 20, height: 1 << 20)) { error in
                XCTAssertTrue("\(error)".contains("1048576×1048576"), "\(error)")
            }
            XCTAssertNotNil(try pool.acquire(width: 16, height: 16), "and the pool still works")
        }
    }
}
