import Foundation

/// How constraints and items read in descriptions and in the engine's messages, in UIKit's
/// format, and the message UIKit prints when required constraints conflict.
@MainActor enum LayoutDescriptions {
    /// The standard space between sibling views ("system spacing").
    static let systemSpacing: CGFloat = 8

    static func address(_ o: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(o).hashValue), radix: 16)
    }

    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let g = item as? UILayoutGuide {
            return "UILayoutGuide:\(address(g)) '\(g.identifier)'"
        }
        if let v = item as? UIView, let id = v.accessibilityIdentifier { return "\(type(of: v)):\(address(v)) '\(id)'" }
        return "\(type(of: item)):\(address(item))"
    }

    static func maskName(_ m: UIView.AutoresizingMask) -> String {
        func axis(_ a: Bool, _ b: Bool, _ c: Bool) -> String { (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-") }
        return "h=" + axis(m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
            + " v=" + axis(m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
    }

    static func describe(_ c: NSLayoutConstraint) -> String {
        var kind = "NSLayoutConstraint"
        var prefix = ""
        switch c.systemRole {
        case .autoresizing(let mask)?: kind = "NSAutoresizingMaskLayoutConstraint"; prefix = mask + " "
        case .contentSize?: kind = "NSContentSizeLayoutConstraint"
        case .layoutGuide?: kind = "NSLayoutConstraint"; prefix = "'UIView-layoutGuide' "
        case .fitting?: kind = "NSLayoutConstraint"; prefix = "'fittingSize' "
        case nil: break
        }
        if let id = c.identifier { prefix += "'\(id)' " }
        let rel: String
        switch c.relation {
        case .equal: rel = "=="
        case .lessThanOrEqual: rel = "<="
        case .greaterThanOrEqual: rel = ">="
        }
        var rhs = ""
        if let second = c.secondItem {
            rhs = (c.multiplier == 1 ? "" : "\(format(c.multiplier))*") + "\(name(of: second)).\(c.secondAttribute)"
            if c.constant != 0 { rhs += c.constant > 0 ? " + \(format(c.constant))" : " - \(format(-c.constant))" }
        } else {
            rhs = format(c.constant)
        }
        let priority = c.priority == .required ? "" : " @\(format(CGFloat(c.priority.rawValue)))"
        let state = c.isActive ? "   (active)" : ""
        return "<\(kind):\(address(c)) \(prefix)\(name(of: c.firstItem)).\(c.firstAttribute) \(rel) \(rhs)\(priority)\(state)>"
    }

    static func format(_ x: CGFloat) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(format: "%g", Double(x))
    }

    /// UIKit's message for conflicting required constraints, once per broken constraint.
    static func reportUnsatisfiable(breaking c: NSLayoutConstraint, involved: [NSLayoutConstraint]) {
        var list = involved
        if !list.contains(where: { $0 === c }) { list.append(c) }
        var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want.\n"
        text += "\tTry this:\n\t\t(1) look at each constraint and try to figure out which you don't expect;\n"
        text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.\n(\n"
        text += list.map { "    \"\(describe($0))\"" }.joined(separator: ",\n")
        text += "\n)\n\nWill attempt to recover by breaking constraint \n\(describe(c))\n"
        Diagnostics.warn(text)
        unsatisfiableReports &+= 1
        lastReport = text
    }

    /// How many conflicts were reported (for tests).
    static var unsatisfiableReports = 0
    static var lastReport = ""
}
