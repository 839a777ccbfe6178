import CoreGraphics

/// Halved copies of images drawn with the trilinear minification filter, made once per image
/// and kept while it lives (Apple: `CALayerContentsFilter.trilinear` "uses mipmaps").
/// Each level is the previous one box-filtered 2×2 (premultiplied pixels average exactly),
/// down to 1×1.
final class MipmapCache {
    private struct Entry { weak var image: PixelBuffer?; var levels: [PixelBuffer]; var lastUsed: Int }
    @exclusivity(unchecked) private var entries: [ObjectIdentifier: Entry] = [:]
    @exclusivity(unchecked) private var frame = 0
    @exclusivity(unchecked) private var staleKeys: [ObjectIdentifier] = []

    /// The levels below `image` (level 1 is half its size), made on first use.
    func levels(of image: PixelBuffer) -> [PixelBuffer] {
        let id = ObjectIdentifier(image)
        if var e = entries[id], e.image === image {
            e.lastUsed = frame
            entries[id] = e
            return e.levels
        }
        var levels: [PixelBuffer] = []
        var previous = image
        while previous.width > 1 || previous.height > 1, let next = Self.halved(previous) {
            levels.append(next)
            previous = next
        }
        entries[id] = Entry(image: image, levels: levels, lastUsed: frame)
        return levels
    }

    /// Called once a frame: levels of images gone, or unused for 240 frames, are freed.
    func beginFrame() {
        frame += 1
        guard frame % 60 == 0 else { return }
        let now = frame
        entries.removeAll(where: { $0.image == nil || now - $0.lastUsed >= 240 }, collectingInto: &staleKeys)
    }

    /// `p` at half its size (rounded up; an odd last row or column averages with itself).
    static func halved(_ p: PixelBuffer) -> PixelBuffer? {
        guard p.format != .a8, let out = PixelBuffer(width: (p.width + 1) / 2, height: (p.height + 1) / 2, format: .argb32)
        else { return nil }
        let opaque: UInt32 = p.format == .rgb24 ? 0xFF00_0000 : 0
        let rowPixels = p.stride / 4
        let src = p.pointer.assumingMemoryBound(to: UInt32.self)
        for y in 0..<out.height {
            let y0 = 2 * y, y1 = min(2 * y + 1, p.height - 1)
            let dst = out.pointer.advanced(by: y * out.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<out.width {
                let x0 = 2 * x, x1 = min(2 * x + 1, p.width - 1)
                dst[x] = average(src[y0 * rowPixels + x0] | opaque, src[y0 * rowPixels + x1] | opaque,
                                 src[y1 * rowPixels + x0] | opaque, src[y1 * rowPixels + x1] | opaque)
            }
        }
        return out
    }

    /// The rounded mean of four ARGB pixels, two channels per sum.
    @inline(__always) static func average(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        let rb = ((a & 0x00FF_00FF) &+ (b & 0x00FF_00FF) &+ (c & 0x00FF_00FF) &+ (d & 0x00FF_00FF) &+ 0x0002_0002) >> 2
        let ag = (((a >> 8) & 0x00FF_00FF) &+ ((b >> 8) & 0x00FF_00FF) &+ ((c >> 8) & 0x00FF_00FF) &+ ((d >> 8) & 0x00FF_00FF)
                  &+ 0x0002_0002) >> 2
        return (rb & 0x00FF_00FF) | ((ag & 0x00FF_00FF) << 8)
    }
}
