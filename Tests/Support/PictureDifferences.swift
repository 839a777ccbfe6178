import CoreGraphics

/// The largest channel difference between a picture and a fresh render of the same scene,
/// anywhere, and where the fresh picture is flat (its pixel and its eight neighbours equal
/// within 1), and where that is: what a cached bitmap moved by a fraction of a pixel is held to.
public func differences(_ a: CGContext, _ fresh: CGContext) -> (anywhere: Int, flat: Int, flatAt: (x: Int, y: Int)) {
    let w = a.width, h = a.height, stride = a.bytesPerRow
    let p = a.data!.assumingMemoryBound(to: UInt8.self), q = fresh.data!.assumingMemoryBound(to: UInt8.self)
    var anywhere = 0, flat = 0, flatAt = (x: 0, y: 0)
    for y in 1..<(h - 1) {
        for x in 1..<(w - 1) {
            for c in 0..<4 {
                let i = y * stride + x * 4 + c
                let d = abs(Int(p[i]) - Int(q[i]))
                anywhere = max(anywhere, d)
                let isFlat = (-1...1).allSatisfy { dy in (-1...1).allSatisfy { dx in
                    abs(Int(q[i + dy * stride + dx * 4]) - Int(q[i])) <= 1 } }
                if isFlat, d > flat { flat = d; flatAt = (x, y) }
            }
        }
    }
    return (anywhere, flat, flatAt)
}
