import Foundation
import QuartzCore

/// Images made ready to show (Apple, iOS 15): a thumbnail at a size, drawn once so that a
/// large picture is not kept or scaled at full size for a small view, and a copy decoded for
/// display. Lamina's images are decoded when made, so the display copy shares the pixels.
/// The asynchronous forms do the work on a background queue and call back there.
extension UIImage {
    /// The image drawn to fill `size` (pixels, at scale 1; the aspect ratio is the size's —
    /// compute a size of the image's ratio to keep it), or nil without pixels or for an
    /// empty or impossible size.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard let cg = cgImage, size.width.isFinite, size.height.isFinite else { return nil }
        let w = Int(size.width.rounded()), h = Int(size.height.rounded())
        guard w > 0, h > 0, w <= 16_384, h <= 16_384 else { return nil }
        let opaque = cg.alphaInfo == .none || cg.alphaInfo == .noneSkipFirst || cg.alphaInfo == .noneSkipLast
        let info = (opaque ? CGImageAlphaInfo.noneSkipFirst : .premultipliedFirst).rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return nil }
        ctx.interpolationQuality = .high
        ctx.draw(cg, in: CGRect(x: 0, y: 0, width: w, height: h))
        guard let made = ctx.makeImage() else { return nil }
        return UIImage(cgImage: made, scale: 1, orientation: imageOrientation, renderingMode: renderingMode)
    }

    /// `preparingThumbnail(of:)` on a background queue; the handler is called there.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self.preparingThumbnail(of: size)) }
    }

    /// The thumbnail, made off the caller's actor (an async function without one runs on the
    /// concurrent executor).
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }

    /// A copy ready to draw without decoding (nil without pixels).
    public func preparingForDisplay() -> UIImage? {
        guard let cg = cgImage else { return nil }
        return UIImage(cgImage: cg, scale: scale, orientation: imageOrientation, capInsets: capInsets,
                       resizingMode: resizingMode, renderingMode: renderingMode)
    }

    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self.preparingForDisplay()) }
    }

    public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }
}
