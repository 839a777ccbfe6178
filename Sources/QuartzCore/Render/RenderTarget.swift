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
}
