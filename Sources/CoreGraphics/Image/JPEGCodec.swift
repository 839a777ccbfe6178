import CImageCodecs

extension CGImage {
    /// A JPEG image from a provider of JPEG bytes (gray or RGB, 8 bits per component, no alpha);
    /// nil for data libjpeg cannot decode.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data, !data.isEmpty else { return nil }
        var out: UnsafeMutablePointer<UInt8>?
        var w: UInt32 = 0, h: UInt32 = 0, components: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            lamina_jpeg_decode(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count,
                               UInt32(PixelBuffer.maximumPixels), &out, &w, &h, &components, &message, message.count)
        }
        guard status == 0, let pixels = out else { return nil }
        defer { lamina_free(pixels) }
        let width = Int(w), height = Int(h), bpp = Int(components)
        let gray = bpp == 1
        guard let provider = CGDataProvider(data: Data(bytes: pixels, count: width * height * bpp)) else { return nil }
        self.init(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 8 * bpp, bytesPerRow: width * bpp,
                  space: gray ? .deviceGray : .srgbSpace, bitmapInfo: CGBitmapInfo(alpha: .none), provider: provider,
                  decode: decode, shouldInterpolate: shouldInterpolate, intent: intent)
    }
}

extension CGImage {
    /// The image encoded as a baseline JPEG of `quality` 0…1 (Lamina's counterpart of
    /// ImageIO's JPEG destination, which `UIImage.jpegData(compressionQuality:)` uses). JPEG
    /// has no alpha: the colour is written as it is premultiplied, so transparent parts come
    /// out black, as ImageIO writes them. Nil when libjpeg refuses the image (a side over
    /// 65,500 pixels).
    package func jpegData(quality: CGFloat) -> Data? {
        let source = pixels
        let width = source.width, height = source.height
        let q = quality.isNaN ? 75 : Int32((min(1, max(0, quality)) * 100).rounded())
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let p = source.argb(x: x, y: y), o = (y * width + x) * 3
                rgb[o] = UInt8(truncatingIfNeeded: p >> 16)
                rgb[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                rgb[o + 2] = UInt8(truncatingIfNeeded: p)
            }
        }
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = rgb.withUnsafeBufferPointer { buffer in
            lamina_jpeg_encode(buffer.baseAddress, UInt32(width), UInt32(height), 3, width * 3, q, &out, &length, &message, message.count)
        }
        guard status == 0, let bytes = out else { return nil }
        defer { lamina_free(bytes) }
        return Data(bytes: bytes, count: length)
    }
}
