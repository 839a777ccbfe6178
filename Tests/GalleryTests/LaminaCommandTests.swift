import XCTest
import Gallery
import CoreGraphics
import LaminaTestSupport

/// Tests that run the real `lamina` executable (built by `swift build --build-tests`, as
/// scripts/test does) and read what it printed.
class LaminaProcessTestCase: XCTestCase {
    var binary: URL { repositoryRoot.appendingPathComponent(".build/debug/lamina") }

    func run(_ args: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = binary
        p.arguments = args
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The gallery's commands.
final class LaminaCommandTests: LaminaProcessTestCase {
    func testScenesListsEverySceneWithAnimatedMarks() throws {
        let (status, out) = try run(["scenes"])
        XCTAssertEqual(status, 0)
        let lines = out.split(separator: "\n")
        XCTAssertEqual(lines.count, Gallery.scenes.count)
        XCTAssertTrue(lines.contains { $0.hasPrefix("clock\t") && $0.hasSuffix("(animated)") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("layer-hierarchy\t") && !$0.hasSuffix("(animated)") })
    }

    /// --fps with --duration writes DIR/NAME-FRAME.png per frame; an animated scene changes.
    func testCaptureFrameRange() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-capture-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, out) = try run(["capture", "--scene", "clock", "--fps", "1", "--duration", "2", "--scale", "0.25",
                                     "--out", dir.path])
        XCTAssertEqual(status, 0, out)
        let first = try Data(contentsOf: dir.appendingPathComponent("clock-0000.png"))
        let second = try Data(contentsOf: dir.appendingPathComponent("clock-0001.png"))
        XCTAssertNotEqual(first, second, "the second hand ticked on a second (the clock ticks once a second)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("clock-0002.png").path))
    }

    func testBadArgumentsFailWithAMessage() throws {
        let (status, out) = try run(["capture", "--scene", "nope"])
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(out.contains("no scene named 'nope'"), out)
        let (s2, o2) = try run(["capture", "--size", "0x10"])
        XCTAssertNotEqual(s2, 0)
        XCTAssertTrue(o2.contains("--size"), o2)
        // Smaller than a window can be: refused, not captured at another size.
        let (s3, o3) = try run(["capture", "--scene", "clock", "--size", "10x10"])
        XCTAssertNotEqual(s3, 0)
        XCTAssertTrue(o3.contains("from 64x48 to 8192x8192 points"), o3)
        let (s4, o4) = try run(["replay", "/nonexistent.jsonl", "--size", "9000x100"])
        XCTAssertNotEqual(s4, 0)
        XCTAssertTrue(o4.contains("from 64x48 to 8192x8192 points"), o4)
    }
}

/// OpenGL ES as the machine has it, and as a machine without it has it.
final class LaminaGLCommandTests: LaminaProcessTestCase {
    func testGLInfoNamesMesasOpenGLES() throws {
        let (status, out) = try run(["gl-info"], environment: ["LIBGL_ALWAYS_SOFTWARE": "1"])
        XCTAssertEqual(status, 0, out)
        XCTAssertTrue(out.contains("OpenGL ES: OpenGL ES 3."), out)
        XCTAssertTrue(out.contains("llvmpipe"), out)
    }

    /// No EGL driver (glvnd finds no vendor): EAGLContext is nil, said once; the listing's
    /// layer stays blank and the capture still succeeds.
    func testNoEGLDriverLeavesTheLayerBlankWithOneMessage() throws {
        let noDriver = ["__EGL_VENDOR_LIBRARY_DIRS": "/nonexistent", "__EGL_VENDOR_LIBRARY_FILENAMES": ""]
        let (status, out) = try run(["gl-info"], environment: noDriver)
        XCTAssertEqual(status, 1, out)
        XCTAssertTrue(out.contains("OpenGL ES: unavailable"), out)
        XCTAssertEqual(out.components(separatedBy: "no OpenGL ES context").count - 1, 1, out)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-noegl-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (s2, o2) = try run(["capture", "--scene", "gl-triangle", "--out", dir.path], environment: noDriver)
        XCTAssertEqual(s2, 0, o2)
        XCTAssertEqual(o2.components(separatedBy: "no OpenGL ES context").count - 1, 1, o2)
        let data = try Data(contentsOf: dir.appendingPathComponent("gl-triangle-0000.png"))
        let image = try XCTUnwrap(CGImage(pngDataProviderSource: CGDataProvider(data: data)!, decode: nil,
                                          shouldInterpolate: false, intent: .defaultIntent))
        XCTAssertLessThanOrEqual(pixel(image, 320, 200).distance(to: RGBA8(237, 237, 242, 255)), 2, "the root's background shows")
    }
}
