/// A path under construction (Apple: CGMutablePath). Every method takes an optional affine
/// transform applied to the points it adds.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(segments: []) }
    package override init(segments: [PathSegment]) { super.init(segments: segments) }

    /// Start of the current subpath, nil when there is no current point.
    private var subpathStart: CGPoint? {
        for s in segments.reversed() { if case .move(let p) = s { return p } }
        return nil
    }

    package var hasCurrentPoint: Bool { !segments.isEmpty }

    private static func finite(_ points: CGPoint...) -> Bool {
        points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    /// Appends a drawing element. As on Apple: with no current point nothing is added; after a
    /// close, the next element starts a new subpath at the closed one's start.
    private func append(_ segment: PathSegment) {
        guard let start = subpathStart else { return }
        if segments.last == .close { segments.append(.move(start)) }
        segments.append(segment)
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        guard Self.finite(p) else { return }
        // Consecutive moves collapse into the last, as on Apple.
        if case .move = segments.last { segments[segments.count - 1] = .move(p) } else { segments.append(.move(p)) }
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        guard Self.finite(p) else { return }
        append(.line(p))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        let c = control.applying(transform), p = end.applying(transform)
        guard Self.finite(c, p) else { return }
        append(.quad(c, p))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        let c1 = control1.applying(transform), c2 = control2.applying(transform), p = end.applying(transform)
        guard Self.finite(c1, c2, p) else { return }
        append(.cubic(c1, c2, p))
    }

    public func closeSubpath() {
        guard hasCurrentPoint, segments.last != .close else { return }
        segments.append(.close)
    }

    /// A closed subpath: (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// An open polyline: a move to the first point, lines to the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// A closed ellipse of four cubic Béziers, starting at (maxX, midY) and running toward
    /// increasing angle (clockwise on a y-down screen), as Apple's.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let scale = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y)).concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: scale)
        appendUnitArc(from: 0, sweep: 2 * .pi, transform: scale)
        closeSubpath()
    }

    /// A rounded rectangle whose corners are quarter ellipses; corner sizes are clamped to half
    /// the rectangle (Apple asserts instead).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let cw = max(0, min(cornerWidth, r.width / 2)), ch = max(0, min(cornerHeight, r.height / 2))
        guard cw > 0, ch > 0 else { addRect(r, transform: transform); return }
        func corner(_ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat) {
            let t = CGAffineTransform(scaleX: cw, y: ch)
                .concatenating(CGAffineTransform(translationX: cx, y: cy)).concatenating(transform)
            appendUnitArc(from: start, sweep: .pi / 2, transform: t)
        }
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        corner(r.maxX - cw, r.minY + ch, -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        corner(r.maxX - cw, r.maxY - ch, 0)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        corner(r.minX + cw, r.maxY - ch, .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        corner(r.minX + cw, r.minY + ch, .pi)
        closeSubpath()
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for s in path.segments {
            switch s {
            case .move(let p): segments.append(.move(p.applying(transform)))
            case .close: closeSubpath()
            default: append(s.applying(transform))
            }
        }
    }

    /// Cubic segments (≤ 90° each) along the unit circle from angle `start` through `sweep`,
    /// mapped by `transform`; the current point is assumed to be at the arc's start.
    /// Non-finite angles add nothing; a sweep of more than 1,024 turns is cut there (converting
    /// its quarter count to Int would trap, and the turns beyond draw over the same circle).
    package func appendUnitArc(from start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard start.isFinite, sweep.isFinite else { return }
        let count = max(1, Int(min(4096, (abs(sweep) / (.pi / 2) - 1e-9).rounded(.up))))
        let step = sweep / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = start
        for _ in 0..<count {
            let a1 = a0 + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            addCurve(to: p1, control1: c1, control2: c2, transform: transform)
            a0 = a1
        }
    }
}
