public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element as Apple hands it to `applyWithBlock`: a type and a pointer to its points
/// (1 for move/line, 2 for quad, 3 for cubic, 0 for close; the end point is last).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type; self.points = points
    }
}

public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd
}

public enum CGLineCap: Int32, Sendable {
    case butt = 0, round, square
}

public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round, bevel
}

/// The path model Lamina keeps: absolute points, curves kept as curves.
package enum PathSegment: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    package func applying(_ t: CGAffineTransform) -> PathSegment {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }

    /// The points Apple's element carries, end point last.
    package var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    package var type: CGPathElementType {
        switch self {
        case .move: return .moveToPoint
        case .line: return .addLineToPoint
        case .quad: return .addQuadCurveToPoint
        case .cubic: return .addCurveToPoint
        case .close: return .closeSubpath
        }
    }
}
