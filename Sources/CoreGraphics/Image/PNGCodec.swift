import CCairo

/// PNG through cairo's libpng reader and writer (cairo catches libpng's longjmp errors).
package enum PNGCodec {
    private final class ReadCursor { let data: Data; var offset = 0; init(_ d: Data) { data = d } }

    /// Width and height from the IHDR chunk, so an absurd size is refused before allocating.
    static func headerSize(_ data: Data) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24, Array(data.prefix(8)) == signature,
              data.dropFirst(12).prefix(4).elementsEqual("IHDR".utf8) else { return nil }
        func be32(_ at: Int) -> Int {
            data.dropFirst(at).prefix(4).reduce(0) { $0 << 8 | Int($1) }
        }
        return (be32(16), be32(20))
    }

    package static func decode(_ data: Data) -> PixelBuffer? {
        guard let (w, h) = headerSize(data), PixelBuffer.validSize(w, h) else { return nil }
        let cursor = ReadCursor(data)
        let unmanaged = Unmanaged.passRetained(cursor)
        defer { unmanaged.release() }
        let surface = cairo_image_surface_create_from_png_stream({ closure, out, length in
            let c = Unmanaged<ReadCursor>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard let out, c.offset + n <= c.data.count else { return CAIRO_STATUS_READ_ERROR }
            c.data.withUnsafeBytes { src in
                out.update(from: src.baseAddress!.assumingMemoryBound(to: UInt8.self) + c.offset, count: n)
            }
            c.offset += n
            return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque())
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let format: PixelBuffer.Format
        switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_ARGB32: format = .argb32
        case CAIRO_FORMAT_RGB24: format = .rgb24
        default: return nil
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let src = cairo_image_surface_get_data(surface),
              let out = PixelBuffer(width: width, height: height, format: format) else { return nil }
        for y in 0..<height {
            (out.pointer + y * out.stride).copyMemory(from: src + y * stride, byteCount: width * 4)
        }
        return out
    }

    package static func encode(_ pixels: PixelBuffer) -> Data? {
        var source = pixels
        if pixels.format == .a8 {
            // Alpha-only: black with that alpha.
            guard let c = PixelBuffer(width: pixels.width, height: pixels.height, format: .argb32) else { return nil }
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    (c.pointer + y * c.stride).storeBytes(of: pixels.argb(x: x, y: y), toByteOffset: x * 4, as: UInt32.self)
                }
            }
            source = c
        }
        let surface = source.makeCairoSurface()
        defer { cairo_surface_destroy(surface) }
        final class Sink { var data = Data() }
        let sink = Sink()
        let unmanaged = Unmanaged.passRetained(sink)
        defer { unmanaged.release() }
        let status = withExtendedLifetime(source) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                let s = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                if let bytes { s.data.append(bytes, count: Int(length)) }
                return CAIRO_STATUS_SUCCESS
            }, unmanaged.toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }
}

extension CGImage {
    /// A PNG image from a provider of PNG bytes; nil for data that is not a readable PNG.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data, let pixels = PNGCodec.decode(data) else { return nil }
        self.init(pixels: pixels)
    }

    /// The image encoded as PNG (Lamina's counterpart of ImageIO/`UIImage.pngData()`, which
    /// UIKit's `UIImage` uses too). Deterministic: the same pixels give the same bytes.
    public func pngData() -> Data? { PNGCodec.encode(pixels) }
}
