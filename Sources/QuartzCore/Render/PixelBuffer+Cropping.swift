import CoreGraphics
import Foundation

extension PixelBuffer {
    /// The smallest rect holding every pixel with any nonzero byte; nil when all are zero.
    func nonzeroBounds() -> PixelRect? {
        let bytesPerPixel = format == .a8 ? 1 : 4, rowBytes = width * bytesPerPixel
        var x0 = Int.max, x1 = -1, y0 = Int.max, y1 = -1
        for y in 0..<height {
            let row = UnsafeRawBufferPointer(start: pointer + y * stride, count: rowBytes)
            guard let first = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else { continue }
            x0 = min(x0, first / bytesPerPixel); x1 = max(x1, last / bytesPerPixel)
            y0 = min(y0, y); y1 = y
        }
        return x1 < 0 ? nil : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// A new buffer holding `r`'s pixels of this one (`r` inside it).
    func cropped(to r: PixelRect) -> PixelBuffer? {
        precondition(r.x >= 0 && r.y >= 0 && r.x + r.width <= width && r.y + r.height <= height,
                     "PixelBuffer.cropped(to:) wants a rect inside the buffer")
        guard let out = PixelBuffer(width: r.width, height: r.height, format: format) else { return nil }
        let bytesPerPixel = format == .a8 ? 1 : 4
        for y in 0..<r.height {
            memcpy(out.pointer + y * out.stride, pointer + (r.y + y) * stride + r.x * bytesPerPixel, r.width * bytesPerPixel)
        }
        return out
    }
}
