/// An immutable bitmap image (Apple: CGImage). Keeps the layout it was described with (for
/// `bitsPerPixel`, `bitmapInfo`, `dataProvider`…) and a native premultiplied copy for drawing.
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    /// The image's bytes in its described layout: the provider it was made from, or for an
    /// image made from native pixels (a context's, a decoder's, a video frame's) a copy of them
    /// made when asked — not when the image is made, which for a frame would copy every pixel.
    public var dataProvider: CGDataProvider? {
        describedProvider ?? CGDataProvider(data: Data(bytes: pixels.pointer, count: pixels.byteCount))
    }
    private let describedProvider: CGDataProvider?
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent
    public let isMask = false
    /// The pixels in the layout the compositor and cairo read.
    package let pixels: PixelBuffer

    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }
    public var byteOrderInfo: CGImageByteOrderInfo { bitmapInfo.byteOrder ?? .orderDefault }
    public var utType: String? { nil }

    /// An image over `provider`'s bytes. nil, as on Apple, for a layout Lamina cannot read
    /// (8 bits per component only), an impossible size, a row stride too small for the width,
    /// or too few bytes for the rows.
    public init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                 decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard PixelBuffer.validSize(width, height),
              let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                       model: space.model, info: bitmapInfo),
              bytesPerRow >= width * layout.bytesPerPixel,
              let data = provider.data,
              data.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel,
              let buffer = PixelBuffer(width: width, height: height,
                                       format: layout.kind == .alpha8 ? .a8 : (layout.hasAlpha ? .argb32 : .rgb24))
        else { return nil }
        data.withUnsafeBytes { src in
            layout.convertToNative(from: src, srcStride: bytesPerRow, to: buffer.bytes, dstStride: buffer.stride,
                                   width: width, height: height)
        }
        self.width = width; self.height = height
        self.bitsPerComponent = bitsPerComponent; self.bitsPerPixel = bitsPerPixel; self.bytesPerRow = bytesPerRow
        colorSpace = layout.kind == .alpha8 ? nil : space
        self.bitmapInfo = bitmapInfo
        describedProvider = provider
        self.shouldInterpolate = shouldInterpolate
        renderingIntent = intent
        pixels = buffer
    }

    /// An image that takes ownership of native pixels (from a context, a decoder or the compositor).
    package init(pixels: PixelBuffer, space: CGColorSpace = .srgbSpace) {
        self.pixels = pixels
        width = pixels.width; height = pixels.height
        bitsPerComponent = 8
        bitsPerPixel = pixels.format == .a8 ? 8 : 32
        bytesPerRow = pixels.stride
        colorSpace = pixels.format == .a8 ? nil : space
        switch pixels.format {
        case .argb32: bitmapInfo = CGBitmapInfo(alpha: .premultipliedFirst, byteOrder: .order32Little)
        case .rgb24: bitmapInfo = CGBitmapInfo(alpha: .noneSkipFirst, byteOrder: .order32Little)
        case .a8: bitmapInfo = CGBitmapInfo(alpha: .alphaOnly)
        }
        describedProvider = nil
        shouldInterpolate = true
        renderingIntent = .defaultIntent
    }

    /// The part of the image inside `rect` (pixel coordinates, top-left origin), made integral
    /// and clipped to the image; nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite else { return nil }
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1,
              let out = pixels.copying(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height)) else { return nil }
        return CGImage(pixels: out, space: colorSpace ?? .srgbSpace)
    }

    public func copy() -> CGImage? { self }

    public static func == (l: CGImage, r: CGImage) -> Bool { l === r }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    public var description: String { "<CGImage \(width)×\(height), \(bitsPerPixel) bpp, \(alphaInfo)>" }
}
