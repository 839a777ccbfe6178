/// Lays out sublayers from their constraints. Per axis, at most two constraints decide: a
/// size and an edge or midpoint place the layer; two edges/midpoints give both place and
/// size; a single edge keeps the size (the guide's rules). Siblings referred to by name are
/// laid out first; a cycle is broken by using the sibling's current frame.
public final class CAConstraintLayoutManager: CALayoutManager, @unchecked Sendable {
    public init() {}

    public func layoutSublayers(of layer: CALayer) {
        var done = Set<ObjectIdentifier>(), active = Set<ObjectIdentifier>()
        for sub in layer.sublayerStorage { solve(sub, in: layer, &done, &active) }
    }

    public func preferredSize(of layer: CALayer) -> CGSize { layer.bounds.size }

    private func solve(_ sub: CALayer, in parent: CALayer, _ done: inout Set<ObjectIdentifier>,
                       _ active: inout Set<ObjectIdentifier>) {
        let id = ObjectIdentifier(sub)
        guard !done.contains(id), !active.contains(id) else { return }
        guard let constraints = sub.constraints, !constraints.isEmpty else { done.insert(id); return }
        active.insert(id)
        for c in constraints where c.sourceName != "superlayer" {
            if let sibling = parent.sublayerStorage.first(where: { $0.name == c.sourceName && $0 !== sub }) {
                solve(sibling, in: parent, &done, &active)
            }
        }
        var frame = sub.frame
        for horizontal in [true, false] {
            let axis = constraints.filter { $0.attribute.isHorizontal == horizontal }.prefix(2)
            var size: CGFloat?
            var places: [(CAConstraintAttribute, CGFloat)] = []
            for c in axis {
                let source: CGRect
                if c.sourceName == "superlayer" { source = parent.bounds }
                else if let s = parent.sublayerStorage.first(where: { $0.name == c.sourceName && $0 !== sub }) { source = s.frame }
                else { Diagnostics.warn("CAConstraint names '\(c.sourceName)', which is no sibling: ignored"); continue }
                let v = c.sourceAttribute.value(in: source) * c.scale + c.offset
                if c.attribute == .width || c.attribute == .height { size = max(0, v) } else { places.append((c.attribute, v)) }
            }
            var origin = horizontal ? frame.minX : frame.minY
            var length = horizontal ? frame.width : frame.height
            if let size { length = size }
            if size == nil, places.count == 2 {
                let (a, va) = places[0], (b, vb) = places[1]
                let lo = min(Self.rank(a), Self.rank(b))
                let (first, v1, v2) = Self.rank(a) == lo ? (a, va, vb) : (b, vb, va)
                let second = first == a ? b : a
                // Two of min/mid/max: solve for the edge and the length.
                switch (Self.rank(first), Self.rank(second)) {
                case (0, 2): origin = v1; length = v2 - v1
                case (0, 1): origin = v1; length = 2 * (v2 - v1)
                case (1, 2): length = 2 * (v2 - v1); origin = v1 - length / 2
                default: break
                }
                length = max(0, length)
            } else if let (attr, v) = places.first {
                switch Self.rank(attr) {
                case 0: origin = v
                case 1: origin = v - length / 2
                default: origin = v - length
                }
            }
            if horizontal { frame.origin.x = origin; frame.size.width = length }
            else { frame.origin.y = origin; frame.size.height = length }
        }
        if frame != sub.frame { sub.frame = frame }
        active.remove(id)
        done.insert(id)
    }

    /// 0 for an edge at the smaller coordinate, 1 for the midpoint, 2 for the larger edge.
    private static func rank(_ a: CAConstraintAttribute) -> Int {
        switch a {
        case .minX, .minY: return 0
        case .midX, .midY: return 1
        default: return 2
        }
    }
}
