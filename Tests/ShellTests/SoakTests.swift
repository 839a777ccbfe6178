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

    /// `environment` with AddressSanitizer's quarantine cut to 4 MB when the suite runs under
    /// it (scripts/sanitize sets ASAN_OPTIONS): freed memory waits in a 256 MB quarantine by
    /// default, so resident memory climbs until the quarantine is full whatever the program
    /// does — at the debug build's ~5 MB of small allocations a second that takes longer than
    /// the soak, and the verdict measured the quarantine (+62–88%), not Lamina.
    func soakEnvironment(_ environment: [String: String]) -> [String: String] {
        guard let options = environment["ASAN_OPTIONS"] else { return environment }
        var env = environment
        env["ASAN_OPTIONS"] = options + " quarantine_size_mb=4"
        return env
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
                                     environment: soakEnvironment(weston.environment))
        check(soak, timeout: 90)
        XCTAssertTrue(soak.stdout.contains("shm=2") || soak.stdout.contains("shm=3"), "the window's buffers are sampled")
    }

    func testTheHeadlessTwinStaysFlat() throws {
        let soak = try LaminaProcess(["soak", "--headless", "--cards", "20", "--seconds", "25", "--interval", "4",
                                      "--warmup", "8"], environment: soakEnvironment(ProcessInfo.processInfo.environment))
        check(soak, timeout: 60)
    }
}
