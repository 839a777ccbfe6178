/// A shape layer's drawing as values: what the compositor rasterizes and its caches key on.
package struct ShapeStyle: Equatable, @unchecked Sendable {
    package var path: CGPath
    package var fillColor: CGColor?
    package var fillRule: CGPathFillRule
    package var strokeColor: CGColor?
    package var lineWidth: CGFloat
    package var lineCap: CGLineCap
    package var lineJoin: CGLineJoin
    package var miterLimit: CGFloat
    package var dashPattern: [CGFloat]
    package var dashPhase: CGFloat
    package var strokeStart: CGFloat
    package var strokeEnd: CGFloat

    /// nil when the layer has no path or nothing to draw with it.
    init?(_ layer: CAShapeLayer) {
        guard let path = layer.path, !path.isEmpty else { return nil }
        self.path = path
        fillColor = layer.fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        fillRule = layer.fillRule.cg
        let width = layer.lineWidth.isFinite ? max(0, layer.lineWidth) : 0
        strokeColor = width > 0 ? layer.strokeColor.flatMap { $0.alpha > 0 ? $0 : nil } : nil
        guard fillColor != nil || strokeColor != nil else { return nil }
        lineWidth = width
        lineCap = layer.lineCap.cg
        lineJoin = layer.lineJoin.cg
        miterLimit = layer.miterLimit.isFinite ? max(1, layer.miterLimit) : 10
        dashPattern = (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        dashPhase = layer.lineDashPhase.isFinite ? layer.lineDashPhase : 0
        strokeStart = layer.strokeStart.isNaN ? 0 : max(0, min(1, layer.strokeStart))
        strokeEnd = layer.strokeEnd.isNaN ? 1 : max(0, min(1, layer.strokeEnd))
    }

    /// The stroked centre line: trimmed to strokeStart…strokeEnd, then dashed (a pattern that
    /// cannot dash — negative or all-zero lengths — leaves it solid).
    package var strokeSegments: [PathSegment] {
        var segments = PathTrimmer.trim(path.segments, from: strokeStart, to: strokeEnd)
        if !dashPattern.isEmpty, let dasher = PathDasher(phase: dashPhase, lengths: dashPattern),
           let dashed = dasher.dash(segments) {
            segments = dashed
        }
        return segments
    }

    /// The area the stroke covers, as a path to fill with the winding rule.
    package func strokeOutline() -> CGPath {
        let stroker = PathStroker(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        return CGPath(segments: stroker.outline(strokeSegments))
    }

    /// Only what shapes the fill (colours apart): what its cached coverage keys on, so a new
    /// stroke does not re-rasterize the fill, nor a new fill the stroke.
    var fillShape: ShapeStyle {
        var s = self
        s.fillColor = nil; s.strokeColor = nil; s.lineWidth = 0; s.lineCap = .butt; s.lineJoin = .miter
        s.miterLimit = 10; s.dashPattern = []; s.dashPhase = 0; s.strokeStart = 0; s.strokeEnd = 1
        return s
    }
    var strokeShape: ShapeStyle {
        var s = self
        s.fillColor = nil; s.strokeColor = nil; s.fillRule = .winding
        return s
    }

    package static func == (l: ShapeStyle, r: ShapeStyle) -> Bool {
        l.path == r.path && l.fillColor == r.fillColor && l.fillRule == r.fillRule && l.strokeColor == r.strokeColor
            && l.lineWidth == r.lineWidth && l.lineCap == r.lineCap && l.lineJoin == r.lineJoin
            && l.miterLimit == r.miterLimit && l.dashPattern == r.dashPattern && l.dashPhase == r.dashPhase
            && l.strokeStart == r.strokeStart && l.strokeEnd == r.strokeEnd
    }
}
