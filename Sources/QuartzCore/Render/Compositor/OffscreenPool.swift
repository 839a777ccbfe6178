import CoreGraphics
#if canImport(Glibc)
import Glibc
#endif

/// Offscreen pixels for one draw: a group (opacity, mask, rounded clip), a transition's two
/// renderings, a contents quad's coverage, a perspective-sampled or mipmap-mixed image. Taken and given back within the draw, so the next
/// frame of a steady animation finds buffers of the sizes it needs already made: no large
/// allocations (and no fresh pages to fault in) per frame. Buffers unused for a second of
/// frames are freed.
final class OffscreenPool {
    @exclusivity(unchecked) private var free: [(buffer: PixelBuffer, lastUsed: Int)] = []
    @exclusivity(unchecked) private var frame = 0
    /// Buffers made so far (pool misses), for tests.
    @exclusivity(unchecked) private(set) var made = 0

    /// Pixels of exactly this size, zeroed (transparent) unless the caller writes every pixel
    /// it reads (`zeroed: false`); nil for an impossible size.
    func take(width: Int, height: Int, format: PixelBuffer.Format, zeroed: Bool = true) -> PixelBuffer? {
        if let i = free.firstIndex(where: { $0.buffer.width == width && $0.buffer.height == height && $0.buffer.format == format }) {
            let b = free.remove(at: i).buffer
            if zeroed { memset(b.pointer, 0, b.byteCount) }
            return b
        }
        made += 1
        return PixelBuffer(width: width, height: height, format: format)
    }

    func giveBack(_ buffer: PixelBuffer?) {
        guard let buffer else { return }
        free.append((buffer, frame))
    }

    /// Called once a frame.
    func beginFrame() {
        frame += 1
        if free.contains(where: { frame - $0.lastUsed > 60 }) { free.removeAll { frame - $0.lastUsed > 60 } }
    }
}
