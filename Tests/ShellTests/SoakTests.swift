import XCTest
import Foundation
import LaminaTestSupport

/// Issue "Proven under the sanitizers, over hours": `lamina soak` runs 20 animated shadowed
/// cards and samples what the process holds; from the first sample after the warm-up to the
/// last, resident memory and open descriptors may not grow by more than 1% (the command's own
/// verdict, checked here with its figures). The 10-minute runs are in the README.
final class SoakTests: XCTestCase {
    override func setUpWithError() throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: LaminaProcess.executable), "build lamina first")
    }

    /// The growth figures of the verdict line ("rss +0.00%, fds +0.00%").
    func growth(_ output: String) -> (rss: Double, fds: Double)? {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("soak: from") }) else { return nil }
        func value(after key: String) -> Double? {
            guard let r = line.range(of: key + " ") else { return nil }
            return Double(line[r.upperBound...].prefix { $0 != "%" })
        }
        return value(after: "rss").flatMap { rss in value(after: "fds").map { (rss, $0) } }
    }

    func check(_ soak: LaminaProcess, timeout: Double) {
        let status = soak.finish(timeout: timeout)
        let samples = soak.stdout.split(separator: "\n").filter { $0.hasPrefix("soak t=") }
        XCTAssertEqual(status, 0, soak.stdout + soak.stderr)
        XCTAssertGreaterThanOrEqual(samples.count, 5, "a sample every few seconds")
        XCTAssertTrue(soak.stdout.contains("soak: ok"), soak.stdout)
        guard let g = growth(soak.stdout) else { return XCTFail("no verdict line: \(soak.stdout)") }
        XCTAssertLessThanOrEqual(g.rss, 1)
        XCTAssertLessThanOrEqual(g.fds, 1)
        XCTAssertFalse(samples.contains { $0.contains("frames=0 ") && !$0.contains("t=0s") }, "frames keep coming")
    }

    func testAWindowUnderWestonStaysFlat() throws {
        guard CompositorSession.available() else { throw XCTSkip("weston is not installed (scripts/setup installs it)") }
        let weston = try CompositorSession()
        let soak = try LaminaProcess(["soak", "--cards", "20", "--seconds", "40", "--interval", "5", "--warmup", "15"],
                                     environment: weston.environment)
        check(soak, timeout: 90)
        XCTAssertTrue(soak.stdout.contains("shm=2") || soak.stdout.contains("shm=3"), "the window's buffers are sampled")
    }

    func testTheHeadlessTwinStaysFlat() throws {
        let soak = try LaminaProcess(["soak", "--headless", "--cards", "20", "--seconds", "25", "--interval", "4",
                                      "--warmup", "8"], environment: ProcessInfo.processInfo.environment)
        check(soak, timeout: 60)
    }
}
