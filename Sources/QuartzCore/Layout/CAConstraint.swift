/// A geometric attribute of a layer for constraints. Numeric: minY is the smaller y in the
/// superlayer's space (the top edge in iOS's y-down space).
public enum CAConstraintAttribute: Int32, Sendable {
    case minX = 0, midX, maxX, width, minY, midY, maxY, height

    package var isHorizontal: Bool { rawValue <= 3 }

    package func value(in r: CGRect) -> CGFloat {
        switch self {
        case .minX: return r.minX
        case .midX: return r.midX
        case .maxX: return r.maxX
        case .width: return r.width
        case .minY: return r.minY
        case .midY: return r.midY
        case .maxY: return r.maxY
        case .height: return r.height
        }
    }
}

/// "attribute = source.sourceAttribute × scale + offset", the source named by its `name`, or
/// "superlayer" (Core Animation Programming Guide, "Using Constraints to Manage Your Layer Hierarchies").
public final class CAConstraint: @unchecked Sendable, CustomStringConvertible {
    public let attribute: CAConstraintAttribute
    public let sourceName: String
    public let sourceAttribute: CAConstraintAttribute
    public let scale: CGFloat
    public let offset: CGFloat

    public init(attribute: CAConstraintAttribute, relativeTo sourceName: String,
                attribute sourceAttribute: CAConstraintAttribute, scale: CGFloat, offset: CGFloat) {
        self.attribute = attribute; self.sourceName = sourceName; self.sourceAttribute = sourceAttribute
        self.scale = scale.isFinite ? scale : 1; self.offset = offset.isFinite ? offset : 0
    }
    public convenience init(attribute: CAConstraintAttribute, relativeTo sourceName: String,
                            attribute sourceAttribute: CAConstraintAttribute, offset: CGFloat) {
        self.init(attribute: attribute, relativeTo: sourceName, attribute: sourceAttribute, scale: 1, offset: offset)
    }
    public convenience init(attribute: CAConstraintAttribute, relativeTo sourceName: String,
                            attribute sourceAttribute: CAConstraintAttribute) {
        self.init(attribute: attribute, relativeTo: sourceName, attribute: sourceAttribute, scale: 1, offset: 0)
    }

    public var description: String {
        "\(attribute) = \(sourceName).\(sourceAttribute) × \(scale) + \(offset)"
    }
}

extension CALayer {
    public func addConstraint(_ c: CAConstraint) {
        constraints = (constraints ?? []) + [c]
    }
}
