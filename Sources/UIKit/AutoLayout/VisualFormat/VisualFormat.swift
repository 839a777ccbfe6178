import Foundation

/// A visual format string parsed (Auto Layout Guide, "Visual Format Language", its grammar):
/// `(H|V:)? (| connection)? [view(predicates)] (connection [view(predicates)])* (connection |)?`.
/// Names are looked up as they are read, so an error names the first unknown view or metric.
struct VisualFormat {
    enum Orientation { case horizontal, vertical }

    /// One side of a relation: `(relation)? (constant | viewName) (@priority)?`.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        enum Object { case constant(CGFloat), view(AnyObject) }
        var object: Object
        var priority: Float?
    }

    /// What joins two neighbours: nothing (flush), the standard space (`-`), or predicates.
    enum Connection {
        case flush, standard
        case predicates([Predicate])
    }

    struct View {
        var name: String
        var view: AnyObject
        var predicates: [Predicate]
    }

    var orientation = Orientation.horizontal
    /// The connection to the superview before the first view, and after the last.
    var leadingSuperview: Connection?
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    var trailingSuperview: Connection?

    /// A syntax or lookup error: the reason and where in the format it was found.
    struct Failure: Error {
        var reason: String
        var offset: Int
    }

    fileprivate init() {}

    init(parsing format: String, metrics: [String: Any]?, views named: [String: Any]) throws(Failure) {
        var p = Parser(Array(format.unicodeScalars), metrics: metrics ?? [:], views: named)
        self = try p.parse()
    }
}

/// A recursive-descent reader of the grammar, one scalar at a time.
private struct Parser {
    let s: [Unicode.Scalar]
    var i = 0
    let metrics: [String: Any]
    let views: [String: Any]

    init(_ s: [Unicode.Scalar], metrics: [String: Any], views: [String: Any]) {
        self.s = s
        self.metrics = metrics
        self.views = views
    }

    func fail(_ reason: String, at offset: Int? = nil) -> VisualFormat.Failure {
        VisualFormat.Failure(reason: reason, offset: offset ?? i)
    }

    var peek: Unicode.Scalar? { i < s.count ? s[i] : nil }
    mutating func eat(_ c: Unicode.Scalar) -> Bool {
        if peek == c { i += 1; return true }
        return false
    }

    mutating func parse() throws(VisualFormat.Failure) -> VisualFormat {
        var f = VisualFormat()
        if let c = peek, c == "H" || c == "V" {
            i += 1
            guard eat(":") else { throw fail("Expected ':' after '\(c)' to specify \(c == "V" ? "vertical" : "horizontal") arrangement") }
            f.orientation = c == "V" ? .vertical : .horizontal
        }
        if eat("|") {
            f.leadingSuperview = try connection()
            guard peek == "[" else { throw fail("A connection from the superview must be followed by a view") }
        }
        guard peek == "[" else { throw fail("Expected a view") }
        f.views.append(try view())
        while peek != nil {
            let joint = try connection()
            if eat("|") { f.trailingSuperview = joint; break }
            guard peek == "[" else { throw fail(peek == nil ? "Expected a view or '|' after a connection" : "Expected a view") }
            f.connections.append(joint)
            f.views.append(try view())
        }
        guard peek == nil else { throw fail("Unexpected '\(s[i])' after the layout") }
        return f
    }

    /// `[name(predicates)?]`
    mutating func view() throws(VisualFormat.Failure) -> VisualFormat.View {
        i += 1      // "["
        let start = i
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a view name after '['") }
        guard let found = views[name] else { throw fail("Unable to find view with name \(name)", at: start) }
        guard let object = found as? LayoutItem else {
            throw fail("The view named \(name) is a \(type(of: found)), not a view", at: start)
        }
        var predicates: [VisualFormat.Predicate] = []
        if eat("(") {
            predicates = try predicateList(allowingViews: true)
            guard eat(")") else { throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'") }
        }
        guard eat("]") else { throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'") }
        return VisualFormat.View(name: name, view: object, predicates: predicates)
    }

    /// `e | - | -predicateList-`, read up to the next view or `|`.
    mutating func connection() throws(VisualFormat.Failure) -> VisualFormat.Connection {
        guard eat("-") else { return .flush }
        if peek == "[" || peek == "|" { return .standard }
        if peek == nil { throw fail("Expected a view or '|' after a connection") }
        let list: [VisualFormat.Predicate]
        if eat("(") {
            list = try predicateList(allowingViews: false)
            guard eat(")") else { throw fail("Expected ')' to end a predicate list") }
        } else {
            // A simple predicate: a metric name or a positive number.
            list = [VisualFormat.Predicate(object: .constant(try constant(allowingSign: false)))]
        }
        guard eat("-") else { throw fail("Expected '-' to end a connection") }
        return .predicates(list)
    }

    /// `predicate(,predicate)*`
    mutating func predicateList(allowingViews: Bool) throws(VisualFormat.Failure) -> [VisualFormat.Predicate] {
        var list = [try predicate(allowingViews: allowingViews)]
        while eat(",") { list.append(try predicate(allowingViews: allowingViews)) }
        return list
    }

    /// `(==|<=|>=)? (constant|viewName) (@priority)?`
    mutating func predicate(allowingViews: Bool) throws(VisualFormat.Failure) -> VisualFormat.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        for (text, r) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)] {
            let scalars = Array(text.unicodeScalars)
            if peek == scalars[0], i + 1 < s.count, s[i + 1] == scalars[1] { i += 2; relation = r; break }
        }
        if let c = peek, c == "=" || c == "<" || c == ">" { throw fail("Unknown relation. Must be ==, >=, or <=") }
        let object: VisualFormat.Predicate.Object
        let start = i
        if let c = peek, isIdentifierStart(c) {
            let name = identifier()
            if let m = metrics[name] {
                guard let v = Self.number(m) else { throw fail("The metric \(name) is a \(type(of: m)), not a number", at: start) }
                object = .constant(v)
            } else if let v = views[name] {
                guard allowingViews else { throw fail("A view (\(name)) is allowed only in a view's predicate, not a connection's", at: start) }
                guard let item = v as? LayoutItem else { throw fail("The view named \(name) is a \(type(of: v)), not a view", at: start) }
                object = .view(item)
            } else {
                throw fail("Unable to find constant or view with name \(name)", at: start)
            }
        } else {
            object = .constant(try constant(allowingSign: true))
        }
        var priority: Float?
        if eat("@") {
            let at = i
            let p = try constant(allowingSign: false)
            guard p >= 1, p <= 1000 else { throw fail("A priority must be between 1 and 1000", at: at) }
            priority = Float(p)
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A metric's value or a number (`strtod` in the C locale: digits, a point, an exponent).
    mutating func constant(allowingSign: Bool) throws(VisualFormat.Failure) -> CGFloat {
        let start = i
        if let c = peek, isIdentifierStart(c) {
            let name = identifier()
            guard let m = metrics[name] else { throw fail("Unable to find constant with name \(name)", at: start) }
            guard let v = Self.number(m) else { throw fail("The metric \(name) is a \(type(of: m)), not a number", at: start) }
            return v
        }
        var text = ""
        if allowingSign, let c = peek, c == "-" || c == "+" { text.unicodeScalars.append(c); i += 1 }
        while i < s.count, "0123456789.eE".unicodeScalars.contains(s[i]) || ((s[i] == "-" || s[i] == "+") && text.last.map { $0 == "e" || $0 == "E" } == true) {
            text.unicodeScalars.append(s[i])
            i += 1
        }
        guard let v = Double(text), v.isFinite else { throw fail("Expected a number or a metric name", at: start) }
        return CGFloat(v)
    }

    mutating func identifier() -> String {
        var name = ""
        guard let c = peek, isIdentifierStart(c) else { return name }
        while i < s.count, isIdentifierScalar(s[i]) { name.unicodeScalars.append(s[i]); i += 1 }
        return name
    }

    func isIdentifierStart(_ c: Unicode.Scalar) -> Bool { c == "_" || (c.isASCII && c.properties.isAlphabetic) }
    func isIdentifierScalar(_ c: Unicode.Scalar) -> Bool { isIdentifierStart(c) || ("0"..."9").contains(c) }

    /// A metrics value as a number: NSNumber, a Swift number, or CGFloat.
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v.isFinite ? v : nil
        case let v as Double: return v.isFinite ? CGFloat(v) : nil
        case let v as Float: return v.isFinite ? CGFloat(v) : nil
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return v.doubleValue.isFinite ? CGFloat(v.doubleValue) : nil
        default: return nil
        }
    }
}
