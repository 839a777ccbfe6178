/// Antialiased coverage of a shape after a plane map, as an 8-bit alpha bitmap over `region`
/// (device pixels). Affine maps keep curves exact; a perspective map flattens them first.
package enum Coverage {
    package static func rasterize(_ path: CGPath, through map: PlaneMap, region: PixelRect,
                                  alpha: CGFloat = 1, rule: CGPathFillRule = .winding) -> PixelBuffer? {
        guard !region.isEmpty, alpha > 0,
              let mask = PixelBuffer(width: region.width, height: region.height, format: .a8) else { return nil }
        return rasterize(path, through: map, region: region, alpha: alpha, rule: rule, into: mask) ? mask : nil
    }

    /// The same into `mask` (zeroed, region-sized); false when nothing could be drawn.
    static func rasterize(_ path: CGPath, through map: PlaneMap, region: PixelRect, alpha: CGFloat = 1,
                          rule: CGPathFillRule = .winding, into mask: PixelBuffer) -> Bool {
        guard !region.isEmpty, alpha > 0, let segments = mapped(path, map) else { return false }
        let canvas = CairoCanvas(pixels: mask, deviceOffset: CGPoint(x: -region.x, y: -region.y))
        canvas.setPath(segments)
        canvas.setRule(rule)
        canvas.setSource(red: 0, green: 0, blue: 0, alpha: Double(min(1, alpha)))
        canvas.fill()
        canvas.flush()
        return true
    }

    /// Antialiased coverage of the stroke of `segments` (a centre line in layer space) after
    /// `map`. An affine map strokes in layer space through cairo, so a non-uniform scale
    /// stretches the pen as it should; a perspective map fills the stroke's outline.
    package static func stroke(_ style: ShapeStyle, through map: PlaneMap, region: PixelRect, alpha: CGFloat = 1) -> PixelBuffer? {
        guard !region.isEmpty, alpha > 0 else { return nil }
        guard map.isAffine else {
            return rasterize(style.strokeOutline(), through: map, region: region, alpha: alpha, rule: .winding)
        }
        let m = map.m
        guard abs(m.0 * m.4 - m.1 * m.3) > 1e-12,
              let mask = PixelBuffer(width: region.width, height: region.height, format: .a8) else { return nil }
        let canvas = CairoCanvas(pixels: mask, deviceOffset: CGPoint(x: -region.x, y: -region.y))
        canvas.setMatrix(CGAffineTransform(a: m.0, b: m.1, c: m.3, d: m.4, tx: m.6, ty: m.7))
        canvas.setPath(style.strokeSegments)
        canvas.setLineStyle(width: style.lineWidth, cap: style.lineCap, join: style.lineJoin,
                            miterLimit: style.miterLimit, dashPhase: 0, dashes: [])
        canvas.setSource(red: 0, green: 0, blue: 0, alpha: Double(min(1, alpha)))
        canvas.stroke()
        canvas.flush()
        return mask
    }

    /// The path's segments in device space; nil when part of it falls behind the eye.
    static func mapped(_ path: CGPath, _ map: PlaneMap) -> [PathSegment]? {
        if map.isAffine {
            let m = map.m
            let t = CGAffineTransform(a: m.0, b: m.1, c: m.3, d: m.4, tx: m.6, ty: m.7)
            return path.segments.map { $0.applying(t) }
        }
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
