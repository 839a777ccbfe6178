import CoreGraphics
import QuartzCore

/// PixelBuffer views of the buffers frames go to, kept while those buffers live: the few
/// that take turns are wrapped once, not once a frame.
package struct PixelBufferWrappers {
    package init() {}
    private var wrappers: [PixelBuffer] = []
    package mutating func wrap(_ p: UnsafeMutableRawPointer, _ w: Int, _ h: Int, _ stride: Int) -> PixelBuffer {
        if let b = wrappers.first(where: { $0.pointer == p && $0.width == w && $0.height == h && $0.stride == stride }) { return b }
        let b = PixelBuffer(wrapping: p, width: w, height: h, stride: stride, format: .argb32)
        if wrappers.count >= 4 { wrappers.removeFirst() }
        wrappers.append(b)
        return b
    }
}
