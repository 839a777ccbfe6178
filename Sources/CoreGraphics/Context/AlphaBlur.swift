/// Gaussian blur of an 8-bit alpha bitmap by three box passes per axis (the box widths of
/// Kovesi's "Fast almost-Gaussian filtering"), the classic CPU approximation.
package enum AlphaBlur {
    package static func gaussian(_ buffer: PixelBuffer, sigma: CGFloat) {
        guard buffer.format == .a8, sigma >= 0.25, sigma.isFinite else { return }
        let radii = boxRadii(sigma: Double(sigma))
        let w = buffer.width, h = buffer.height, stride = buffer.stride
        let base = buffer.pointer.assumingMemoryBound(to: UInt8.self)
        // Line buffers on the stack when it has room: a shadow blurred per frame allocates nothing.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * max(w, h)) { scratch in
            let line = UnsafeMutableBufferPointer(rebasing: scratch[0..<max(w, h)])
            let out = UnsafeMutableBufferPointer(rebasing: scratch[max(w, h)...])
            for pass in 0..<3 {
                let r = pass == 0 ? radii.0 : pass == 1 ? radii.1 : radii.2
                for y in 0..<h {                          // horizontal
                    let row = base + y * stride
                    for x in 0..<w { line[x] = row[x] }
                    boxPass(line, out, count: w, radius: r)
                    for x in 0..<w { row[x] = out[x] }
                }
                for x in 0..<w {                          // vertical
                    for y in 0..<h { line[y] = base[y * stride + x] }
                    boxPass(line, out, count: h, radius: r)
                    for y in 0..<h { base[y * stride + x] = out[y] }
                }
            }
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

    /// A running-sum box filter of radius r; outside the line counts as transparent.
    private static func boxPass(_ src: UnsafeMutableBufferPointer<UInt8>, _ dst: UnsafeMutableBufferPointer<UInt8>,
                                count: Int, radius r: Int) {
        guard r > 0 else { for i in 0..<count { dst[i] = src[i] }; return }
        let size = 2 * r + 1
        var sum = 0
        for i in 0...min(r, count - 1) { sum += Int(src[i]) }
        for i in 0..<count {
            dst[i] = UInt8((sum + size / 2) / size)
            let add = i + r + 1, sub = i - r
            if add < count { sum += Int(src[add]) }
            if sub >= 0 { sum -= Int(src[sub]) }
        }
    }
}
