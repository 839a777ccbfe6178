/// Constraints as linear expressions over the engine's variables.
///
/// Each item's frame is stored in its parent's coordinates, so an attribute is written in
/// the coordinates of the constraint's common ancestor A by adding the origins of the item
/// and of each view between it and A (A's own edges are 0 and its size, whatever its bounds
/// origin: constraints relate frames, as UIKit's engine does). In a right-to-left layout
/// leading and trailing mirror the axis (x → −x), so `a.leading == b.trailing + 8` reads
/// "8 points after" in both directions.
extension LayoutEngine {
    struct Expression {
        var terms: [(variable: SimplexSymbol, coefficient: Double)] = []
        var constant: Double = 0
    }

    /// Builds `first − multiplier × second − constant` for `c`, installed on `ancestor`.
    func expression(for c: NSLayoutConstraint, in ancestor: UIView) -> Expression? {
        var e = Expression()
        let rtl = (c.firstItem as? any LayoutItem)?.itemView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var readsMetrics = false
        var sides: [(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, k: Double)] = []
        if let terms = c.firstTerms { for t in terms { sides.append((t.item, t.attribute, Double(t.coefficient))) } }
        else { sides.append((c.firstItem, c.firstAttribute, 1)) }
        let m = -Double(c.multiplier)
        if let terms = c.secondTerms { for t in terms { sides.append((t.item, t.attribute, m * Double(t.coefficient))) } }
        else if c.secondItem != nil { sides.append((c.secondItem, c.secondAttribute, m)) }
        for s in sides {
            guard let it = s.item as? any LayoutItem,
                  append(it, s.attribute, s.k, in: ancestor, rtl: rtl, to: &e, metrics: &readsMetrics) else { return nil }
        }
        e.constant -= Double(c.constant)
        c.readsViewMetrics = readsMetrics
        return e
    }

    /// Adds `k × item.attribute`, in `ancestor`'s coordinates, to `e`.
    private func append(_ item: any LayoutItem, _ attr: NSLayoutConstraint.Attribute, _ k: Double, in ancestor: UIView,
                        rtl: Bool, to e: inout Expression, metrics: inout Bool) -> Bool {
        var item = item
        // A scroll view's edges, related to its content (the constraint is installed on the
        // scroll view), are its content area's (Apple, "Working with Scroll Views"): the
        // content layout guide's edges, which set its contentSize.
        if attr.isEdge, item === ancestor, let scroll = item as? UIScrollView {
            item = scroll.contentLayoutGuide
        }
        let form = attributeForm(item, attr, rtl: rtl)
        if form.constantReadsMetrics { metrics = true }
        let node = self.node(for: item)
        let horizontal = attr.isHorizontal
        if form.origin != 0 {
            guard appendOrigin(item, horizontal: horizontal, k * form.origin, in: ancestor, to: &e) else { return false }
        }
        if form.size != 0 { e.terms.append((horizontal ? node.width : node.height, k * form.size)) }
        e.constant += k * form.constant
        return true
    }

    /// The item's origin, plus each view's origin between it and `ancestor`.
    private func appendOrigin(_ item: any LayoutItem, horizontal: Bool, _ k: Double, in ancestor: UIView,
                              to e: inout Expression) -> Bool {
        if item === ancestor { return true }
        let n = node(for: item)
        e.terms.append((horizontal ? n.x : n.y, k))
        var p = item.layoutParent
        while let q = p, q !== ancestor {
            let qn = node(for: q)
            e.terms.append((horizontal ? qn.x : qn.y, k))
            p = q.superviewStorage
        }
        return p === ancestor
    }

    /// An attribute as `origin·o + size·s + c` along its axis.
    private func attributeForm(_ item: any LayoutItem, _ attr: NSLayoutConstraint.Attribute, rtl: Bool)
        -> (origin: Double, size: Double, constant: Double, constantReadsMetrics: Bool) {
        let m = (item as? UIView)?.layoutMargins ?? .zero
        let l = Double(m.left), r = Double(m.right), t = Double(m.top), b = Double(m.bottom)
        switch attr {
        case .left: return (1, 0, 0, false)
        case .right: return (1, 1, 0, false)
        case .centerX: return (1, 0.5, 0, false)
        case .width: return (0, 1, 0, false)
        case .leading: return rtl ? (-1, -1, 0, false) : (1, 0, 0, false)
        case .trailing: return rtl ? (-1, 0, 0, false) : (1, 1, 0, false)
        case .leftMargin: return (1, 0, l, true)
        case .rightMargin: return (1, 1, -r, true)
        case .centerXWithinMargins: return (1, 0.5, (l - r) / 2, true)
        case .leadingMargin: return rtl ? (-1, -1, r, true) : (1, 0, l, true)
        case .trailingMargin: return rtl ? (-1, 0, -l, true) : (1, 1, -r, true)
        case .top: return (1, 0, 0, false)
        case .bottom: return (1, 1, 0, false)
        case .centerY: return (1, 0.5, 0, false)
        case .height: return (0, 1, 0, false)
        case .topMargin: return (1, 0, t, true)
        case .bottomMargin: return (1, 1, -b, true)
        case .centerYWithinMargins: return (1, 0.5, (t - b) / 2, true)
        case .firstBaseline, .lastBaseline:
            // A view without text has its baselines at its bottom edge (UIKit).
            guard let v = item as? UIView, let lines = v.baselinesFromCenter else {
                if let v = item as? UIView, let above = v.baselineAboveBottom { return (1, 1, -Double(above), false) }
                return (1, 1, 0, false)
            }
            return (1, 0.5, Double(attr == .firstBaseline ? lines.first : lines.last), true)
        case .notAnAttribute: return (0, 0, 0, false)
        }
    }
}

extension NSLayoutConstraint.Attribute {
    var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }
}
