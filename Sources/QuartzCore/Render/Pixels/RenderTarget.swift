import CPixelKernels

/// Pixels being rendered into: a buffer whose (0, 0) sits at `origin` in device pixels, and
/// the device region drawing may touch.
package struct RenderTarget {
    package let buffer: PixelBuffer
    package let image: PixmanImage
    package let origin: (x: Int, y: Int)
    package var clip: PixelRect

    package init(buffer: PixelBuffer, origin: (x: Int, y: Int) = (0, 0), clip: PixelRect? = nil) {
        self.buffer = buffer
        image = PixmanImage.plain(buffer)
        self.origin = origin
        self.clip = clip ?? PixelRect(x: origin.x, y: origin.y, width: buffer.width, height: buffer.height)
    }

    /// Composites `source` (× `mask`) over the device `region`; a buffer-backed mask or source
    /// given with its own device origin is read at the matching pixels.
    package func composite(_ source: PixmanImage, sourceOrigin: (x: Int, y: Int)? = nil,
                           mask: PixmanImage?, maskOrigin: (x: Int, y: Int)? = nil, region: PixelRect,
                           op: PixmanImage.Operator = .over) {
        let r = region.intersection(clip)
        guard !r.isEmpty else { return }
        let dx = r.x - origin.x, dy = r.y - origin.y
        let so = sourceOrigin.map { (origin.x - $0.x, origin.y - $0.y) } ?? (0, 0)
        let mo = maskOrigin.map { (origin.x - $0.x, origin.y - $0.y) } ?? (0, 0)
        PixmanImage.composite(op, source: source, mask: mask, into: image, x: dx, y: dy, width: r.width, height: r.height,
                              sourceOffset: so, maskOffset: mo)
    }

    /// Premultiplied ARGB32 `pixels`, whose pixel (0, 0) is device pixel `o`, composited OVER
    /// the target but for the device rect `hidden` (a sprite's core, filled apart): in one pass
    /// of `CPixelKernels`' AVX2 loop where the CPU has it and the target is premultiplied ARGB
    /// (the same bytes as pixman's, in half its time on a sprite's rim — `lamina bench
    /// --only compositor`), else by pixman in up to four pieces around `hidden`.
    func composite(premultiplied pixels: PixelBuffer, at o: (x: Int, y: Int), outside hidden: PixelRect?) {
        let whole = PixelRect(x: o.x, y: o.y, width: pixels.width, height: pixels.height)
        // pixman keeps to its images' bounds; the kernel is told them.
        let r = whole.intersection(clip).intersection(PixelRect(x: origin.x, y: origin.y, width: buffer.width, height: buffer.height))
        guard !r.isEmpty else { return }
        if pixels.format == .argb32, buffer.format == .argb32 {
            let skip = hidden?.intersection(r) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
            let from = UnsafePointer(pixels.pointer.assumingMemoryBound(to: UInt8.self)) + (r.y - o.y) * pixels.stride + (r.x - o.x) * 4
            let to = buffer.pointer.assumingMemoryBound(to: UInt8.self) + (r.y - origin.y) * buffer.stride + (r.x - origin.x) * 4
            if lamina_over_premultiplied(from, pixels.stride, to, buffer.stride, Int32(r.width), Int32(r.height),
                                         Int32(skip.x - r.x), Int32(skip.y - r.y), Int32(skip.width), Int32(skip.height)) != 0 {
                return
            }
        }
        let image = PixmanImage.plain(pixels)
        guard let hidden else { composite(image, sourceOrigin: o, mask: nil, region: whole); return }
        whole.forEachPart(outside: hidden) { composite(image, sourceOrigin: o, mask: nil, region: $0) }
    }
}
