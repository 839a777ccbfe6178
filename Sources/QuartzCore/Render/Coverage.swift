/// Antialiased coverage of a shape after a plane map, as an 8-bit alpha bitmap over `region`
/// (device pixels). Affine maps keep curves exact; a perspective map flattens them first.
package enum Coverage {
    package static func rasterize(_ path: CGPath, through map: PlaneMap, region: PixelRect,
                                  alpha: CGFloat = 1, rule: CGPathFillRule = .winding) -> PixelBuffer? {
        guard !region.isEmpty, alpha > 0,
              let mask = PixelBuffer(width: region.width, height: region.height, format: .a8),
              let segments = mapped(path, map) else { return nil }
        let canvas = CairoCanvas(pixels: mask, deviceOffset: CGPoint(x: -region.x, y: -region.y))
        canvas.setPath(segments)
        canvas.setRule(rule)
        canvas.setSource(red: 0, green: 0, blue: 0, alpha: Double(min(1, alpha)))
        canvas.fill()
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
