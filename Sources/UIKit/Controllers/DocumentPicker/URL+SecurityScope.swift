import Foundation

/// Access to a document picked outside the app's container (Apple: Foundation's, absent from
/// Foundation on Linux). A Linux app has no sandbox: a file URL is always accessible, so
/// starting returns true — what the `guard` around a picked URL expects — and stopping has
/// nothing to give back. A URL that is not a file's returns false, as Apple's does.
extension URL {
    public func startAccessingSecurityScopedResource() -> Bool { isFileURL }
    public func stopAccessingSecurityScopedResource() {}
}
