
/// An immutable graphics path (Apple: CGPath). `CGMutablePath` builds one.
///
/// Elements are stored as absolute points with curves kept as curves, so iteration returns
/// exactly what was added (arcs, ellipses and rounded rects become cubic Béziers, as on Apple).
/// Points with NaN or infinite coordinates are refused when added (the element is dropped), so a
/// stored path is always finite.
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    package var segments: [PathSegment] { didSet { tightBounds.withLock { $0 = nil } } }
    /// `boundingBoxOfPath`, kept until the path changes: renderers ask for it every frame,
    /// and a window's render thread asks while the main thread may too (one path is shared by
    /// the model layer and the committed copy), hence the lock.
    private let tightBounds = Locked<CGRect?>(nil)

    package init(segments: [PathSegment]) { self.segments = segments }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: p.segments)
    }
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: p.segments)
    }
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                         transform: transform?.pointee ?? .identity)
        self.init(segments: p.segments)
    }

    public var isEmpty: Bool { segments.isEmpty }

    /// The end of the last element; a close returns to its subpath's start. `.zero` when empty.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for s in segments {
            switch s {
            case .move(let p): start = p; current = p
            case .close: current = start
            default: current = s.points.last!
            }
        }
        return current
    }

    /// Bounds of every point, control points included; `.null` when empty (Apple).
    public var boundingBox: CGRect { CGRect.boundingBox(of: segments.lazy.flatMap { $0.points }) }

    /// Tight bounds of the curves themselves, control points excluded.
    public var boundingBoxOfPath: CGRect {
        if let kept = tightBounds.withLock({ $0 }) { return kept }
        let b = PathGeometry.tightBounds(segments)
        tightBounds.withLock { $0 = b }
        return b
    }

    public func copy() -> CGPath? { CGPath(segments: segments) }
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(segments: segments.map { $0.applying(t) })
    }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments) }
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(segments: segments.map { $0.applying(t) })
    }

    /// Whether the point would be painted if the path were filled with `rule`; open subpaths
    /// close implicitly, as in a fill.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let polygons = PathGeometry.flatten(segments, transform: transform, tolerance: 0.05)
        return PathGeometry.contains(point, polygons: polygons, rule: rule)
    }

    /// Whether the path is exactly one axis-aligned rectangle; `rect` receives it.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let body = segments.last == .close ? segments.dropLast() : segments[...]
        guard body.count == 4 || body.count == 5, case .move(let p0) = body.first! else { return false }
        var pts = [p0]
        for s in body.dropFirst() { guard case .line(let p) = s else { return false }; pts.append(p) }
        if pts.count == 5 { guard pts[4] == p0 else { return false }; pts.removeLast() }
        for i in 0..<4 {
            let a = pts[i], b = pts[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y, a != b else { return false }
            let prev = pts[(i + 3) % 4]
            guard (prev.x == a.x) != (a.x == b.x) else { return false }
        }
        rect?.pointee = CGRect.boundingBox(of: pts)
        return true
    }

    /// Calls `block` once per element, as Apple's applyWithBlock.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for s in segments {
            let pts = s.points
            for (i, p) in pts.enumerated() { buffer[i] = p }
            var element = CGPathElement(type: s.type, points: buffer)
            withUnsafePointer(to: &element) { block($0) }
        }
    }

    /// The outline of stroking this path, as a path to fill with the winding rule.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let stroker = PathStroker(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        return CGPath(segments: stroker.outline(segments).map { $0.applying(transform) })
    }

    /// The dashes of this path: each "on" interval of `lengths` (repeating, starting `phase`
    /// into the pattern) becomes its own open subpath. A pattern with no positive length or a
    /// negative one leaves the path as it is.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        let dashed = PathDasher(phase: phase, lengths: lengths)?.dash(segments) ?? segments
        return CGPath(segments: dashed.map { $0.applying(transform) })
    }

    public static func == (l: CGPath, r: CGPath) -> Bool { l === r || l.segments == r.segments }
    public func hash(into h: inout Hasher) { h.combine(segments) }
    public var description: String { "<CGPath \(segments.count) elements, bounds \(boundingBox)>" }
}
