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
