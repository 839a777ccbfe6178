import Foundation

/// A folder of the user's as the XDG user directories name it — `XDG_<NAME>_DIR` in the
/// environment, else in `~/.config/user-dirs.dirs` (with `$HOME` expanded) — or `fallback`
/// under home; nil when that folder does not exist. The pickers start in these.
enum XDGUserDirectory {
    static func url(_ name: String, fallback: String) -> URL? {
        let fm = FileManager.default
        let home = fm.homeDirectoryForCurrentUser.path
        let key = "XDG_\(name)_DIR"
        var path = ProcessInfo.processInfo.environment[key]
        if path == nil, let text = try? String(contentsOfFile: home + "/.config/user-dirs.dirs", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix(key + "=") {
                path = line.dropFirst(key.count + 1).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    .replacingOccurrences(of: "$HOME", with: home)
            }
        }
        let chosen = path ?? home + "/" + fallback
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: chosen, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return URL(fileURLWithPath: chosen, isDirectory: true)
    }
}
