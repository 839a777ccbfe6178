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
