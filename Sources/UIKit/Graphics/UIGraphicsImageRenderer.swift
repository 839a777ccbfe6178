import Foundation
import QuartzCore

/// How a graphics image renderer's images are made (Apple: UIGraphicsImageRendererFormat).
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point; the main screen's by default.
    public var scale: CGFloat
    /// No alpha channel: the image starts black and opaque.
    public var opaque = false
    public enum Range: Int, Sendable { case automatic, `default`, extended, standard, unspecified }
    /// Lamina draws 8-bit sRGB whatever the range asked for (the standard range).
    public var preferredRange = Range.automatic
    public init() { scale = UIScreen.main.scale }
    public init(scale: CGFloat, opaque: Bool) { self.scale = scale; self.opaque = opaque }
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context handed to a renderer's drawing block (Apple: UIGraphicsImageRendererContext).
public final class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    private let scale: CGFloat
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, scale: CGFloat) {
        self.cgContext = cgContext; self.format = format; self.scale = scale
    }
    /// What has been drawn so far.
    public var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: scale, orientation: .up)
    }
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images with a block (Apple: UIGraphicsImageRenderer): each call makes a context of
/// the renderer's size and format, flipped to UIKit's top-left, current while the block runs.
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { self.size = size; self.format = format }
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// The image the block draws. An impossible size gives an empty image, as iOS does.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let (ctx, scale) = makeUIKitBitmapContext(size: size, opaque: format.opaque, scale: format.scale) else {
            Diagnostics.warn("UIGraphicsImageRenderer: invalid size \(size); an empty image")
            return UIImage()
        }
        if format.opaque { ctx.setFillColor(CGColor.black); ctx.fill(CGRect(origin: .zero, size: size)) }
        UIGraphicsPushContext(ctx)
        actions(UIGraphicsImageRendererContext(cgContext: ctx, format: format, scale: scale))
        UIGraphicsPopContext()
        guard let cg = ctx.makeImage() else { return UIImage() }
        return UIImage(cgImage: cg, scale: scale, orientation: .up)
    }

    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
