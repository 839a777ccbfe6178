/// A byte layout Lamina can read or write, resolved from Apple's (bitsPerPixel, space, bitmapInfo).
///
/// The native layout is premultiplied ARGB in a 32-bit native-endian word (`premultipliedFirst |
/// byteOrder32Little` on x86): cairo's CAIRO_FORMAT_ARGB32 and pixman's a8r8g8b8, so the
/// compositor reads drawn pixels without a copy.
package struct PixelLayout: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case rgba32, rgb24, gray8, grayAlpha16, alpha8 }
    package let kind: Kind
    /// Byte offsets of r, g, b, a within a pixel (nil where absent).
    package let r: Int, g: Int, b: Int
    package let a: Int?
    package let premultiplied: Bool

    package var bytesPerPixel: Int {
        switch kind { case .rgba32: return 4; case .rgb24: return 3; case .grayAlpha16: return 2; default: return 1 }
    }
    package var hasAlpha: Bool { a != nil }
    package static let native = PixelLayout(kind: .rgba32, r: 2, g: 1, b: 0, a: 3, premultiplied: true)
    package static let nativeOpaque = PixelLayout(kind: .rgba32, r: 2, g: 1, b: 0, a: nil, premultiplied: true)
    package static let alphaOnly = PixelLayout(kind: .alpha8, r: 0, g: 0, b: 0, a: 0, premultiplied: true)

    /// The layout for an image or context description; nil when Lamina cannot read it.
    package init?(bitsPerComponent: Int, bitsPerPixel: Int, model: CGColorSpaceModel?, info: CGBitmapInfo) {
        guard bitsPerComponent == 8, !info.contains(.floatComponents),
              let alpha = info.alphaInfo, let order = info.byteOrder else { return nil }
        let premul = alpha == .premultipliedFirst || alpha == .premultipliedLast
        switch (bitsPerPixel, alpha) {
        case (8, .alphaOnly):
            self = .alphaOnly
        case (8, .none) where model == .monochrome:
            self.init(kind: .gray8, r: 0, g: 0, b: 0, a: nil, premultiplied: true)
        case (16, _) where model == .monochrome && alpha != .none && alpha != .alphaOnly:
            let first = alpha == .first || alpha == .premultipliedFirst || alpha == .noneSkipFirst
            let skip = alpha == .noneSkipFirst || alpha == .noneSkipLast
            self.init(kind: .grayAlpha16, r: first ? 1 : 0, g: first ? 1 : 0, b: first ? 1 : 0,
                      a: skip ? nil : (first ? 0 : 1), premultiplied: premul)
        case (24, .none) where model != .monochrome:
            self.init(kind: .rgb24, r: 0, g: 1, b: 2, a: nil, premultiplied: true)
        case (32, _) where model != .monochrome && alpha != .none && alpha != .alphaOnly:
            let first = alpha == .first || alpha == .premultipliedFirst || alpha == .noneSkipFirst
            let skip = alpha == .noneSkipFirst || alpha == .noneSkipLast
            // Logical order ARGB (first) or RGBA (last); 32-bit little-endian reverses it in memory.
            var logical = first ? [1, 2, 3, 0] : [0, 1, 2, 3]         // byte index of r, g, b, a
            if order == .order32Little { logical = logical.map { 3 - $0 } }
            else if order != .orderDefault && order != .order32Big { return nil }
            self.init(kind: .rgba32, r: logical[0], g: logical[1], b: logical[2],
                      a: skip ? nil : logical[3], premultiplied: premul || skip)
        default:
            return nil
        }
    }

    package init(kind: Kind, r: Int, g: Int, b: Int, a: Int?, premultiplied: Bool) {
        self.kind = kind; self.r = r; self.g = g; self.b = b; self.a = a; self.premultiplied = premultiplied
    }

    /// Calls `body` with each row's source and destination; alpha-only rows are copied as they are.
    private func eachRow(_ src: UnsafeRawBufferPointer, _ srcStride: Int, _ dst: UnsafeMutableRawBufferPointer,
                         _ dstStride: Int, width: Int, height: Int,
                         _ body: (UnsafeRawPointer, UnsafeMutableRawPointer) -> Void) {
        for y in 0..<height {
            let s = src.baseAddress! + y * srcStride
            let d = dst.baseAddress! + y * dstStride
            if kind == .alpha8 { d.copyMemory(from: s, byteCount: width) } else { body(s, d) }
        }
    }

    /// Converts rows of this layout into native premultiplied ARGB32 (or a8 for alpha-only).
    package func convertToNative(from src: UnsafeRawBufferPointer, srcStride: Int,
                                 to dst: UnsafeMutableRawBufferPointer, dstStride: Int, width: Int, height: Int) {
        let bpp = bytesPerPixel
        eachRow(src, srcStride, dst, dstStride, width: width, height: height) { s, d in
            let out = d.assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = s + x * bpp
                let alpha = a.map { UInt32(p.load(fromByteOffset: $0, as: UInt8.self)) } ?? 255
                var rr = UInt32(p.load(fromByteOffset: r, as: UInt8.self))
                var gg = UInt32(p.load(fromByteOffset: g, as: UInt8.self))
                var bb = UInt32(p.load(fromByteOffset: b, as: UInt8.self))
                if premultiplied {
                    rr = min(rr, alpha); gg = min(gg, alpha); bb = min(bb, alpha)   // keep it valid
                } else {
                    rr = (rr * alpha + 127) / 255; gg = (gg * alpha + 127) / 255; bb = (bb * alpha + 127) / 255
                }
                out[x] = alpha << 24 | rr << 16 | gg << 8 | bb
            }
        }
    }

    /// Converts native rows back into this layout (the inverse of `convertToNative`).
    package func convertFromNative(from src: UnsafeRawBufferPointer, srcStride: Int,
                                   to dst: UnsafeMutableRawBufferPointer, dstStride: Int, width: Int, height: Int) {
        let bpp = bytesPerPixel
        eachRow(src, srcStride, dst, dstStride, width: width, height: height) { s, d in
            let pix = s.assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let v = pix[x]
                let alpha = v >> 24
                var rr = (v >> 16) & 0xFF, gg = (v >> 8) & 0xFF, bb = v & 0xFF
                if !premultiplied, alpha > 0, alpha < 255 {
                    rr = min(255, (rr * 255 + alpha / 2) / alpha)
                    gg = min(255, (gg * 255 + alpha / 2) / alpha)
                    bb = min(255, (bb * 255 + alpha / 2) / alpha)
                }
                let p = d + x * bpp
                if kind == .gray8 || kind == .grayAlpha16 {
                    let luma = (rr * 77 + gg * 150 + bb * 29 + 128) >> 8
                    p.storeBytes(of: UInt8(luma), toByteOffset: r, as: UInt8.self)
                } else {
                    p.storeBytes(of: UInt8(rr), toByteOffset: r, as: UInt8.self)
                    p.storeBytes(of: UInt8(gg), toByteOffset: g, as: UInt8.self)
                    p.storeBytes(of: UInt8(bb), toByteOffset: b, as: UInt8.self)
                }
                if let ai = a { p.storeBytes(of: UInt8(alpha), toByteOffset: ai, as: UInt8.self) }
                else if kind == .rgba32 {
                    // The skipped byte: 0xFF keeps the word a valid opaque pixel for readers that look.
                    let skip = 6 - r - g - b
                    p.storeBytes(of: 0xFF, toByteOffset: skip, as: UInt8.self)
                }
            }
        }
    }
}
