import Foundation
import CoreGraphics

/// An Xcode asset catalog (`Assets.xcassets`) read as it is among the app's resources — what
/// SwiftPM's `.process` and `.copy` leave of it on Linux, where no `actool` compiles it into
/// an `Assets.car`. Its image, colour and data sets are found by name (a folder that
/// "provides namespace" prefixes its sets' names with "Folder/"), and each set's
/// `Contents.json` says which file or value serves which idiom, scale and appearance.
final class AssetCatalog: @unchecked Sendable {
    enum Kind: String, CaseIterable { case image = "imageset", color = "colorset", data = "dataset" }

    /// A set found by name: its folder and its parsed contents.
    struct Set {
        let kind: Kind
        let name: String
        let directory: String
        let contents: AssetContents

        func path(of file: String) -> String { (directory as NSString).appendingPathComponent(file) }
    }

    let path: String
    private var sets: [Kind: [String: String]] = [:]

    private init(path: String) {
        self.path = path
        index(path, prefix: "")
    }

    private func index(_ dir: String, prefix: String) {
        for sub in AppResources.subdirectories(of: dir) {
            let file = (sub as NSString).lastPathComponent
            let ext = (file as NSString).pathExtension
            let base = (file as NSString).deletingPathExtension
            if let kind = Kind(rawValue: ext) {
                sets[kind, default: [:]][prefix + base] = sub
            } else if ext.isEmpty {
                let namespaced = Self.contents(of: sub)?.properties?.providesNamespace ?? false
                index(sub, prefix: namespaced ? prefix + base + "/" : prefix)
            }
            // Other set types (app icons, symbol sets, textures…) are not read.
        }
    }

    private static func contents(of dir: String) -> AssetContents? {
        let file = (dir as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        do {
            return try JSONDecoder().decode(AssetContents.self, from: data)
        } catch {
            Diagnostics.warn("asset catalog: \(file) is not a valid Contents.json (\(error)); the set is skipped")
            return nil
        }
    }

    // MARK: Finding sets

    private static let catalogs = Locked<[String: AssetCatalog]>([:])
    private static let loaded = Locked<[String: Set?]>([:])

    /// The set named `name` of `kind`: `bundle`'s catalogs first, then the app's (as
    /// `AppResources` orders them). Parsed sets are kept, as UIKit keeps what it loaded.
    static func find(_ name: String, kind: Kind, in bundle: Bundle?) -> Set? {
        guard !name.isEmpty else { return nil }
        let key = "\(bundle?.bundlePath ?? "")|\(kind.rawValue)|\(name)"
        if let hit = loaded.withLock({ $0[key] }) { return hit }
        var found: Set?
        for catalog in catalogs(for: bundle) {
            if let dir = catalog.sets[kind]?[name], let contents = Self.contents(of: dir) {
                found = Set(kind: kind, name: name, directory: dir, contents: contents)
                break
            }
        }
        loaded.withLock { $0[key] = found }
        return found
    }

    /// The catalogs among the resource folders (and directly inside them).
    private static func catalogs(for bundle: Bundle?) -> [AssetCatalog] {
        var paths: [String] = []
        for dir in AppResources.searchDirectories(bundle) {
            if dir.hasSuffix(".xcassets") { paths.append(dir) }
            for sub in AppResources.subdirectories(of: dir) where sub.hasSuffix(".xcassets") { paths.append(sub) }
        }
        var seen: Swift.Set<String> = []
        return paths.filter { seen.insert($0).inserted }.map { path in
            if let c = catalogs.withLock({ $0[path] }) { return c }
            let c = AssetCatalog(path: path)
            catalogs.withLock { $0[path] = c }
            return c
        }
    }

    // MARK: Choosing a variant

    /// Lamina's idiom is the iPad's (a resizable window), so an iPad variant wins over a
    /// universal one, and an iPhone one serves when there is nothing else.
    private static let idiomRank = ["ipad": 0, "universal": 1, "iphone": 2]

    /// The variant for `style` and `scale` among `variants`, as UIKit picks: the device's
    /// idiom, then the appearance (dark, else any; light, else any), then the scale (equal,
    /// else the nearest above, else the largest). `usable` filters out variants that cannot
    /// serve (an image without a file, a colour without a value). High-contrast variants are
    /// passed over: Lamina has no such setting.
    static func choose(_ variants: [AssetContents.Variant], style: UIUserInterfaceStyle, scale: CGFloat,
                       usable: (AssetContents.Variant) -> Bool) -> AssetContents.Variant? {
        let candidates = variants.filter { idiomRank[$0.idiom ?? "universal"] != nil && !$0.isHighContrast && usable($0) }
        guard let bestIdiom = candidates.map({ idiomRank[$0.idiom ?? "universal"]! }).min() else { return nil }
        let sameIdiom = candidates.filter { idiomRank[$0.idiom ?? "universal"] == bestIdiom }
        let wanted = style == .dark ? "dark" : "light"
        func appearanceRank(_ v: AssetContents.Variant) -> Int {
            switch v.luminosity { case wanted?: return 0; case nil: return 1; default: return 2 }
        }
        guard let bestLook = sameIdiom.map(appearanceRank).min() else { return nil }
        let looks = sameIdiom.filter { appearanceRank($0) == bestLook }
        let s = Double(scale)
        let exact = looks.first { ($0.scaleFactor ?? s) == s }
        let above = looks.filter { ($0.scaleFactor ?? 0) > s }.min { $0.scaleFactor! < $1.scaleFactor! }
        let largest = looks.max { ($0.scaleFactor ?? 0) < ($1.scaleFactor ?? 0) }
        return exact ?? above ?? largest
    }

    /// Whether the set has a variant for the dark appearance (its users must follow it).
    static func variesByAppearance(_ variants: [AssetContents.Variant]) -> Bool {
        variants.contains { $0.luminosity == "dark" }
    }
}
