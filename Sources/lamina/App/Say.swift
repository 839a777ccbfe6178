import Foundation

/// Writes a line to stdout at once (unbuffered), so a test reading the pipe sees each state
/// change as it happens.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
