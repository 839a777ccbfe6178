import CoreGraphics

extension Compositor {
    /// The device rect of `r` when the map keeps it an axis-aligned rect (translation and
    /// axis scales only), on whole pixels or not.
    static func axisAlignedBox(_ m: PlaneMap, _ r: CGRect) -> CGRect? {
        guard m.isAffine, m.m.1 == 0, m.m.3 == 0 else { return nil }
        let d = m.apply(r)
        guard !d.isNull, !d.isInfinite, d.minX.isFinite, d.minY.isFinite, d.maxX.isFinite, d.maxY.isFinite else { return nil }
        return d
    }

    /// Fills the device rect `r` (edges anywhere) in `color` × `alpha`: whole pixels solid, the
    /// partly covered edge rows, columns and corners with the colour at their covered
    /// fraction — the exact area coverage a rasterizer would give, with no coverage bitmap,
    /// so a background sliding by fractions of a pixel each frame allocates and rasterizes nothing.
    func fillBox(_ r: CGRect, color: CGColor, alpha: CGFloat, into t: RenderTarget) {
        // Cut to the target first: huge rects stay in Int range; cutting on whole pixels
        // changes no pixel's coverage.
        let c = t.clip
        let lo = (x: max(r.minX, CGFloat(c.x)), y: max(r.minY, CGFloat(c.y)))
        let hi = (x: min(r.maxX, CGFloat(c.x + c.width)), y: min(r.maxY, CGFloat(c.y + c.height)))
        guard hi.x > lo.x, hi.y > lo.y else { return }
        let xs = PixelSpans(lo.x, hi.x), ys = PixelSpans(lo.y, hi.y)
        for j in 0..<ys.count {
            let row = ys[j]
            for i in 0..<xs.count {
                let column = xs[i]
                t.composite(caches.solids.image(color, alpha: alpha * row.coverage * column.coverage), mask: nil,
                            region: PixelRect(x: column.start, y: row.start, width: column.end - column.start,
                                              height: row.end - row.start))
            }
        }
    }
}
