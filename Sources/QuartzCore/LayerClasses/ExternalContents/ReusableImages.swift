import Foundation

/// The images an external source of frames (GL presents, decoded video) writes into and a
/// layer shows as contents. An image is written again only when nothing else holds it (no
/// snapshot, no render thread, not the frame shown), so steady frames allocate nothing; a
/// new size or format replaces the set. Not thread-safe: its owner locks.
package struct ReusableImages {
    private var images: [CGImage] = []

    package init() {}

    /// An image of `width` × `height` pixels (opaque: no alpha channel) that nothing but this
    /// set holds, other than `showing`; nil for an impossible size.
    package mutating func image(width: Int, height: Int, opaque: Bool, showing: CGImage?) -> CGImage? {
        let format: PixelBuffer.Format = opaque ? .rgb24 : .argb32
        images.removeAll { $0.width != width || $0.height != height || $0.pixels.format != format }
        for i in images.indices where images[i] !== showing && isKnownUniquelyReferenced(&images[i]) {
            return images[i]
        }
        guard let pixels = PixelBuffer(width: width, height: height, format: format) else { return nil }
        let image = CGImage(pixels: pixels)
        images.append(image)
        return image
    }
}
