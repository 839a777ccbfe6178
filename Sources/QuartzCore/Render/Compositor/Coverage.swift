/// Antialiased coverage of a shape after a plane map, as an 8-bit alpha bitmap over `region`
/// (device pixels). Affine maps keep curves exact; a perspective map flattens them first.
package enum Coverage {
    /// `spare`, when given, is a zeroed a8 bitmap of the region's size to draw into instead of a new one.
    package static func rasterize(_ path: CGPath, through map: PlaneMap, region: PixelRect,
                                  alpha: CGFloat = 1, rule: CGPathFillRule = .winding, reusing spare: PixelBuffer? = nil) -> PixelBuffer? {
        guard !region.isEmpty, alpha > 0,
              let mask = spare ?? PixelBuffer(width: region.width, height: region.height, format: .a8) else { return nil }
        return rasterize(path, through: map, region: region, alpha: alpha, rule: rule, into: mask) ? mask : nil
    }

    /// The same into `mask` (zeroed, region-sized); false when nothing could be drawn.
    static func rasterize(_ path: CGPath, through map: PlaneMap, region: PixelRect, alpha: CGFloat = 1,
                          rule: CGPathFillRule = .winding, into mask: PixelBuffer) -> Bool {
        guard !region.isEmpty, alpha > 0 else { return false }
        // The buffer's own canvas, its state saved and restored around this use.
        let toRegion = local(map, region)
        let canvas = mask.sharedCanvas
        canvas.save()
        defer { canvas.restore(); canvas.flush() }
        if toRegion.isAffine {
            // Points mapped as they are handed to cairo: no array of mapped segments.
            canvas.setPath(path.segments, transform: affine(toRegion))
        } else {
            guard let segments = flattened(path, through: toRegion) else { return false }
            canvas.setPath(segments)
        }
        canvas.setRule(rule)
        canvas.setSource(red: 0, green: 0, blue: 0, alpha: Double(min(1, alpha)))
        canvas.fill()
        return true
    }

    /// Antialiased coverage of the stroke of `segments` (a centre line in layer space) after
    /// `map`. An affine map strokes in layer space through cairo, so a non-uniform scale
    /// stretches the pen as it should; a perspective map fills the stroke's outline.
    package static func stroke(_ style: ShapeStyle, through map: PlaneMap, region: PixelRect, alpha: CGFloat = 1,
                               reusing spare: PixelBuffer? = nil) -> PixelBuffer? {
        guard !region.isEmpty, alpha > 0 else { return nil }
        guard map.isAffine else {
            return rasterize(style.strokeOutline(), through: map, region: region, alpha: alpha, rule: .winding, reusing: spare)
        }
        let m = map.m
        guard abs(m.0 * m.4 - m.1 * m.3) > 1e-12,
              let mask = spare ?? PixelBuffer(width: region.width, height: region.height, format: .a8) else { return nil }
        let canvas = mask.sharedCanvas
        canvas.save()
        defer { canvas.restore(); canvas.flush() }
        canvas.setMatrix(affine(local(map, region)))
        canvas.setPath(style.strokeSegments)
        canvas.setLineStyle(width: style.lineWidth, cap: style.lineCap, join: style.lineJoin,
                            miterLimit: style.miterLimit, dashPhase: 0, dashes: [])
        canvas.setSource(red: 0, green: 0, blue: 0, alpha: Double(min(1, alpha)))
        canvas.stroke()
        return mask
    }

    /// `map` into the pixels of `region` (its origin taken off, rather than set on the canvas
    /// as a device offset: a buffer's one canvas serves every region).
    private static func local(_ map: PlaneMap, _ region: PixelRect) -> PlaneMap {
        map.concatenating(PlaneMap(m: (1, 0, 0, 0, 1, 0, CGFloat(-region.x), CGFloat(-region.y), 1)))
    }

    private static func affine(_ map: PlaneMap) -> CGAffineTransform {
        let m = map.m
        return CGAffineTransform(a: m.0, b: m.1, c: m.3, d: m.4, tx: m.6, ty: m.7)
    }

    /// The path flattened to polygons through a perspective map; nil when part of it falls
    /// behind the eye. (Affine maps hand their transform to cairo, curves and all.)
    private static func flattened(_ path: CGPath, through map: PlaneMap) -> [PathSegment]? {
        var out: [PathSegment] = []
        for poly in PathGeometry.flatten(path.segments, tolerance: 0.05) {
            for (i, p) in poly.points.enumerated() {
                guard let q = map.apply(p) else { return nil }
                out.append(i == 0 ? .move(q) : .line(q))
            }
            out.append(.close)
        }
        return out
    }
}
