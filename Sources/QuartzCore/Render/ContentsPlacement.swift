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

    /// Image pixel space → bounds space: the `contentsRect` part of the image onto `dest`.
    package static func imageToBounds(imageSize: CGSize, contentsRect: CGRect, dest: CGRect) -> PlaneMap? {
        let sw = contentsRect.width * imageSize.width, sh = contentsRect.height * imageSize.height
        guard sw != 0, sh != 0, dest.width > 0, dest.height > 0 else { return nil }
        let sx = dest.width / sw, sy = dest.height / sh
        let tx = dest.minX - contentsRect.minX * imageSize.width * sx
        let ty = dest.minY - contentsRect.minY * imageSize.height * sy
        return PlaneMap(m: (sx, 0, 0, 0, sy, 0, tx, ty, 1))
    }
}
