import Foundation

/// Where the document picker starts and where opened copies go.
enum DocumentFolders {
    /// The Documents folder the XDG user directories name (`XDG_DOCUMENTS_DIR`, else
    /// `~/.config/user-dirs.dirs`, else `~/Documents`), else home.
    static var start: URL {
        XDGUserDirectory.url("DOCUMENTS", fallback: "Documents")
            ?? URL(fileURLWithPath: FileManager.default.homeDirectoryForCurrentUser.path, isDirectory: true)
    }

    /// A copy of `url` in the app's Inbox folder (in its temporary directory), as UIKit puts
    /// an opened copy; nil when it cannot be made.
    static func copyToInbox(_ url: URL) -> URL? {
        let app = (Bundle.main.bundleIdentifier ?? Bundle.main.executableURL?.lastPathComponent ?? "app")
        let inbox = FileManager.default.temporaryDirectory.appendingPathComponent("\(app)-Inbox", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
            let target = freeName(for: url.lastPathComponent, in: inbox)
            try FileManager.default.copyItem(at: url, to: target)
            return target
        } catch {
            Diagnostics.warn("UIDocumentPickerViewController: \(url.path) could not be copied to \(inbox.path): \(error)")
            return nil
        }
    }

    /// `name` in `folder`, or "name 2", "name 3"… when it is taken.
    static func freeName(for name: String, in folder: URL) -> URL {
        let fm = FileManager.default
        var url = folder.appendingPathComponent(name)
        let base = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        var n = 2
        while fm.fileExists(atPath: url.path) {
            url = folder.appendingPathComponent(ext.isEmpty ? "\(base) \(n)" : "\(base) \(n).\(ext)")
            n += 1
        }
        return url
    }
}
