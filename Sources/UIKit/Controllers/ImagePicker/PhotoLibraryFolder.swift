import Foundation

/// The folder Lamina's photo library is: the user's Pictures directory as the XDG user
/// directories name it (`XDG_PICTURES_DIR` in the environment, else in
/// `~/.config/user-dirs.dirs`, else `~/Pictures`), and the pictures and videos in it.
package enum PhotoLibraryFolder {
    package enum Kind: Sendable { case image, video }

    package static var url: URL? { XDGUserDirectory.url("PICTURES", fallback: "Pictures") }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]
    static let videoExtensions: Set<String> = ["mp4", "m4v", "mov", "webm"]

    package static func kind(of url: URL) -> Kind? {
        let ext = url.pathExtension.lowercased()
        return imageExtensions.contains(ext) ? .image : videoExtensions.contains(ext) ? .video : nil
    }

    /// The PNG and JPEG files in the folder (not its subfolders), oldest first.
    static func pictures() -> [URL] { items(of: [.image]) }

    /// The files of those kinds in the folder (not its subfolders), oldest first: pictures
    /// are PNG and JPEG files, videos MP4, QuickTime and WebM files.
    package static func items(of kinds: Set<Kind>) -> [URL] {
        guard let folder = url,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        let found: [(URL, Date)] = names.compactMap { name in
            let u = folder.appendingPathComponent(name)
            guard let k = kind(of: u), kinds.contains(k),
                  let attributes = try? FileManager.default.attributesOfItem(atPath: u.path),
                  (attributes[.type] as? FileAttributeType) == .typeRegular else { return nil }
            return (u, attributes[.modificationDate] as? Date ?? .distantPast)
        }
        return found.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.lastPathComponent < $1.0.lastPathComponent }.map(\.0)
    }
}
