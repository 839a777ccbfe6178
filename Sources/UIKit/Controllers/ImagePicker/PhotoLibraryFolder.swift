import Foundation

/// The folder Lamina's photo library is: the user's Pictures directory as the XDG user
/// directories name it (`XDG_PICTURES_DIR` in the environment, else in
/// `~/.config/user-dirs.dirs`, else `~/Pictures`), and the pictures in it.
enum PhotoLibraryFolder {
    static var url: URL? { XDGUserDirectory.url("PICTURES", fallback: "Pictures") }

    /// The PNG and JPEG files in the folder (not its subfolders), oldest first.
    static func pictures() -> [URL] {
        guard let folder = url,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        let kinds: Set<String> = ["png", "jpg", "jpeg"]
        let found: [(URL, Date)] = names.compactMap { name in
            let u = folder.appendingPathComponent(name)
            guard kinds.contains(u.pathExtension.lowercased()),
                  let attributes = try? FileManager.default.attributesOfItem(atPath: u.path),
                  (attributes[.type] as? FileAttributeType) == .typeRegular else { return nil }
            return (u, attributes[.modificationDate] as? Date ?? .distantPast)
        }
        return found.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.lastPathComponent < $1.0.lastPathComponent }.map(\.0)
    }
}
