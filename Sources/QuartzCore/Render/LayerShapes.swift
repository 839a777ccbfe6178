/// The outlines the compositor fills, in a layer's bounds space.
package enum LayerShapes {
    /// The bounds with `radius` on the corners in `corners` (clamped to half the shorter side).
    /// MinY corners are at the top in iOS's y-down space.
    package static func roundedRect(_ r: CGRect, radius: CGFloat, corners: CACornerMask) -> CGMutablePath {
        let path = CGMutablePath()
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard rad > 0, !corners.isEmpty else { path.addRect(r); return path }
        func c(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? rad : 0 }
        let tl = c(.layerMinXMinYCorner), tr = c(.layerMaxXMinYCorner)
        let br = c(.layerMaxXMaxYCorner), bl = c(.layerMinXMaxYCorner)
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.maxY), radius: tr) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.maxY), radius: br) }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { path.addArc(tangent1End: CGPoint(x: r.minX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.minY), radius: bl) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { path.addArc(tangent1End: CGPoint(x: r.minX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.minY), radius: tl) }
        path.closeSubpath()
        return path
    }

    /// The border: the rounded bounds minus the same shape inset by `width` (its radius
    /// reduced by the width), to fill with the even-odd rule. "The borderWidth is drawn inward
    /// from the bounds" (Programming iOS 6).
    package static func border(_ r: CGRect, width: CGFloat, radius: CGFloat, corners: CACornerMask) -> CGMutablePath {
        let ring = roundedRect(r, radius: radius, corners: corners)
        let inner = r.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            ring.addPath(roundedRect(inner, radius: max(0, radius - width), corners: corners))
        }
        return ring
    }
}

/// Integer pixel rectangles for render regions.
package struct PixelRect: Equatable, Sendable {
    package var x, y, width, height: Int
    package init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }
    /// The pixels a rect touches (outward to whole pixels); empty for null or non-finite rects.
    package init(covering r: CGRect) {
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
              abs(r.minX) < 1e7, abs(r.minY) < 1e7, abs(r.maxX) < 1e7, abs(r.maxY) < 1e7 else {
            self.init(x: 0, y: 0, width: 0, height: 0); return
        }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up)), y1 = Int(r.maxY.rounded(.up))
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
    package var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The smallest rect holding both.
    package func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(x + width, o.x + o.width) - x0, height: max(y + height, o.y + o.height) - y0)
    }
    package func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(x + width, o.x + o.width), y1 = min(y + height, o.y + o.height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

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
