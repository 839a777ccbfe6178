import CPixelKernels

/// Gaussian blur of an 8-bit alpha bitmap by three box passes per axis (the box widths of
/// Kovesi's "Fast almost-Gaussian filtering"), the classic CPU approximation.
package enum AlphaBlur {
    package static func gaussian(_ buffer: PixelBuffer, sigma: CGFloat) {
        guard buffer.format == .a8, sigma >= 0.25, sigma.isFinite else { return }
        let radii = boxRadii(sigma: Double(sigma))
        let w = buffer.width, h = buffer.height
        guard w > 0, h > 0 else { return }
        let base = buffer.pointer.assumingMemoryBound(to: UInt8.self)
        // Line buffers on the stack when it has room: a shadow blurred per frame allocates
        // nothing. The passes run in C, fast even in the unoptimized debug builds.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * max(w, h)) { scratch in
            lamina_box_blur_a8(base, buffer.stride, Int32(w), Int32(h), Int32(radii.0), Int32(radii.1), Int32(radii.2),
                               scratch.baseAddress!)
        }
    }

    /// Three box radii whose successive application approximates a Gaussian of σ.
    package static func boxRadii(sigma: Double) -> (Int, Int, Int) {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down)); if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9)
                     / (-4 * Double(lower) - 4)).rounded())
        func radius(_ i: Int) -> Int { max(0, (i < m ? lower : upper) / 2) }   // box width w → radius (w − 1) / 2
        return (radius(0), radius(1), radius(2))
    }

}
