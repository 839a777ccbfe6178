import QuartzCore

/// The CoreGraphics primitives layers draw with: fills, strokes with caps and dashes, an
/// even-odd star, a clipped gradient, a shadow, arcs and curves — drawn y-down like a layer's
/// context (flipped, as UIKit hands it to `draw(in:)`).
public struct CoreGraphicsSamplerScene: DrawnScene {
    public init() {}
    public let name = "coregraphics"
    public let summary = "CoreGraphics sampler: paths, strokes, dashes, fill rules, gradients, shadows"
    public let isAnimated = false

    public func draw(in ctx: CGContext, size: CGSize) {
        ctx.setFillColor(CGColor(gray: 0.95, alpha: 1))
        ctx.fill(CGRect(origin: .zero, size: size))
        let cell = CGSize(width: size.width / 3, height: size.height / 2)
        func inCell(_ i: Int, _ draw: (CGRect) -> Void) {
            ctx.saveGState()
            let r = CGRect(x: CGFloat(i % 3) * cell.width, y: CGFloat(i / 3) * cell.height,
                           width: cell.width, height: cell.height).insetBy(dx: 16, dy: 16)
            ctx.clip(to: r.insetBy(dx: -12, dy: -12))
            draw(r)
            ctx.restoreGState()
        }
        inCell(0) { r in            // rounded rect with a soft shadow
            // The offset is in the base space (y up), as Apple documents: negative height falls down the screen.
            ctx.setShadow(offset: CGSize(width: 0, height: -6), blur: 12, color: CGColor(gray: 0, alpha: 0.5))
            ctx.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 0.95, alpha: 1))
            ctx.addPath(CGPath(roundedRect: r.insetBy(dx: 10, dy: 10), cornerWidth: 18, cornerHeight: 18, transform: nil))
            ctx.fillPath()
        }
        inCell(1) { r in            // round-capped arc and a dashed circle
            let c = CGPoint(x: r.midX, y: r.midY), radius = min(r.width, r.height) / 2 - 10
            ctx.setStrokeColor(CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1))
            ctx.setLineWidth(12); ctx.setLineCap(.round)
            ctx.addArc(center: c, radius: radius, startAngle: 0, endAngle: 1.5 * .pi, clockwise: false)
            ctx.strokePath()
            ctx.setStrokeColor(CGColor(gray: 0.3, alpha: 1))
            ctx.setLineWidth(3); ctx.setLineCap(.butt); ctx.setLineDash(phase: 0, lengths: [8, 6])
            ctx.strokeEllipse(in: CGRect(x: c.x - radius / 2, y: c.y - radius / 2, width: radius, height: radius))
        }
        inCell(2) { r in            // even-odd star
            let c = CGPoint(x: r.midX, y: r.midY), radius = min(r.width, r.height) / 2
            let star = CGMutablePath()
            for i in 0..<5 {
                let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
                let p = CGPoint(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
                if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.closeSubpath()
            ctx.addPath(star)
            ctx.setFillColor(CGColor(red: 0.95, green: 0.75, blue: 0.1, alpha: 1))
            ctx.setStrokeColor(CGColor(red: 0.5, green: 0.3, blue: 0, alpha: 1))
            ctx.setLineWidth(3); ctx.setLineJoin(.round)
            ctx.drawPath(using: .eoFillStroke)
        }
        inCell(3) { r in            // linear gradient clipped to an ellipse
            ctx.addEllipse(in: r)
            ctx.clip()
            let g = CGGradient(colorsSpace: nil, colors: [CGColor(red: 0.1, green: 0.8, blue: 0.6, alpha: 1),
                                                          CGColor(red: 0.2, green: 0.2, blue: 0.8, alpha: 1)],
                               locations: [0, 1])!
            ctx.drawLinearGradient(g, start: CGPoint(x: r.minX, y: r.minY), end: CGPoint(x: r.maxX, y: r.maxY), options: [])
        }
        inCell(4) { r in            // radial gradient, a sun
            let c = CGPoint(x: r.midX, y: r.midY), radius = min(r.width, r.height) / 2
            let g = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0.95, blue: 0.6, alpha: 1),
                                                          CGColor(red: 1, green: 0.5, blue: 0.1, alpha: 1),
                                                          CGColor(red: 1, green: 0.5, blue: 0.1, alpha: 0)],
                               locations: [0, 0.6, 1])!
            ctx.drawRadialGradient(g, startCenter: c, startRadius: 0, endCenter: c, endRadius: radius, options: [])
        }
        inCell(5) { r in            // curves and a tangent-arc rounded corner
            let p = CGMutablePath()
            p.move(to: CGPoint(x: r.minX, y: r.maxY))
            p.addCurve(to: CGPoint(x: r.maxX, y: r.minY), control1: CGPoint(x: r.midX, y: r.maxY + 40),
                       control2: CGPoint(x: r.midX, y: r.minY - 40))
            ctx.addPath(p)
            ctx.setStrokeColor(CGColor(red: 0.4, green: 0.2, blue: 0.7, alpha: 1))
            ctx.setLineWidth(6)
            ctx.strokePath()
            ctx.move(to: CGPoint(x: r.minX, y: r.minY + 10))
            ctx.addArc(tangent1End: CGPoint(x: r.maxX - 10, y: r.minY + 10), tangent2End: CGPoint(x: r.maxX - 10, y: r.maxY),
                       radius: 30)
            ctx.addLine(to: CGPoint(x: r.maxX - 10, y: r.maxY))
            ctx.setStrokeColor(CGColor(gray: 0.2, alpha: 1)); ctx.setLineWidth(4)
            ctx.strokePath()
        }
    }
}
