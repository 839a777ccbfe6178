/// Where `contents` lands in the bounds (Programming iOS 6, "Content Resizing and
/// Positioning"): the image's `contentsRect` part, sized in points by `contentsScale`, placed
/// by `contentsGravity`. The vertical names keep Apple's iOS inversion: "top" is the larger y
/// (the bottom edge on iOS's y-down screen), "bottom" the smaller.
package enum ContentsPlacement {
    /// The rect in bounds space the visible part of the image fills.
    package static func destination(imageSize: CGSize, contentsRect: CGRect, scale: CGFloat,
                                    gravity: CALayerContentsGravity, bounds b: CGRect) -> CGRect {
        let s = scale > 0 && scale.isFinite ? scale : 1
        let w = imageSize.width * abs(contentsRect.width) / s, h = imageSize.height * abs(contentsRect.height) / s
        func at(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
        switch gravity {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return b }
            let fit = gravity == .resizeAspect ? min(b.width / w, b.height / h) : max(b.width / w, b.height / h)
            return CGRect(x: b.midX - w * fit / 2, y: b.midY - h * fit / 2, width: w * fit, height: h * fit)
        case .center: return at(b.midX - w / 2, b.midY - h / 2)
        case .top: return at(b.midX - w / 2, b.maxY - h)
        case .bottom: return at(b.midX - w / 2, b.minY)
        case .left: return at(b.minX, b.midY - h / 2)
        case .right: return at(b.maxX - w, b.midY - h / 2)
        case .topLeft: return at(b.minX, b.maxY - h)
        case .topRight: return at(b.maxX - w, b.maxY - h)
        case .bottomLeft: return at(b.minX, b.minY)
        case .bottomRight: return at(b.maxX - w, b.minY)
        default: return b
        }
    }
}

extension ContentsPlacement {
    /// One piece of a nine-slice: the image pixels it shows and where they go in bounds space.
    package struct Slice {
        package let source: CGRect
        package let dest: CGRect
    }

    /// The pieces the contents are drawn in. With the default `contentsCenter` (the unit rect)
    /// one piece: the `contentsRect` part onto `dest`. Otherwise nine: corners at their natural
    /// size (image pixels / contentsScale), edges stretched along one axis, the centre along
    /// both (000 "contentsCenter"); when `dest` is smaller than the corners they shrink in proportion.
    /// The whole `contentsRect` part onto `dest` when `contentsCenter` cuts nothing (the unit
    /// rect, or nothing to cut); nil when the image is nine-sliced.
    package static func singleSlice(imageSize: CGSize, contentsRect cr: CGRect, center: CGRect, dest: CGRect) -> Slice? {
        let part = imagePart(imageSize, cr)
        let c = center.standardized
        guard c != CGRect(x: 0, y: 0, width: 1, height: 1), !c.isNull, part.width > 0, part.height > 0 else {
            return Slice(source: part, dest: dest)
        }
        return nil
    }

    private static func imagePart(_ size: CGSize, _ cr: CGRect) -> CGRect {
        CGRect(x: cr.minX * size.width, y: cr.minY * size.height, width: cr.width * size.width, height: cr.height * size.height)
    }

    package static func slices(imageSize: CGSize, contentsRect cr: CGRect, center: CGRect, scale: CGFloat,
                               dest: CGRect) -> [Slice] {
        if let one = singleSlice(imageSize: imageSize, contentsRect: cr, center: center, dest: dest) { return [one] }
        let part = imagePart(imageSize, cr)
        let c = center.standardized
        let s = scale > 0 ? scale : 1
        func cuts(_ lo: CGFloat, _ len: CGFloat, _ c0: CGFloat, _ c1: CGFloat, _ d0: CGFloat, _ dlen: CGFloat)
            -> (src: [CGFloat], dst: [CGFloat]) {
            let a = min(max(c0, 0), 1), b = min(max(c1, a), 1)
            let src = [lo, lo + a * len, lo + b * len, lo + len]
            var first = a * len / s, last = (1 - b) * len / s
            if first + last > dlen, first + last > 0 {
                let k = dlen / (first + last); first *= k; last *= k
            }
            return (src, [d0, d0 + first, d0 + dlen - last, d0 + dlen])
        }
        let xs = cuts(part.minX, part.width, c.minX, c.maxX, dest.minX, dest.width)
        let ys = cuts(part.minY, part.height, c.minY, c.maxY, dest.minY, dest.height)
        var out: [Slice] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let src = CGRect(x: xs.src[i], y: ys.src[j], width: xs.src[i + 1] - xs.src[i], height: ys.src[j + 1] - ys.src[j])
                let dst = CGRect(x: xs.dst[i], y: ys.dst[j], width: xs.dst[i + 1] - xs.dst[i], height: ys.dst[j + 1] - ys.dst[j])
                if src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 { out.append(Slice(source: src, dest: dst)) }
            }
        }
        return out
    }

    /// Image pixel space → bounds space for one slice.
    package static func map(_ slice: Slice) -> PlaneMap {
        let sx = slice.dest.width / slice.source.width, sy = slice.dest.height / slice.source.height
        return PlaneMap(m: (sx, 0, 0, 0, sy, 0, slice.dest.minX - slice.source.minX * sx, slice.dest.minY - slice.source.minY * sy, 1))
    }
}
