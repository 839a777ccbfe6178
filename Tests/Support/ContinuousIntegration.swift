import Foundation

/// Whether the suite runs in CI (`CI=true`, as `.ci/run` is started). There a test that needs a
/// tool scripts/setup installs fails when the tool is missing, instead of skipping: a broken
/// install must not leave CI green with the window tests unrun.
public let runningInCI: Bool = {
    let value = ProcessInfo.processInfo.environment["CI"]?.lowercased()
    return value == "true" || value == "1"
}()

/// Why a test cannot run here: a missing tool or build product. The test target turns it
/// into a skip on a developer's machine and a failure in CI (`runningInCI`).
public struct MissingPrerequisite: Error, CustomStringConvertible {
    public let what: String
    public init(_ what: String) { self.what = what }
    public var description: String { "\(what) (scripts/setup installs it; CI requires it)" }
}

/// The sanitizer the suite runs under (`LAMINA_SANITIZER`, set by scripts/sanitize), or nil.
public let runningSanitizer: String? = ProcessInfo.processInfo.environment["LAMINA_SANITIZER"]

/// How many rounds a randomized equivalence test runs: all of `rounds` in the plain suites,
/// a fifth under a sanitizer, which looks for memory and thread errors along the same code
/// paths (every round takes them) rather than for rare inputs, at a tenth of the speed or less.
public func randomizedRounds(_ rounds: Int) -> Int {
    runningSanitizer == nil ? rounds : max(1, rounds / 5)
}
