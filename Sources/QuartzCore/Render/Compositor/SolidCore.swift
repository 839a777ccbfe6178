import CoreGraphics
import CPixelKernels

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
    /// the centre is empty (or the bitmap is RGB24) or the rect would be small. Found once, when
    /// cached, in C (`lamina_solid_core_…`): it reads most of the bitmap, in debug builds too.
    static func find(in c: PixelBuffer) -> SolidCore? {
        guard c.width >= 8, c.height >= 8 else { return nil }
        var r: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0), value: UInt32 = 0
        let found = withUnsafeMutableBytes(of: &r) { raw -> Int32 in
            let rect = raw.baseAddress!.assumingMemoryBound(to: Int32.self)
            switch c.format {
            case .a8:
                return lamina_solid_core_a8(c.pointer.assumingMemoryBound(to: UInt8.self), c.stride,
                                            Int32(c.width), Int32(c.height), rect, &value)
            case .argb32:
                return lamina_solid_core_argb32(c.pointer.assumingMemoryBound(to: UInt32.self), c.stride / 4,
                                                Int32(c.width), Int32(c.height), rect, &value)
            case .rgb24: return 0
            }
        }
        guard found != 0 else { return nil }
        let best = PixelRect(x: Int(r.0), y: Int(r.1), width: Int(r.2), height: Int(r.3))
        return best.width * best.height * 4 >= c.width * c.height ? SolidCore(rect: best, value: value) : nil
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
