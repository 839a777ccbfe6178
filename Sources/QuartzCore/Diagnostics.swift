
/// Messages about misuse that Core Animation refuses rather than traps on (a NaN position, a
/// layer cycle): written to stderr once per distinct message so a loop cannot flood the log.
package enum Diagnostics {
    private static let seen = Locked<Set<String>>([])

    package static func warn(_ message: String) {
        let first = seen.withLock { $0.insert(message).inserted }
        guard first else { return }
        FileHandle.standardError.write(Data("QuartzCore: \(message)\n".utf8))
    }

    /// Whether a warning starting with `prefix` was given (for tests).
    package static func hasWarned(_ prefix: String) -> Bool {
        seen.withLock { $0.contains { $0.hasPrefix(prefix) } }
    }
}
