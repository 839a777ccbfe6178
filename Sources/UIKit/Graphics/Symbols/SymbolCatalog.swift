import QuartzCore

/// Lamina's drawings of common system symbols. Each draws in a unit square (y down) with
/// strokes of the weight's width; `render` scales it to the configuration's size at the
/// screen's scale. Outline symbols are strokes, `.fill` ones filled shapes, with details cut
/// out of the fill (a check in a filled circle) by clearing.
package enum SymbolCatalog {
    /// A symbol's drawing: the context is in unit coordinates, stroke and fill set to black.
    typealias Drawing = @Sendable (CGContext) -> Void

    static func drawing(named name: String) -> Drawing? { drawings[name] }
    package static var names: [String] { drawings.keys.sorted() }

    /// The symbol's image: a square of about 1.15 × the point size (a symbol's height in
    /// text of that size), scaled by the scale, strokes by the weight.
    static func render(_ drawing: Drawing, configuration c: UIImage.SymbolConfiguration) -> CGImage? {
        let scaleFactor: CGFloat = c.scale == .small ? 0.8 : c.scale == .large ? 1.3 : 1
        let side = (c.pointSize * 1.15 * scaleFactor).rounded()
        let pixelScale = UIScreen.main.scale
        let pixels = Int((side * pixelScale).rounded())
        guard pixels > 0, pixels <= 4096 else { return nil }
        let ctx = CGContext(data: nil, width: pixels, height: pixels, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)
        guard let ctx else { return nil }
        // Unit square, y down, as UIKit draws.
        ctx.translateBy(x: 0, y: CGFloat(pixels))
        ctx.scaleBy(x: CGFloat(pixels), y: -CGFloat(pixels))
        ctx.setStrokeColor(CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        ctx.setLineWidth(strokeWidth(c.weight))
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        drawing(ctx)
        return ctx.makeImage()
    }

    /// Stroke width in units of the symbol's side, by weight (regular ≈ a tenth).
    private static func strokeWidth(_ w: UIImage.SymbolConfiguration.Weight) -> CGFloat {
        switch w {
        case .ultraLight: return 0.04
        case .thin: return 0.055
        case .light: return 0.075
        case .unspecified, .regular: return 0.09
        case .medium: return 0.105
        case .semibold: return 0.12
        case .bold: return 0.14
        case .heavy: return 0.16
        case .black: return 0.18
        }
    }

    // MARK: Shapes

    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    private static func lines(_ ctx: CGContext, _ strokes: [[CGPoint]]) {
        for s in strokes { ctx.addLines(between: s) }
        ctx.strokePath()
    }

    private static func circle(_ r: CGFloat = 0.42) -> CGRect { CGRect(x: 0.5 - r, y: 0.5 - r, width: 2 * r, height: 2 * r) }

    /// Draws `inner` cut out of (`filled`) or inside (outlined) a circle.
    private static func inCircle(_ filled: Bool, _ inner: @escaping @Sendable (CGContext) -> Void) -> Drawing {
        { ctx in
            if filled {
                ctx.fillEllipse(in: circle(0.46))
                ctx.setBlendMode(.clear)
                inner(ctx)
                ctx.setBlendMode(.normal)
            } else {
                ctx.strokeEllipse(in: circle())
                inner(ctx)
            }
        }
    }

    private static func starPath() -> CGPath {
        let path = CGMutablePath()
        for i in 0..<10 {
            let r: CGFloat = i % 2 == 0 ? 0.46 : 0.19
            let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let pt = p(0.5 + r * cos(a), 0.53 + r * sin(a))
            if i == 0 { path.move(to: pt) } else { path.addLine(to: pt) }
        }
        path.closeSubpath()
        return path
    }

    private static func heartPath() -> CGPath {
        let path = CGMutablePath()
        path.move(to: p(0.5, 0.88))
        path.addCurve(to: p(0.06, 0.36), control1: p(0.3, 0.72), control2: p(0.06, 0.58))
        path.addCurve(to: p(0.5, 0.24), control1: p(0.06, 0.1), control2: p(0.4, 0.06))
        path.addCurve(to: p(0.94, 0.36), control1: p(0.6, 0.06), control2: p(0.94, 0.1))
        path.addCurve(to: p(0.5, 0.88), control1: p(0.94, 0.58), control2: p(0.7, 0.72))
        path.closeSubpath()
        return path
    }

    private static func housePath() -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: [p(0.08, 0.5), p(0.5, 0.1), p(0.92, 0.5)])
        path.move(to: p(0.2, 0.4))
        path.addLines(between: [p(0.2, 0.4), p(0.2, 0.9), p(0.8, 0.9), p(0.8, 0.4)])
        return path
    }

    private static func lockShackle(_ ctx: CGContext) {
        let path = CGMutablePath()
        path.move(to: p(0.3, 0.44))
        path.addLine(to: p(0.3, 0.3))
        path.addArc(center: p(0.5, 0.3), radius: 0.2, startAngle: .pi, endAngle: 0, clockwise: false)
        path.addLine(to: p(0.7, 0.44))
        ctx.addPath(path); ctx.strokePath()
    }

    /// An almond: two arcs meeting at the eye's corners.
    private static func eyePath() -> CGPath {
        let path = CGMutablePath()
        path.move(to: p(0.04, 0.5))
        path.addQuadCurve(to: p(0.96, 0.5), control: p(0.5, 0.06))
        path.addQuadCurve(to: p(0.04, 0.5), control: p(0.5, 0.94))
        return path
    }

    private static func bookmarkPath() -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: [p(0.22, 0.06), p(0.78, 0.06), p(0.78, 0.94), p(0.5, 0.72), p(0.22, 0.94)])
        path.closeSubpath()
        return path
    }

    private static func personPath(_ ctx: CGContext, filled: Bool) {
        let head = CGRect(x: 0.31, y: 0.08, width: 0.38, height: 0.38)
        let body = CGMutablePath()
        body.move(to: p(0.1, 0.92))
        body.addCurve(to: p(0.9, 0.92), control1: p(0.12, 0.5), control2: p(0.88, 0.5))
        if filled {
            ctx.fillEllipse(in: head)
            body.closeSubpath()
            ctx.addPath(body); ctx.fillPath()
        } else {
            ctx.strokeEllipse(in: head)
            body.closeSubpath()
            ctx.addPath(body); ctx.strokePath()
        }
    }

    private static func bellPath() -> CGPath {
        let path = CGMutablePath()
        path.move(to: p(0.12, 0.76))
        path.addLine(to: p(0.22, 0.62))
        path.addCurve(to: p(0.5, 0.12), control1: p(0.22, 0.3), control2: p(0.3, 0.12))
        path.addCurve(to: p(0.78, 0.62), control1: p(0.7, 0.12), control2: p(0.78, 0.3))
        path.addLine(to: p(0.88, 0.76))
        path.closeSubpath()
        return path
    }

    private static func gearPath() -> CGPath {
        let path = CGMutablePath()
        let teeth = 8
        for i in 0..<(teeth * 4) {
            let a = CGFloat(i) / CGFloat(teeth * 4) * 2 * .pi
            let r: CGFloat = (i % 4 == 1 || i % 4 == 2) ? 0.46 : 0.36
            let pt = p(0.5 + r * cos(a), 0.5 + r * sin(a))
            if i == 0 { path.move(to: pt) } else { path.addLine(to: pt) }
        }
        path.closeSubpath()
        return path
    }

    private static let drawings: [String: Drawing] = [
        "plus": { lines($0, [[p(0.5, 0.1), p(0.5, 0.9)], [p(0.1, 0.5), p(0.9, 0.5)]]) },
        "minus": { lines($0, [[p(0.1, 0.5), p(0.9, 0.5)]]) },
        "xmark": { lines($0, [[p(0.18, 0.18), p(0.82, 0.82)], [p(0.82, 0.18), p(0.18, 0.82)]]) },
        "checkmark": { lines($0, [[p(0.12, 0.52), p(0.38, 0.8), p(0.9, 0.2)]]) },
        "chevron.right": { lines($0, [[p(0.34, 0.12), p(0.7, 0.5), p(0.34, 0.88)]]) },
        "chevron.left": { lines($0, [[p(0.66, 0.12), p(0.3, 0.5), p(0.66, 0.88)]]) },
        "chevron.down": { lines($0, [[p(0.12, 0.34), p(0.5, 0.7), p(0.88, 0.34)]]) },
        "chevron.up": { lines($0, [[p(0.12, 0.66), p(0.5, 0.3), p(0.88, 0.66)]]) },
        "circle": { $0.strokeEllipse(in: circle()) },
        "circle.fill": { $0.fillEllipse(in: circle(0.46)) },
        "checkmark.circle": inCircle(false) { lines($0, [[p(0.3, 0.52), p(0.45, 0.67), p(0.7, 0.36)]]) },
        "checkmark.circle.fill": inCircle(true) { lines($0, [[p(0.3, 0.52), p(0.45, 0.67), p(0.7, 0.36)]]) },
        "xmark.circle": inCircle(false) { lines($0, [[p(0.35, 0.35), p(0.65, 0.65)], [p(0.65, 0.35), p(0.35, 0.65)]]) },
        "xmark.circle.fill": inCircle(true) { lines($0, [[p(0.35, 0.35), p(0.65, 0.65)], [p(0.65, 0.35), p(0.35, 0.65)]]) },
        "plus.circle": inCircle(false) { lines($0, [[p(0.5, 0.3), p(0.5, 0.7)], [p(0.3, 0.5), p(0.7, 0.5)]]) },
        "plus.circle.fill": inCircle(true) { lines($0, [[p(0.5, 0.3), p(0.5, 0.7)], [p(0.3, 0.5), p(0.7, 0.5)]]) },
        "minus.circle": inCircle(false) { lines($0, [[p(0.3, 0.5), p(0.7, 0.5)]]) },
        "minus.circle.fill": inCircle(true) { lines($0, [[p(0.3, 0.5), p(0.7, 0.5)]]) },
        "info.circle": inCircle(false) { ctx in
            lines(ctx, [[p(0.5, 0.46), p(0.5, 0.72)]])
            ctx.fillEllipse(in: CGRect(x: 0.45, y: 0.26, width: 0.1, height: 0.1))
        },
        "questionmark.circle": inCircle(false) { ctx in
            let path = CGMutablePath()
            path.move(to: p(0.38, 0.38))
            path.addCurve(to: p(0.5, 0.58), control1: p(0.38, 0.22), control2: p(0.68, 0.24))
            path.addLine(to: p(0.5, 0.62))
            ctx.addPath(path); ctx.strokePath()
            ctx.fillEllipse(in: CGRect(x: 0.45, y: 0.7, width: 0.1, height: 0.1))
        },
        "exclamationmark.triangle": { ctx in
            ctx.addLines(between: [p(0.5, 0.1), p(0.94, 0.88), p(0.06, 0.88)]); ctx.closePath(); ctx.strokePath()
            lines(ctx, [[p(0.5, 0.38), p(0.5, 0.62)]])
            ctx.fillEllipse(in: CGRect(x: 0.45, y: 0.7, width: 0.1, height: 0.1))
        },
        "star": { ctx in ctx.addPath(starPath()); ctx.strokePath() },
        "star.fill": { ctx in ctx.addPath(starPath()); ctx.fillPath() },
        "heart": { ctx in ctx.addPath(heartPath()); ctx.strokePath() },
        "heart.fill": { ctx in ctx.addPath(heartPath()); ctx.fillPath() },
        "house": { ctx in ctx.addPath(housePath()); ctx.strokePath() },
        "house.fill": { ctx in
            ctx.addLines(between: [p(0.5, 0.08), p(0.95, 0.5), p(0.82, 0.5), p(0.82, 0.92), p(0.18, 0.92), p(0.18, 0.5), p(0.05, 0.5)])
            ctx.closePath(); ctx.fillPath()
        },
        "person": { personPath($0, filled: false) },
        "person.fill": { personPath($0, filled: true) },
        "magnifyingglass": { ctx in
            ctx.strokeEllipse(in: CGRect(x: 0.1, y: 0.1, width: 0.56, height: 0.56))
            lines(ctx, [[p(0.6, 0.6), p(0.9, 0.9)]])
        },
        "trash": { ctx in
            lines(ctx, [[p(0.1, 0.22), p(0.9, 0.22)], [p(0.38, 0.22), p(0.4, 0.1), p(0.6, 0.1), p(0.62, 0.22)]])
            ctx.addLines(between: [p(0.2, 0.22), p(0.26, 0.92), p(0.74, 0.92), p(0.8, 0.22)]); ctx.strokePath()
            lines(ctx, [[p(0.42, 0.38), p(0.42, 0.76)], [p(0.58, 0.38), p(0.58, 0.76)]])
        },
        "gearshape": { ctx in
            ctx.addPath(gearPath()); ctx.strokePath()
            ctx.strokeEllipse(in: circle(0.14))
        },
        "gearshape.fill": { ctx in
            ctx.addPath(gearPath()); ctx.fillPath()
            ctx.setBlendMode(.clear)
            ctx.fillEllipse(in: circle(0.14))
            ctx.setBlendMode(.normal)
        },
        "bell": { ctx in
            ctx.addPath(bellPath()); ctx.strokePath()
            lines(ctx, [[p(0.42, 0.88), p(0.58, 0.88)]])
        },
        "bell.fill": { ctx in
            ctx.addPath(bellPath()); ctx.fillPath()
            ctx.fillEllipse(in: CGRect(x: 0.4, y: 0.8, width: 0.2, height: 0.14))
        },
        "square.and.arrow.up": { ctx in
            lines(ctx, [[p(0.32, 0.4), p(0.18, 0.4), p(0.18, 0.92), p(0.82, 0.92), p(0.82, 0.4), p(0.68, 0.4)],
                        [p(0.5, 0.06), p(0.5, 0.62)], [p(0.32, 0.24), p(0.5, 0.06), p(0.68, 0.24)]])
        },
        "pencil": { ctx in
            lines(ctx, [[p(0.72, 0.1), p(0.9, 0.28), p(0.3, 0.88), p(0.1, 0.9), p(0.12, 0.7), p(0.72, 0.1)],
                        [p(0.6, 0.22), p(0.78, 0.4)]])
        },
        "ellipsis": { ctx in
            for x in [0.18, 0.5, 0.82] as [CGFloat] { ctx.fillEllipse(in: CGRect(x: x - 0.07, y: 0.43, width: 0.14, height: 0.14)) }
        },
        "arrow.clockwise": { ctx in
            let path = CGMutablePath()
            path.addArc(center: p(0.5, 0.54), radius: 0.36, startAngle: -.pi / 2, endAngle: -.pi / 2 - 1.6 * .pi, clockwise: true)
            ctx.addPath(path); ctx.strokePath()
            lines(ctx, [[p(0.36, 0.06), p(0.52, 0.18), p(0.38, 0.32)]])
        },
        "envelope": { ctx in
            ctx.addPath(CGPath(roundedRect: CGRect(x: 0.06, y: 0.2, width: 0.88, height: 0.6), cornerWidth: 0.06, cornerHeight: 0.06, transform: nil))
            ctx.strokePath()
            lines(ctx, [[p(0.1, 0.26), p(0.5, 0.56), p(0.9, 0.26)]])
        },
        "envelope.fill": { ctx in
            ctx.addPath(CGPath(roundedRect: CGRect(x: 0.06, y: 0.2, width: 0.88, height: 0.6), cornerWidth: 0.06, cornerHeight: 0.06, transform: nil))
            ctx.fillPath()
            ctx.setBlendMode(.clear)
            lines(ctx, [[p(0.1, 0.26), p(0.5, 0.56), p(0.9, 0.26)]])
            ctx.setBlendMode(.normal)
        },
        "lock": { ctx in
            ctx.addPath(CGPath(roundedRect: CGRect(x: 0.18, y: 0.44, width: 0.64, height: 0.48), cornerWidth: 0.08, cornerHeight: 0.08, transform: nil))
            ctx.strokePath()
            lockShackle(ctx)
        },
        "lock.fill": { ctx in
            ctx.addPath(CGPath(roundedRect: CGRect(x: 0.18, y: 0.44, width: 0.64, height: 0.48), cornerWidth: 0.08, cornerHeight: 0.08, transform: nil))
            ctx.fillPath()
            lockShackle(ctx)
        },
        "eye": { ctx in
            ctx.addPath(eyePath()); ctx.strokePath()
            ctx.fillEllipse(in: circle(0.13))
        },
        "eye.slash": { ctx in
            ctx.addPath(eyePath()); ctx.strokePath()
            ctx.fillEllipse(in: circle(0.13))
            // A gap cleared along the slash, then the slash in it.
            ctx.setBlendMode(.clear)
            ctx.addLines(between: [p(0.06, 0.12), p(0.14, 0.04), p(0.94, 0.88), p(0.86, 0.96)])
            ctx.closePath(); ctx.fillPath()
            ctx.setBlendMode(.normal)
            lines(ctx, [[p(0.12, 0.1), p(0.88, 0.9)]])
        },
        "calendar": { ctx in
            ctx.addPath(CGPath(roundedRect: CGRect(x: 0.08, y: 0.14, width: 0.84, height: 0.78), cornerWidth: 0.1, cornerHeight: 0.1, transform: nil))
            ctx.strokePath()
            lines(ctx, [[p(0.08, 0.34), p(0.92, 0.34)], [p(0.3, 0.06), p(0.3, 0.2)], [p(0.7, 0.06), p(0.7, 0.2)]])
            for y in [0.5, 0.7] as [CGFloat] { for x in [0.28, 0.5, 0.72] as [CGFloat] { ctx.fillEllipse(in: CGRect(x: x - 0.05, y: y - 0.05, width: 0.1, height: 0.1)) } }
        },
        "clock": { ctx in
            ctx.strokeEllipse(in: circle())
            lines(ctx, [[p(0.5, 0.22), p(0.5, 0.5), p(0.7, 0.62)]])
        },
        "bookmark": { ctx in ctx.addPath(bookmarkPath()); ctx.strokePath() },
        "bookmark.fill": { ctx in ctx.addPath(bookmarkPath()); ctx.fillPath() },
        "folder": { ctx in
            ctx.addLines(between: [p(0.06, 0.84), p(0.06, 0.18), p(0.38, 0.18), p(0.46, 0.28), p(0.94, 0.28), p(0.94, 0.84)])
            ctx.closePath(); ctx.strokePath()
        },
        "paperplane": { ctx in
            lines(ctx, [[p(0.06, 0.46), p(0.94, 0.1), p(0.62, 0.92), p(0.44, 0.58), p(0.06, 0.46)], [p(0.44, 0.58), p(0.94, 0.1)]])
        },
        "chevron.forward": { lines($0, [[p(0.34, 0.12), p(0.7, 0.5), p(0.34, 0.88)]]) },
        "chevron.backward": { lines($0, [[p(0.66, 0.12), p(0.3, 0.5), p(0.66, 0.88)]]) },
        "arrow.right": { lines($0, [[p(0.1, 0.5), p(0.88, 0.5)], [p(0.56, 0.18), p(0.88, 0.5), p(0.56, 0.82)]]) },
        "arrow.left": { lines($0, [[p(0.9, 0.5), p(0.12, 0.5)], [p(0.44, 0.18), p(0.12, 0.5), p(0.44, 0.82)]]) },
        "arrow.up": { lines($0, [[p(0.5, 0.9), p(0.5, 0.12)], [p(0.18, 0.44), p(0.5, 0.12), p(0.82, 0.44)]]) },
        "arrow.down": { lines($0, [[p(0.5, 0.1), p(0.5, 0.88)], [p(0.18, 0.56), p(0.5, 0.88), p(0.82, 0.56)]]) },
        "ellipsis.circle": inCircle(false) { ctx in
            for x in [0.32, 0.5, 0.68] as [CGFloat] { ctx.fillEllipse(in: CGRect(x: x - 0.045, y: 0.455, width: 0.09, height: 0.09)) }
        },
        "person.circle": inCircle(false) { ctx in
            ctx.strokeEllipse(in: CGRect(x: 0.38, y: 0.24, width: 0.24, height: 0.24))
            let path = CGMutablePath()
            path.addArc(center: p(0.5, 0.86), radius: 0.26, startAngle: .pi * 1.15, endAngle: .pi * 1.85, clockwise: false)
            ctx.addPath(path); ctx.strokePath()
        },
        "line.3.horizontal": { lines($0, [[p(0.12, 0.26), p(0.88, 0.26)], [p(0.12, 0.5), p(0.88, 0.5)], [p(0.12, 0.74), p(0.88, 0.74)]]) },
        "square.grid.2x2": { ctx in
            for (x, y) in [(0.08, 0.08), (0.56, 0.08), (0.08, 0.56), (0.56, 0.56)] as [(CGFloat, CGFloat)] {
                ctx.addPath(CGPath(roundedRect: CGRect(x: x, y: y, width: 0.36, height: 0.36), cornerWidth: 0.06, cornerHeight: 0.06, transform: nil))
            }
            ctx.strokePath()
        },
        "doc": { ctx in
            ctx.addLines(between: [p(0.2, 0.06), p(0.6, 0.06), p(0.82, 0.28), p(0.82, 0.94), p(0.2, 0.94)])
            ctx.closePath(); ctx.strokePath()
            lines(ctx, [[p(0.6, 0.06), p(0.6, 0.28), p(0.82, 0.28)]])
        },
        "sidebar.left": { ctx in
            // A window with a sidebar at its left.
            ctx.addPath(CGPath(roundedRect: CGRect(x: 0.06, y: 0.16, width: 0.88, height: 0.68), cornerWidth: 0.1, cornerHeight: 0.1, transform: nil))
            ctx.strokePath()
            lines(ctx, [[p(0.38, 0.16), p(0.38, 0.84)], [p(0.14, 0.3), p(0.28, 0.3)], [p(0.14, 0.42), p(0.28, 0.42)]])
        },
        "doc.on.doc": { ctx in
            // The copy symbol: a page over the corner of another.
            lines(ctx, [[p(0.3, 0.16), p(0.3, 0.06), p(0.86, 0.06), p(0.86, 0.72), p(0.74, 0.72)]])
            ctx.addRect(CGRect(x: 0.14, y: 0.24, width: 0.58, height: 0.7)); ctx.strokePath()
        },
        "doc.text": { ctx in
            ctx.addLines(between: [p(0.2, 0.06), p(0.6, 0.06), p(0.82, 0.28), p(0.82, 0.94), p(0.2, 0.94)])
            ctx.closePath(); ctx.strokePath()
            lines(ctx, [[p(0.6, 0.06), p(0.6, 0.28), p(0.82, 0.28)], [p(0.34, 0.48), p(0.68, 0.48)], [p(0.34, 0.64), p(0.68, 0.64)], [p(0.34, 0.8), p(0.56, 0.8)]])
        },
        "square.and.pencil": { ctx in
            lines(ctx, [[p(0.5, 0.14), p(0.12, 0.14), p(0.12, 0.88), p(0.86, 0.88), p(0.86, 0.5)],
                        [p(0.82, 0.08), p(0.94, 0.2), p(0.52, 0.62), p(0.38, 0.64), p(0.4, 0.5), p(0.82, 0.08)]])
        },
        "cart": { ctx in
            lines(ctx, [[p(0.04, 0.14), p(0.18, 0.14), p(0.3, 0.66), p(0.82, 0.66), p(0.92, 0.3), p(0.23, 0.3)]])
            ctx.fillEllipse(in: CGRect(x: 0.3, y: 0.76, width: 0.14, height: 0.14))
            ctx.fillEllipse(in: CGRect(x: 0.68, y: 0.76, width: 0.14, height: 0.14))
        },
        "bag": { ctx in
            ctx.addPath(CGPath(roundedRect: CGRect(x: 0.14, y: 0.32, width: 0.72, height: 0.6), cornerWidth: 0.06, cornerHeight: 0.06, transform: nil))
            ctx.strokePath()
            let path = CGMutablePath()
            path.addArc(center: p(0.5, 0.32), radius: 0.18, startAngle: .pi, endAngle: 0, clockwise: false)
            ctx.addPath(path); ctx.strokePath()
        },
        "camera": { ctx in
            ctx.addLines(between: [p(0.06, 0.3), p(0.3, 0.3), p(0.38, 0.18), p(0.62, 0.18), p(0.7, 0.3), p(0.94, 0.3), p(0.94, 0.84), p(0.06, 0.84)])
            ctx.closePath(); ctx.strokePath()
            ctx.strokeEllipse(in: CGRect(x: 0.34, y: 0.38, width: 0.32, height: 0.32))
        },
        "phone": { ctx in
            let path = CGMutablePath()
            path.move(to: p(0.2, 0.1))
            path.addLine(to: p(0.36, 0.1)); path.addLine(to: p(0.44, 0.3)); path.addLine(to: p(0.34, 0.4))
            path.addQuadCurve(to: p(0.6, 0.66), control: p(0.42, 0.58))
            path.addLine(to: p(0.7, 0.56)); path.addLine(to: p(0.9, 0.64)); path.addLine(to: p(0.9, 0.8))
            path.addQuadCurve(to: p(0.2, 0.1), control: p(0.16, 0.84))
            ctx.addPath(path); ctx.strokePath()
        },
        "message": { ctx in
            ctx.addPath(CGPath(ellipseIn: CGRect(x: 0.06, y: 0.12, width: 0.88, height: 0.68), transform: nil)); ctx.strokePath()
            lines(ctx, [[p(0.26, 0.72), p(0.16, 0.92), p(0.42, 0.8)]])
        },
        "globe": { ctx in
            ctx.strokeEllipse(in: circle())
            ctx.strokeEllipse(in: CGRect(x: 0.32, y: 0.08, width: 0.36, height: 0.84))
            lines(ctx, [[p(0.08, 0.5), p(0.92, 0.5)], [p(0.5, 0.08), p(0.5, 0.92)]])
        },
        "location": { ctx in
            ctx.addLines(between: [p(0.9, 0.1), p(0.1, 0.46), p(0.5, 0.5), p(0.54, 0.9)]); ctx.closePath(); ctx.strokePath()
        },
        "sun.max": { ctx in
            ctx.strokeEllipse(in: circle(0.2))
            var rays: [[CGPoint]] = []
            for k in 0..<8 {
                let a = CGFloat(k) * .pi / 4
                rays.append([p(0.5 + 0.32 * cos(a), 0.5 + 0.32 * sin(a)), p(0.5 + 0.44 * cos(a), 0.5 + 0.44 * sin(a))])
            }
            lines(ctx, rays)
        },
        "moon": { ctx in
            // A crescent: the outer circle's edge outside the inner one, and the inner's inside the outer.
            let outer = CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8), inner = CGRect(x: 0.34, y: 0.02, width: 0.64, height: 0.64)
            ctx.saveGState()
            ctx.addRect(CGRect(x: -1, y: -1, width: 3, height: 3)); ctx.addEllipse(in: inner); ctx.clip(using: .evenOdd)
            ctx.strokeEllipse(in: outer)
            ctx.restoreGState()
            ctx.saveGState()
            ctx.addEllipse(in: outer); ctx.clip()
            ctx.strokeEllipse(in: inner)
            ctx.restoreGState()
        },
        "flag": { ctx in
            lines(ctx, [[p(0.18, 0.94), p(0.18, 0.08)], [p(0.18, 0.12), p(0.84, 0.12), p(0.7, 0.32), p(0.84, 0.52), p(0.18, 0.52)]])
        },
        "tag": { ctx in
            ctx.addLines(between: [p(0.08, 0.08), p(0.5, 0.08), p(0.92, 0.5), p(0.5, 0.92), p(0.08, 0.5)]); ctx.closePath(); ctx.strokePath()
            ctx.fillEllipse(in: CGRect(x: 0.22, y: 0.22, width: 0.12, height: 0.12))
        },
        "link": { ctx in
            let a = CGAffineTransform(translationX: 0.5, y: 0.5).rotated(by: -.pi / 4)
            ctx.addPath(CGPath(roundedRect: CGRect(x: -0.4, y: -0.14, width: 0.46, height: 0.28), cornerWidth: 0.14, cornerHeight: 0.14, transform: [a]))
            ctx.addPath(CGPath(roundedRect: CGRect(x: -0.06, y: -0.14, width: 0.46, height: 0.28), cornerWidth: 0.14, cornerHeight: 0.14, transform: [a]))
            ctx.strokePath()
        },
        "tray": { ctx in
            lines(ctx, [[p(0.06, 0.56), p(0.2, 0.14), p(0.8, 0.14), p(0.94, 0.56), p(0.94, 0.88), p(0.06, 0.88), p(0.06, 0.56)],
                        [p(0.06, 0.56), p(0.32, 0.56), p(0.38, 0.68), p(0.62, 0.68), p(0.68, 0.56), p(0.94, 0.56)]])
        },
        "book": { ctx in
            lines(ctx, [[p(0.5, 0.22), p(0.5, 0.9)], [p(0.5, 0.22), p(0.3, 0.14), p(0.06, 0.16), p(0.06, 0.84), p(0.3, 0.82), p(0.5, 0.9), p(0.7, 0.82), p(0.94, 0.84), p(0.94, 0.16), p(0.7, 0.14), p(0.5, 0.22)]])
        },
        "play.fill": { ctx in ctx.addLines(between: [p(0.2, 0.1), p(0.88, 0.5), p(0.2, 0.9)]); ctx.closePath(); ctx.fillPath() },
        "pause.fill": { ctx in ctx.fill([CGRect(x: 0.2, y: 0.12, width: 0.2, height: 0.76), CGRect(x: 0.6, y: 0.12, width: 0.2, height: 0.76)]) },
        "photo": { ctx in
            ctx.addPath(CGPath(roundedRect: CGRect(x: 0.06, y: 0.16, width: 0.88, height: 0.68), cornerWidth: 0.08, cornerHeight: 0.08, transform: nil))
            ctx.strokePath()
            lines(ctx, [[p(0.14, 0.76), p(0.4, 0.46), p(0.58, 0.64), p(0.7, 0.52), p(0.88, 0.72)]])
            ctx.fillEllipse(in: CGRect(x: 0.64, y: 0.26, width: 0.12, height: 0.12))
        },
        "list.bullet": { ctx in
            for y in [0.22, 0.5, 0.78] as [CGFloat] {
                ctx.fillEllipse(in: CGRect(x: 0.06, y: y - 0.06, width: 0.12, height: 0.12))
                ctx.addLines(between: [p(0.34, y), p(0.94, y)])
            }
            ctx.strokePath()
        },
    ]
}
