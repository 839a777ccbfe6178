/// A clip by an image's values (Apple: `clip(to:mask:)`): the image mapped onto `rect` in the
/// user space current when it was set, recorded as image-pixel → device transform.
package struct MaskClip {
    package let alpha: PixelBuffer            // a8: the mask's values as coverage
    package let imageToDevice: CGAffineTransform
}

/// The graphics state `saveGState`/`restoreGState` keep (Apple's list, less text state).
/// The path clip lives in cairo's own state, saved alongside.
package struct GraphicsState {
    var ctm = CGAffineTransform.identity
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadowOffset = CGSize.zero
    var shadowBlur: CGFloat = 0
    var shadowColor: CGColor? = nil
    var interpolationQuality = CGInterpolationQuality.default
    var shouldAntialias = true
    var allowsAntialiasing = true
    var flatness: CGFloat = 0.5
    var maskClips: [MaskClip] = []
}
