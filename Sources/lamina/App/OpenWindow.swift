import ArgumentParser
import Foundation
import Shell
import WaylandClient

/// The window for `command` (`run`, `soak`), or — without a compositor — a message naming
/// what to do instead (`hint`) and exit status 1.
func openWindow(_ app: ShellApp, for command: String, hint: String) throws -> WaylandPlatform {
    do {
        return try WaylandPlatform(app: app)
    } catch let e as WaylandError {
        FileHandle.standardError.write(Data("lamina \(command): \(e)\n\(hint)\n".utf8))
        throw ExitCode(1)
    }
}
