import Foundation

extension NSLayoutConstraint {
    /// Options of the visual format (Apple: NSLayoutConstraint.FormatOptions, Apple's raw
    /// values): views aligned on an attribute, the horizontal direction, the vertical spacing.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignAllBaseline = alignAllLastBaseline
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The attributes the alignment bits name (bit n: the attribute of raw value n).
        var alignedAttributes: [Attribute] {
            (1...12).compactMap { n in rawValue & (1 << UInt(n)) != 0 ? Attribute(rawValue: n) : nil }
        }
    }

    /// The constraints a visual format string describes (Auto Layout Guide, "Visual Format
    /// Language"), not yet active: `H:|-[find]-[findNext]-[findField(>=20)]-|`. `views` maps
    /// the names in the format to views; `metrics` maps names to numbers. The standard space is
    /// 8 points between views and 20 to the superview's edge, as the guide gives them.
    ///
    /// Where UIKit raises an exception for a format it cannot parse, Lamina prints UIKit's
    /// message (the reason, the format, a caret under the place) on stderr and returns no
    /// constraints: the app goes on.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try VisualFormatBuilder(VisualFormat(parsing: format, metrics: metrics, views: views), options: opts).constraints()
        } catch {
            let caret = String(repeating: " ", count: max(0, error.offset)) + "^"
            Diagnostics.warn("Unable to parse constraint format: \n\(error.reason) \n\(format) \n\(caret)")
            return []
        }
    }
}

/// Turns a parsed format into constraints: each view's predicates on its width (H) or height
/// (V), each connection's on the space between neighbours, and the alignment options between
/// each view and the one before it.
@MainActor
struct VisualFormatBuilder {
    let format: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    typealias Attribute = NSLayoutConstraint.Attribute

    init(_ format: VisualFormat, options: NSLayoutConstraint.FormatOptions) {
        self.format = format
        self.options = options
    }

    private var horizontal: Bool { format.orientation == .horizontal }
    private var rightToLeft: Bool { horizontal && options.intersection(.directionMask) == .directionRightToLeft }

    /// The edge a view's run starts at and the edge it ends at.
    private var edges: (start: Attribute, end: Attribute) {
        guard horizontal else { return (.top, .bottom) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right)
        case .directionRightToLeft: return (.right, .left)
        default: return (.leading, .trailing)
        }
    }

    func constraints() throws(VisualFormat.Failure) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        let size: Attribute = horizontal ? .width : .height
        for v in format.views {
            for p in v.predicates {
                switch p.object {
                case .constant(let c):
                    made.append(constraint(v.view, size, p.relation, nil, .notAnAttribute, c, p.priority))
                case .view(let other):
                    made.append(constraint(v.view, size, p.relation, other, size, 0, p.priority))
                }
            }
        }
        for (k, joint) in format.connections.enumerated() {
            made += space(joint, from: format.views[k].view, to: format.views[k + 1].view, standard: 8)
        }
        if format.leadingSuperview != nil || format.trailingSuperview != nil {
            guard let first = format.views.first?.view as? UIView, let superview = first.superview else {
                throw VisualFormat.Failure(reason: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: 0)
            }
            if let joint = format.leadingSuperview { made += space(joint, from: superview, to: format.views[0].view, standard: 20, superviewFirst: true) }
            if let joint = format.trailingSuperview { made += space(joint, from: format.views[format.views.count - 1].view, to: superview, standard: 20, superviewLast: true) }
        }
        made += try alignment()
        return made
    }

    /// Constraints on the space from `a`'s end edge to `b`'s start edge. The superview
    /// contributes its own start (before the first view) or end edge (after the last).
    private func space(_ joint: VisualFormat.Connection, from a: AnyObject, to b: AnyObject, standard: CGFloat,
                       superviewFirst: Bool = false, superviewLast: Bool = false) -> [NSLayoutConstraint] {
        let (start, end) = edges
        var aEdge = superviewFirst ? start : end, bEdge = superviewLast ? end : start
        // `spacingBaselineToBaseline`: between views of a vertical layout the space runs from
        // one's last baseline to the next one's first.
        if !horizontal, !superviewFirst, !superviewLast, options.contains(.spacingBaselineToBaseline) {
            (aEdge, bEdge) = (.lastBaseline, .firstBaseline)
        }
        let predicates: [VisualFormat.Predicate]
        switch joint {
        case .flush: predicates = [VisualFormat.Predicate(object: .constant(0))]
        case .standard: predicates = [VisualFormat.Predicate(object: .constant(standard))]
        case .predicates(let list): predicates = list
        }
        return predicates.compactMap { p in
            guard case .constant(let c) = p.object else { return nil }
            // The gap grows in the run's direction: b.start = a.end + c, or mirrored right to left.
            return rightToLeft ? constraint(a, aEdge, p.relation, b, bEdge, c, p.priority)
                               : constraint(b, bEdge, p.relation, a, aEdge, c, p.priority)
        }
    }

    /// `alignAll…`: each view's attribute equal to the one before it. The attribute must lie
    /// across the layout's orientation.
    private func alignment() throws(VisualFormat.Failure) -> [NSLayoutConstraint] {
        let attributes = options.intersection(.alignmentMask).alignedAttributes
        var made: [NSLayoutConstraint] = []
        for attribute in attributes {
            guard attribute.isHorizontal != horizontal else {
                let edge = horizontal ? "horizontal" : "vertical"
                throw VisualFormat.Failure(reason: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).", offset: 0)
            }
            for k in format.views.indices.dropFirst() {
                made.append(constraint(format.views[k].view, attribute, .equal, format.views[k - 1].view, attribute, 0, nil))
            }
        }
        return made
    }

    private func constraint(_ a: AnyObject, _ attrA: Attribute, _ relation: NSLayoutConstraint.Relation, _ b: AnyObject?, _ attrB: Attribute,
                            _ constant: CGFloat, _ priority: Float?) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(item: a, attribute: attrA, relatedBy: relation, toItem: b, attribute: attrB,
                                   multiplier: 1, constant: constant)
        if let priority { c.priority = UILayoutPriority(priority) }
        return c
    }
}
