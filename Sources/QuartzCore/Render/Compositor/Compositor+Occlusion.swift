import CoreGraphics

extension Compositor {
    /// The device pixels a layer's own background will paint opaquely: an opaque colour at full
    /// alpha through a map that keeps the bounds an axis-aligned rect. The layer's shadow, drawn
    /// just before into the same target, need not be drawn there — it would be painted over at
    /// once (a shadow "under" the layer, 000 "Shadows, Borders, and More"). The larger of the
    /// rounded rect's two inner bands (the bounds less the corner radius across or down), pulled
    /// in to whole pixels, and one pixel more for a rounded background, whose coverage a
    /// sub-pixel move mixes with the pixel left of and above each one (`SubpixelShift`).
    static func opaqueInterior(_ l: LayerSnapshot, _ m: PlaneMap, alpha: CGFloat) -> PixelRect? {
        guard alpha >= 1, let bg = l.backgroundColor, bg.alpha >= 1, l.bounds.width > 0, l.bounds.height > 0,
              let box = axisAlignedBox(m, l.bounds), box.width > 0, box.height > 0 else { return nil }
        let radius = max(0, min(l.cornerRadius, l.bounds.width / 2, l.bounds.height / 2))
        let rounded = radius > 0 && !l.maskedCorners.isEmpty
        let (rx, ry) = rounded ? (radius * box.width / l.bounds.width, radius * box.height / l.bounds.height) : (0, 0)
        // A square background is `fillBox`ed: its whole inner pixels exactly solid.
        let soft: CGFloat = l.cornerRadius == 0 ? 0 : 1
        func band(_ dx: CGFloat, _ dy: CGFloat) -> PixelRect? {
            let x0 = (box.minX + dx).rounded(.up) + soft, x1 = (box.maxX - dx).rounded(.down) - soft
            let y0 = (box.minY + dy).rounded(.up) + soft, y1 = (box.maxY - dy).rounded(.down) - soft
            guard x1 > x0, y1 > y0, abs(x0) < 1e7, abs(x1) < 1e7, abs(y0) < 1e7, abs(y1) < 1e7 else { return nil }
            return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
        }
        let across = band(0, ry), down = band(rx, 0)
        guard let a = across else { return down }
        guard let d = down else { return a }
        return a.width * a.height >= d.width * d.height ? a : d
    }
}
