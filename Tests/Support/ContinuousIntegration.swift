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
