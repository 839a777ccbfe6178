import Foundation
import QuartzCore

/// An image with a scale, an orientation and, for resizable images, cap insets (Apple: UIImage).
/// `size` is in points: the pixel size divided by `scale`.
public final class UIImage: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let cgImage: CGImage?
    public let scale: CGFloat
    public let imageOrientation: Orientation
    /// Cap insets of a resizable image (points): the parts that do not stretch.
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    /// The frames of an animated image, and how long one cycle lasts.
    public let images: [UIImage]?
    public let duration: TimeInterval

    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    public enum ResizingMode: Int, Sendable { case tile, stretch }
    /// How the image is drawn (Apple): a template image is drawn in the tint colour of the
    /// view showing it, its own colours ignored and its alpha kept.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public let renderingMode: RenderingMode
    /// A system symbol's name and configuration (Symbols/UIImage+Symbols.swift), set once as
    /// the image is made.
    package var symbolSource: (name: String, configuration: SymbolConfiguration)?
    /// The variants this image is one of (an asset catalog's image set, or images registered
    /// together); nil for an image made from pixels or a file.
    public internal(set) var imageAsset: UIImageAsset?
    /// Insets from the image's edges to its content, which Auto Layout aligns (an image
    /// view's alignment rect); set by `withAlignmentRectInsets(_:)`.
    public internal(set) var alignmentRectInsets = UIEdgeInsets.zero
    /// The distance of the image's baseline above its bottom, if it has one
    /// (`withBaselineOffset(fromBottom:)`): an image view's baselines are there.
    public internal(set) var baselineOffsetFromBottom: CGFloat?
    public var hasBaseline: Bool { baselineOffsetFromBottom != nil }

    /// This image with content insets for alignment.
    public func withAlignmentRectInsets(_ insets: UIEdgeInsets) -> UIImage {
        let image = withRenderingMode(renderingMode)
        image.alignmentRectInsets = insets
        return image
    }

    /// This image with a baseline `offset` points above its bottom.
    public func withBaselineOffset(fromBottom offset: CGFloat) -> UIImage {
        let image = withRenderingMode(renderingMode)
        image.baselineOffsetFromBottom = offset
        return image
    }

    /// This image without a baseline.
    public func imageWithoutBaseline() -> UIImage {
        let image = withRenderingMode(renderingMode)
        image.baselineOffsetFromBottom = nil
        return image
    }

    init(cgImage: CGImage?, scale: CGFloat, orientation: Orientation, capInsets: UIEdgeInsets = .zero,
                 resizingMode: ResizingMode = .tile, images: [UIImage]? = nil, duration: TimeInterval = 0,
                 renderingMode: RenderingMode = .automatic) {
        self.renderingMode = renderingMode
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.imageOrientation = orientation
        self.capInsets = capInsets; self.resizingMode = resizingMode
        self.images = images; self.duration = duration
    }

    /// An empty image (size zero).
    public convenience init() { self.init(cgImage: nil, scale: 1, orientation: .up) }
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: Optional(cgImage), scale: scale, orientation: orientation)
    }

    /// PNG or JPEG bytes; nil for anything else or a corrupt file.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let image = UIImage.decode(data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// An image file; the scale comes from an `@2x`/`@3x` name. nil for a missing or unreadable file.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let image = UIImage.decode(data) else { return nil }
        self.init(cgImage: image, scale: UIImage.scale(fromName: (path as NSString).lastPathComponent), orientation: .up)
    }

    /// The image named `name` among the app's resources: the main bundle and the resource
    /// bundles beside the executable (where Swift packages put each target's resources). Looks
    /// for `name@Nx` at the screen's scale first, then `name`, then the other scales, as PNG,
    /// then JPEG. nil when there is none, or it cannot be read. Images are cached by name.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    /// `init(named:)` looking in `bundle` first.
    public convenience init?(named name: String, in bundle: Bundle?) {
        self.init(named: name, in: bundle, scale: UIScreen.main.scale)
    }

    /// `init(named:in:)` for `traitCollection`: its display scale picks among `@2x` and `@3x`
    /// files (the screen's when it has none).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
        self.init(named: name, in: bundle, scale: scale)
    }

    /// `init(named:in:)`: a configuration changes nothing of an image that is not a symbol
    /// (Lamina's configurations carry no traits to pick a variant by).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, scale: UIScreen.main.scale)
    }

    private convenience init?(named name: String, in bundle: Bundle?, scale: CGFloat) {
        guard !name.isEmpty else { return nil }
        // An asset catalog's image set first, as UIKit looks in the compiled catalog first:
        // the variant for the current appearance and the scale, with the set as its asset.
        if let set = AssetCatalog.find(name, kind: .image, in: bundle) {
            let asset = UIImageAsset(catalogSet: set)
            let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: UITraitCollection.currentStyle),
                                                        UITraitCollection(displayScale: scale)])
            let variant = asset.image(with: traits)
            guard let cg = variant.cgImage else { return nil }
            self.init(cgImage: cg, scale: variant.scale, orientation: .up, capInsets: variant.capInsets,
                      resizingMode: variant.resizingMode, renderingMode: variant.renderingMode)
            imageAsset = asset
            return
        }
        guard let found = UIImage.lookUp(name, in: bundle, scale: scale) else { return nil }
        self.init(cgImage: found.cgImage, scale: found.scale, orientation: .up)
    }

    /// An image that cycles through `images` over `duration` seconds.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(cgImage: first.cgImage, scale: first.scale, orientation: first.imageOrientation,
                       images: images, duration: duration.isFinite && duration >= 0 ? duration : 0)
    }

    /// The size in points (pixels / scale).
    public var size: CGSize {
        guard let cg = cgImage else { return .zero }
        return CGSize(width: CGFloat(cg.width) / scale, height: CGFloat(cg.height) / scale)
    }

    /// A resizable image whose `insets` stay fixed: a layer shows it with `contentsCenter`
    /// (the centre is stretched; Lamina's compositor does not tile it for `.tile`).
    public func resizableImage(withCapInsets insets: UIEdgeInsets, resizingMode: ResizingMode = .tile) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, capInsets: insets, resizingMode: resizingMode,
                renderingMode: renderingMode)
    }
    public func stretchableImage(withLeftCapWidth left: Int, topCapHeight top: Int) -> UIImage {
        let s = size
        return resizableImage(withCapInsets: UIEdgeInsets(top: CGFloat(top), left: CGFloat(left),
                                                          bottom: max(0, s.height - CGFloat(top) - 1),
                                                          right: max(0, s.width - CGFloat(left) - 1)), resizingMode: .stretch)
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, capInsets: capInsets, resizingMode: resizingMode,
                            images: images, duration: duration, renderingMode: renderingMode)
        image.symbolSource = symbolSource
        image.imageTintColor = imageTintColor
        image.imageAsset = imageAsset
        image.alignmentRectInsets = alignmentRectInsets
        image.baselineOffsetFromBottom = baselineOffsetFromBottom
        return image
    }

    /// The colour the image always shows in (`withTintColor`), over any view's tint.
    package internal(set) var imageTintColor: UIColor?

    /// The image drawn in `color` wherever it is shown — in an image view, a button or
    /// `draw(in:)` — whatever tint the view has (Apple: `withTintColor(_:)`): its shape filled
    /// with the colour. The rendering mode stays the image's.
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: renderingMode) }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let image = withRenderingMode(renderingMode)
        image.imageTintColor = color
        return image
    }

    /// This image with `other`'s own tint colour, if it has one (a symbol re-configured).
    func keepingTint(of other: UIImage) -> UIImage {
        guard let tint = other.imageTintColor else { return self }
        return withTintColor(tint, renderingMode: renderingMode)
    }

    /// The image's shape (its alpha) filled with `color`: how a template image is shown.
    package func tinted(_ color: UIColor) -> CGImage? {
        guard let image = cgImage, image.width > 0, image.height > 0,
              let ctx = CGContext(data: nil, width: image.width, height: image.height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        let r = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        ctx.draw(image, in: r)
        ctx.setBlendMode(.sourceIn)
        ctx.setFillColor(color.cgColor)
        ctx.fill(r)
        return ctx.makeImage()
    }

    /// The unit rect of the contents that stretches: what a layer's `contentsCenter` is for
    /// this image's cap insets (the whole image when it has none).
    public var contentsCenter: CGRect {
        let s = size
        guard capInsets != .zero, s.width > 0, s.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let x = capInsets.left / s.width, y = capInsets.top / s.height
        let w = max(0, s.width - capInsets.left - capInsets.right) / s.width
        let h = max(0, s.height - capInsets.top - capInsets.bottom) / s.height
        return CGRect(x: x, y: y, width: w, height: h)
    }

    public func pngData() -> Data? { cgImage?.pngData() }
    /// The image as JPEG data at `compressionQuality` 0 (smallest) to 1 (best); transparent
    /// parts come out black (JPEG has no alpha). Nil when the image cannot be encoded.
    public func jpegData(compressionQuality: CGFloat) -> Data? { cgImage?.jpegData(quality: compressionQuality) }

    // MARK: Drawing into the current context

    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }
    /// Draws upright in UIKit's y-down context (an image context or `draw(_:)`'s).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext(), let cg = imageTintColor.flatMap(tinted) ?? cgImage,
              rect.width.isFinite, rect.height.isFinite else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        // CGContext.draw puts the image's top row at the rect's maxY (y-up); flip about the rect.
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(cg, in: rect)
        ctx.restoreGState()
    }

    public static func == (l: UIImage, r: UIImage) -> Bool { l === r }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    public var description: String { "<UIImage \(size.width)×\(size.height) @\(scale)x>" }

    // MARK: Files and names

    static func decode(_ data: Data) -> CGImage? {
        guard let provider = CGDataProvider(data: data) else { return nil }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        if data.starts(with: [0xFF, 0xD8]) {
            return CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        return nil
    }

    /// 2 for `name@2x.png`, 3 for `@3x`, else 1.
    static func scale(fromName file: String) -> CGFloat {
        let base = (file as NSString).deletingPathExtension
        guard let at = base.range(of: "@", options: .backwards), base.hasSuffix("x"),
              let n = Double(base[at.upperBound...].dropLast()), n > 0, n.isFinite else { return 1 }
        return CGFloat(n)
    }

    private static let cache = NamedImageCache()

    private static func lookUp(_ name: String, in bundle: Bundle?, scale screenScale: CGFloat) -> UIImage? {
        let key = "\(bundle?.bundlePath ?? "")|\(name)|\(screenScale)"
        if let hit = cache.get(key) { return hit }
        let ext = (name as NSString).pathExtension
        let base = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let exts = ext.isEmpty ? ["png", "jpg", "jpeg"] : [ext]
        let preferred = Int(screenScale.rounded())
        var suffixes = preferred > 1 ? ["@\(preferred)x", ""] : ["", "@2x", "@3x"]
        for s in ["@2x", "@3x"] where !suffixes.contains(s) { suffixes.append(s) }
        for dir in AppResources.searchDirectories(bundle) {
            for e in exts {
                for suffix in suffixes {
                    let path = (dir as NSString).appendingPathComponent("\(base)\(suffix).\(e)")
                    if FileManager.default.fileExists(atPath: path), let image = UIImage(contentsOfFile: path) {
                        cache.set(key, image)
                        return image
                    }
                }
            }
        }
        return nil
    }
}

/// Named images already loaded (UIKit caches `UIImage(named:)`), shared by threads.
private final class NamedImageCache: @unchecked Sendable {
    private var images: [String: UIImage] = [:]
    private let lock = NSLock()
    func get(_ key: String) -> UIImage? { lock.lock(); defer { lock.unlock() }; return images[key] }
    func set(_ key: String, _ image: UIImage) { lock.lock(); images[key] = image; lock.unlock() }
}
