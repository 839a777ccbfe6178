import CoreGraphics

/// The largest channel difference between a picture and a fresh render of the same scene,
/// anywhere, and where the fresh picture is flat (its pixel and its eight neighbours equal
/// within 1), and where that is: what a cached bitmap moved by a fraction of a pixel is held to.
public func differences(_ a: CGContext, _ fresh: CGContext) -> (anywhere: Int, flat: Int, flatAt: (x: Int, y: Int)) {
    let w = a.width, h = a.height, stride = a.bytesPerRow
    let p = a.data!.assumingMemoryBound(to: UInt8.self), q = fresh.data!.assumingMemoryBound(to: UInt8.self)
    var anywhere = 0, flat = 0, flatAt = (x: 0, y: 0)
    // Plain loops, and the neighbourhood looked at only where the difference would raise the
    // flat maximum: the suites run this unoptimized and under the sanitizers, on whole frames.
    var y = 1
    while y < h - 1 {
        var i = y * stride + 4
        let end = y * stride + (w - 1) * 4
        while i < end {
            let d = abs(Int(p[i]) - Int(q[i]))
            if d > anywhere { anywhere = d }
            if d > flat, isFlat(q, at: i, stride: stride) { flat = d; flatAt = ((i - y * stride) / 4, y) }
            i += 1
        }
        y += 1
    }
    return (anywhere, flat, flatAt)
}

/// Whether the channel at `i` and the same channel of its eight neighbours are equal within 1.
private func isFlat(_ q: UnsafeMutablePointer<UInt8>, at i: Int, stride: Int) -> Bool {
    let centre = Int(q[i])
    for offset in [-stride - 4, -stride, -stride + 4, -4, 4, stride - 4, stride, stride + 4]
    where abs(Int(q[i + offset]) - centre) > 1 {
        return false
    }
    return true
}
