import CoreGraphics

/// The flat middle of a bitmap: a rect of pixels all of one value. In a blurred shadow's
/// coverage it is 255 under an opaque layer (less under a translucent one, whose shadow is as
/// translucent); in a shadowed background's premultiplied pixels (`ShadowedBackground`) it is
/// the card's colour over its shadow's. Compositing the core as a plain solid fill (no mask or
/// source pixels to read, nothing to move by a fraction of a pixel) and only the rim from the
/// bitmap halves the cost — most of a card is core.
struct SolidCore: Equatable {
    var rect: PixelRect
    /// The value every pixel of `rect` has: coverage 0…255 in an a8 bitmap, premultiplied ARGB
    /// in an ARGB32 one.
    var value: UInt32

    /// The larger of the two rects grown from the bitmap's centre (a row's run of the centre's
    /// value extended over the rows that share it, and a column's over the columns); nil when
    /// the centre is empty (or the bitmap is RGB24) or the rect would be small. Found once, when cached.
    static func find(in c: PixelBuffer) -> SolidCore? {
        guard c.width >= 8, c.height >= 8 else { return nil }
        switch c.format {
        case .a8: return find(c.pointer.assumingMemoryBound(to: UInt8.self), rowLength: c.stride, c.width, c.height)
        case .argb32: return find(c.pointer.assumingMemoryBound(to: UInt32.self), rowLength: c.stride / 4, c.width, c.height)
        case .rgb24: return nil
        }
    }

    private static func find<P: FixedWidthInteger & UnsignedInteger>(_ p: UnsafeMutablePointer<P>, rowLength: Int,
                                                                       _ width: Int, _ height: Int) -> SolidCore? {
        let cx = width / 2, cy = height / 2
        let value = p[cy * rowLength + cx]
        guard value != 0 else { return nil }
        func full(_ x: Int, _ y: Int) -> Bool { p[y * rowLength + x] == value }
        // A run along one axis through the centre, then as far as it stays covered the other way.
        var x0 = cx, x1 = cx + 1, y0 = cy, y1 = cy + 1
        while x0 > 0, full(x0 - 1, cy) { x0 -= 1 }
        while x1 < width, full(x1, cy) { x1 += 1 }
        func rowFull(_ y: Int) -> Bool { (x0..<x1).allSatisfy { full($0, y) } }
        var top = cy, bottom = cy + 1
        while top > 0, rowFull(top - 1) { top -= 1 }
        while bottom < height, rowFull(bottom) { bottom += 1 }
        let wide = PixelRect(x: x0, y: top, width: x1 - x0, height: bottom - top)
        while y0 > 0, full(cx, y0 - 1) { y0 -= 1 }
        while y1 < height, full(cx, y1) { y1 += 1 }
        func columnFull(_ x: Int) -> Bool { (y0..<y1).allSatisfy { full(x, $0) } }
        var left = cx, right = cx + 1
        while left > 0, columnFull(left - 1) { left -= 1 }
        while right < width, columnFull(right) { right += 1 }
        let tall = PixelRect(x: left, y: y0, width: right - left, height: y1 - y0)
        let best = wide.width * wide.height >= tall.width * tall.height ? wide : tall
        return best.width * best.height * 4 >= width * height ? SolidCore(rect: best, value: UInt32(value)) : nil
    }

    /// The core of the bitmap after `SubpixelShift` by `rest`: an output pixel mixes the source
    /// pixel at its place and the one left of (above) it, so the core loses its first column
    /// (row) when moved across (down); a move by nothing leaves it as it is.
    func shifted(by rest: (x: CGFloat, y: CGFloat)) -> SolidCore {
        let dx = rest.x > 0 ? 1 : 0, dy = rest.y > 0 ? 1 : 0
        return SolidCore(rect: PixelRect(x: rect.x + dx, y: rect.y + dy, width: rect.width - dx, height: rect.height - dy), value: value)
    }

    /// Its rect in device pixels, for a bitmap whose pixel (0, 0) is device pixel `o`.
    func rect(at o: (x: Int, y: Int)) -> PixelRect {
        PixelRect(x: o.x + rect.x, y: o.y + rect.y, width: rect.width, height: rect.height)
    }
}
