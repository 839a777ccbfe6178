import CoreGraphics

/// The flat middle of a coverage bitmap: a rect of pixels all of one value (255 under an
/// opaque layer, less under a translucent one, whose shadow is as translucent). Compositing
/// a blurred shadow's core as a plain solid fill (no mask to read) and only the fading rim
/// through its coverage halves the shadow's cost — most of a card's shadow is core.
struct SolidCore: Equatable {
    var rect: PixelRect
    /// The coverage every pixel of `rect` has.
    var value: UInt8

    /// The larger of the two rects grown from the bitmap's centre (a row's run of the centre's
    /// value extended over the rows that share it, and a column's over the columns); nil when
    /// the centre is empty or the rect would be small. Found once, when cached.
    static func find(in c: PixelBuffer) -> SolidCore? {
        guard c.format == .a8, c.width >= 8, c.height >= 8 else { return nil }
        let p = c.pointer.assumingMemoryBound(to: UInt8.self)
        let cx = c.width / 2, cy = c.height / 2
        let value = p[cy * c.stride + cx]
        guard value > 0 else { return nil }
        func full(_ x: Int, _ y: Int) -> Bool { p[y * c.stride + x] == value }
        // A run along one axis through the centre, then as far as it stays covered the other way.
        var x0 = cx, x1 = cx + 1, y0 = cy, y1 = cy + 1
        while x0 > 0, full(x0 - 1, cy) { x0 -= 1 }
        while x1 < c.width, full(x1, cy) { x1 += 1 }
        func rowFull(_ y: Int) -> Bool { (x0..<x1).allSatisfy { full($0, y) } }
        var top = cy, bottom = cy + 1
        while top > 0, rowFull(top - 1) { top -= 1 }
        while bottom < c.height, rowFull(bottom) { bottom += 1 }
        let wide = PixelRect(x: x0, y: top, width: x1 - x0, height: bottom - top)
        while y0 > 0, full(cx, y0 - 1) { y0 -= 1 }
        while y1 < c.height, full(cx, y1) { y1 += 1 }
        func columnFull(_ x: Int) -> Bool { (y0..<y1).allSatisfy { full(x, $0) } }
        var left = cx, right = cx + 1
        while left > 0, columnFull(left - 1) { left -= 1 }
        while right < c.width, columnFull(right) { right += 1 }
        let tall = PixelRect(x: left, y: y0, width: right - left, height: y1 - y0)
        let best = wide.width * wide.height >= tall.width * tall.height ? wide : tall
        return best.width * best.height * 4 >= c.width * c.height ? SolidCore(rect: best, value: value) : nil
    }

    /// The core of the bitmap after `SubpixelShift` by (fx, fy): an output pixel mixes the source
    /// pixel at its place and the one left of (above) it, so the core loses its first column
    /// (row) when shifted.
    func shifted(fx: CGFloat, fy: CGFloat) -> SolidCore {
        let dx = fx > 0 ? 1 : 0, dy = fy > 0 ? 1 : 0
        return SolidCore(rect: PixelRect(x: rect.x + dx, y: rect.y + dy, width: rect.width - dx, height: rect.height - dy), value: value)
    }
}
