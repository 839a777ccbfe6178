/// Painting: fills, strokes, rects, images, gradients. Every paint goes through
/// `paint(_:)`, which applies alpha, shadow, mask clips and blend mode.
extension CGContext {
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let segments = devicePath.segments, color = state.fillColor
        beginPath()
        fill(segments, rule: rule, color: color)
    }

    public func strokePath() {
        let segments = devicePath.segments
        beginPath()
        stroke(segments)
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        let segments = devicePath.segments, color = state.fillColor
        beginPath()
        switch mode {
        case .fill: fill(segments, rule: .winding, color: color)
        case .eoFill: fill(segments, rule: .evenOdd, color: color)
        case .stroke: stroke(segments)
        case .fillStroke, .eoFillStroke:
            // One paint, so a shadow or alpha applies to fill and stroke together.
            let rule: CGPathFillRule = mode == .fillStroke ? .winding : .evenOdd
            paint { canvas in
                self.fillBody(canvas, segments, rule, color)
                self.strokeBody(canvas, segments)
            }
        }
    }

    public func fill(_ rect: CGRect) { fill([rect]) }
    public func fill(_ rects: [CGRect]) {
        let p = CGMutablePath()
        p.addRects(rects, transform: state.ctm)
        fill(p.segments, rule: .winding, color: state.fillColor)
    }
    public func fillEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: state.ctm)
        fill(p.segments, rule: .winding, color: state.fillColor)
    }
    public func stroke(_ rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect, transform: state.ctm)
        stroke(p.segments)
    }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    public func strokeEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: state.ctm)
        stroke(p.segments)
    }
    /// Strokes pairs of points as separate segments (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        let p = CGMutablePath()
        var i = 0
        while i + 1 < points.count {
            p.move(to: points[i], transform: state.ctm)
            p.addLine(to: points[i + 1], transform: state.ctm)
            i += 2
        }
        stroke(p.segments)
    }

    /// Makes the rect transparent, whatever the blend mode, alpha or shadow (clip applies).
    public func clear(_ rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect, transform: state.ctm)
        drawing {
            canvas.save()
            canvas.setMatrix(deviceFlip)
            canvas.setPath(p.segments)
            canvas.setBlendMode(.clear)
            canvas.fill()
            canvas.restore()
        }
    }

    /// Draws `image` scaled into `rect`; with y up, the image's top row lands at `rect.maxY`,
    /// so in a flipped (UIKit-style) context it appears upside down, as on Apple.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard !rect.isNull, rect.width != 0, rect.height != 0, rect.origin.x.isFinite, rect.origin.y.isFinite,
              rect.width.isFinite, rect.height.isFinite else { return }
        let imageToUser = CGAffineTransform(a: rect.width / CGFloat(image.width), b: 0, c: 0,
                                            d: -rect.height / CGFloat(image.height), tx: rect.minX, ty: rect.maxY)
        let quality = image.shouldInterpolate ? state.interpolationQuality : .none
        let cairoMatrix = state.ctm.concatenating(deviceFlip)
        paint { canvas in
            canvas.setMatrix(cairoMatrix)
            canvas.paintImage(image.pixels, imageToUser: imageToUser, quality: quality, edges: byTiling ? .tiled : .clipped)
        }
    }

    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let cairoMatrix = state.ctm.concatenating(deviceFlip)
        let reach = userSpaceReach
        paint { canvas in
            canvas.setMatrix(cairoMatrix)
            // One-sided extension: pad both ends, then clip away the half-plane not wanted.
            if before != after, start != end {
                let d = CGPoint(x: end.x - start.x, y: end.y - start.y)
                let len = hypot(d.x, d.y), u = CGPoint(x: d.x / len, y: d.y / len), n = CGPoint(x: -u.y, y: u.x)
                let origin = before ? end : start
                let dir: CGFloat = before ? -1 : 1
                let band = CGMutablePath()
                band.addLines(between: [
                    CGPoint(x: origin.x + n.x * reach, y: origin.y + n.y * reach),
                    CGPoint(x: origin.x + n.x * reach + u.x * reach * dir, y: origin.y + n.y * reach + u.y * reach * dir),
                    CGPoint(x: origin.x - n.x * reach + u.x * reach * dir, y: origin.y - n.y * reach + u.y * reach * dir),
                    CGPoint(x: origin.x - n.x * reach, y: origin.y - n.y * reach)])
                band.closeSubpath()
                canvas.setPath(band.segments)
                canvas.clip()
            }
            canvas.setGradient(gradient, linearFrom: start, to: end, extend: before || after)
            canvas.paint()
        }
    }

    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius].allSatisfy(\.isFinite)
        else { return }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let cairoMatrix = state.ctm.concatenating(deviceFlip)
        let reach = userSpaceReach
        let r0 = max(0, startRadius), r1 = max(0, endRadius)
        paint { canvas in
            canvas.setMatrix(cairoMatrix)
            // One side only: pad both ends, then clip to the side wanted — inside the end circle
            // (before the start), or outside the start circle (after the end). One paint, no seam.
            if before != after {
                let region = CGMutablePath()
                if before {
                    region.addEllipse(in: CGRect(x: endCenter.x - r1, y: endCenter.y - r1, width: 2 * r1, height: 2 * r1))
                } else {
                    region.addRect(CGRect(x: startCenter.x - reach, y: startCenter.y - reach, width: 2 * reach, height: 2 * reach))
                    region.addEllipse(in: CGRect(x: startCenter.x - r0, y: startCenter.y - r0, width: 2 * r0, height: 2 * r0))
                }
                canvas.setPath(region.segments)
                canvas.setRule(.evenOdd)
                canvas.clip()
            }
            canvas.setGradient(gradient, radialFrom: startCenter, radius: r0, to: endCenter, radius: r1,
                               extend: before || after)
            canvas.paint()
        }
    }

    /// A length in user space that reaches past every corner of the bitmap.
    private var userSpaceReach: CGFloat {
        let box = CGRect(x: 0, y: 0, width: width, height: height).applying(state.ctm.inverted())
        return 4 * max(hypot(box.width, box.height), abs(box.minX) + abs(box.minY), 1)
    }

    // MARK: Bodies: self-contained cairo drawing, run by `paint`

    func fill(_ segments: [PathSegment], rule: CGPathFillRule, color: CGColor) {
        guard !segments.isEmpty else { return }
        paint { canvas in self.fillBody(canvas, segments, rule, color) }
    }

    func stroke(_ segments: [PathSegment]) {
        guard !segments.isEmpty else { return }
        paint { canvas in self.strokeBody(canvas, segments) }
    }

    func fillBody(_ canvas: CairoCanvas, _ segments: [PathSegment], _ rule: CGPathFillRule, _ color: CGColor) {
        canvas.setMatrix(deviceFlip)
        canvas.setPath(segments)
        canvas.setRule(rule)
        canvas.setColor(color)
        canvas.fill()
    }

    func strokeBody(_ canvas: CairoCanvas, _ segments: [PathSegment]) {
        let s = state
        guard s.ctm.isInvertible else { return }   // a singular CTM leaves no pen to stroke with
        let inverse = s.ctm.inverted()
        canvas.setMatrix(s.ctm.concatenating(deviceFlip))
        canvas.setPath(segments, transform: inverse)
        // Width 0: the thinnest line the device shows, one pixel, as Apple documents.
        let width = s.lineWidth > 0 ? s.lineWidth : 1 / max(hypot(s.ctm.a, s.ctm.b), 1e-9)
        canvas.setLineStyle(width: width, cap: s.lineCap, join: s.lineJoin, miterLimit: s.miterLimit,
                            dashPhase: s.dashPhase, dashes: s.dashLengths)
        canvas.setColor(s.strokeColor)
        canvas.stroke()
    }
}
