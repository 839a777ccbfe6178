/// Clipping: by the current path, by rects, and by an image's values (`clip(to:mask:)`).
extension CGContext {
    /// Intersects the clip with the current path's fill, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let segments = devicePath.segments
        beginPath()
        canvas.setMatrix(deviceFlip)
        canvas.setPath(segments)
        canvas.setRule(rule)
        canvas.clip()
    }

    public func clip(to rect: CGRect) { clip(to: [rect]) }
    public func clip(to rects: [CGRect]) {
        let p = CGMutablePath()
        p.addRects(rects, transform: state.ctm)
        canvas.setMatrix(deviceFlip)
        canvas.setPath(p.segments)
        canvas.setRule(.winding)
        canvas.clip()
    }

    /// Clips to `rect` and, within it, to `mask`'s values as coverage: a gray image's gray
    /// (white paints), an alpha-only image's alpha, a colour image's luminance × alpha.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard let coverage = Self.coverage(of: mask), !rect.isNull, rect.width != 0, rect.height != 0 else {
            clip(to: CGRect.zero); return
        }
        let imageToUser = CGAffineTransform(a: rect.width / CGFloat(mask.width), b: 0, c: 0,
                                            d: -rect.height / CGFloat(mask.height), tx: rect.minX, ty: rect.maxY)
        state.maskClips.append(MaskClip(alpha: coverage, imageToDevice: imageToUser.concatenating(state.ctm)))
        clip(to: rect)
    }

    /// The clip's bounds in user space (the mask clips' rects included).
    public var boundingBoxOfClipPath: CGRect {
        canvas.setMatrix(deviceFlip)
        var device = canvas.clipExtents()
        for m in state.maskClips {
            device = device.intersection(CGRect(x: 0, y: 0, width: m.alpha.width, height: m.alpha.height)
                .applying(m.imageToDevice))
        }
        return device.applying(state.ctm.inverted())
    }

    private static func coverage(of image: CGImage) -> PixelBuffer? {
        let src = image.pixels
        if src.format == .a8 { return src }
        guard let out = PixelBuffer(width: src.width, height: src.height, format: .a8) else { return nil }
        let gray = image.colorSpace?.model == .monochrome
        for y in 0..<src.height {
            let row = out.pointer + y * out.stride
            for x in 0..<src.width {
                let v = src.argb(x: x, y: y)
                // Premultiplied components already carry alpha: luminance of them is luma × alpha.
                let r = (v >> 16) & 0xFF, g = (v >> 8) & 0xFF, b = v & 0xFF
                let value = gray ? r : (r * 77 + g * 150 + b * 29 + 128) >> 8
                row.storeBytes(of: UInt8(value), toByteOffset: x, as: UInt8.self)
            }
        }
        return out
    }
}
