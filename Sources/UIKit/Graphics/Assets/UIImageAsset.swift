import Foundation
import QuartzCore

/// The images of one picture for different traits (Apple: UIImageAsset): an asset catalog's
/// image set with its light and dark variants at each display scale, or images the app
/// registers for traits. `image(with:)` picks the one for a trait collection; an image view showing an
/// image that has an asset shows the variant for its own traits, again when they change.
public final class UIImageAsset: @unchecked Sendable {
    /// Registered images by the traits they serve (appearance and scale; unspecified: any).
    private var registered: [(style: UIUserInterfaceStyle, scale: CGFloat, image: UIImage)] = []
    /// The catalog set this asset reads, with the variants loaded so far (kept, so a variant
    /// is one object however often it is asked for).
    private let catalogSet: AssetCatalog.Set?
    private var loadedVariants: [String: UIImage] = [:]
    private let lock = NSLock()

    public init() { catalogSet = nil }

    init(catalogSet: AssetCatalog.Set) { self.catalogSet = catalogSet }

    /// Whether the asset has variants for the appearances (and so must be resolved again
    /// when a view's changes).
    var variesByAppearance: Bool {
        if let set = catalogSet { return AssetCatalog.variesByAppearance(set.contents.images ?? []) }
        return lock.withLock { Set(registered.map(\.style)).count > 1 }
    }

    /// The image for `traitCollection`: its appearance (unspecified reads as light) and
    /// display scale (unspecified: the main screen's).
    public func image(with traitCollection: UITraitCollection) -> UIImage {
        let style: UIUserInterfaceStyle = traitCollection.userInterfaceStyle == .dark ? .dark : .light
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        if let own = registeredImage(style: style, scale: scale) { return own }
        if let set = catalogSet, let image = catalogImage(set, style: style, scale: scale) { return image }
        return UIImage()
    }

    /// Adds `image` for the appearance and scale of `traitCollection` (replacing one there).
    public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        let style = traitCollection.userInterfaceStyle, scale = traitCollection.displayScale
        lock.withLock {
            registered.removeAll { $0.style == style && $0.scale == scale }
            registered.append((style, scale, image))
        }
        image.imageAsset = self
    }

    public func unregisterImage(with traitCollection: UITraitCollection) {
        let style = traitCollection.userInterfaceStyle, scale = traitCollection.displayScale
        lock.withLock { registered.removeAll { $0.style == style && $0.scale == scale } }
    }

    /// The registered image that best serves: the appearance (exact, else any), then the
    /// scale (exact or any, else the nearest above, else the largest).
    private func registeredImage(style: UIUserInterfaceStyle, scale: CGFloat) -> UIImage? {
        let all = lock.withLock { registered }
        let looks = all.filter { $0.style == style }.isEmpty ? all.filter { $0.style == .unspecified } : all.filter { $0.style == style }
        if let exact = looks.first(where: { $0.scale == scale || $0.scale == 0 }) { return exact.image }
        if let above = looks.filter({ $0.scale > scale }).min(by: { $0.scale < $1.scale }) { return above.image }
        return looks.max { $0.scale < $1.scale }?.image
    }

    private func catalogImage(_ set: AssetCatalog.Set, style: UIUserInterfaceStyle, scale: CGFloat) -> UIImage? {
        let variants = set.contents.images ?? []
        guard let v = AssetCatalog.choose(variants, style: style, scale: scale, usable: { Self.isReadable($0) }),
              let file = v.filename else {
            if variants.contains(where: { $0.filename != nil }) {
                Diagnostics.warn("asset catalog: image set \(set.name) has no PNG or JPEG file Lamina can read (vector PDF, SVG and HEIC are not); UIImage(named:) gives nil")
            }
            return nil
        }
        return lock.withLock {
            if let hit = loadedVariants[file] { return hit }
            guard let image = Self.load(set, v, file: file) else { return nil }
            image.imageAsset = self
            loadedVariants[file] = image
            return image
        }
    }

    private static func isReadable(_ v: AssetContents.Variant) -> Bool {
        guard let f = v.filename else { return false }
        return ["png", "jpg", "jpeg"].contains((f as NSString).pathExtension.lowercased())
    }

    /// A variant's file at the variant's scale, in the set's rendering intent, sliced as the
    /// variant's resizing says (cap insets are the file's pixels).
    private static func load(_ set: AssetCatalog.Set, _ v: AssetContents.Variant, file: String) -> UIImage? {
        let path = set.path(of: file)
        guard let data = FileManager.default.contents(atPath: path), let cg = UIImage.decode(data) else {
            Diagnostics.warn("asset catalog: \(path) is missing or not a PNG or JPEG image")
            return nil
        }
        let scale = CGFloat(v.scaleFactor ?? 1)
        let mode: UIImage.RenderingMode
        switch set.contents.properties?.templateRenderingIntent {
        case "template": mode = .alwaysTemplate
        case "original": mode = .alwaysOriginal
        default: mode = .automatic
        }
        var insets = UIEdgeInsets.zero
        var resizing = UIImage.ResizingMode.tile
        if let r = v.resizing, let caps = r.capInsets {
            func inset(_ key: String) -> CGFloat { CGFloat(caps[key] ?? 0) / scale }
            insets = UIEdgeInsets(top: inset("top"), left: inset("left"), bottom: inset("bottom"), right: inset("right"))
            resizing = r.center?.mode == "tile" ? .tile : .stretch
        }
        return UIImage(cgImage: cg, scale: scale, orientation: .up, capInsets: insets, resizingMode: resizing, renderingMode: mode)
    }
}
