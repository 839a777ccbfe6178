/// The compositing every paint shares: blend mode, then — only when needed — a group that gets
/// a shadow under it and is painted through the mask clips with the global alpha.
extension CGContext {
    func paint(_ body: @escaping (CairoCanvas) -> Void) {
        let s = state
        let shadowColor = s.shadowColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let antialias = s.shouldAntialias && s.allowsAntialiasing
        drawing {
            canvas.save()
            canvas.setAntialias(antialias)
            guard s.alpha < 1 || shadowColor != nil || !s.maskClips.isEmpty else {
                canvas.setBlendMode(s.blendMode)
                body(canvas)
                canvas.restore()
                return
            }
            canvas.pushGroup()
            canvas.setOperatorOver()
            if let color = shadowColor, let shadow = shadowAlpha(of: body, blur: s.shadowBlur, antialias: antialias) {
                // Device space is y-up; cairo's pixels are y-down.
                canvas.maskColor(color, with: shadow.mask,
                                 x: s.shadowOffset.width - CGFloat(shadow.margin),
                                 y: -s.shadowOffset.height - CGFloat(shadow.margin))
            }
            canvas.save()
            body(canvas)
            canvas.restore()
            canvas.popGroupToSource()
            canvas.setBlendMode(s.blendMode)
            if let mask = combinedMask(s.maskClips, alpha: s.alpha) {
                canvas.paintSource(through: mask)
            } else {
                canvas.paint(alpha: s.alpha)
            }
            canvas.restore()
        }
    }

    /// The drawing's coverage, blurred: a Gaussian of σ = blur / 2 (three box passes), on a
    /// canvas grown by a margin so the blur is not cut at the bitmap's edge.
    private func shadowAlpha(of body: (CairoCanvas) -> Void, blur: CGFloat, antialias: Bool)
        -> (mask: PixelBuffer, margin: Int)? {
        let margin = Int((blur * 1.5).rounded(.up))
        guard let alpha = PixelBuffer(width: width + 2 * margin, height: height + 2 * margin, format: .a8) else { return nil }
        // The device offset shifts everything by the margin, so bodies draw with their usual matrices.
        let shadowCanvas = CairoCanvas(pixels: alpha, deviceOffset: CGPoint(x: margin, y: margin))
        shadowCanvas.setAntialias(antialias)
        body(shadowCanvas)
        shadowCanvas.flush()
        if blur > 0 { AlphaBlur.gaussian(alpha, sigma: blur / 2) }
        return (alpha, margin)
    }

    /// All mask clips multiplied into one coverage bitmap, times `alpha`. Each mask's edges
    /// extend outward: its rect is already a path clip, so bilinear sampling must not fade them.
    private func combinedMask(_ clips: [MaskClip], alpha: CGFloat) -> PixelBuffer? {
        guard !clips.isEmpty, let mask = PixelBuffer(width: width, height: height, format: .a8) else { return nil }
        let maskCanvas = CairoCanvas(pixels: mask)
        maskCanvas.setSource(red: 0, green: 0, blue: 0, alpha: Double(alpha))
        maskCanvas.setBlendMode(.copy)
        maskCanvas.paint()
        maskCanvas.setBlendMode(.sourceIn)
        for clip in clips {
            maskCanvas.setMatrix(clip.imageToDevice.concatenating(deviceFlip))
            maskCanvas.paintImage(clip.alpha, imageToUser: .identity, quality: .low, edges: .extended)
        }
        maskCanvas.flush()
        return mask
    }
}
