import CoreGraphics

extension PixelBuffer {
    /// The smallest rect holding every pixel with any nonzero byte; nil when all are zero
    /// (what a sprite is trimmed to, `copying(x:y:width:height:)`).
    func nonzeroBounds() -> PixelRect? {
        let rowBytes = width * bytesPerPixel
        var x0 = Int.max, x1 = -1, y0 = Int.max, y1 = -1
        for y in 0..<height {
            let row = UnsafeRawBufferPointer(start: pointer + y * stride, count: rowBytes)
            guard let first = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else { continue }
            x0 = min(x0, first / bytesPerPixel); x1 = max(x1, last / bytesPerPixel)
            y0 = min(y0, y); y1 = y
        }
        return x1 < 0 ? nil : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }
}
