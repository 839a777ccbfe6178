
/// Messages about misuse that Core Animation refuses rather than traps on (a NaN position, a
/// layer cycle): written to stderr once per distinct message so a loop cannot flood the log.
package enum Diagnostics {
    private static let seen = Locked<Set<String>>([])

    /// Distinct messages remembered; past this many, new ones are dropped (with one line
    /// saying so) rather than the set growing with every distinct key path a program tries.
    static let limit = 1000

    package static func warn(_ message: String) {
        let (first, full) = seen.withLock { seen -> (Bool, Bool) in
            guard seen.count < limit else { return (false, false) }
            let first = seen.insert(message).inserted
            return (first, first && seen.count == limit)
        }
        guard first else { return }
        FileHandle.standardError.write(Data("QuartzCore: \(message)\n".utf8))
        if full { FileHandle.standardError.write(Data("QuartzCore: \(limit) distinct warnings; further ones are not shown\n".utf8)) }
    }

    /// Whether a warning starting with `prefix` was given (for tests).
    package static func hasWarned(_ prefix: String) -> Bool {
        seen.withLock { $0.contains { $0.hasPrefix(prefix) } }
    }
}
