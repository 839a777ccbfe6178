import Foundation

/// Where an app's named resources are looked for (images by name, asset catalogs): the given
/// bundle, the main bundle, and every resource bundle of the app's packages (`*.resources`
/// beside the executable, where SwiftPM puts each target's resources), each with the
/// subfolders a package's `.copy` keeps.
enum AppResources {
    static func searchDirectories(_ bundle: Bundle?) -> [String] {
        var roots: [String] = []
        if let b = bundle { roots.append(b.resourcePath ?? b.bundlePath) }
        roots.append(Bundle.main.resourcePath ?? Bundle.main.bundlePath)
        let fm = FileManager.default
        let mainDir = Bundle.main.bundlePath
        if let items = try? fm.contentsOfDirectory(atPath: mainDir) {
            for item in items.sorted() where item.hasSuffix(".resources") || item.hasSuffix(".bundle") {
                roots.append((mainDir as NSString).appendingPathComponent(item))
            }
        }
        var dirs: [String] = []
        // A root may also be a subfolder of an earlier one (a resource bundle inside the
        // executable's folder): its own subfolders are still searched.
        for root in roots {
            if !dirs.contains(root) { dirs.append(root) }
            for sub in subdirectories(of: root) where !dirs.contains(sub) { dirs.append(sub) }
        }
        return dirs
    }

    /// The folders directly inside `dir`, sorted by name.
    static func subdirectories(of dir: String) -> [String] {
        let fm = FileManager.default
        guard let subs = try? fm.contentsOfDirectory(atPath: dir) else { return [] }
        return subs.sorted().compactMap { sub in
            var isDir: ObjCBool = false
            let path = (dir as NSString).appendingPathComponent(sub)
            return fm.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue ? path : nil
        }
    }
}
