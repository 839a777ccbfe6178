import QuartzCore

/// Which corners of a rectangle to round (Apple: UIRectCorner).
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with its stroke attributes (Apple: UIBezierPath), in UIKit's y-down space: an arc's
/// `clockwise` is clockwise on screen, so it is the opposite of CGPath's y-up `clockwise`.
/// `fill()`/`stroke()` draw into the current context (`UIGraphicsGetCurrentContext()`).
public final class UIBezierPath: @unchecked Sendable {
    private var path: CGMutablePath
    public var lineWidth: CGFloat = 1
    public var lineCapStyle = CGLineCap.butt
    public var lineJoinStyle = CGLineJoin.miter
    public var miterLimit: CGFloat = 10
    public var flatness: CGFloat = 0.6
    public var usesEvenOddFillRule = false
    private var dash: (lengths: [CGFloat], phase: CGFloat)?

    public init() { path = CGMutablePath() }
    public init(cgPath: CGPath) { path = cgPath.mutableCopy() ?? CGMutablePath() }
    public convenience init(rect: CGRect) { self.init(); path.addRect(rect) }
    public convenience init(ovalIn rect: CGRect) { self.init(); path.addEllipse(in: rect) }
    /// A rectangle whose corners are quarter circles of `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }
    /// A rectangle with the chosen corners rounded by `cornerRadii` (clamped to half the sides).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(0, cornerRadii.width.isFinite ? cornerRadii.width : 0), r.width / 2)
        let ry = min(max(0, cornerRadii.height.isFinite ? cornerRadii.height : 0), r.height / 2)
        let k: CGFloat = 0.5522847498   // a quarter circle as one cubic
        func corner(_ on: Bool, _ p: CGPoint, _ from: CGPoint, _ to: CGPoint) {
            guard on, rx > 0, ry > 0 else { path.addLine(to: p); return }
            path.addLine(to: from)
            path.addCurve(to: to, control1: CGPoint(x: from.x + (p.x - from.x) * k, y: from.y + (p.y - from.y) * k),
                          control2: CGPoint(x: to.x + (p.x - to.x) * k, y: to.y + (p.y - to.y) * k))
        }
        path.move(to: CGPoint(x: r.minX + (corners.contains(.topLeft) ? rx : 0), y: r.minY))
        corner(corners.contains(.topRight), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - rx, y: r.minY), CGPoint(x: r.maxX, y: r.minY + ry))
        corner(corners.contains(.bottomRight), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY - ry), CGPoint(x: r.maxX - rx, y: r.maxY))
        corner(corners.contains(.bottomLeft), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + rx, y: r.maxY), CGPoint(x: r.minX, y: r.maxY - ry))
        corner(corners.contains(.topLeft), CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX, y: r.minY + ry), CGPoint(x: r.minX + rx, y: r.minY))
        path.closeSubpath()
    }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path, for a shape layer or a context.
    public var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }
    public var bounds: CGRect { path.boundingBoxOfPath }
    public var currentPoint: CGPoint { path.currentPoint }
    public var isEmpty: Bool { path.isEmpty }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// An arc clockwise on screen when `clockwise` (UIKit's y-down sense).
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    public func close() { path.closeSubpath() }
    public func removeAllPoints() { path = CGMutablePath() }
    public func append(_ other: UIBezierPath) { path.addPath(other.cgPath) }
    public func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }
    public func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { dash = nil; return }
        dash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }
    /// The dash lengths and phase (Swift form of `getLineDash(_:count:phase:)`).
    public func setLineDash(_ lengths: [CGFloat], phase: CGFloat) { dash = lengths.isEmpty ? nil : (lengths, phase) }

    public func fill() { fill(with: .normal, alpha: 1) }
    public func stroke() { stroke(with: .normal, alpha: 1) }
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState(); ctx.setBlendMode(blendMode); ctx.setAlpha(alpha)
        ctx.addPath(path)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState(); ctx.setBlendMode(blendMode); ctx.setAlpha(alpha)
        ctx.setLineWidth(lineWidth); ctx.setLineCap(lineCapStyle); ctx.setLineJoin(lineJoinStyle); ctx.setMiterLimit(miterLimit)
        if let dash { ctx.setLineDash(phase: dash.phase, lengths: dash.lengths) }
        ctx.addPath(path)
        ctx.strokePath()
        ctx.restoreGState()
    }
    /// Intersects the current context's clip with the path's inside.
    public func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.addPath(path)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
