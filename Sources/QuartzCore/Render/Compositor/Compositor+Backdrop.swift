import CoreGraphics
import CPixelKernels

extension Compositor {
    /// A backdrop layer's material (`BackdropLayer`): what the target holds under its bounds,
    /// with a blur's reach around them, is copied, blurred, made more vivid and put back
    /// through the layer's (rounded) bounds, faded by `alpha` — before the layer's own
    /// background, contents and sublayers, which draw above it.
    ///
    /// Only pixels inside the target's clip are read (the rest may hold an older frame, with
    /// layers above this one in it); past the clip the blur repeats the edge. A frame with
    /// backdrop layers damages each one's reach whole and draws it in one piece
    /// (`BackdropDamage`), so a backdrop's clip holds its reach.
    func drawBackdrop(_ style: BackdropStyle, of l: LayerSnapshot, _ m: PlaneMap, _ t: RenderTarget, region: PixelRect, alpha: CGFloat) {
        let sigma = style.blurRadius * Self.areaScale(m)
        let reach = Int((3 * sigma).rounded(.up))
        let held = PixelRect(x: t.origin.x, y: t.origin.y, width: t.buffer.width, height: t.buffer.height)
        let read = region.outset(by: reach).intersection(t.clip).intersection(held)
        guard !read.isEmpty, let pixels = caches.offscreen.take(width: read.width, height: read.height, format: .argb32, zeroed: false) else { return }
        defer { caches.offscreen.giveBack(pixels) }
        let copy = RenderTarget(buffer: pixels, origin: (read.x, read.y))
        copy.composite(t.image, sourceOrigin: t.origin, mask: nil, region: read, op: .source)
        let base = pixels.pointer.assumingMemoryBound(to: UInt32.self), rowLength = pixels.stride / 4
        if sigma >= 0.25 {
            let radii = AlphaBlur.boxRadii(sigma: Double(sigma))
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(read.width, read.height)) { scratch in
                lamina_box_blur_argb32(base, rowLength, Int32(read.width), Int32(read.height),
                                       Int32(radii.0), Int32(radii.1), Int32(radii.2), scratch.baseAddress!)
            }
        }
        lamina_saturate_argb32(base, rowLength, Int32(read.width), Int32(read.height), Float(style.saturation))
        if l.cornerRadius == 0, Self.axisAlignedBox(m, l.bounds) != nil {
            let box = region.intersection(PixelRect(covering: m.apply(l.bounds)))
            t.composite(copy.image, sourceOrigin: copy.origin, mask: alpha < 1 ? caches.solids.fade(alpha) : nil, region: box)
            return
        }
        guard let coverage = caches.offscreen.take(width: region.width, height: region.height, format: .a8) else { return }
        defer { caches.offscreen.giveBack(coverage) }
        guard Coverage.rasterize(outline(l), through: m, region: region, alpha: alpha, into: coverage) else { return }
        t.composite(copy.image, sourceOrigin: copy.origin, mask: PixmanImage.plain(coverage), maskOrigin: (region.x, region.y), region: region)
    }

    /// How many device pixels a point of the layer's plane covers across: the square root of
    /// the map's area scale (a blur radius in points becomes one in pixels by it).
    static func areaScale(_ m: PlaneMap) -> CGFloat {
        let det = abs(m.m.0 * m.m.4 - m.m.1 * m.m.3)
        return det.isFinite && det > 0 ? det.squareRoot() : 1
    }
}
